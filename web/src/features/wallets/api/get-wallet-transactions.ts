/**
 * `GET /wallets/{currency}/transactions`: a wallet's transactions newest first, page after page by
 * cursor ("Load more"). Polled while the screen is open, so a transfer that lands shows up without a
 * reload; SWR compares answers, so an unchanged list does not re-render.
 */
import { walletRoutes } from '@contract/routes/wallets';
import type { WalletCurrency } from '@contract/wallets';
import useSWRInfinite from 'swr/infinite';
import { readRoute } from '../../../lib/api-client';
import { apiSwrOptions } from '../../../lib/api-swr-options';
import { WALLET_POLL_MS, walletTransactionsPageKey } from '../../../lib/wallets/wallet-transactions-key';

export function useWalletTransactions(currency: WalletCurrency) {
  const result = useSWRInfinite(
    walletTransactionsPageKey(currency),
    readRoute(walletRoutes.listWalletTransactions),
    { ...apiSwrOptions, refreshInterval: WALLET_POLL_MS },
  );
  const pages = result.data ?? [];
  return {
    ...result,
    transactions: pages.flatMap((page) => page.transactions),
    hasMore: Boolean(pages.at(-1)?.cursor),
    loadMore: () => result.setSize(result.size + 1),
  };
}
