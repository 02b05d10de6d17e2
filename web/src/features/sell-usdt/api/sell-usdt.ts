/**
 * Selling USDT: the terms (spread, fee, GST, TDS, limits) before typing, a quote for the USDT typed
 * (the server sets every figure), and the sell, confirmed with the PIN under one Idempotency-Key per
 * press of Confirm, so a retried request never sells twice.
 */
import { sellUsdtRoutes } from '@contract/routes/sell-usdt';
import type { SellOrder, SellQuote, SellQuoteRequest } from '@contract/sell-usdt';
import useSWR from 'swr';
import { callRoute, readRoute, routeUrl } from '../../../lib/api-client';
import { apiSwrOptions } from '../../../lib/api-swr-options';
import { useRefreshAfterTrade } from '../../../lib/wallets/refresh-after-trade';

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

export const useRefreshAfterSell = () => useRefreshAfterTrade(termsKey);
