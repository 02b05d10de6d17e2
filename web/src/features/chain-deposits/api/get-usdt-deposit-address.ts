/** `GET /wallets/usdt/deposit-address`: the customer's own TRC20 address (given out on the first visit). */
import type { UsdtDepositAddress } from '@contract/chain-deposits';
import { chainDepositRoutes } from '@contract/routes/chain-deposits';
import useSWR from 'swr';
import { callRoute, routeUrl } from '../../../lib/api-client';
import { apiSwrOptions } from '../../../lib/api-swr-options';

const usdtDepositAddressKey = routeUrl(chainDepositRoutes.getUsdtDepositAddress);

export function getUsdtDepositAddress(): Promise<UsdtDepositAddress> {
  return callRoute(chainDepositRoutes.getUsdtDepositAddress);
}

/** Fetched only when `enabled` (a verified customer): for others the API refuses, by design. */
export function useUsdtDepositAddress(enabled: boolean) {
  return useSWR(enabled ? usdtDepositAddressKey : null, getUsdtDepositAddress, apiSwrOptions);
}
