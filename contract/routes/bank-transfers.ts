/** Topping up INR by bank transfer or UPI: the customer's own deposit account (a virtual account). */
import { DepositAccountSchema } from '../bank-transfers';
import { defineRoutes } from '../route-definition';
import { defineSchedules } from '../schedule-definition';

export const bankTransferRoutes = defineRoutes({
  getDepositAccount: {
    method: 'GET',
    path: '/wallets/inr/deposit-account',
    access: 'user',
    response: DepositAccountSchema,
    handler: 'lambdas/bank-transfers/get-deposit-account.ts',
    grants: {
      tables: { accounts: 'readWrite' },
      // Opens the customer's own sealed bank account number only to register it with the provider as
      // the virtual account's allowed payer (the response shows it masked), and fingerprints it.
      fieldKeyActions: ['kms:Decrypt', 'kms:GenerateMac'],
      sealedRecords: ['bank-details'],
      secrets: ['razorpayKeySecret'],
    },
  },
});

/**
 * Lists the provider's payments of the last day and records transfers to virtual accounts whose webhook
 * never came, credited or held.
 */
export const bankTransferSchedules = defineSchedules({
  bankTransferReconciliation: {
    subject: 'bank transfer reconciliation',
    cadence: 'every 15 minutes',
    handler: 'lambdas/scheduled/reconcile-bank-transfers.ts',
    // The next run is the retry; an overlap is safe (each transfer records once).
    every: { minutes: 15 },
    timeoutSeconds: 300,
    grants: {
      tables: { accounts: 'readWrite' },
      // Fingerprints payer accounts, to compare them with verified ones.
      fieldKeyActions: ['kms:GenerateMac'],
      secrets: ['razorpayKeySecret'],
      // A transfer found here is credited or held, so its customer is told.
      email: 'customers',
    },
    indexUse:
      'recording a transfer reads virtual account owners by key, and the grant brings the indexes with it.',
  },
});
