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
