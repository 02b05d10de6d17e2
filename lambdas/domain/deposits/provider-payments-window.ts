/**
 * The provider's payments (or refunds) of the last day and a bit, for the reconciliations that book what
 * no webhook brought (bank transfers to virtual accounts, card payments on our orders, refunds).
 */
import type { PaymentProvider, ProviderPayment } from '../payments/payment-provider';

/** Razorpay's webhook retries run for 24 hours; the window covers them and a margin. */
export const RECONCILIATION_WINDOW_MS = 26 * 60 * 60 * 1000;
/** Left to the webhook, which normally arrives within seconds. */
export const RECONCILIATION_GRACE_MS = 5 * 60 * 1000;
const PAGE_SIZE = 100;

type Page = { from: Date; to: Date; count: number; skip: number };

/**
 * What a provider's list (payments, refunds) holds of the window that `wanted` keeps, oldest first: the
 * provider lists newest first, and recorded oldest first they show in the wallet in the order they were
 * made.
 */
export async function listedInWindow<Item>(
  list: (page: Page) => Promise<Item[]>,
  options: { now: Date; graceMs: number; wanted: (item: Item) => boolean },
): Promise<Item[]> {
  const to = new Date(options.now.getTime() - options.graceMs);
  const from = new Date(to.getTime() - RECONCILIATION_WINDOW_MS);
  const kept: Item[] = [];
  for (let skip = 0; ; skip += PAGE_SIZE) {
    const page = await list({ from, to, count: PAGE_SIZE, skip });
    kept.push(...page.filter(options.wanted));
    if (page.length < PAGE_SIZE) break;
  }
  return kept.reverse();
}

export const paymentsInWindow = (
  provider: Pick<PaymentProvider, 'listPayments'>,
  options: { now: Date; graceMs: number; wanted: (payment: ProviderPayment) => boolean },
): Promise<ProviderPayment[]> => listedInWindow((page) => provider.listPayments(page), options);
