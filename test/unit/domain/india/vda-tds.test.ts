import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { financialYearOf, parseTdsQuarter, quarterBounds } from '../../../../lambdas/domain/india/calendar';
import { tdsBorneOnBuy, tdsDeductedOnSell, tdsOn, VDA_TDS } from '../../../../lambdas/domain/india/vda-tds';

const THRESHOLD = VDA_TDS.yearlyThresholdPaise.specifiedPerson;

describe('TDS under s.194S', () => {
  it('is 1 % of the consideration, never a paisa less than the Act asks', () => {
    expect(tdsOn(1_000_00n)).toBe(10_00n);
    expect(tdsOn(98_765n)).toBe(988n); // 987.65 paise rounds up
    expect(tdsOn(0n)).toBe(0n);
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 12n }), (consideration) => {
        const tds = tdsOn(consideration);
        expect(tds * 100n).toBeGreaterThanOrEqual(consideration);
        expect(tds * 100n - consideration).toBeLessThan(100n);
      }),
    );
  });

  it('is borne on a buy only once the year’s consideration passes ₹50,000, then on every whole buy', () => {
    expect(THRESHOLD).toBe(50_000_00n);
    expect(tdsBorneOnBuy(0n, THRESHOLD)).toBe(0n);
    expect(tdsBorneOnBuy(THRESHOLD - 1n, 1n)).toBe(0n);
    expect(tdsBorneOnBuy(40_000_00n, 20_000_00n)).toBe(200_00n);
    expect(tdsBorneOnBuy(THRESHOLD, 1_000_00n)).toBe(10_00n);
  });

  it('is deducted on a sell only once the seller’s year passes ₹10,000: ₹10,000.00 exactly is within', () => {
    expect(VDA_TDS.yearlyThresholdPaise.otherPayer).toBe(10_000_00n);
    expect(tdsDeductedOnSell(0n, 10_000_00n)).toBe(0n);
    expect(tdsDeductedOnSell(9_000_00n, 1_000_00n)).toBe(0n);
    // One paisa more and the sell bears 1 % of its whole consideration, not of the part past ₹10,000.
    expect(tdsDeductedOnSell(0n, 10_000_01n)).toBe(100_01n);
    expect(tdsDeductedOnSell(9_000_00n, 1_000_01n)).toBe(10_01n);
    expect(tdsDeductedOnSell(10_000_00n, 1n)).toBe(1n);
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 20_000_00n }),
        fc.bigInt({ min: 1n, max: 2_00_000_00n }),
        (yearToDate, consideration) => {
          const tds = tdsDeductedOnSell(yearToDate, consideration);
          expect(tds).toBe(yearToDate + consideration > 10_000_00n ? tdsOn(consideration) : 0n);
          // A sell never escapes TDS by being larger, nor bears it by the year being smaller.
          if (tds > 0n) expect(tdsDeductedOnSell(yearToDate + 1n, consideration)).toBe(tds);
          else expect(tdsDeductedOnSell(yearToDate - 1n, consideration)).toBe(0n);
        },
      ),
    );
  });

  it('counts financial years from April to March in IST', () => {
    expect(financialYearOf(new Date('2026-03-31T18:29:59.999Z'))).toBe('FY2025-26');
    // 1 April 00:00 IST is 31 March 18:30 UTC.
    expect(financialYearOf(new Date('2026-03-31T18:30:00.000Z'))).toBe('FY2026-27');
    expect(financialYearOf(new Date('2099-12-31T00:00:00.000Z'))).toBe('FY2099-00');
  });

  it('bounds a quarter at IST midnights, Q1 being April to June', () => {
    expect(quarterBounds(parseTdsQuarter('2026-Q1'))).toEqual({
      from: new Date('2026-03-31T18:30:00.000Z'),
      until: new Date('2026-06-30T18:30:00.000Z'),
    });
    expect(quarterBounds(parseTdsQuarter('2026-Q4'))).toEqual({
      from: new Date('2026-12-31T18:30:00.000Z'),
      until: new Date('2027-03-31T18:30:00.000Z'),
    });
    expect(() => parseTdsQuarter('2026-Q5')).toThrow(/Q1 = April to June/);
  });
});
