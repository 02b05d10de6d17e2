/**
 * TDS under s.194S in the book. Whatever its kind, it lands in `tds-payable` (owed to the government)
 * on a row that names the deductee, the consideration and the kind, so the quarterly statement
 * (Form 26QF) is read from the rows alone: deducted from a seller's INR, or borne by the house on a buy
 * from its own `tds-borne` expense. Either is due only past the customer's yearly threshold, which a
 * running total per side and financial year guards.
 */
import { houseAccount } from '../book/accounts';
import type { MovementCap } from '../book/entry-plan';
import type { Posting, TdsDeduction } from '../book/journal-entry';

/** The TDS line of an entry: to tds-payable, carrying its deduction. */
export const tdsPayablePosting = (tdsMinor: bigint, deduction: TdsDeduction): Posting => ({
  account: houseAccount('tds-payable'),
  amountMinor: tdsMinor,
  tds: deduction,
});

/**
 * What a trade adds to its customer's consideration for the financial year, and the TDS decided on it:
 * borne by the house on a buy, deducted from the seller on a sell.
 */
export interface YearlyTds {
  /** The financial year (`FY2026-27`) and the threshold of consideration in it past which TDS is due. */
  year: { period: string; thresholdMinor: bigint };
  considerationMinor: bigint;
  /** 0 while the year's total stays within the threshold. */
  tdsMinor: bigint;
}

/** The house's expense against the tax owed: nothing when no TDS is borne. */
export function borneTdsPostings(userId: string, borne: YearlyTds): Posting[] {
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

/** The running totals of consideration s.194S counts per customer and financial year, one per side. */
export type YearConsiderationCapName = Extract<
  MovementCap['name'],
  'vda-buy-consideration' | 'vda-sell-consideration'
>;

/**
 * The customer's running consideration for the year, kept on the customer's own item and conditioned
 * on the decision the plan took: a trade that bears no TDS only while the year stays within the
 * threshold with it, a trade that bears it only once the year is past the threshold with it. The total
 * only grows, so trades of one customer at once never wait on each other, and a trade planned within
 * the threshold that another took past it is refused (CapReachedError): two trades at once can never
 * both escape the TDS.
 */
export function yearConsiderationCap(
  userId: string,
  name: YearConsiderationCapName,
  decided: YearlyTds,
): MovementCap {
  const { period, thresholdMinor } = decided.year;
  const cap = { userId, name, period, addMinor: decided.considerationMinor } as const;
  if (decided.tdsMinor === 0n) return { ...cap, maxMinor: thresholdMinor };
  const pastWithThisTrade = thresholdMinor - decided.considerationMinor + 1n;
  return pastWithThisTrade > 0n ? { ...cap, minBeforeMinor: pastWithThisTrade } : cap;
}
