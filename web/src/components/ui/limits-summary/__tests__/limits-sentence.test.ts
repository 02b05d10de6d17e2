import { describe, expect, it } from 'vitest';
import { limitsSentence } from '../limits-sentence';

const inrLimits = {
  minimumPerRequest: '100.00',
  maximumPerRequest: '200000.00',
  maximumPerDay: '500000.00',
  leftToday: '99976.40',
};

describe('limitsSentence', () => {
  it("says a trade's limits with its verb and the day in India", () => {
    expect(
      limitsSentence({
        limits: inrLimits,
        currency: 'INR',
        action: 'Buy',
        perRequest: 'at a time',
        indiaTime: true,
      }),
    ).toBe(
      'Buy from ₹100.00 to ₹2,00,000.00 at a time, up to ₹5,00,000.00 a day (₹99,976.40 left today, India time).',
    );
  });

  it('says what the day counts besides the amount', () => {
    expect(
      limitsSentence({
        limits: inrLimits,
        currency: 'INR',
        perRequest: 'a withdrawal',
        dayCounts: 'with fees',
      }),
    ).toBe(
      'From ₹100.00 to ₹2,00,000.00 a withdrawal, at most ₹5,00,000.00 a day with fees (₹99,976.40 left today).',
    );
  });

  it('names USDT once after the range, and after each other figure', () => {
    const limits = {
      minimumPerRequest: '1.00',
      maximumPerRequest: '10000.00',
      maximumPerDay: '25000.00',
      leftToday: '1000.00',
    };
    expect(limitsSentence({ limits, currency: 'USDT', perRequest: 'per withdrawal' })).toBe(
      'From 1.00 to 10,000.00 USDT per withdrawal, at most 25,000.00 USDT a day (1,000.00 USDT left today).',
    );
  });
});
