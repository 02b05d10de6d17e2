/**
 * The terms of selling USDT to the house, beside the buy's (buy-terms.ts): the same fee, GST, quote
 * lifetime and price tolerance, the house's buy rate below the rate it sells at, and the sell's own
 * limits. The quote maths uses them and the sell screen shows them.
 */
import { VDA_TDS } from '../tax/vda-tds';
import {
  FEE_BASIS_POINTS,
  GST_PERCENT,
  MIN_FEE_PAISE,
  PRICE_TOLERANCE_BASIS_POINTS,
  QUOTE_TTL_MS,
} from './buy-terms';

/**
 * The house buys USDT this far below the rate it sells at (the feed's rate, which buys use): the
 * spread covers the market moving while the house holds the USDT it bought.
 */
export const SELL_SPREAD_BASIS_POINTS = 100n;

/**
 * Limits on the consideration (the USDT at the house's buy rate, before fee, GST and TDS). Per day is
 * the calendar day in India, as for buys.
 */
export const SELL_LIMITS_PAISE = {
  minPerOrder: 100_00n,
  maxPerOrder: 2_00_000_00n,
  maxPerDay: 5_00_000_00n,
} as const;

export const SELL_TAX_NOTE = `India deducts ${VDA_TDS.ratePercent}% TDS (Income-tax Act ${VDA_TDS.section}) on what you sell, after our fee and GST. We pay it to the government against your PAN; it shows in your Form 26AS.`;

export const SELL_ROUNDING_NOTE =
  'Amounts are rounded in your favour by at most 0.01 INR, except TDS, which the law has us round up to the paisa.';

export const sellTerms = {
  spreadBasisPoints: SELL_SPREAD_BASIS_POINTS,
  feeBasisPoints: FEE_BASIS_POINTS,
  minFeeInr: MIN_FEE_PAISE,
  gstPercent: GST_PERCENT,
  tdsPercent: VDA_TDS.ratePercent,
  tdsSection: VDA_TDS.section,
  quoteTtlSeconds: QUOTE_TTL_MS / 1000,
  priceToleranceBasisPoints: PRICE_TOLERANCE_BASIS_POINTS,
  limitsInr: SELL_LIMITS_PAISE,
  taxNote: SELL_TAX_NOTE,
  roundingNote: SELL_ROUNDING_NOTE,
} as const;
