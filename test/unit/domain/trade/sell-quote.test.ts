import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AmountRefusedError } from '../../../../lambdas/domain/limits/amount-limits';
import { QUOTE_TTL_MS } from '../../../../lambdas/domain/trade/buy-terms';
import { houseBuyRate, quoteSell, sellFigures } from '../../../../lambdas/domain/trade/sell-quote';
import { SELL_LIMITS } from '../../../../lambdas/domain/trade/sell-terms';

const now = new Date('2026-11-23T10:00:00.000Z');
const priceAt = (rateInrPerUsdt: bigint) => ({
  rateInrPerUsdt,
  observedAt: new Date(now.getTime() - 1_000).toISOString(),
});

describe('a sell quote', () => {
  it('pays the house’s buy rate 1 % under its sell rate, with fee, GST and TDS as their own lines', () => {
    const quote = quoteSell({ usdtSold: 100_000_000n, price: priceAt(8_842n), now });
    expect(quote).toMatchObject({
      marketRateInrPerUsdt: 8_842n,
      rateInrPerUsdt: 8_753n, // ₹88.42 × 0.99 = ₹87.5358, floored
      considerationInr: 8_753_00n,
      feeInr: 43_76n, // 0.5 %, floored
      gstInr: 7_87n, // 18 % of the fee, floored
      tdsInr: 0n, // ₹8,701.37 net of fee and GST: the seller's first sell of the year stays within ₹10,000
      inrReceived: 8_701_37n,
    });
    expect(Date.parse(quote.expiresAt) - now.getTime()).toBe(QUOTE_TTL_MS);
    expect(quote.taxNote).toMatch(/^No TDS on this sell: your sells this financial year stay within ₹10,000/);
  });

  it('deducts 1 % of the whole net consideration from the sell that takes the year past ₹10,000', () => {
    const net = 8_701_37n;
    const quoteAfter = (soldThisYearInr: bigint) =>
      quoteSell({ usdtSold: 100_000_000n, price: priceAt(8_842n), now, soldThisYearInr });
    // The year reaches ₹10,000.00 exactly with this sell: still within.
    expect(quoteAfter(10_000_00n - net)).toMatchObject({ tdsInr: 0n, inrReceived: net });
    // One paisa more: past it, and the TDS is on all ₹8,701.37, not on the paisa past the threshold.
    const crossing = quoteAfter(10_000_00n - net + 1n);
    expect(crossing).toMatchObject({ tdsInr: 87_02n, inrReceived: 8_614_35n });
    expect(crossing.taxNote).toMatch(/^India deducts 1% TDS \(Income-tax Act s\.194S\) on this sell/);
    expect(crossing.taxNote).toMatch(/pass ₹10,000/);
  });

  it('always adds up: received + fee + GST + TDS = consideration, each part at or above zero', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: SELL_LIMITS.perRequest.min, max: SELL_LIMITS.perRequest.max }),
        fc.bigInt({ min: 0n, max: 20_000_00n }),
        (consideration, soldThisYear) => {
          const { feeInr, gstInr, tdsInr, inrReceived } = sellFigures(consideration, soldThisYear);
          expect(inrReceived + feeInr + gstInr + tdsInr).toBe(consideration);
          expect(inrReceived).toBeGreaterThan(0n);
          // TDS is on the consideration net of fee and GST, to the paisa, never under, once the year
          // is past ₹10,000 with it; none before.
          const net = consideration - feeInr - gstInr;
          if (soldThisYear + net <= 10_000_00n) expect(tdsInr).toBe(0n);
          else expect(tdsInr * 100n >= net && tdsInr * 100n - net < 100n).toBe(true);
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('rounds the consideration up for the seller, by less than a paisa', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 3_000_000n, max: 1_600_000_000n }),
        fc.bigInt({ min: 5_000n, max: 12_000n }),
        (usdtSold, market) => {
          const quote = quoteSell({ usdtSold, price: priceAt(market), now });
          const exact = usdtSold * houseBuyRate(market);
          expect(quote.considerationInr * 1_000_000n).toBeGreaterThanOrEqual(exact);
          expect(quote.considerationInr * 1_000_000n - exact).toBeLessThan(1_000_000n);
        },
      ),
    );
  });

  it('refuses a sell outside the limits, naming the field', () => {
    expect(() => quoteSell({ usdtSold: 1_000_000n, price: priceAt(8_842n), now })).toThrow(
      AmountRefusedError,
    );
    expect(() => quoteSell({ usdtSold: 3_000_000_000n, price: priceAt(8_842n), now })).toThrow(
      /at most ₹2,00,000/,
    );
    expect(() =>
      quoteSell({ usdtSold: 100_000_000n, price: priceAt(8_842n), now, soldTodayInr: 4_95_000_00n }),
    ).toThrow(/₹5,00,000 worth a day; ₹5,000 is left today/);
  });
});
