/**
 * The terms of selling USDT to the house, beside the buy's (buy-terms.ts): the same fee, GST, quote
 * lifetime and price tolerance, the house's buy rate below the rate it sells at, and the sell's own
 * limits. The quote maths uses them and the sell screen shows them.
 */

import { GST_PERCENT } from '../india/gst';
import { VDA_TDS, YEARLY_THRESHOLD_PAISE } from '../india/vda-tds';
import type { AmountLimits, LimitRefusals } from '../limits/amount-limits';
import { formatRupees } from '../money';
import { FEE_BASIS_POINTS, MIN_FEE_PAISE, PRICE_TOLERANCE_BASIS_POINTS, QUOTE_TTL_MS } from './buy-terms';

/**
 * The house buys USDT this far below the rate it sells at (the feed's rate, which buys use): the
 * spread covers the market moving while the house holds the USDT it bought.
 */
export const SELL_SPREAD_BASIS_POINTS = 100n;

/**
 * Limits on the consideration (the USDT at the house's buy rate, before fee, GST and TDS). Per day is
 * the calendar day in India, as for buys.
 */
export const SELL_LIMITS: AmountLimits = {
  currency: 'INR',
  perRequest: { min: 100_00n, max: 2_00_000_00n },
  perDay: 5_00_000_00n,
};

export const sellLimitRefusals: LimitRefusals = {
  belowMinimum: (min) => `The smallest sell is worth ${formatRupees(min)}.`,
  aboveMaximum: (max) => `One sell can be worth at most ${formatRupees(max)}.`,
  pastDailyLimit: (perDay, leftToday) =>
    `You can sell up to ${formatRupees(perDay)} worth a day; ${formatRupees(leftToday)} is left today.`,
};

const TDS_LAW = `${VDA_TDS.ratePercent}% TDS (Income-tax Act ${VDA_TDS.section})`;
const YEARLY_THRESHOLD = formatRupees(YEARLY_THRESHOLD_PAISE.sell);
const PAID_FOR_YOU = 'We pay it to the government against your PAN; it shows in your Form 26AS.';

export const SELL_TAX_NOTE = `India deducts ${TDS_LAW} on what you sell, after our fee and GST, once your sells this financial year (April to March) pass ${YEARLY_THRESHOLD} after fee and GST: on the sell that passes it and on every sell after. ${PAID_FOR_YOU}`;

/** The quote's own note: which case of the yearly threshold this sell falls in. */
export const sellTaxNote = (tdsInr: bigint) =>
  tdsInr === 0n
    ? `No TDS on this sell: your sells this financial year stay within ${YEARLY_THRESHOLD} with it, after our fee and GST, and India's ${TDS_LAW} starts past that.`
    : `India deducts ${TDS_LAW} on this sell, after our fee and GST, as your sells this financial year pass ${YEARLY_THRESHOLD} with it. ${PAID_FOR_YOU}`;

export const SELL_ROUNDING_NOTE =
  'Amounts are rounded in your favour by at most 0.01 INR, except TDS, which the law has us round up to the paisa.';

export const sellTerms = {
  spreadBasisPoints: SELL_SPREAD_BASIS_POINTS,
  feeBasisPoints: FEE_BASIS_POINTS,
  minFeeInr: MIN_FEE_PAISE,
  gstPercent: GST_PERCENT,
  tdsPercent: VDA_TDS.ratePercent,
  tdsSection: VDA_TDS.section,
  tdsYearlyThresholdInr: YEARLY_THRESHOLD_PAISE.sell,
  quoteTtlSeconds: QUOTE_TTL_MS / 1000,
  priceToleranceBasisPoints: PRICE_TOLERANCE_BASIS_POINTS,
  limits: SELL_LIMITS,
  taxNote: SELL_TAX_NOTE,
  roundingNote: SELL_ROUNDING_NOTE,
} as const;
