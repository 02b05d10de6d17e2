import { describe, expect, it } from 'vitest';
import { cardDepositFigures, cardDepositQuote } from '../../../../lambdas/domain/deposits/card-deposit-terms';
import { InvalidRequestError } from '../../../../lambdas/domain/errors';

describe('card deposit figures', () => {
  it('charges the amount, a 2% fee and 18% GST on the fee, adding up exactly', () => {
    expect(cardDepositFigures('2000')).toEqual({
      creditMinor: 2000_00n,
      feeMinor: 40_00n,
      gstMinor: 7_20n,
      totalMinor: 2047_20n,
    });
    // ₹123.45: 2% is 246.9 paise and GST on 246 paise is 44.28: both rounded down, in the person's favour.
    expect(cardDepositFigures('123.45')).toEqual({
      creditMinor: 123_45n,
      feeMinor: 2_46n,
      gstMinor: 44n,
      totalMinor: 126_35n,
    });
  });

  it('refuses amounts outside ₹100 to ₹1,00,000, naming the limit next to the amount', () => {
    expect(() => cardDepositFigures('99.99')).toThrow(/least you can add by card is ₹100/);
    expect(() => cardDepositFigures('100000.01')).toThrow(/most .* ₹1,00,000/);
    expect(() => cardDepositFigures('100.001')).toThrow(InvalidRequestError);
    expect(cardDepositFigures('100').totalMinor).toBe(102_36n);
    expect(cardDepositFigures('100000').totalMinor).toBe(1_02_360_00n);
  });

  it('quotes the terms without an amount, and the figures as decimal strings with one', () => {
    expect(cardDepositQuote(undefined, 0n).figures).toBeUndefined();
    expect(cardDepositQuote('2000.5', 0n).figures).toEqual({
      amount: '2000.50',
      fee: '40.01',
      gst: '7.20',
      total: '2047.71',
    });
  });
});
