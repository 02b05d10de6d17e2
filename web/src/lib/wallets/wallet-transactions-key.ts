/**
 * Where a wallet's transaction list lives in SWR's cache, and how often wallet screens ask again. Shared:
 * the list reads it, and a buy or a card deposit that settles asks it again at once.
 */
import { walletRoutes } from '@contract/routes/wallets';
import type { TransactionPage, WalletCurrency } from '@contract/wallets';
import { unstable_serialize } from 'swr/infinite';
import { routeUrl } from '../api-client';

export const WALLET_POLL_MS = 5000;

/** The path of each page of `GET /wallets/{currency}/transactions`, by cursor; null after the last. */
export const walletTransactionsPageKey =
  (currency: WalletCurrency) =>
  (index: number, previous: TransactionPage | null): string | null => {
    const route = walletRoutes.listWalletTransactions;
    if (index === 0) return routeUrl(route, { pathParameters: { currency } });
    if (!previous?.cursor) return null;
    return routeUrl(route, { pathParameters: { currency }, query: { cursor: previous.cursor } });
  };

/** The list's cache key, for a screen that knows a transaction just changed (a card payment confirmed). */
export const walletTransactionsKey = (currency: WalletCurrency) =>
  unstable_serialize(walletTransactionsPageKey(currency));
