/**
 * A refund made in the provider's dashboard, not through our API: what a support agent at the business
 * (or the provider itself) may do between a transfer arriving and our operators deciding on it. The
 * page's Refund button and `npm run sandbox -- payments refund` make one, so tests can show the wallet
 * asking the provider again before it moves money.
 */
import { parseAmount } from '../../../../lambdas/local-twin';
import { SandboxInputError } from '../sandbox-server';
import type { PaymentsSandbox } from './payments-sandbox';

/**
 * `amount` in rupees (`500`, `250.50`); without one, what is left of the payment. Razorpay then sends
 * `refund.created` and `refund.processed` (only `refund.created` when `pending`: the refund settles
 * later, processed or failed); `loseWebhooks` loses them on the way. A payment only authorised, never
 * captured, is voided instead: all of it, as the provider refunds an authorisation it will not capture.
 */
export function refundFromDashboard(
  sandbox: PaymentsSandbox,
  paymentId: string,
  amount?: string,
  { loseWebhooks = false, pending = false } = {},
) {
  const payment = sandbox.payment(paymentId);
  if (payment.status === 'authorized') return sandbox.voidAuthorization(paymentId, { loseWebhooks });
  let paise = payment.amount - payment.amount_refunded;
  if (amount !== undefined && amount !== '') {
    try {
      paise = Number(parseAmount(amount, 'INR'));
    } catch (error) {
      throw new SandboxInputError(`amount: ${(error as Error).message}`);
    }
  }
  return sandbox.refund(paymentId, { amount: paise, receipt: null, notes: [] }, undefined, {
    loseWebhooks,
    pending,
  });
}
