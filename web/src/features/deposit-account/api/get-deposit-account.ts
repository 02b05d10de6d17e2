/** `GET /wallets/inr/deposit-account`: the customer's own virtual account (made on the first visit). */
import { apiPath } from '@contract/api-paths';
import { type DepositAccount, DepositAccountSchema } from '@contract/wallets';
import useSWR from 'swr';
import { apiClient } from '../../../lib/api-client';
import { apiSwrOptions } from '../../../lib/api-swr-options';

const depositAccountKey = apiPath('getDepositAccount');

export function getDepositAccount(): Promise<DepositAccount> {
  return apiClient.get(depositAccountKey, DepositAccountSchema);
}

/** Fetched only when `enabled` (a verified customer): for others the API refuses, by design. */
export function useDepositAccount(enabled: boolean) {
  return useSWR(enabled ? depositAccountKey : null, getDepositAccount, apiSwrOptions);
}
