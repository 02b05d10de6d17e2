/**
 * Refunds whose webhook never came. A refund made in the provider's dashboard is told to us only by its
 * `refund.*` webhooks; lost ones (Razorpay gives up after 24 hours of retries, an outage on our side)
 * would leave money we no longer hold on a wallet or in held deposits, or money a failed refund gave back
 * nowhere. Each run lists the provider's refunds of the last day and a bit and books every one the ledger
 * has not (and puts back every failed one it had booked), through the webhook's own path
 * (provider-refund.ts): the refund id makes each once, whichever gets there first.
 */
import type { PaymentProvider } from '../payments/payment-provider';
import {
  bookUnrecorded,
  listedInWindow,
  RECONCILIATION_GRACE_MS,
  type Reconciliation,
} from './provider-payments-window';
import {
  type ProviderRefundDependencies,
  type ProviderRefundOutcome,
  recordProviderRefund,
} from './provider-refund';

export interface RefundReconciliationDependencies extends ProviderRefundDependencies {
  provider: ProviderRefundDependencies['provider'] & Pick<PaymentProvider, 'listRefunds'>;
  now: () => Date;
}

export type RefundReconciliation = Reconciliation<ProviderRefundOutcome>;

/** `graceMs`: how recent a refund may be and still be left to its webhook (an operator may say 0). */
export async function reconcileProviderRefunds(
  deps: RefundReconciliationDependencies,
  { graceMs = RECONCILIATION_GRACE_MS } = {},
): Promise<RefundReconciliation> {
  const refunds = await listedInWindow((page) => deps.provider.listRefunds(page), {
    now: deps.now(),
    graceMs,
  });
  return bookUnrecorded(refunds, {
    // A failed one is asked about again: it may have been booked before it failed.
    isRecorded: async (refund) => refund.status !== 'failed' && (await deps.isRefundRecorded(refund.id)),
    book: (refund) => recordProviderRefund(refund, deps),
  });
}
