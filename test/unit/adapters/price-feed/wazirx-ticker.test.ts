/**
 * Reading the exchange's ticker: decimal rupee strings become paise exactly, and anything that is not a
 * plausible USDT/INR price is refused rather than quoted.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MalformedTickerError,
  observationFromTicker,
  PLAUSIBLE_PAISE,
  paiseFromRupees,
} from '../../../../lambdas/adapters/price-feed/wazirx-ticker';
import { rupeesText } from '../../../../lib/local/sandbox/price/price-walk';

const ticker = (fields: Record<string, unknown> = {}) => ({
  symbol: 'usdtinr',
  baseAsset: 'usdt',
  quoteAsset: 'inr',
  lastPrice: '88.42',
  bidPrice: '88.41',
  askPrice: '88.43',
  at: 1_795_478_400_000,
  ...fields,
});

describe('paiseFromRupees', () => {
  it.each([
    ['88.42', 8842n],
    ['88.4', 8840n],
    ['88', 8800n],
    ['88.0', 8800n],
    ['88.429', 8842n],
    ['99.99999999', 9999n],
  ])('reads %s as %s paise', (text, paise) => {
    expect(paiseFromRupees(text)).toBe(paise);
  });

  it.each(['-88.42', '88,42', '8.842e1', ' 88.42', '', '.5', '88.', 'NaN', '0x58', '88.123456789'])(
    'refuses the malformed %j',
    (text) => {
      expect(() => paiseFromRupees(text)).toThrow(MalformedTickerError);
    },
  );

  it.each(['0', '0.88', '39.99', '200.01', '8842'])('refuses the implausible ₹%s per USDT', (text) => {
    expect(() => paiseFromRupees(text)).toThrow(/plausible/);
  });

  it('round-trips every plausible price the sandbox can write', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: PLAUSIBLE_PAISE.min, max: PLAUSIBLE_PAISE.max }), (paise) => {
        expect(paiseFromRupees(rupeesText(paise))).toBe(paise);
      }),
    );
  });
});

describe('observationFromTicker', () => {
  it('takes the last price and the time the exchange stamped it', () => {
    expect(observationFromTicker(ticker())).toEqual({
      rateInrPerUsdt: 8842n,
      observedAt: '2026-11-24T00:00:00.000Z',
    });
  });

  it('reads an `at` written in seconds, as in the published example, as the same moment', () => {
    expect(observationFromTicker(ticker({ at: 1_795_478_400 })).observedAt).toBe('2026-11-24T00:00:00.000Z');
  });

  it.each([
    ['a number for the price', { lastPrice: 88.42 }],
    ['no time stamp', { at: undefined }],
    ['another market', { symbol: 'btcinr' }],
    ['a negative price', { lastPrice: '-88.42' }],
  ])('refuses an answer with %s', (_case, fields) => {
    expect(() => observationFromTicker(ticker(fields))).toThrow(MalformedTickerError);
  });

  it('refuses a body that is not a ticker at all', () => {
    expect(() => observationFromTicker({ code: 1121, message: 'Invalid symbol.' })).toThrow(
      MalformedTickerError,
    );
    expect(() => observationFromTicker(null)).toThrow(MalformedTickerError);
  });
});
