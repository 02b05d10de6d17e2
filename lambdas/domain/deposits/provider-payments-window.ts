/**
 * The provider's payments of the last day and a bit, for the reconciliations that credit what no
 * webhook brought (bank transfers to virtual accounts, card payments on our orders).
 */
import type { PaymentProvider, ProviderPayment } from '../payments/payment-provider';

/** Razorpay's webhook retries run for 24 hours; the window covers them and a margin. */
export const RECONCILIATION_WINDOW_MS = 26 * 60 * 60 * 1000;
/** Left to the webhook, which normally arrives within seconds. */
export const RECONCILIATION_GRACE_MS = 5 * 60 * 1000;
const PAGE_SIZE = 100;

/**
 * The window's payments that `wanted` keeps, oldest first: the provider lists newest first, and
 * recorded oldest first they show in the wallet in the order they were made.
 */
export async function paymentsInWindow(
  provider: Pick<PaymentProvider, 'listPayments'>,
  options: { now: Date; graceMs: number; wanted: (payment: ProviderPayment) => boolean },
): Promise<ProviderPayment[]> {
  const to = new Date(options.now.getTime() - options.graceMs);
  const from = new Date(to.getTime() - RECONCILIATION_WINDOW_MS);
  const kept: ProviderPayment[] = [];
  for (let skip = 0; ; skip += PAGE_SIZE) {
    const page = await provider.listPayments({ from, to, count: PAGE_SIZE, skip });
    kept.push(...page.filter(options.wanted));
    if (page.length < PAGE_SIZE) break;
  }
  return kept.reverse();
}
