/** `GET /wallets/usdt/deposit-address`: the customer's own TRC20 address (given out on the first visit). */
import { apiPath } from '@contract/api-paths';
import { type UsdtDepositAddress, UsdtDepositAddressSchema } from '@contract/wallets';
import useSWR from 'swr';
import { apiClient } from '../../../lib/api-client';
import { apiSwrOptions } from '../../../lib/api-swr-options';

const usdtDepositAddressKey = apiPath('getUsdtDepositAddress');

export function getUsdtDepositAddress(): Promise<UsdtDepositAddress> {
  return apiClient.get(usdtDepositAddressKey, UsdtDepositAddressSchema);
}

/** Fetched only when `enabled` (a verified customer): for others the API refuses, by design. */
export function useUsdtDepositAddress(enabled: boolean) {
  return useSWR(enabled ? usdtDepositAddressKey : null, getUsdtDepositAddress, apiSwrOptions);
}
