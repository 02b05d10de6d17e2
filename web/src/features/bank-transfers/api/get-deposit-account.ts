/** `GET /wallets/inr/deposit-account`: the customer's own virtual account (made on the first visit). */
import type { DepositAccount } from '@contract/bank-transfers';
import { bankTransferRoutes } from '@contract/routes/bank-transfers';
import useSWR from 'swr';
import { callRoute, routeUrl } from '../../../lib/api-client';
import { apiSwrOptions } from '../../../lib/api-swr-options';

const depositAccountKey = routeUrl(bankTransferRoutes.getDepositAccount);

export function getDepositAccount(): Promise<DepositAccount> {
  return callRoute(bankTransferRoutes.getDepositAccount);
}

/** Fetched only when `enabled` (a verified customer): for others the API refuses, by design. */
export function useDepositAccount(enabled: boolean) {
  return useSWR(enabled ? depositAccountKey : null, getDepositAccount, apiSwrOptions);
}
