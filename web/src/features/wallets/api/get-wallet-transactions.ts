/**
 * `GET /wallets/{currency}/transactions`: a wallet's transactions newest first, page after page by
 * cursor ("Load more"). Polled while the screen is open, so a transfer that lands shows up without a
 * reload; SWR compares answers, so an unchanged list does not re-render.
 */
import { apiPath } from '@contract/api-paths';
import { type TransactionPage, TransactionPageSchema, type WalletCurrency } from '@contract/wallets';
import useSWRInfinite, { unstable_serialize } from 'swr/infinite';
import { apiClient } from '../../../lib/api-client';
import { apiSwrOptions } from '../../../lib/api-swr-options';

export const WALLET_POLL_MS = 5000;

const pageKey =
  (currency: WalletCurrency) =>
  (index: number, previous: TransactionPage | null): string | null => {
    const base = apiPath('listWalletTransactions', { currency });
    if (index === 0) return base;
    if (!previous?.cursor) return null;
    return `${base}?${new URLSearchParams({ cursor: previous.cursor })}`;
  };

/** The list's cache key, for a screen that knows a transaction just changed (a card payment confirmed). */
export const walletTransactionsKey = (currency: WalletCurrency) => unstable_serialize(pageKey(currency));

export function useWalletTransactions(currency: WalletCurrency) {
  const result = useSWRInfinite(
    pageKey(currency),
    (path: string) => apiClient.get(path, TransactionPageSchema),
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
