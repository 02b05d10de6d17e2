/**
 * Withdrawing INR to the customer's verified bank account: the terms before typing, the withdrawal
 * confirmed with the PIN, and the list of the customer's withdrawals.
 */
import {
  InrWithdrawalListSchema,
  InrWithdrawalRequestSchema,
  InrWithdrawalSchema,
  InrWithdrawalTermsSchema,
} from '../inr-withdrawals';
import { noBody, noPathParameters, noQuery } from '../request-shapes';
import { defineRoutes } from '../route-definition';
import { readsAccounts } from '../route-grants';
import { defineSchedules } from '../schedule-definition';
import { TransactionListQuerySchema } from '../wallets';

export const inrWithdrawalRoutes = defineRoutes({
  getInrWithdrawalTerms: {
    method: 'GET',
    path: '/wallets/inr/withdrawals/terms',
    access: 'user',
    request: { body: noBody, query: noQuery, pathParameters: noPathParameters },
    response: InrWithdrawalTermsSchema,
    handler: 'lambdas/inr-withdrawals/get-inr-withdrawal-terms.ts',
    // The verified account's masked figures, the KYC status and the day's total, all from the table.
    grants: readsAccounts,
  },
  createInrWithdrawal: {
    method: 'POST',
    path: '/wallets/inr/withdrawals',
    access: 'user',
    request: { body: InrWithdrawalRequestSchema, query: noQuery, pathParameters: noPathParameters },
    response: InrWithdrawalSchema,
    handler: 'lambdas/inr-withdrawals/create-inr-withdrawal.ts',
    grants: {
      // Counts PIN attempts, posts the reserve, keeps the payee and the withdrawal's owner; the
      // Idempotency-Key records its answer.
      tables: { accounts: 'readWrite', idempotency: 'readWrite' },
      // Opens the customer's own sealed account number only to register it with the payout provider as
      // a fund account, once per account, and fingerprints it to know the account again.
      fieldKeyActions: ['kms:Decrypt', 'kms:GenerateMac'],
      sealedRecords: ['bank-details'],
      secrets: ['razorpayKeySecret'],
      // A payout the provider refuses at once is booked as returned here, and the customer is told.
      email: 'customers',
    },
  },
  listInrWithdrawals: {
    method: 'GET',
    path: '/wallets/inr/withdrawals',
    access: 'user',
    request: { body: noBody, query: TransactionListQuerySchema, pathParameters: noPathParameters },
    response: InrWithdrawalListSchema,
    handler: 'lambdas/inr-withdrawals/list-inr-withdrawals.ts',
    grants: readsAccounts,
  },
});

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
