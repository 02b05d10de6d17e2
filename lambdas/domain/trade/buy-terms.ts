/**
 * The terms of buying USDT, in one place: the quote maths uses them and the buy screen shows them
 * (limits before the person types, the fee and tax lines on every quote).
 */
import { GST_PERCENT } from '../india/gst';
import type { AmountLimits, LimitRefusals } from '../limits/amount-limits';
import { formatRupees } from '../money';

/** Our fee: 0.5 % of the INR principal, at least ₹1.00. */
export const FEE_BASIS_POINTS = 50n;
export const MIN_FEE_PAISE = 100n;

/** How long a quote can be accepted. The screen counts it down and asks for a fresh one after. */
export const QUOTE_TTL_MS = 30_000;

/**
 * How far the market may rise between the quote and its execution before the buy is refused. It equals
 * our fee, so a locked quote is never executed below what the USDT costs the house.
 */
export const PRICE_TOLERANCE_BASIS_POINTS = 50n;

/**
 * Limits on the INR paid (principal + fee + GST). Per day means the calendar day in India (IST), the
 * day the person sees. ₹2,00,000 a buy sits above the common ₹1,00,000 UPI cap so one bank transfer's
 * worth can be spent in one go.
 */
export const BUY_LIMITS: AmountLimits = {
  currency: 'INR',
  perRequest: { min: 100_00n, max: 2_00_000_00n },
  perDay: 5_00_000_00n,
};

export const buyLimitRefusals: LimitRefusals = {
  belowMinimum: (min) => `The smallest buy is ${formatRupees(min)}.`,
  aboveMaximum: (max) => `One buy can be at most ${formatRupees(max)}.`,
  pastDailyLimit: (perDay, leftToday) =>
    `You can buy for up to ${formatRupees(perDay)} a day; ${formatRupees(leftToday)} is left today.`,
};

/**
 * The house takes the buyer's TDS on itself by the Terms (CBDT Circular 13 of 2022), so the buyer pays
 * exactly what the quote says; past their yearly threshold the house books the 1 % as its own.
 */
export const BUY_TAX_NOTE =
  'No TDS is deducted from you when you buy: you pay exactly this amount, and by our terms we pay any TDS due on your buys ourselves. India deducts 1% TDS (Income-tax Act s.194S) when you sell.';

export const ROUNDING_NOTE = 'Amounts are rounded in your favour, by at most 0.01 INR or 0.000001 USDT.';

/** The figures the buy screen shows before the person types anything (as decimal strings on the wire). */
export const buyTerms = {
  feeBasisPoints: FEE_BASIS_POINTS,
  minFeeInr: MIN_FEE_PAISE,
  gstPercent: GST_PERCENT,
  quoteTtlSeconds: QUOTE_TTL_MS / 1000,
  priceToleranceBasisPoints: PRICE_TOLERANCE_BASIS_POINTS,
  limits: BUY_LIMITS,
  tdsNote: BUY_TAX_NOTE,
  roundingNote: ROUNDING_NOTE,
} as const;
