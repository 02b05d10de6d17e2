/**
 * The bank-transfer webhook's and reconciliation's wiring: ledger (telling the customer by email),
 * owners, payer fingerprints, Razorpay.
 */
import type { BankTransferReconciliationDependencies } from '../domain/deposits/bank-transfer-reconciliation';
import { now } from './clock';
import { owedBy } from './customer-receivable-dependencies';
import { dynamoLedger } from './dynamodb-ledger';
import { announcingLedger } from './notifications/announcing-ledger';
import { paymentProvider } from './razorpay/razorpay-payment-provider';
import { payerFingerprint } from './verified-payer-loader';
import { virtualAccountRepository } from './virtual-account-repository';

export function bankTransferDependencies(): BankTransferReconciliationDependencies {
  const ledger = dynamoLedger();
  return {
    owners: virtualAccountRepository,
    // The customer hears of a transfer credited or held, once, after it is booked.
    ledger: announcingLedger(),
    payerFingerprint,
    owedBy,
    // Built on first use, so a handler that never calls the provider never needs its configuration.
    provider: {
      fetchVirtualAccountPayment: (id) => paymentProvider().fetchVirtualAccountPayment(id),
      fetchVirtualAccount: (id) => paymentProvider().fetchVirtualAccount(id),
      listPayments: (page) => paymentProvider().listPayments(page),
    },
    isRecorded: async (paymentId) =>
      (await ledger.postedUnder({ source: 'razorpay-payment', id: paymentId })) !== undefined,
    now,
  };
}
