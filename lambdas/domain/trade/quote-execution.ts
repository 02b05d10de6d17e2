/**
 * Whether a quote may still be executed: before its expiry, and while the market has not risen beyond
 * the tolerance. A price that fell is fine: the person pays what they accepted.
 */

import type { BuyQuote } from './buy-quote';
import { PRICE_TOLERANCE_BASIS_POINTS } from './buy-terms';
import { assertFreshPrice, type PriceObservation } from './price';
import { PriceMovedError, QuoteExpiredError } from './trade-errors';

export function assertQuoteExecutable(
  quote: Pick<BuyQuote, 'rateInrPerUsdt' | 'expiresAt'>,
  currentPrice: PriceObservation,
  now: Date,
): void {
  if (now.getTime() >= Date.parse(quote.expiresAt)) throw new QuoteExpiredError();
  assertFreshPrice(currentPrice, now);
  // current > quoted × (1 + tolerance), in integers.
  if (
    currentPrice.rateInrPerUsdt * 10_000n >
    quote.rateInrPerUsdt * (10_000n + PRICE_TOLERANCE_BASIS_POINTS)
  ) {
    throw new PriceMovedError();
  }
}
