/**
 * The real parts of INR withdrawals: the ledger, the accounts table, the sealed bank details, the PIN
 * check and the payout provider; every route, webhook and reconciliation that books a payout wires the
 * same ones.
 */
import type { InrWithdrawalDependencies } from '../domain/inr-withdrawals/inr-withdrawal';
import { now } from './clock';
import { dynamoLedger } from './dynamodb-ledger';
import { payeeRepository, withdrawalDirectory } from './inr-withdrawal-repositories';
import { customerNotifier } from './notifications/ses-customer-notifier';
import { loadProfile } from './profile-repository';
import { payoutProvider } from './razorpay/razorpay-payouts';
import { transactionPinDependencies } from './transaction-pin-dependencies';
import { loadVerifiedPayer } from './verified-payer-loader';

export const inrWithdrawalDependencies = (): InrWithdrawalDependencies => {
  const ledger = dynamoLedger();
  return {
    ledger: {
      post: (movement) => ledger.post(movement),
      transition: (transition) => ledger.transition(transition),
      get: (key) => ledger.get(key),
      capTotal: (userId, name, period) => ledger.capTotal(userId, name, period),
      walletBalance: (userId, currency) => ledger.walletBalance(userId, currency),
      postedUnder: (reference) => ledger.postedUnder(reference),
    },
    kycStatusOf: async (userId) => (await loadProfile(userId))?.kycStatus ?? 'not-submitted',
    verifiedBank: loadVerifiedPayer,
    payees: payeeRepository,
    directory: withdrawalDirectory,
    // Built on first use: a request refused before the payout needs no provider configuration.
    payouts: {
      createContact: (input) => payoutProvider().createContact(input),
      createFundAccount: (input) => payoutProvider().createFundAccount(input),
      createPayout: (input, key) => payoutProvider().createPayout(input, key),
      fetchPayout: (id) => payoutProvider().fetchPayout(id),
      listPayoutsByReference: (reference) => payoutProvider().listPayoutsByReference(reference),
    },
    notifier: customerNotifier(),
    pin: transactionPinDependencies,
    now,
  };
};

/** The reconciliation's parts: the same, and the ledger's queue of withdrawals still reserved. */
export const withdrawalReconciliationDependencies = () => ({
  ...inrWithdrawalDependencies(),
  reserved: {
    listReserved: (page: { limit: number; cursor?: string }) => dynamoLedger().listByStatus('reserved', page),
  },
});
