/** The refund webhook's and reconciliation's wiring: the DynamoDB ledger and Razorpay. */
import { recordMissedTransfer } from '../domain/deposits/bank-transfer-reconciliation';
import { recordMissedCardPayment } from '../domain/deposits/card-payment-reconciliation';
import type { RefundReconciliationDependencies } from '../domain/deposits/refund-reconciliation';
import { refundReference } from '../domain/ledger/recipes/refunds';
import { SUSPENSE_OWNER, suspenseDecisionReference } from '../domain/ledger/recipes/suspense';
import { bankTransferDependencies } from './bank-transfer-dependencies';
import { cardPaymentDependencies } from './card-deposit-dependencies';
import { now } from './clock';
import { owedBy } from './customer-receivable-dependencies';
import { dynamoLedger } from './dynamodb-ledger';
import { paymentProvider } from './razorpay/razorpay-payment-provider';

/** The refund webhook's and the refund reconciliation's. */
export function providerRefundDependencies(): RefundReconciliationDependencies {
  const ledger = dynamoLedger();
  return {
    ledger,
    // Built on first use, so a handler that never calls the provider never needs its configuration.
    provider: {
      fetchPayment: (id) => paymentProvider().fetchPayment(id),
      fetchRefund: (paymentId, refundId) => paymentProvider().fetchRefund(paymentId, refundId),
      listRefunds: (page) => paymentProvider().listRefunds(page),
    },
    recordOfPayment: async (paymentId) =>
      (await ledger.postedUnder({ source: 'razorpay-payment', id: paymentId }))?.transactions[0],
    recordAssignedFrom: async (record) =>
      (await ledger.postedUnder(suspenseDecisionReference(record)))?.transactions.find(
        (each) => each.userId !== SUSPENSE_OWNER,
      ),
    walletBalance: (userId) => ledger.walletBalance(userId, 'INR'),
    isRefundRecorded: async (refundId) => (await ledger.postedUnder(refundReference(refundId))) !== undefined,
    // Through the lost webhook's own path: the transfer to its owner or suspense, the card payment to its
    // deposit or suspense, once by payment id.
    recordCapture: (payment) =>
      payment.orderId === null
        ? recordMissedTransfer(payment, bankTransferDependencies())
        : recordMissedCardPayment(payment, cardPaymentDependencies()),
    owedBy,
    now,
  };
}
