/**
 * What a bank transfer or UPI payment to a customer's virtual account may be and still be credited at
 * once. A transfer outside these is held for review, never lost: the money has already reached our
 * bank, and ops release it or send it back.
 */
import { formatRupees } from '../money';

export const bankTransferLimits = {
  /** Below this the handling costs more than the transfer; CoinDCX takes ₹500, we take ₹100. */
  minimumMinor: 100_00n,
  perTransferMaximumMinor: 2_00_000_00n,
  /** Counted per customer over a day in India (IST), the day the person sees on their statement. */
  dailyMaximumMinor: 5_00_000_00n,
} as const;

/** The limits in words, as the top-up screen shows them. */
export const bankTransferLimitsText = {
  minimum: formatRupees(bankTransferLimits.minimumMinor),
  perTransferMaximum: formatRupees(bankTransferLimits.perTransferMaximumMinor),
  dailyMaximum: formatRupees(bankTransferLimits.dailyMaximumMinor),
};
