/** The refund webhook's and reconciliation's wiring, and what customers owe: the DynamoDB ledger and Razorpay. */
import {
  type CustomerReceivableDependencies,
  payOffFromWallet,
} from '../domain/deposits/customer-receivable';
import type { RefundReconciliationDependencies } from '../domain/deposits/refund-reconciliation';
import { dynamoLedger } from './ledger/dynamodb-ledger';
import { paymentProvider } from './razorpay/razorpay-payment-provider';

export function customerReceivableDependencies(): CustomerReceivableDependencies {
  const ledger = dynamoLedger();
  return {
    ledger,
    owedBy: (userId) => ledger.capTotal(userId, 'customer-receivable', 'open'),
    walletBalance: (userId) => ledger.walletBalance(userId, 'INR'),
  };
}

/** What every credit to a customer's wallet calls after it: pays what they owe first. */
export const payOwed = (userId: string, creditReference: string) =>
  payOffFromWallet(userId, creditReference, customerReceivableDependencies());

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
