/** The refund webhook's and reconciliation's wiring, and what customers owe: the DynamoDB ledger and Razorpay. */
import type { OwedBy } from '../domain/deposits/customer-receivable';
import type { RefundReconciliationDependencies } from '../domain/deposits/refund-reconciliation';
import { dynamoLedger } from './dynamodb-ledger';
import { paymentProvider } from './razorpay/razorpay-payment-provider';

/** What a customer owes now: every credit to their wallet pays it off in its own entry. */
export const owedBy: OwedBy = (userId) => dynamoLedger().capTotal(userId, 'customer-receivable', 'open');

/** The refund webhook's and the refund reconciliation's. */
export function providerRefundDependencies(): RefundReconciliationDependencies {
  const ledger = dynamoLedger();
  return {
    ledger,
    // Built on first use, so a handler that never calls the provider never needs its configuration.
    provider: {
      fetchPayment: (id) => paymentProvider().fetchPayment(id),
      listRefunds: (page) => paymentProvider().listRefunds(page),
    },
    recordOfPayment: async (paymentId) =>
      (await ledger.postedUnder({ source: 'razorpay-payment', id: paymentId }))?.transactions[0],
    walletBalance: (userId) => ledger.walletBalance(userId, 'INR'),
    isRefundRecorded: async (refundId) =>
      (await ledger.postedUnder({ source: 'razorpay-refund', id: refundId })) !== undefined,
    now: () => new Date(),
  };
}
