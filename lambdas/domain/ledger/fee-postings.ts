/**
 * How a fee the customer paid, and the GST on it, are booked, and how the payment provider's own fee
 * on money taken into a clearing account is booked.
 *
 * Our fee and its GST. GST is 18 % of the fee, so the book must show gst-payable × 100 = fee-revenue
 * × 18 exactly over any period (what the GST return declares is 18 % of the fees booked). The quote
 * rounds each GST down to the paisa, so booking each movement's fee and GST as quoted drifts from
 * 18 % by up to a paisa a movement. The customer's figures stay as quoted; the book instead splits
 * what they paid for fee and GST together into:
 *   - fee-revenue: the largest multiple of 50 paise whose 118 % fits in it (18 % of a multiple of
 *     50 paise is a whole number of paise: 50 × 18 / 100 = 9);
 *   - gst-payable: exactly 18 % of that;
 *   - fee-rounding: what is left (0 to 58 paise), the house's own rounding, kept apart so neither the
 *     revenue nor the tax carries it.
 * Any set of such entries (and their reversals, mirror images of them) keeps the invariant exactly.
 *
 * The provider's fee. Razorpay keeps its fee (`fee`, GST included as `tax`) out of every payment it
 * captures and settles the rest, so clearing must hold what it will settle: the fee is taken off the
 * clearing posting and booked as our expense (provider-fees, net of GST) and input GST we may claim
 * back (provider-gst-input).
 */
import { GST_PERCENT } from '../trade/buy-terms';
import { type HouseAccountName, houseAccount } from './accounts';
import type { Posting } from './journal-entry';

/** The step of fee-revenue whose GST is a whole number of paise (18 % of 50 paise = 9 paise). */
export const FEE_REVENUE_STEP_PAISE = 50n;
const PERCENT = 100n;

export interface BookedFee {
  feeRevenueMinor: bigint;
  gstPayableMinor: bigint;
  feeRoundingMinor: bigint;
}

/** The split of what the customer paid as fee plus GST (see above); the three parts add up to it. */
export function bookedFee(feeMinor: bigint, gstMinor: bigint): BookedFee {
  const paid = feeMinor + gstMinor;
  const step = FEE_REVENUE_STEP_PAISE;
  const feeRevenueMinor = ((paid * PERCENT) / (PERCENT + GST_PERCENT) / step) * step;
  const gstPayableMinor = (feeRevenueMinor * GST_PERCENT) / PERCENT;
  return { feeRevenueMinor, gstPayableMinor, feeRoundingMinor: paid - feeRevenueMinor - gstPayableMinor };
}

/** A posting per part that is not zero (the writer refuses zero postings). */
const nonZero = (postings: readonly Posting[]) => postings.filter((posting) => posting.amountMinor !== 0n);

/** The postings for a fee and GST the customer paid: revenue, tax owed and the house's rounding. */
export function feePostings(feeMinor: bigint, gstMinor: bigint): Posting[] {
  const booked = bookedFee(feeMinor, gstMinor);
  return nonZero([
    { account: houseAccount('fee-revenue'), amountMinor: booked.feeRevenueMinor },
    { account: houseAccount('gst-payable'), amountMinor: booked.gstPayableMinor },
    { account: houseAccount('fee-rounding'), amountMinor: booked.feeRoundingMinor },
  ]);
}

/** A fee and its GST cancelled (the payment they were charged on refunded whole): the mirror of feePostings. */
export const feeReversalPostings = (feeMinor: bigint, gstMinor: bigint): Posting[] =>
  feePostings(feeMinor, gstMinor).map((posting) => ({ ...posting, amountMinor: -posting.amountMinor }));

/** What the provider kept of a payment: its fee, GST included (`tax` is the GST part). Paise. */
export interface ProviderFee {
  feeMinor: bigint;
  taxMinor: bigint;
}

/** The provider's fee as a payment reports it; a payment reporting none kept nothing. */
export const providerFeeOf = (payment: { fee: bigint | null; tax: bigint | null }): ProviderFee => ({
  feeMinor: payment.fee ?? 0n,
  taxMinor: payment.tax ?? 0n,
});

/**
 * Money the provider took in for us, into a clearing account: the clearing posting is what it will
 * settle (the amount less its fee), the fee is our expense and its GST our input credit.
 */
export function clearingPostings(
  clearing: HouseAccountName,
  amountMinor: bigint,
  providerFee: ProviderFee = { feeMinor: 0n, taxMinor: 0n },
): Posting[] {
  const { feeMinor, taxMinor } = providerFee;
  if (feeMinor < 0n || taxMinor < 0n || taxMinor > feeMinor || feeMinor > amountMinor)
    throw new RangeError(`A provider fee of ${feeMinor} (tax ${taxMinor}) on ${amountMinor} is not possible`);
  return nonZero([
    { account: houseAccount(clearing), amountMinor: -(amountMinor - feeMinor) },
    { account: houseAccount('provider-fees'), amountMinor: -(feeMinor - taxMinor) },
    { account: houseAccount('provider-gst-input'), amountMinor: -taxMinor },
  ]);
}
