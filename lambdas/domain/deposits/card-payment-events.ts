import type { ExternalReference } from '../ledger/book/external-reference';
import type { TransactionRecord } from '../ledger/book/transactions';
import { providerFeeOf } from '../ledger/recipes/fee-postings';
import { transferToSuspense } from '../ledger/recipes/suspense';
import { moneyCaptured, type ProviderPayment } from '../payments/payment-provider';
import type { ProviderEvent } from '../payments/provider-events';
import { applyCardPayment, type CardDepositDependencies } from './card-deposit';
import { confirmedCardPayment } from './provider-confirmation';

export type CardPaymentEvent = Extract<
  ProviderEvent,
  { type: 'payment.captured' | 'payment.failed' | 'order.paid' }
>;

export const isCardPaymentEvent = (event: ProviderEvent): event is CardPaymentEvent =>
  event.type === 'payment.captured' || event.type === 'payment.failed' || event.type === 'order.paid';

export interface CardPaymentEventDependencies extends CardDepositDependencies {
  /** The pending deposit recorded for a provider order, if the order is one of ours. */
  depositOfOrder: (orderId: string) => Promise<TransactionRecord | undefined>;
}

/**
 * A webhook about a card payment: the payment it names, as the provider's API has it now, is applied
 * to the order's deposit — captured credits it (the event id joins the payment id as a reference),
 * failed marks it failed. A payment on no order (money into a virtual account also raises
 * `payment.captured`) is not a card deposit; one the API does not know moves nothing; a captured one
 * on an order no deposit of ours has goes to suspense.
 */
export async function recordCardPaymentEvent(
  event: CardPaymentEvent,
  eventId: string,
  deps: CardPaymentEventDependencies,
): Promise<'credited' | 'already-recorded' | 'failed' | 'ignored' | 'not-ours' | 'unconfirmed'> {
  const { orderId } = event.payment;
  if (!orderId) return 'ignored';
  const deposit = await deps.depositOfOrder(orderId);
  if (!deposit) return strayCardPayment(event, eventId, deps);
  const payment = await confirmedCardPayment(event.payment, deps.provider);
  if (!payment) return 'unconfirmed';
  const { outcome } = await applyCardPayment(deposit, payment, deps, [
    { source: 'razorpay-event', id: eventId },
  ]);
  return outcome === 'already-credited' ? 'already-recorded' : outcome === 'pending' ? 'ignored' : outcome;
}

/**
 * A payment on an order no deposit of ours has: if the provider reports it captured, it is money the
 * card gateway owes us that we can never credit as asked, so it goes to suspense (card clearing →
 * suspense) for operators to assign or refund, once by payment id. One not captured moves nothing.
 */
async function strayCardPayment(
  event: CardPaymentEvent,
  eventId: string,
  deps: CardPaymentEventDependencies,
): Promise<'not-ours' | 'already-recorded' | 'unconfirmed'> {
  const payment = await confirmedCardPayment(event.payment, deps.provider);
  if (!payment) return 'unconfirmed';
  if (!moneyCaptured(payment)) return 'not-ours';
  const booked = await bookStrayCardPayment(payment, deps, [{ source: 'razorpay-event', id: eventId }]);
  return booked === 'already-recorded' ? booked : 'not-ours';
}

/**
 * Books a captured payment on an order none of ours has to suspense, once by payment id (the webhook
 * and the reconciliation may both find it).
 */
export async function bookStrayCardPayment(
  payment: ProviderPayment,
  deps: Pick<CardPaymentEventDependencies, 'ledger'>,
  alsoKnownAs: readonly ExternalReference[] = [],
): Promise<'suspense' | 'already-recorded'> {
  const posted = await deps.ledger.post(
    transferToSuspense({
      kind: 'card-payment',
      amountMinor: payment.amount,
      utr: payment.id,
      counterparty: 'Card payment',
      paymentId: payment.id,
      reason: `Paid on order ${payment.orderId}, which no deposit of ours has`,
      references: [{ source: 'razorpay-payment', id: payment.id }, ...alsoKnownAs],
      providerFee: providerFeeOf(payment),
    }),
  );
  return posted.replayed ? 'already-recorded' : 'suspense';
}
