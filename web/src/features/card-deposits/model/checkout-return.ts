/**
 * What the provider's checkout brought the browser back with, read from the return URL's query: the
 * deposit the screen started (`deposit`, ours), and the provider's fields, `razorpay_payment_id`,
 * `razorpay_order_id`, `razorpay_signature` when paid, `error[…]` when not.
 */
import type { ConfirmCardDepositRequest } from '@contract/card-deposits';

export type CheckoutReturn =
  | { kind: 'none' }
  | { kind: 'paid'; depositId: string; fields: ConfirmCardDepositRequest }
  | { kind: 'not-paid'; depositId: string; cancelled: boolean; description: string };

export function checkoutReturnOf(query: URLSearchParams): CheckoutReturn {
  const depositId = query.get('deposit');
  if (!depositId) return { kind: 'none' };
  const paymentId = query.get('razorpay_payment_id');
  const orderId = query.get('razorpay_order_id');
  const signature = query.get('razorpay_signature');
  if (paymentId && orderId && signature)
    return {
      kind: 'paid',
      depositId,
      fields: { razorpay_payment_id: paymentId, razorpay_order_id: orderId, razorpay_signature: signature },
    };
  return {
    kind: 'not-paid',
    depositId,
    cancelled: query.get('error[reason]') === 'payment_cancelled',
    description: query.get('error[description]') ?? 'The payment was not completed.',
  };
}
