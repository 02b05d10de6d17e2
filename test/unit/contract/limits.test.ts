import { describe, expect, it } from 'vitest';
import { buyLimitNames } from '../../../contract/buy-usdt';
import { CardDepositTermsSchema, cardDepositLimitNames } from '../../../contract/card-deposits';
import { namedLimits, shownLimits } from '../../../contract/limits';

const figures = {
  minimumPerRequest: '100.00',
  maximumPerRequest: '200000.00',
  maximumPerDay: '500000.00',
  usedToday: '1000.00',
  leftToday: '499000.00',
};

describe('the one vocabulary of limits', () => {
  it("puts the figures under a capability's own field names, and reads them back", () => {
    const named = namedLimits(figures, buyLimitNames);
    expect(named).toEqual({
      minimumPerOrderInr: '100.00',
      maximumPerOrderInr: '200000.00',
      maximumPerDayInr: '500000.00',
      spentTodayInr: '1000.00',
      leftTodayInr: '499000.00',
    });
    const { usedToday: _used, ...shown } = figures;
    expect(shownLimits(named, buyLimitNames)).toEqual(shown);
  });

  it('leaves out what a capability does not name, and its schema has exactly the named fields', () => {
    const named = namedLimits(figures, cardDepositLimitNames);
    expect(named).toEqual({
      minimum: '100.00',
      maximum: '200000.00',
      dailyMaximum: '500000.00',
      remainingToday: '499000.00',
    });
    const terms = { ...named, feePercent: '2', gstPercent: '18', orderLifetimeMinutes: 30 };
    expect(CardDepositTermsSchema.safeParse(terms).success).toBe(true);
    const { remainingToday: _left, ...withoutLeft } = terms;
    expect(CardDepositTermsSchema.safeParse(withoutLeft).success).toBe(false);
  });
});
