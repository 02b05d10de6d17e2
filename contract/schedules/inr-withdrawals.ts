/** The scheduled jobs of INR withdrawals, beside its routes (contract/routes/inr-withdrawals.ts). */
import { defineSchedules } from '../schedule-definition';

/**
 * Checks every withdrawal still reserved with the payout provider: sends a payout never made (same
 * idempotency key) and books one whose webhook never came.
 */
export const inrWithdrawalSchedules = defineSchedules({
  withdrawalReconciliation: {
    subject: 'INR withdrawal reconciliation',
    cadence: 'every 10 minutes',
    handler: 'lambdas/scheduled/reconcile-inr-withdrawals.ts',
    // The next run is the retry; an overlap is safe (a payout is made once per key, booked once).
    every: { minutes: 10 },
    timeoutSeconds: 300,
    grants: {
      tables: { accounts: 'readWrite' },
      // Opens the customer's own bank details only to register a verified account with the provider
      // when a withdrawal stopped before its payee was kept.
      fieldKeyActions: ['kms:Decrypt', 'kms:GenerateMac'],
      sealedRecords: ['bank-details'],
      secrets: ['razorpayKeySecret'],
      // It books payouts made or returned that no webhook reported, and tells their customers.
      email: 'customers',
    },
    indexUse: 'the reconciliation queries gsi1 for reserved withdrawals.',
  },
});
