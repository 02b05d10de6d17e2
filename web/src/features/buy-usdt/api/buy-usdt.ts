/**
 * Buying USDT: the terms (limits, fee, GST) before typing, a quote for what the person typed (the
 * server sets every figure), and the buy, confirmed with the PIN under one Idempotency-Key per press
 * of Confirm, so a retried request never buys twice.
 */
import type { BuyOrder, BuyQuote, BuyQuoteRequest } from '@contract/buy-usdt';
import { buyUsdtRoutes } from '@contract/routes/buy-usdt';
import useSWR from 'swr';
import { callRoute, readRoute, routeUrl } from '../../../lib/api-client';
import { apiSwrOptions } from '../../../lib/api-swr-options';
import { useRefreshAfterTrade } from '../../../lib/wallets/refresh-after-trade';

const termsKey = routeUrl(buyUsdtRoutes.getBuyTerms);

export function useBuyTerms(enabled: boolean) {
  return useSWR(enabled ? termsKey : null, readRoute(buyUsdtRoutes.getBuyTerms), apiSwrOptions);
}

export function requestBuyQuote(request: BuyQuoteRequest): Promise<BuyQuote> {
  return callRoute(buyUsdtRoutes.createBuyQuote, { body: request });
}

export function executeBuy(quoteId: string, pin: string, idempotencyKey: string): Promise<BuyOrder> {
  return callRoute(buyUsdtRoutes.executeBuy, { body: { quoteId, pin }, idempotencyKey });
}

export const useRefreshAfterBuy = () => useRefreshAfterTrade(termsKey);
