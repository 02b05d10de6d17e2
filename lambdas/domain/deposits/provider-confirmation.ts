/**
 * A webhook is a notice that something happened, not proof of what: before money moves, the payment it
 * names is fetched from the provider's API (authenticated with our key, which a webhook sender never
 * holds), and the figures that move money are the API's, not the event's. An event the API does not
 * bear out — an unknown payment, another amount, another virtual account, a payment not captured — moves
 * nothing; it can only come from someone holding the webhook secret, so operators are alarmed.
 *
 * The provider failing to answer (a network error, its 5xx) is not a refusal: the handler answers
 * non-2xx and the provider delivers the event again later.
 */

import { moneyCaptured, type PaymentProvider, type ProviderPayment } from '../payments/payment-provider';
import { ProviderRecordNotFoundError } from '../payments/provider-errors';
import { type ProviderEvent, transferReference } from '../payments/provider-events';

export type VirtualAccountCredited = Extract<ProviderEvent, { type: 'virtual_account.credited' }>;

async function unlessUnknown<Found>(lookup: Promise<Found>): Promise<Found | undefined> {
  try {
    return await lookup;
  } catch (error) {
    if (error instanceof ProviderRecordNotFoundError) return undefined;
    throw error;
  }
}

/**
 * The event as the provider's API has it, or undefined when the API does not bear it out. Money on a
 * virtual account is captured at once, in rupees, for exactly the transfer's amount.
 */
export async function confirmedTransfer(
  event: VirtualAccountCredited,
  provider: Pick<PaymentProvider, 'fetchVirtualAccountPayment'>,
): Promise<VirtualAccountCredited | undefined> {
  const found = await unlessUnknown(provider.fetchVirtualAccountPayment(event.payment.id));
  if (!found) return undefined;
  const { payment, transfer } = found;
  const borneOut =
    payment.id === event.payment.id &&
    moneyCaptured(payment) &&
    payment.currency === 'INR' &&
    payment.amount === transfer.amount &&
    transfer.amount === event.transfer.amount &&
    transfer.paymentId === payment.id &&
    transfer.virtualAccountId === event.virtualAccount.id &&
    transfer.kind === event.transfer.kind &&
    transferReference(transfer) === transferReference(event.transfer);
  return borneOut ? { ...event, payment, transfer } : undefined;
}

/**
 * The card payment an event names, as the provider's API has it now (which may be further on than the
 * event: a `payment.failed` delivered after the capture finds it captured), or undefined when the API
 * has no such payment or has it on another order than the event says.
 */
export async function confirmedCardPayment(
  reported: ProviderPayment,
  provider: Pick<PaymentProvider, 'fetchPayment'>,
): Promise<ProviderPayment | undefined> {
  const payment = await unlessUnknown(provider.fetchPayment(reported.id));
  if (!payment || payment.id !== reported.id || payment.orderId !== reported.orderId) return undefined;
  return payment;
}
