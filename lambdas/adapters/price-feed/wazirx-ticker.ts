/**
 * WazirX's public 24-hour ticker, `GET /sapi/v1/ticker/24hr?symbol=usdtinr`: prices are decimal strings
 * in rupees and `at` is when the exchange computed them. Read with zod and integer maths only.
 */
import * as z from 'zod/mini';
import type { PriceObservation } from '../../domain/trade/price';

export const WAZIRX_PUBLIC_API_URL = 'https://api.wazirx.com';
export const USDT_INR_TICKER_PATH = '/sapi/v1/ticker/24hr?symbol=usdtinr';

/**
 * USDT follows the US dollar, which has traded between ₹70 and ₹95 since 2019. A price outside ₹40–₹200
 * is a broken feed or a decimal-point slip, not a market: selling at it would give USDT away or overcharge.
 */
export const PLAUSIBLE_PAISE = { min: 4_000n, max: 20_000n } as const;

/** Rupees with at most 8 decimals as the exchange writes them ('88.42', '88.4', '88.0', '88'). */
const rupeeText = z.string().check(z.regex(/^\d{1,6}(\.\d{1,8})?$/));

export const wazirxTicker = z.object({
  symbol: z.string(),
  lastPrice: rupeeText,
  bidPrice: z.optional(rupeeText),
  askPrice: z.optional(rupeeText),
  at: z.number().check(z.int(), z.positive()),
});

export class MalformedTickerError extends Error {}

/** '88.429' → 8842n: paise per USDT; digits past the paisa are cut, which lowers a buy rate (the customer's favour). */
export function paiseFromRupees(text: string): bigint {
  const match = /^(\d{1,6})(?:\.(\d{1,8}))?$/.exec(text);
  if (!match) throw new MalformedTickerError(`'${text}' is not a price in rupees`);
  const [, rupees = '0', fraction = ''] = match;
  const paise = BigInt(rupees) * 100n + BigInt(fraction.slice(0, 2).padEnd(2, '0'));
  if (paise < PLAUSIBLE_PAISE.min || paise > PLAUSIBLE_PAISE.max)
    throw new MalformedTickerError(`₹${text} per USDT is outside the plausible range`);
  return paise;
}

/**
 * The ticker body as a price observation. The last traded price is the rate: the quote adds our fee on
 * top, and bid/ask are optional in the public schema.
 */
export function observationFromTicker(body: unknown): PriceObservation {
  const parsed = wazirxTicker.safeParse(body);
  if (!parsed.success) throw new MalformedTickerError('The ticker answer is not in the documented shape');
  if (parsed.data.symbol.toLowerCase() !== 'usdtinr')
    throw new MalformedTickerError(`The ticker answered for ${parsed.data.symbol}`);
  // `at` is documented as milliseconds, but the published example is in seconds: below 10^11 (which as
  // milliseconds is 1973) it can only be seconds.
  const atMs = parsed.data.at < 1e11 ? parsed.data.at * 1000 : parsed.data.at;
  return {
    rateInrPerUsdt: paiseFromRupees(parsed.data.lastPrice),
    observedAt: new Date(atMs).toISOString(),
  };
}
