/**
 * TDS on transfers of a virtual digital asset (USDT is one), as data: the Income-tax Act 1961 s.194S,
 * carried on by the Income-tax Act 2025 from 1 April 2026. The person paying the consideration to a
 * resident deducts 1 % of it and pays it to the government, reporting it each quarter (Form 26QF).
 */

export const VDA_TDS = {
  section: 's.194S',
  sectionName: 'Income-tax Act s.194S (TDS on transfer of a virtual digital asset)',
  ratePercent: 1n,
  /**
   * Consideration paid to one payee in a financial year above which TDS applies. A "specified person"
   * (an individual or HUF with no business income, or with turnover up to ₹1 crore / professional
   * receipts up to ₹50 lakh) deducts only past ₹50,000; any other payer past ₹10,000. Our customers
   * are treated as specified persons; the house, a company, is an other payer.
   */
  yearlyThresholdPaise: { specifiedPerson: 50_000_00n, otherPayer: 10_000_00n },
} as const;

/** Who a TDS line is on: deducted from a seller's INR, or borne by the house on a customer's buy. */
export type TdsKind = 'sold' | 'borne-on-buy';

/**
 * 1 % of a consideration, rounded UP to the paisa: a deductor who deducts less than the Act asks is in
 * default (s.201), so this is the one figure rounded against the customer, by under a paisa, and it is
 * credited to their PAN all the same.
 */
export function tdsOn(considerationPaise: bigint): bigint {
  if (considerationPaise <= 0n) return 0n;
  return (considerationPaise * VDA_TDS.ratePercent + 99n) / 100n;
}

/**
 * s.194S applies per payee and financial year: no TDS while the consideration paid to them this year
 * stays within the threshold; the payment that takes the year past it, and every one after, bears 1 %
 * of its whole consideration.
 */
export function tdsPastYearlyThreshold(
  thresholdPaise: bigint,
  yearToDateBeforePaise: bigint,
  considerationPaise: bigint,
): bigint {
  return yearToDateBeforePaise + considerationPaise > thresholdPaise ? tdsOn(considerationPaise) : 0n;
}

/**
 * Which threshold each side's payer has. On a buy the customer pays the consideration, treated as a
 * specified person (the house takes their TDS on by the Terms, CBDT Circular 13 of 2022); on a sell the
 * house pays it, and a company is never a specified person.
 */
export const YEARLY_THRESHOLD_PAISE = {
  buy: VDA_TDS.yearlyThresholdPaise.specifiedPerson,
  sell: VDA_TDS.yearlyThresholdPaise.otherPayer,
} as const;

/** The TDS the house takes on for a buyer: the buyer's yearly consideration past ₹50,000. */
export const tdsBorneOnBuy = (yearToDateBeforePaise: bigint, considerationPaise: bigint): bigint =>
  tdsPastYearlyThreshold(YEARLY_THRESHOLD_PAISE.buy, yearToDateBeforePaise, considerationPaise);

/**
 * The TDS deducted from a seller: their yearly consideration (net of our fee and GST, the TDS base)
 * past ₹10,000.
 */
export const tdsDeductedOnSell = (yearToDateBeforePaise: bigint, netConsiderationPaise: bigint): bigint =>
  tdsPastYearlyThreshold(YEARLY_THRESHOLD_PAISE.sell, yearToDateBeforePaise, netConsiderationPaise);
