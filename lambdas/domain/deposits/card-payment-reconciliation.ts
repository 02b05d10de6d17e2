/**
 * Card payments nobody reported. A payment captured on one of our orders is credited by whichever comes
 * first of the browser's return, the webhook and a read of the deposit; when the person closed the tab
 * and the webhook was lost (Razorpay gives up after 24 hours of retries; an outage on our side), none
 * comes. Each run lists the provider's payments of the last day and a bit, as the bank-transfer
 * reconciliation does, and credits every captured payment on an order of ours that the ledger has not
 * recorded, through the same transition as the other paths: the payment id makes it once, whichever
 * path gets there first, and two runs at once move nothing more.
 */
import type { PaymentProvider, ProviderPayment } from '../payments/payment-provider';
import { applyCardPayment, type CardPaymentOutcome } from './card-deposit';
import { bookStrayCardPayment, type CardPaymentEventDependencies } from './card-payment-events';
import {
  bookUnrecorded,
  type PaymentsToReconcile,
  type Reconciliation,
  windowToReconcile,
} from './provider-payments-window';

export interface CardPaymentReconciliationDependencies extends CardPaymentEventDependencies {
  provider: CardPaymentEventDependencies['provider'] & Pick<PaymentProvider, 'listPayments'>;
  /** Whether the ledger already recorded a movement under this provider payment id. */
  isRecorded: (paymentId: string) => Promise<boolean>;
}

/**
 * What crediting each unrecorded payment did; `not-ours`: captured on an order we never created, booked
 * to suspense for operators to assign or return.
 */
export type CardPaymentReconciliation = Reconciliation<CardPaymentOutcome | 'not-ours'>;

/** Money taken against an order: a card (or other checkout) payment, captured. */
const isCapturedOrderPayment = (payment: ProviderPayment) =>
  payment.orderId !== null && payment.status === 'captured';

/**
 * A captured payment on an order that no path recorded: credited to its deposit, or booked to suspense
 * when no deposit of ours has the order (money the gateway owes us and no one asked for is never left
 * unbooked). The refund of a payment whose capture nobody recorded books its capture this way first.
 */
export async function recordMissedCardPayment(
  payment: ProviderPayment,
  deps: CardPaymentEventDependencies,
): Promise<CardPaymentOutcome | 'not-ours' | 'already-recorded'> {
  const deposit = await deps.depositOfOrder(payment.orderId as string);
  if (deposit) return (await applyCardPayment(deposit, payment, deps)).outcome;
  return (await bookStrayCardPayment(payment, deps)) === 'suspense' ? 'not-ours' : 'already-recorded';
}

export async function reconcileCardPayments(
  deps: CardPaymentReconciliationDependencies,
  options: PaymentsToReconcile = {},
): Promise<CardPaymentReconciliation> {
  const payments = await windowToReconcile(deps, options).payments();
  return bookUnrecorded(payments.filter(isCapturedOrderPayment), {
    isRecorded: (payment) => deps.isRecorded(payment.id),
    book: async (payment) => {
      const outcome = await recordMissedCardPayment(payment, deps);
      return outcome === 'already-recorded' ? undefined : outcome;
    },
  });
}
