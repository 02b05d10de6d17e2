/**
 * Selling USDT: the terms (spread, fee, GST, TDS, limits) before typing, a quote for the USDT typed
 * (the server sets every figure), and the sell, confirmed with the PIN under one Idempotency-Key per
 * press of Confirm, so a retried request never sells twice.
 */
import { sellUsdtRoutes } from '@contract/routes/sell-usdt';
import type { SellOrder, SellQuote, SellQuoteRequest } from '@contract/sell-usdt';
import useSWR, { useSWRConfig } from 'swr';
import { callRoute, readRoute, routeUrl } from '../../../lib/api-client';
import { apiSwrOptions } from '../../../lib/api-swr-options';
import { meKey } from '../../../lib/profile/get-me';
import { walletTransactionsKey } from '../../../lib/wallets/wallet-transactions-key';

const termsKey = routeUrl(sellUsdtRoutes.getSellTerms);

export function useSellTerms() {
  return useSWR(termsKey, readRoute(sellUsdtRoutes.getSellTerms), apiSwrOptions);
}

export function requestSellQuote(request: SellQuoteRequest): Promise<SellQuote> {
  return callRoute(sellUsdtRoutes.createSellQuote, { body: request });
}

export function executeSell(quoteId: string, pin: string, idempotencyKey: string): Promise<SellOrder> {
  return callRoute(sellUsdtRoutes.executeSell, { body: { quoteId, pin }, idempotencyKey });
}

/** Both balances, both lists and what is left of today's limit, asked again at once after a sell. */
export function useRefreshAfterSell() {
  const { mutate } = useSWRConfig();
  return () =>
    Promise.all([
      mutate(meKey),
      mutate(termsKey),
      mutate(walletTransactionsKey('inr')),
      mutate(walletTransactionsKey('usdt')),
    ]);
}
