/**
 * What the sandbox's Razorpay keeps of each payment it captures, reported on the payment entity as
 * Razorpay does: `fee` in paise, GST included, and `tax`, the GST part of it. Razorpay deducts it from
 * what it settles, and keeps it when a payment is refunded. The rates are the sandbox's, shaped like
 * Razorpay's published pricing (a percentage on cards, a flat charge per Smart Collect transfer), with
 * 18 % GST on the fee. RazorpayX charges payouts the same way, from the business balance (payoutFee).
 */
import type { PayoutMode } from '../../../../lambdas/local-twin';

export const SANDBOX_PROVIDER_FEES = {
  card: { basisPoints: 200, flatPaise: 0 },
  bank_transfer: { basisPoints: 0, flatPaise: 5_00 },
  upi: { basisPoints: 0, flatPaise: 5_00 },
} as const;

const GST_PERCENT = 18;

export type FeeMethod = keyof typeof SANDBOX_PROVIDER_FEES;

/** The fee and its GST on a payment; never more than the payment itself (a tiny transfer). */
export function providerFee(method: FeeMethod, amount: number): { fee: number; tax: number } {
  const { basisPoints, flatPaise } = SANDBOX_PROVIDER_FEES[method];
  const rated = Math.floor((amount * basisPoints) / 10_000) + flatPaise;
  const base = Math.min(rated, Math.floor((amount * 100) / (100 + GST_PERCENT)));
  const tax = Math.floor((base * GST_PERCENT) / 100);
  return { fee: base + tax, tax };
}

/** Instant payouts (IMPS, UPI) cost more as the amount grows: paise, before GST. */
const INSTANT_PAYOUT_SLABS = [
  { upToPaise: 1_000_00, feePaise: 5_00 },
  { upToPaise: 25_000_00, feePaise: 10_00 },
  { upToPaise: Number.POSITIVE_INFINITY, feePaise: 15_00 },
];

/** What a payout costs the business (paise, before GST), by mode; NEFT and RTGS are flat. */
const PAYOUT_FEE_SLABS: Record<PayoutMode, { upToPaise: number; feePaise: number }[]> = {
  IMPS: INSTANT_PAYOUT_SLABS,
  UPI: INSTANT_PAYOUT_SLABS,
  NEFT: [{ upToPaise: Number.POSITIVE_INFINITY, feePaise: 3_00 }],
  RTGS: [{ upToPaise: Number.POSITIVE_INFINITY, feePaise: 25_00 }],
};

/**
 * A payout's charge as RazorpayX reports it: `fees` GST included, `tax` the GST part of it, both taken
 * from the business balance on top of the amount.
 */
export function payoutFee(mode: PayoutMode, amount: number): { fees: number; tax: number } {
  const slab = PAYOUT_FEE_SLABS[mode].find(({ upToPaise }) => amount <= upToPaise);
  const base = slab?.feePaise ?? 0;
  const tax = Math.floor((base * GST_PERCENT) / 100);
  return { fees: base + tax, tax };
}
