/**
 * Selling USDT: the terms before typing, a quote kept about 30 s, the sell confirmed with the PIN. Each
 * reads the price feed (PRICE_FEED_URL, every handler's environment: a public HTTPS ticker, no grant).
 */
import { noBody, noPathParameters, noQuery } from '../request-shapes';
import { defineRoutes } from '../route-definition';
import { readsAccounts, writesAccounts, writesUnderIdempotencyKey } from '../route-grants';
import {
  SellOrderRequestSchema,
  SellOrderSchema,
  SellQuoteRequestSchema,
  SellQuoteSchema,
  SellTermsSchema,
} from '../sell-usdt';

export const sellUsdtRoutes = defineRoutes({
  getSellTerms: {
    method: 'GET',
    path: '/trade/sell-usdt/terms',
    access: 'user',
    request: { body: noBody, query: noQuery, pathParameters: noPathParameters },
    response: SellTermsSchema,
    handler: 'lambdas/sell-usdt/get-sell-terms.ts',
    // The day's and the financial year's totals sold are read from the accounts table.
    grants: readsAccounts,
  },
  createSellQuote: {
    method: 'POST',
    path: '/trade/sell-usdt/quotes',
    access: 'user',
    request: { body: SellQuoteRequestSchema, query: noQuery, pathParameters: noPathParameters },
    response: SellQuoteSchema,
    handler: 'lambdas/sell-usdt/create-sell-quote.ts',
    // Reads the USDT wallet and keeps the quote under the customer.
    grants: writesAccounts,
  },
  executeSell: {
    method: 'POST',
    path: '/trade/sell-usdt/orders',
    access: 'user',
    request: { body: SellOrderRequestSchema, query: noQuery, pathParameters: noPathParameters },
    response: SellOrderSchema,
    handler: 'lambdas/sell-usdt/execute-sell.ts',
    // Counts PIN attempts and posts the journal entry; the Idempotency-Key records its answer.
    grants: writesUnderIdempotencyKey,
  },
});
