/** The refund webhook's and reconciliation's wiring, and what customers owe: the DynamoDB ledger and Razorpay. */
import type { CustomerReceivableDependencies } from '../domain/deposits/customer-receivable';
import type { ProviderRefundDependencies } from '../domain/deposits/provider-refund';
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

export function providerRefundDependencies(): ProviderRefundDependencies {
  const ledger = dynamoLedger();
  return {
    ledger,
    provider: { fetchPayment: (id) => paymentProvider().fetchPayment(id) },
    recordOfPayment: async (paymentId) =>
      (await ledger.postedUnder({ source: 'razorpay-payment', id: paymentId }))?.transactions[0],
    walletBalance: (userId) => ledger.walletBalance(userId, 'INR'),
  };
}
