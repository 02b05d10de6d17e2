/**
 * Withdrawing USDT on TRON: the saved-address book, the terms and network fee before confirming, the
 * withdrawal itself (reserved at once, sent by the scheduled sender) and the customer's list. The fee
 * route asks the TRON node (TRON_API_URL, every handler's environment: no grant) what the transfer burns.
 */
import { noBody, noPathParameters, noQuery } from '../request-shapes';
import { defineRoutes, noContent } from '../route-definition';
import { readsAccounts, writesAccounts, writesUnderIdempotencyKey } from '../route-grants';
import {
  AddWithdrawalAddressRequestSchema,
  UsdtWithdrawalFeeQuerySchema,
  UsdtWithdrawalFeeSchema,
  UsdtWithdrawalListSchema,
  UsdtWithdrawalRequestSchema,
  UsdtWithdrawalSchema,
  UsdtWithdrawalTermsSchema,
  WithdrawalAddressListSchema,
  WithdrawalAddressPathSchema,
  WithdrawalAddressSchema,
} from '../usdt-withdrawals';

export const usdtWithdrawalRoutes = defineRoutes({
  listWithdrawalAddresses: {
    method: 'GET',
    path: '/wallets/usdt/withdrawal-addresses',
    access: 'user',
    request: { body: noBody, query: noQuery, pathParameters: noPathParameters },
    response: WithdrawalAddressListSchema,
    handler: 'lambdas/usdt-withdrawals/list-withdrawal-addresses.ts',
    grants: readsAccounts,
  },
  addWithdrawalAddress: {
    method: 'POST',
    path: '/wallets/usdt/withdrawal-addresses',
    access: 'user',
    request: { body: AddWithdrawalAddressRequestSchema, query: noQuery, pathParameters: noPathParameters },
    response: WithdrawalAddressSchema,
    handler: 'lambdas/usdt-withdrawals/add-withdrawal-address.ts',
    // Saves the address; reads the deposit addresses' owners to refuse one of ours; emails the customer.
    grants: { ...writesAccounts, email: 'customers' },
  },
  removeWithdrawalAddress: {
    method: 'DELETE',
    path: '/wallets/usdt/withdrawal-addresses/{address}',
    access: 'user',
    request: { body: noBody, query: noQuery, pathParameters: WithdrawalAddressPathSchema },
    response: noContent,
    handler: 'lambdas/usdt-withdrawals/remove-withdrawal-address.ts',
    grants: writesAccounts,
  },
  getUsdtWithdrawalTerms: {
    method: 'GET',
    path: '/wallets/usdt/withdrawals/terms',
    access: 'user',
    request: { body: noBody, query: noQuery, pathParameters: noPathParameters },
    response: UsdtWithdrawalTermsSchema,
    handler: 'lambdas/usdt-withdrawals/get-usdt-withdrawal-terms.ts',
    // The day's total withdrawn is read from the accounts table.
    grants: readsAccounts,
  },
  getUsdtWithdrawalFee: {
    method: 'GET',
    path: '/wallets/usdt/withdrawals/fee',
    access: 'user',
    request: { body: noBody, query: UsdtWithdrawalFeeQuerySchema, pathParameters: noPathParameters },
    response: UsdtWithdrawalFeeSchema,
    handler: 'lambdas/usdt-withdrawals/get-usdt-withdrawal-fee.ts',
    grants: readsAccounts,
  },
  createUsdtWithdrawal: {
    method: 'POST',
    path: '/wallets/usdt/withdrawals',
    access: 'user',
    request: { body: UsdtWithdrawalRequestSchema, query: noQuery, pathParameters: noPathParameters },
    response: UsdtWithdrawalSchema,
    handler: 'lambdas/usdt-withdrawals/create-usdt-withdrawal.ts',
    // Counts PIN attempts and posts the reserving entry; the Idempotency-Key records its answer.
    grants: writesUnderIdempotencyKey,
  },
  listUsdtWithdrawals: {
    method: 'GET',
    path: '/wallets/usdt/withdrawals',
    access: 'user',
    request: { body: noBody, query: noQuery, pathParameters: noPathParameters },
    response: UsdtWithdrawalListSchema,
    handler: 'lambdas/usdt-withdrawals/list-usdt-withdrawals.ts',
    grants: readsAccounts,
  },
});
