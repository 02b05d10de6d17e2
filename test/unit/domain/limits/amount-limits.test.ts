import { describe, expect, it } from 'vitest';
import {
  type AmountLimits,
  AmountRefusedError,
  assertWithinLimits,
  type LimitCheck,
  leftOf,
} from '../../../../lambdas/domain/limits/amount-limits';
import { limitsView } from '../../../../lambdas/domain/limits/limits-view';

const limits: AmountLimits = {
  currency: 'INR',
  perRequest: { min: 100_00n, max: 1_000_00n },
  perDay: 2_000_00n,
  perFinancialYear: 5_000_00n,
};

const check: LimitCheck = {
  limits,
  field: 'amount',
  refusals: {
    belowMinimum: (min) => `below ${min}`,
    aboveMaximum: (max) => `above ${max}`,
    pastDailyLimit: (perDay, left) => `day ${perDay} left ${left}`,
    pastYearlyLimit: (perYear, left) => `year ${perYear} left ${left}`,
  },
};

const refusalOf = (amount: bigint, today = 0n, thisYear?: bigint) => {
  try {
    assertWithinLimits(check, amount, { today, ...(thisYear === undefined ? {} : { thisYear }) });
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(AmountRefusedError);
    expect((error as AmountRefusedError).fieldErrors).toEqual({ amount: (error as Error).message });
    return (error as Error).message;
  }
};

describe('amount limits', () => {
  it('takes an amount within every limit, its edges included', () => {
    expect(refusalOf(100_00n)).toBeUndefined();
    expect(refusalOf(1_000_00n, 1_000_00n)).toBeUndefined();
    expect(refusalOf(1_000_00n, 0n, 4_000_00n)).toBeUndefined();
  });

  it('refuses one request below or above its limits before the day is judged', () => {
    expect(refusalOf(99_99n, 2_000_00n)).toBe('below 10000');
    expect(refusalOf(1_000_01n, 2_000_00n)).toBe('above 100000');
  });

  it("refuses what passes the day's limit, naming what is left and never less than nothing", () => {
    expect(refusalOf(1_000_00n, 1_000_01n)).toBe('day 200000 left 99999');
    expect(refusalOf(100_00n, 2_500_00n)).toBe('day 200000 left 0');
  });

  it("refuses what passes the financial year's limit when the year's total is known", () => {
    expect(refusalOf(1_000_00n, 0n, 4_500_00n)).toBe('year 500000 left 50000');
    expect(refusalOf(1_000_00n, 0n)).toBeUndefined();
  });

  it('shows the limits as decimal strings with what is left of today', () => {
    expect(leftOf(5n, 7n)).toBe(0n);
    expect(limitsView(limits, 1_500_00n)).toEqual({
      minimumPerRequest: '100.00',
      maximumPerRequest: '1000.00',
      maximumPerDay: '2000.00',
      usedToday: '1500.00',
      leftToday: '500.00',
    });
  });
});
