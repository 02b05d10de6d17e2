/**
 * Buying USDT: the terms (limits, fee, GST) before typing, a quote for what the person typed (the
 * server sets every figure), and the buy, confirmed with the PIN under one Idempotency-Key per press
 * of Confirm, so a retried request never buys twice.
 */
import { apiPath } from '@contract/api-paths';
import {
  type BuyOrder,
  BuyOrderSchema,
  type BuyQuote,
  type BuyQuoteRequest,
  BuyQuoteSchema,
  BuyTermsSchema,
} from '@contract/buy-usdt';
import useSWR, { useSWRConfig } from 'swr';
import { apiClient } from '../../../lib/api-client';
import { apiSwrOptions } from '../../../lib/api-swr-options';
import { meKey } from '../../../lib/profile/get-me';
import { walletTransactionsKey } from '../../../lib/wallets/wallet-transactions-key';

const termsKey = apiPath('getBuyTerms');

export function useBuyTerms(enabled: boolean) {
  return useSWR(
    enabled ? termsKey : null,
    (path: string) => apiClient.get(path, BuyTermsSchema),
    apiSwrOptions,
  );
}

export function requestBuyQuote(request: BuyQuoteRequest): Promise<BuyQuote> {
  return apiClient.post(apiPath('createBuyQuote'), request, BuyQuoteSchema);
}

export function executeBuy(quoteId: string, pin: string, idempotencyKey: string): Promise<BuyOrder> {
  return apiClient.post(apiPath('executeBuy'), { quoteId, pin }, BuyOrderSchema, { idempotencyKey });
}

/** Both balances, both lists and what is left of today's limit, asked again at once after a buy. */
export function useRefreshAfterBuy() {
  const { mutate } = useSWRConfig();
  return () =>
    Promise.all([
      mutate(meKey),
      mutate(termsKey),
      mutate(walletTransactionsKey('inr')),
      mutate(walletTransactionsKey('usdt')),
    ]);
}
