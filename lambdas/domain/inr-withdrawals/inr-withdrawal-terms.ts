/**
 * The terms of withdrawing INR to the customer's verified bank account, as data: the screen shows them
 * before the person types and the request is checked against the same figures.
 */

import { gstOnFee } from '../india/gst';
import type { AmountLimits } from '../limits/amount-limits';
import type { PayoutMode } from '../payments/payout-provider';

/**
 * Our fee per withdrawal, flat: the payout costs us the provider's fee whatever the amount. GST at
 * 18 % is charged on it as its own line, as on every platform fee.
 */
export const WITHDRAWAL_FEE_PAISE = 10_00n;

export const withdrawalGstOf = gstOnFee;

/**
 * Limits on what reaches the bank, per withdrawal. Per day is the calendar day in India, and counts what left the
 * wallet (the payout with its fee and GST), as the buy limit does.
 */
export const INR_WITHDRAWAL_LIMITS: AmountLimits = {
  currency: 'INR',
  perRequest: { min: 100_00n, max: 2_00_000_00n },
  perDay: 5_00_000_00n,
};

/**
 * IMPS is instant, day and night, up to ₹5,00,000 a transfer (NPCI's limit); above it NEFT, settled in
 * half-hourly batches.
 */
export const IMPS_MAX_PAISE = 5_00_000_00n;

export const payoutModeFor = (payoutMinor: bigint): PayoutMode =>
  payoutMinor <= IMPS_MAX_PAISE ? 'IMPS' : 'NEFT';

/** What a withdrawal of this much costs and takes from the wallet. */
export function withdrawalFigures(payoutMinor: bigint) {
  const feeMinor = WITHDRAWAL_FEE_PAISE;
  const gstMinor = withdrawalGstOf(feeMinor);
  return { payoutMinor, feeMinor, gstMinor, debitMinor: payoutMinor + feeMinor + gstMinor };
}

/** What the customer's bank statement shows (RazorpayX allows 30 letters, digits and spaces). */
export const PAYOUT_NARRATION = 'Wallet withdrawal';

export const BANK_CHANGE_NOTE =
  'Money goes only to the bank account verified with your account setup. If you change your bank details, the new account can be used once our review approves it again.';
