/**
 * The quote for selling USDT to the house for INR. The person names the USDT they sell; the server
 * works out every other figure:
 *
 *   rate           the house's buy rate: the feed's rate less SELL_SPREAD_BASIS_POINTS
 *   consideration  the USDT at that rate
 *   fee            our fee on the consideration (as a buy's), at least the minimum
 *   GST            18 % of the fee
 *   TDS            1 % of the consideration net of fee and GST (s.194S), deducted and paid for the seller
 *                  once their sells this financial year, net of fee and GST, pass ₹10,000 (vda-tds.ts)
 *   INR received   consideration − fee − GST − TDS, exactly
 *
 * Integers only (paise, USDT micro-units). The consideration is rounded up and fee and GST down, in the
 * customer's favour; TDS is rounded up (vda-tds.ts says why).
 */

import { tdsDeductedOnSell } from '../india/vda-tds';
import {
  AmountRefusedError,
  assertWithinPeriods,
  assertWithinPerRequest,
  type LimitCheck,
} from '../limits/amount-limits';
import { currencies } from '../money';
import { ceilDiv, feeOn, gstOn } from './buy-quote';
import { QUOTE_TTL_MS } from './buy-terms';
import { assertFreshPrice, type PriceObservation } from './price';
import {
  SELL_LIMITS,
  SELL_ROUNDING_NOTE,
  SELL_SPREAD_BASIS_POINTS,
  sellLimitRefusals,
  sellTaxNote,
} from './sell-terms';

const MICRO_USDT_PER_USDT = 10n ** BigInt(currencies.USDT.decimals);
const BASIS_POINTS = 10_000n;

/** The sell's limits count the consideration; the person typed the USDT to sell. */
const SELL_LIMIT_CHECK: LimitCheck = { limits: SELL_LIMITS, refusals: sellLimitRefusals, field: 'sellUsdt' };

export interface SellQuote {
  /** Paise per 1 USDT the house pays: below the rate it sells at. */
  rateInrPerUsdt: bigint;
  /** The feed's rate the house's buy rate was taken from. */
  marketRateInrPerUsdt: bigint;
  /** Micro-USDT leaving the customer's wallet. */
  usdtSold: bigint;
  considerationInr: bigint;
  feeInr: bigint;
  gstInr: bigint;
  tdsInr: bigint;
  /** consideration − fee − GST − TDS: what reaches the INR wallet. */
  inrReceived: bigint;
  taxNote: string;
  roundingNote: string;
  priceObservedAt: string;
  quotedAt: string;
  expiresAt: string;
}

/** The rate the house buys at, floored: a paisa under it would be the house's loss, not the seller's. */
export const houseBuyRate = (marketRate: bigint) =>
  (marketRate * (BASIS_POINTS - SELL_SPREAD_BASIS_POINTS)) / BASIS_POINTS;

/**
 * Fee, GST and TDS on a consideration, and what is left for the seller; the four add up to it. TDS
 * depends on the seller's consideration (net of fee and GST) earlier in the financial year.
 */
export function sellFigures(considerationInr: bigint, soldThisYearInr: bigint) {
  const feeInr = feeOn(considerationInr);
  const gstInr = gstOn(feeInr);
  const tdsInr = tdsDeductedOnSell(soldThisYearInr, considerationInr - feeInr - gstInr);
  return { feeInr, gstInr, tdsInr, inrReceived: considerationInr - feeInr - gstInr - tdsInr };
}

export interface QuoteSellInput {
  usdtSold: bigint;
  price: PriceObservation;
  now: Date;
  /** Consideration of the person's sells today (IST), for the daily limit. */
  soldTodayInr?: bigint;
  /** Their sells' consideration net of fee and GST this financial year, for the TDS threshold. */
  soldThisYearInr?: bigint;
}

export function quoteSell(input: QuoteSellInput): SellQuote {
  const { usdtSold, price, now, soldTodayInr = 0n, soldThisYearInr = 0n } = input;
  assertFreshPrice(price, now);
  if (usdtSold <= 0n) throw new AmountRefusedError('sellUsdt', 'Enter how much USDT you want to sell.');
  const rate = houseBuyRate(price.rateInrPerUsdt);
  const considerationInr = ceilDiv(usdtSold * rate, MICRO_USDT_PER_USDT);
  assertWithinPerRequest(SELL_LIMIT_CHECK, considerationInr);
  assertWithinDailySellLimit(considerationInr, soldTodayInr);
  const figures = sellFigures(considerationInr, soldThisYearInr);
  return {
    rateInrPerUsdt: rate,
    marketRateInrPerUsdt: price.rateInrPerUsdt,
    usdtSold,
    considerationInr,
    ...figures,
    taxNote: sellTaxNote(figures.tdsInr),
    roundingNote: SELL_ROUNDING_NOTE,
    priceObservedAt: price.observedAt,
    quotedAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + QUOTE_TTL_MS).toISOString(),
  };
}

/** The daily limit, checked when quoting and again (with fresh figures) when a sell executes. */
export function assertWithinDailySellLimit(considerationInr: bigint, soldTodayInr: bigint): void {
  assertWithinPeriods(SELL_LIMIT_CHECK, considerationInr, { today: soldTodayInr });
}
