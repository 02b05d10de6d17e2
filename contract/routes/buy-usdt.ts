/**
 * Buying USDT: the terms before typing, a quote kept about 30 s, the buy confirmed with the PIN. Each
 * reads the price feed (PRICE_FEED_URL, every handler's environment: a public HTTPS ticker, no grant).
 */
import {
  BuyOrderRequestSchema,
  BuyOrderSchema,
  BuyQuoteRequestSchema,
  BuyQuoteSchema,
  BuyTermsSchema,
} from '../buy-usdt';
import { defineRoutes } from '../route-definition';
import { readsAccounts, writesAccounts, writesUnderIdempotencyKey } from '../route-grants';

export const buyUsdtRoutes = defineRoutes({
  getBuyTerms: {
    method: 'GET',
    path: '/trade/buy-usdt/terms',
    access: 'user',
    response: BuyTermsSchema,
    handler: 'lambdas/buy-usdt/get-buy-terms.ts',
    // The day's total spent is read from the accounts table.
    grants: readsAccounts,
  },
  createBuyQuote: {
    method: 'POST',
    path: '/trade/buy-usdt/quotes',
    access: 'user',
    request: { body: BuyQuoteRequestSchema },
    response: BuyQuoteSchema,
    handler: 'lambdas/buy-usdt/create-buy-quote.ts',
    // Keeps the quote under the customer.
    grants: writesAccounts,
  },
  executeBuy: {
    method: 'POST',
    path: '/trade/buy-usdt/orders',
    access: 'user',
    request: { body: BuyOrderRequestSchema },
    response: BuyOrderSchema,
    handler: 'lambdas/buy-usdt/execute-buy.ts',
    // Counts PIN attempts and posts the journal entry; the Idempotency-Key records its answer.
    grants: writesUnderIdempotencyKey,
  },
});
