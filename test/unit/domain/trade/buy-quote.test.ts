import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { indianDayOf } from '../../../../lambdas/domain/india/calendar';
import { GST_PERCENT } from '../../../../lambdas/domain/india/gst';
import { AmountRefusedError } from '../../../../lambdas/domain/limits/amount-limits';
import { type BuyQuote, quoteBuy } from '../../../../lambdas/domain/trade/buy-quote';
import {
  BUY_LIMITS,
  FEE_BASIS_POINTS,
  MIN_FEE_PAISE,
  QUOTE_TTL_MS,
} from '../../../../lambdas/domain/trade/buy-terms';
import { StalePriceError } from '../../../../lambdas/domain/trade/price';

const now = new Date('2026-11-23T10:00:00.000Z');
const priceAt = (rateInrPerUsdt: bigint, ageMs = 1_000) => ({
  rateInrPerUsdt,
  observedAt: new Date(now.getTime() - ageMs).toISOString(),
});
const MICRO = 1_000_000n;

/** Rates from ₹1 to ₹1,000 per USDT (paise), far wider than the market. */
const rates = fc.bigInt({ min: 100n, max: 100_000n });
const spends = fc.bigInt({ min: BUY_LIMITS.perRequest.min, max: BUY_LIMITS.perRequest.max });

/** The fee by its formula, as an exact fraction of a paisa: principal × bps / 10 000 (or the minimum). */
function exactFeeTimes10000(principal: bigint): bigint {
  const percentage = principal * FEE_BASIS_POINTS;
  return percentage > MIN_FEE_PAISE * 10_000n ? percentage : MIN_FEE_PAISE * 10_000n;
}

function expectSoundFigures(quote: BuyQuote) {
  for (const figure of [quote.principalInr, quote.feeInr, quote.gstInr, quote.inrPaid, quote.usdtReceived]) {
    expect(figure).toBeGreaterThanOrEqual(0n);
  }
  expect(quote.usdtReceived).toBeGreaterThan(0n);
  expect(quote.inrPaid).toBe(quote.principalInr + quote.feeInr + quote.gstInr);
  // GST is 18 % of the fee charged, rounded down by less than a paisa.
  expect(quote.gstInr * 100n).toBeLessThanOrEqual(quote.feeInr * GST_PERCENT);
  expect(quote.gstInr * 100n).toBeGreaterThan(quote.feeInr * GST_PERCENT - 100n);
  // The fee is never above its formula, and at most one paisa below it.
  const exactFee = exactFeeTimes10000(quote.principalInr);
  expect(quote.feeInr * 10_000n).toBeLessThanOrEqual(exactFee);
  expect(quote.feeInr * 10_000n).toBeGreaterThan(exactFee - 2n * 10_000n);
  expect(quote.tdsInr).toBe(0n);
}

describe('a quote for INR to spend', () => {
  it('charges exactly the INR typed, split into principal, fee and GST', () => {
    fc.assert(
      fc.property(spends, rates, (spendInr, rate) => {
        const quote = quoteBuy({ amount: { spendInr }, price: priceAt(rate), now });
        expectSoundFigures(quote);
        expect(quote.inrPaid).toBe(spendInr);
      }),
    );
  });

  it('rounds the USDT up, by less than one micro-USDT', () => {
    fc.assert(
      fc.property(spends, rates, (spendInr, rate) => {
        const quote = quoteBuy({ amount: { spendInr }, price: priceAt(rate), now });
        const valueOfUsdt = quote.usdtReceived * rate; // paise × 10^6
        expect(valueOfUsdt).toBeGreaterThanOrEqual(quote.principalInr * MICRO);
        expect(valueOfUsdt - quote.principalInr * MICRO).toBeLessThan(rate);
      }),
    );
  });

  it('works a round example through: ₹10,000 at ₹88.42', () => {
    const quote = quoteBuy({ amount: { spendInr: 10_000_00n }, price: priceAt(8842n), now });
    // Worked by hand: the largest principal whose total fits is 9,941.36 (fee ⌊0.5 % of it⌋ = 49.70,
    // GST ⌊18 % of 49.70⌋ = 8.94, total 10,000.00; at 9,941.37 the total is 10,000.01).
    expect(quote).toMatchObject({
      principalInr: 9_941_36n,
      feeInr: 49_70n,
      gstInr: 8_94n,
      inrPaid: 10_000_00n,
      usdtReceived: 112_433_387n, // 9,941.36 / 88.42 = 112.43338611… USDT, rounded up
    });
  });

  it('takes the minimum fee on a small buy', () => {
    const quote = quoteBuy({ amount: { spendInr: 100_00n }, price: priceAt(8842n), now });
    expect(quote.feeInr).toBe(MIN_FEE_PAISE);
    expect(quote.gstInr).toBe(18n);
    expect(quote.principalInr).toBe(100_00n - 100n - 18n);
  });
});

describe('a quote for USDT to receive', () => {
  // Within the per-order limits at every rate drawn below (₹50–₹150): 2 × ₹50 ≥ ₹100, 1,300 × ₹150 < ₹2,00,000.
  const wanted = fc.bigInt({ min: 2n * MICRO, max: 1_300n * MICRO });

  it('gives exactly the USDT asked for and charges principal + fee + GST', () => {
    fc.assert(
      fc.property(wanted, fc.bigInt({ min: 5_000n, max: 15_000n }), (receiveUsdt, rate) => {
        const quote = quoteBuy({ amount: { receiveUsdt }, price: priceAt(rate), now });
        expectSoundFigures(quote);
        expect(quote.usdtReceived).toBe(receiveUsdt);
      }),
    );
  });

  it('rounds the INR principal down, by less than one paisa', () => {
    fc.assert(
      fc.property(wanted, fc.bigInt({ min: 5_000n, max: 15_000n }), (receiveUsdt, rate) => {
        const quote = quoteBuy({ amount: { receiveUsdt }, price: priceAt(rate), now });
        const valueOfUsdt = receiveUsdt * rate;
        expect(quote.principalInr * MICRO).toBeLessThanOrEqual(valueOfUsdt);
        expect(valueOfUsdt - quote.principalInr * MICRO).toBeLessThan(MICRO);
      }),
    );
  });
});

describe('what every quote says and refuses', () => {
  it('expires 30 seconds after it was given and says no TDS is deducted on a buy', () => {
    const quote = quoteBuy({ amount: { spendInr: 500_00n }, price: priceAt(8842n), now });
    expect(Date.parse(quote.expiresAt) - Date.parse(quote.quotedAt)).toBe(QUOTE_TTL_MS);
    expect(quote.taxNote).toMatch(/No TDS.*buy.*1% TDS.*194S.*sell/);
    expect(quote.roundingNote).toMatch(/in your favour/);
  });

  it('refuses amounts under the minimum or over the maximum of one buy, naming the field', () => {
    const below = () => quoteBuy({ amount: { spendInr: 99_99n }, price: priceAt(8842n), now });
    expect(below).toThrow(AmountRefusedError);
    expect(below).toThrow('The smallest buy is ₹100.');
    const above = () => quoteBuy({ amount: { receiveUsdt: 3_000n * MICRO }, price: priceAt(8842n), now });
    expect(above).toThrow('One buy can be at most ₹2,00,000.');
    try {
      above();
    } catch (error) {
      expect((error as AmountRefusedError).fieldErrors).toHaveProperty('receiveUsdt');
    }
  });

  it('refuses a buy that would pass the daily limit and says what is left', () => {
    const quote = () =>
      quoteBuy({ amount: { spendInr: 1_000_00n }, price: priceAt(8842n), now, paidTodayInr: 4_99_500_00n });
    expect(quote).toThrow('You can buy for up to ₹5,00,000 a day; ₹500 is left today.');
    expect(
      quoteBuy({ amount: { spendInr: 500_00n }, price: priceAt(8842n), now, paidTodayInr: 4_99_500_00n })
        .inrPaid,
    ).toBe(500_00n);
  });

  it('refuses to quote from a price older than a minute', () => {
    expect(() => quoteBuy({ amount: { spendInr: 500_00n }, price: priceAt(8842n, 61_000), now })).toThrow(
      StalePriceError,
    );
    expect(quoteBuy({ amount: { spendInr: 500_00n }, price: priceAt(8842n, 59_000), now }).inrPaid).toBe(
      500_00n,
    );
  });
});

describe('the day the daily limit counts in', () => {
  it('is the calendar day in India', () => {
    expect(indianDayOf(new Date('2026-11-23T18:29:59.999Z'))).toBe('2026-11-23');
    expect(indianDayOf(new Date('2026-11-23T18:30:00.000Z'))).toBe('2026-11-24');
  });
});
