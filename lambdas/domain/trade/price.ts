/**
 * The price of USDT in INR, as the price-feed port gives it. The rate is an integer number of paise per
 * 1 USDT (₹88.42 → 8842n): the quote maths stays in integers, and the rate shown is the rate used.
 */
import { ServiceFailureError } from '../errors';

export interface PriceObservation {
  /** Paise per 1 USDT. */
  rateInrPerUsdt: bigint;
  /** When the source published (or we last confirmed) this rate, ISO 8601. */
  observedAt: string;
}

/** The price-feed port: a local sandbox feed or a public ticker in the cloud. */
export interface PriceFeed {
  current(): Promise<PriceObservation>;
}

/**
 * A rate older than this stops buying. A minute is long for a 30-second quote; beyond it the feed (or
 * the exchange behind it) is not updating, and selling at a rate that old could sell below cost.
 */
export const PRICE_STALE_AFTER_MS = 60_000;

export class StalePriceError extends ServiceFailureError {
  constructor() {
    super('Prices are not updating right now, so buying is paused. Please try again in a minute.');
  }
}

/** Refuses a rate that is too old to sell at (or stamped in the future by more than clock skew). */
export function assertFreshPrice(price: PriceObservation, now: Date): void {
  const age = now.getTime() - Date.parse(price.observedAt);
  const allowedClockSkewMs = 5_000;
  if (!Number.isFinite(age) || age > PRICE_STALE_AFTER_MS || age < -allowedClockSkewMs) {
    throw new StalePriceError();
  }
  if (price.rateInrPerUsdt <= 0n) throw new StalePriceError();
}

/** Reads a decimal rupee price ('88.42', '88.4', '88') as paise per USDT; digits beyond paise are cut. */
export function rateFromRupees(text: string): bigint {
  const match = /^(\d{1,9})(?:\.(\d+))?$/.exec(text.trim());
  if (!match) throw new RangeError(`'${text}' is not a price in rupees`);
  const [, rupees = '0', fraction = ''] = match;
  // Cutting (not rounding) the third decimal lowers a buy rate by under a paisa: the customer's favour.
  return BigInt(rupees) * 100n + BigInt(fraction.slice(0, 2).padEnd(2, '0'));
}
