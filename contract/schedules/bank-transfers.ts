/** The scheduled jobs of bank transfers, beside its routes (contract/routes/bank-transfers.ts). */
import { defineSchedules } from '../schedule-definition';

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
