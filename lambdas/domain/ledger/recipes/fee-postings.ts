/**
 * How a fee the customer paid, and the GST on it, are booked, and how the payment provider's own fee
 * on money taken into a clearing account is booked.
 *
 * Our fee and its GST are booked exactly as quoted: fee-revenue gets the fee, gst-payable the GST. GST
 * is charged per supply (each buy, sell, withdrawal or card deposit is one), and what was collected
 * from a customer as tax is owed to the government as collected (CGST Act s.76), so the book, the
 * receipt and the tax statement carry the same two figures, to the paisa. The rounding is the quote's
 * (`tax/gst.ts`: 18 % of the fee, rounded down in the customer's favour); `ledger verify` checks every
 * entry against it, so over a period GST payable is 18 % of fee revenue less at most a paisa an entry.
 *
 * Books written before this rule split fee + GST into 50-paise steps of revenue, exactly 18 % of them as
 * GST and the rest in fee-rounding; those entries keep their postings (entries are never edited).
 *
 * The provider's fee. Razorpay keeps its fee (`fee`, GST included as `tax`) out of every payment it
 * captures and settles the rest, so clearing must hold what it will settle: the fee is taken off the
 * clearing posting and booked as our expense (provider-fees, net of GST) and input GST we may claim
 * back (provider-gst-input).
 */
import { type HouseAccountName, houseAccount } from '../book/accounts';
import type { Posting } from '../book/journal-entry';

/** A posting per part that is not zero (the writer refuses zero postings). */
const nonZero = (postings: readonly Posting[]) => postings.filter((posting) => posting.amountMinor !== 0n);

/** The postings for a fee and GST the customer paid, as quoted: revenue and the tax owed. */
export function feePostings(feeMinor: bigint, gstMinor: bigint): Posting[] {
  return nonZero([
    { account: houseAccount('fee-revenue'), amountMinor: feeMinor },
    { account: houseAccount('gst-payable'), amountMinor: gstMinor },
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
