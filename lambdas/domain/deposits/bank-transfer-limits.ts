/**
 * What a bank transfer or UPI payment to a customer's virtual account may be and still be credited at
 * once. A transfer outside these is held for review, never lost: the money has already reached our
 * bank, and ops release it or send it back.
 */
import type { AmountLimits } from '../limits/amount-limits';

export const bankTransferLimits: AmountLimits = {
  currency: 'INR',
  /** Below ₹100 the handling costs more than the transfer; CoinDCX takes ₹500, we take ₹100. */
  perRequest: { min: 100_00n, max: 2_00_000_00n },
  /** Counted per customer over a day in India (IST), the day the person sees on their statement. */
  perDay: 5_00_000_00n,
};
