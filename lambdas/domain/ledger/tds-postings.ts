/**
 * TDS under s.194S in the book. Whatever its kind, it lands in `tds-payable` (owed to the government)
 * on a row that names the deductee, the consideration and the kind, so the quarterly statement
 * (Form 26QF) is read from the rows alone: deducted from a seller's INR, or borne by the house on a buy
 * from its own `tds-borne` expense.
 */
import { houseAccount } from './accounts';
import type { MovementCap } from './entry-plan';
import type { Posting, TdsDeduction } from './journal-entry';

/** The TDS line of an entry: to tds-payable, carrying its deduction. */
export const tdsPayablePosting = (tdsMinor: bigint, deduction: TdsDeduction): Posting => ({
  account: houseAccount('tds-payable'),
  amountMinor: tdsMinor,
  tds: deduction,
});

/** What a buy adds to its buyer's consideration for the financial year, and the TDS the house bears. */
export interface BorneTds {
  /** The financial year (`FY2026-27`) and the threshold of consideration in it past which TDS is borne. */
  year: { period: string; thresholdMinor: bigint };
  considerationMinor: bigint;
  /** 0 while the year's total stays within the threshold. */
  tdsMinor: bigint;
}

/** The house's expense against the tax owed: nothing when no TDS is borne. */
export function borneTdsPostings(userId: string, borne: BorneTds): Posting[] {
  if (borne.tdsMinor === 0n) return [];
  return [
    { account: houseAccount('tds-borne'), amountMinor: -borne.tdsMinor },
    tdsPayablePosting(borne.tdsMinor, {
      userId,
      considerationMinor: borne.considerationMinor,
      kind: 'borne-on-buy',
    }),
  ];
}

/**
 * The buyer's running consideration for the year, kept on the customer's own item and conditioned on
 * the decision the plan took: a buy that bears no TDS only while the year stays within the threshold
 * with it, a buy that bears it only once the year is past the threshold with it. The total only
 * grows, so buys of one customer at once never wait on each other, and a buy planned within the
 * threshold that another took past it is refused (CapReachedError) and planned again.
 */
export function yearConsiderationCap(userId: string, borne: BorneTds): MovementCap {
  const { period, thresholdMinor } = borne.year;
  const cap = { userId, name: 'vda-buy-consideration', period, addMinor: borne.considerationMinor } as const;
  if (borne.tdsMinor === 0n) return { ...cap, maxMinor: thresholdMinor };
  const pastWithThisBuy = thresholdMinor - borne.considerationMinor + 1n;
  return pastWithThisBuy > 0n ? { ...cap, minBeforeMinor: pastWithThisBuy } : cap;
}
