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
 * `refund.created` and `refund.processed`; `loseWebhooks` loses both on the way.
 */
export function refundFromDashboard(
  sandbox: PaymentsSandbox,
  paymentId: string,
  amount?: string,
  { loseWebhooks = false } = {},
) {
  const payment = sandbox.payment(paymentId);
  let paise = payment.amount - payment.amount_refunded;
  if (amount !== undefined && amount !== '') {
    try {
      paise = Number(parseAmount(amount, 'INR'));
    } catch (error) {
      throw new SandboxInputError(`amount: ${(error as Error).message}`);
    }
  }
  return sandbox.refund(paymentId, { amount: paise, receipt: null, notes: [] }, undefined, { loseWebhooks });
}
