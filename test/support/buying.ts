/**
 * Buying USDT against the local stack: a verified customer with INR from a real bank transfer and a
 * transaction PIN, the price held through the price sandbox's control API, and quotes and buys
 * through the HTTP API as the buy screen makes them.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { type BuyQuote, BuyQuoteSchema } from '../../contract/buy-usdt';
import { type ApiResponse, callApi } from './api';
import { sendBankTransfer, type VerifiedCustomer, verifiedCustomer } from './deposits';
import type { SignedInCustomer } from './identity';
import { countRetry, newTally, RetriesExhaustedError, type RetryTally } from './retry-tally';
import { stackUnderTest } from './stack-context';

export const BUYER_PIN = '482915';

export interface Buyer extends VerifiedCustomer {
  pin: string;
}

/** A verified customer holding `inr` rupees (a decimal string) in their wallet, with a PIN set. */
export async function buyerWith(inr: string): Promise<Buyer> {
  const customer = await verifiedCustomer();
  const transfer = await sendBankTransfer(customer, { amount: inr });
  expect(transfer.delivery?.status).toBe(200);
  const pin = await callApi('PUT', '/me/transaction-pin', {
    token: customer.accessToken,
    body: { pin: BUYER_PIN },
  });
  expect(pin.status, JSON.stringify(pin.body)).toBe(204);
  return { ...customer, pin: BUYER_PIN };
}

/** Holds the sandbox price (rupees, e.g. '88.42'), stamped `ageSeconds` ago when given (a stale feed). */
export async function holdPrice(price: string, ageSeconds?: number): Promise<void> {
  const response = await fetch(`${stackUnderTest().sandboxUrl}/sandbox/price`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ price, ...(ageSeconds === undefined ? {} : { ageSeconds }) }),
  });
  expect(response.status).toBe(200);
}

export async function walkPrice(): Promise<void> {
  await fetch(`${stackUnderTest().sandboxUrl}/sandbox/price`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ walk: true }),
  });
}

export const requestQuote = (buyer: SignedInCustomer, body: Record<string, string>) =>
  callApi('POST', '/trade/buy-usdt/quotes', { token: buyer.accessToken, body });

/**
 * A quote at exactly this rate: the handlers keep the feed's answer a few seconds, so this asks until
 * a quote carries the price the sandbox now holds (a condition, not a fixed wait). Its retries are
 * counted in `tally` when one is given.
 */
export async function quoteAtRate(
  buyer: VerifiedCustomer,
  rate: string,
  body: Record<string, string> = { spendInr: '100.00' },
  tally?: RetryTally,
): Promise<BuyQuote> {
  return untilQuotedAt(
    rate,
    () => requestQuote(buyer, body),
    (answer) => {
      const quote = BuyQuoteSchema.parse(answer);
      return { quote, rate: quote.rateInrPerUsdt };
    },
    tally,
  );
}

/**
 * Re-asks for a quote at most this often, 250 ms apart: each Lambda process keeps the feed's answer
 * PRICE_CACHE_MS (3 s), so a new price or a stale stamp replaced reaches every process well within it.
 */
export const MAX_QUOTE_RETRIES = 80;
const QUOTE_RETRY_PAUSE_MS = 250;

/**
 * Asks for a quote (a buy's or a sell's) until one is priced from the feed's `rate`. Only two answers
 * are asked again: a quote at the price the handlers still hold, and the stale-feed pause (502 "not
 * updating", while a stale stamp is being replaced); anything else fails the test at once.
 */
export async function untilQuotedAt<Quote>(
  rate: string,
  request: () => Promise<ApiResponse>,
  read: (body: unknown) => { quote: Quote; rate: string },
  tally: RetryTally = newTally(),
): Promise<Quote> {
  const own = newTally();
  for (;;) {
    const response = await request();
    const detail = (response.body as { detail?: string } | undefined)?.detail ?? '';
    let met: string;
    if (response.status === 502 && /not updating/.test(detail)) met = `502 "${detail}"`;
    else {
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      const priced = read(response.body);
      if (priced.rate === rate) return priced.quote;
      met = `quoted at ₹${priced.rate}`;
    }
    if (own.retries >= MAX_QUOTE_RETRIES)
      throw new RetriesExhaustedError(`A quote at ₹${rate}`, MAX_QUOTE_RETRIES, own);
    countRetry(met, own, tally);
    await new Promise((resolve) => setTimeout(resolve, QUOTE_RETRY_PAUSE_MS));
  }
}

export const buy = (buyer: Buyer, quoteId: string, options: { key?: string; pin?: string } = {}) =>
  callApi('POST', '/trade/buy-usdt/orders', {
    token: buyer.accessToken,
    body: { quoteId, pin: options.pin ?? buyer.pin },
    headers: { 'idempotency-key': options.key ?? randomUUID() },
  });

/** A busy PIN check is sent again at most this often per trade. */
export const MAX_BUSY_RETRIES = 20;

/**
 * A trade as a careful client sends it: a "too many PIN checks at the same moment" answer (429, not
 * kept under the key) is sent again under the same Idempotency-Key until it gets its real answer, at
 * most MAX_BUSY_RETRIES times; each retry is counted in `tally`.
 */
export async function retryingBusy(
  send: (key: string) => Promise<ApiResponse>,
  tally: RetryTally = newTally(),
): Promise<ApiResponse> {
  const key = randomUUID();
  const own = newTally();
  for (;;) {
    const answer = await send(key);
    const detail = (answer.body as { detail?: string } | undefined)?.detail ?? '';
    if (answer.status !== 429 || !/Too many PIN checks/.test(detail)) return answer;
    if (own.retries >= MAX_BUSY_RETRIES)
      throw new RetriesExhaustedError('A trade under one key', MAX_BUSY_RETRIES, own);
    countRetry(`429 "${detail}"`, own, tally);
  }
}

export const buyRetryingBusy = (buyer: Buyer, quoteId: string, tally?: RetryTally) =>
  retryingBusy((key) => buy(buyer, quoteId, { key }), tally);
