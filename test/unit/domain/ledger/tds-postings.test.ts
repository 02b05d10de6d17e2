import { describe, expect, it } from 'vitest';
import {
  borneTdsPostings,
  yearConsiderationCap,
} from '../../../../lambdas/domain/ledger/recipes/tds-postings';

const year = { period: 'FY2026-27', thresholdMinor: 50_000_00n };

describe('the TDS the house bears on a buy', () => {
  it('books nothing and keeps the year within the threshold while it bears none', () => {
    const borne = { year, considerationMinor: 10_000_00n, tdsMinor: 0n };
    expect(borneTdsPostings('asha', borne)).toEqual([]);
    expect(yearConsiderationCap('asha', 'vda-buy-consideration', borne)).toEqual({
      userId: 'asha',
      name: 'vda-buy-consideration',
      period: 'FY2026-27',
      addMinor: 10_000_00n,
      maxMinor: 50_000_00n,
    });
  });

  it('moves the TDS from its expense to tds-payable, naming the buyer, once the year is past the threshold', () => {
    const borne = { year, considerationMinor: 20_000_00n, tdsMinor: 200_00n };
    expect(
      borneTdsPostings('asha', borne).map((posting) => [posting.account, posting.amountMinor, posting.tds]),
    ).toEqual([
      [{ kind: 'house', name: 'tds-borne', currency: 'INR' }, -200_00n, undefined],
      [
        { kind: 'house', name: 'tds-payable', currency: 'INR' },
        200_00n,
        { userId: 'asha', considerationMinor: 20_000_00n, kind: 'borne-on-buy' },
      ],
    ]);
    // Past the threshold with this buy: the year held more than ₹30,000 before it.
    expect(yearConsiderationCap('asha', 'vda-buy-consideration', borne).minBeforeMinor).toBe(30_000_00n + 1n);
    // A buy past the threshold on its own needs nothing of the year before it.
    const alone = yearConsiderationCap('asha', 'vda-buy-consideration', {
      year,
      considerationMinor: 60_000_00n,
      tdsMinor: 600_00n,
    });
    expect(alone).not.toHaveProperty('minBeforeMinor');
    expect(alone).not.toHaveProperty('maxMinor');
  });
});

describe('the seller’s yearly consideration a sell counts towards', () => {
  const sellYear = { period: 'FY2026-27', thresholdMinor: 10_000_00n };

  it('lets a sell with no TDS through only while the year stays within ₹10,000 with it', () => {
    expect(
      yearConsiderationCap('asha', 'vda-sell-consideration', {
        year: sellYear,
        considerationMinor: 870_15n,
        tdsMinor: 0n,
      }),
    ).toEqual({
      userId: 'asha',
      name: 'vda-sell-consideration',
      period: 'FY2026-27',
      addMinor: 870_15n,
      maxMinor: 10_000_00n,
    });
  });

  it('lets a sell bearing TDS through only once the year is past ₹10,000 with it', () => {
    const cap = yearConsiderationCap('asha', 'vda-sell-consideration', {
      year: sellYear,
      considerationMinor: 2_000_00n,
      tdsMinor: 20_00n,
    });
    expect(cap).toMatchObject({ name: 'vda-sell-consideration', minBeforeMinor: 8_000_00n + 1n });
    expect(cap).not.toHaveProperty('maxMinor');
  });
});
