/**
 * Withdrawing USDT: the saved addresses, the terms and the network fee before confirming, the
 * withdrawal under one Idempotency-Key per press of Confirm (a retried request never sends twice),
 * and the list of withdrawals, polled while one is on its way.
 */
import { usdtWithdrawalRoutes } from '@contract/routes/usdt-withdrawals';
import type { UsdtWithdrawal, UsdtWithdrawalRequest, WithdrawalAddress } from '@contract/usdt-withdrawals';
import useSWR, { useSWRConfig } from 'swr';
import { callRoute, readRoute, routeUrl } from '../../../lib/api-client';
import { apiSwrOptions } from '../../../lib/api-swr-options';
import { meKey } from '../../../lib/profile/get-me';
import { walletTransactionsKey } from '../../../lib/wallets/wallet-transactions-key';

const addressesKey = routeUrl(usdtWithdrawalRoutes.listWithdrawalAddresses);
const termsKey = routeUrl(usdtWithdrawalRoutes.getUsdtWithdrawalTerms);
const withdrawalsKey = routeUrl(usdtWithdrawalRoutes.listUsdtWithdrawals);

/** While a withdrawal is on its way its status moves without the person doing anything. */
const POLL_WHILE_SENDING_MS = 4_000;

export const useWithdrawalAddresses = () =>
  useSWR(addressesKey, readRoute(usdtWithdrawalRoutes.listWithdrawalAddresses), apiSwrOptions);

export const useWithdrawalTerms = () =>
  useSWR(termsKey, readRoute(usdtWithdrawalRoutes.getUsdtWithdrawalTerms), apiSwrOptions);

export function useWithdrawals() {
  return useSWR(withdrawalsKey, readRoute(usdtWithdrawalRoutes.listUsdtWithdrawals), {
    ...apiSwrOptions,
    refreshInterval: (latest) =>
      latest?.withdrawals.some((each) => each.status === 'reserved' || each.status === 'broadcast')
        ? POLL_WHILE_SENDING_MS
        : 0,
  });
}

export function useWithdrawalFee(query: { to: string; amount: string } | undefined) {
  return useSWR(
    query ? routeUrl(usdtWithdrawalRoutes.getUsdtWithdrawalFee, { query }) : null,
    readRoute(usdtWithdrawalRoutes.getUsdtWithdrawalFee),
    apiSwrOptions,
  );
}

export const addWithdrawalAddress = (label: string, address: string): Promise<WithdrawalAddress> =>
  callRoute(usdtWithdrawalRoutes.addWithdrawalAddress, { body: { label, address } });

export const removeWithdrawalAddress = (address: string) =>
  callRoute(usdtWithdrawalRoutes.removeWithdrawalAddress, { pathParameters: { address } });

export const requestWithdrawal = (
  request: UsdtWithdrawalRequest,
  idempotencyKey: string,
): Promise<UsdtWithdrawal> =>
  callRoute(usdtWithdrawalRoutes.createUsdtWithdrawal, { body: request, idempotencyKey });

/** Everything a withdrawal or an address change moves, asked again at once. */
export function useRefreshWithdrawals() {
  const { mutate } = useSWRConfig();
  return () =>
    Promise.all([
      mutate(meKey),
      mutate(addressesKey),
      mutate(termsKey),
      mutate(withdrawalsKey),
      mutate(walletTransactionsKey('usdt')),
    ]);
}
