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
 * a quote carries the price the sandbox now holds (a condition, not a fixed wait).
 */
export async function quoteAtRate(
  buyer: VerifiedCustomer,
  rate: string,
  body: Record<string, string> = { spendInr: '100.00' },
): Promise<BuyQuote> {
  return untilQuotedAt(
    rate,
    () => requestQuote(buyer, body),
    (answer) => {
      const quote = BuyQuoteSchema.parse(answer);
      return { quote, rate: quote.rateInrPerUsdt };
    },
  );
}

/** Asks for a quote (a buy's or a sell's) until one is priced from the feed's `rate`. */
export async function untilQuotedAt<Quote>(
  rate: string,
  request: () => Promise<ApiResponse>,
  read: (body: unknown) => { quote: Quote; rate: string },
): Promise<Quote> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const response = await request();
    // 502: the handlers still hold an answer from a stale feed; it is replaced within seconds.
    if (response.status !== 502) expect(response.status, JSON.stringify(response.body)).toBe(201);
    const priced = response.status === 201 ? read(response.body) : undefined;
    if (priced?.rate === rate) return priced.quote;
    if (Date.now() > deadline)
      throw new Error(`Quotes stayed at ${priced?.rate ?? 'a stale price'}, not ₹${rate}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export const buy = (buyer: Buyer, quoteId: string, options: { key?: string; pin?: string } = {}) =>
  callApi('POST', '/trade/buy-usdt/orders', {
    token: buyer.accessToken,
    body: { quoteId, pin: options.pin ?? buyer.pin },
    headers: { 'idempotency-key': options.key ?? randomUUID() },
  });

/**
 * A trade as a careful client sends it: a "too many PIN checks at the same moment" answer (429, not
 * kept under the key) is sent again under the same Idempotency-Key until it gets its real answer.
 */
export async function retryingBusy(send: (key: string) => Promise<ApiResponse>): Promise<ApiResponse> {
  const key = randomUUID();
  for (let attempt = 1; ; attempt += 1) {
    const answer = await send(key);
    const busy =
      answer.status === 429 && /same moment/.test((answer.body as { detail?: string }).detail ?? '');
    if (!busy || attempt >= 20) return answer;
  }
}

export const buyRetryingBusy = (buyer: Buyer, quoteId: string) =>
  retryingBusy((key) => buy(buyer, quoteId, { key }));
