/** Selling USDT through the HTTP API as the sell screen does, for a buyer who holds USDT. */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { BuyOrderSchema } from '../../contract/buy-usdt';
import { type SellQuote, SellQuoteSchema } from '../../contract/sell-usdt';
import { callApi } from './api';
import { type Buyer, buy, buyerWith, quoteAtRate, untilQuotedAt } from './buying';
import type { RetryTally } from './retry-tally';

export const requestSellQuote = (seller: Buyer, sellUsdt: string) =>
  callApi('POST', '/trade/sell-usdt/quotes', { token: seller.accessToken, body: { sellUsdt } });

/** A sell quote taken from the feed's `rate` (the house's sell rate; it buys below it). */
export const sellQuoteAtRate = (
  seller: Buyer,
  rate: string,
  sellUsdt: string,
  tally?: RetryTally,
): Promise<SellQuote> =>
  untilQuotedAt(
    rate,
    () => requestSellQuote(seller, sellUsdt),
    (answer) => {
      const quote = SellQuoteSchema.parse(answer);
      return { quote, rate: quote.marketRateInrPerUsdt };
    },
    tally,
  );

export const sell = (seller: Buyer, quoteId: string, options: { key?: string; pin?: string } = {}) =>
  callApi('POST', '/trade/sell-usdt/orders', {
    token: seller.accessToken,
    body: { quoteId, pin: options.pin ?? seller.pin },
    headers: { 'idempotency-key': options.key ?? randomUUID() },
  });

/** A verified customer who bought USDT with `spendInr` of a bank transfer: returns the USDT bought. */
export async function sellerWith(spendInr: string, rate: string): Promise<{ seller: Buyer; usdt: string }> {
  const seller = await buyerWith(spendInr);
  const bought = await buy(seller, (await quoteAtRate(seller, rate, { spendInr })).quoteId);
  expect(bought.status, JSON.stringify(bought.body)).toBe(201);
  return { seller, usdt: BuyOrderSchema.parse(bought.body).usdtReceived };
}
