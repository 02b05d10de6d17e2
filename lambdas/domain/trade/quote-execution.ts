/**
 * Whether a quote may still be executed: before its expiry, and while the market has not moved against
 * the house beyond the tolerance. For a buy that is a rise (the house would sell below what the USDT
 * costs), for a sell a fall (the house would buy above what the USDT fetches). A move the other way is
 * fine: the person gets what they accepted.
 */

import type { BuyQuote } from './buy-quote';
import { PRICE_TOLERANCE_BASIS_POINTS } from './buy-terms';
import { assertFreshPrice, type PriceObservation } from './price';
import { houseBuyRate } from './sell-quote';
import { PriceMovedError, QuoteExpiredError } from './trade-errors';

const BASIS_POINTS = 10_000n;

export function assertQuoteExecutable(
  quote: Pick<BuyQuote, 'rateInrPerUsdt' | 'expiresAt'>,
  currentPrice: PriceObservation,
  now: Date,
  side: 'buy' | 'sell' = 'buy',
): void {
  if (now.getTime() >= Date.parse(quote.expiresAt)) throw new QuoteExpiredError();
  assertFreshPrice(currentPrice, now);
  const quoted = quote.rateInrPerUsdt;
  const moved =
    side === 'buy'
      ? // current > quoted × (1 + tolerance), in integers.
        currentPrice.rateInrPerUsdt * BASIS_POINTS > quoted * (BASIS_POINTS + PRICE_TOLERANCE_BASIS_POINTS)
      : // the house's buy rate now < quoted × (1 − tolerance).
        houseBuyRate(currentPrice.rateInrPerUsdt) * BASIS_POINTS <
        quoted * (BASIS_POINTS - PRICE_TOLERANCE_BASIS_POINTS);
  if (moved) throw new PriceMovedError();
}
