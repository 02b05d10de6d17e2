/**
 * The quote for buying USDT with INR. The person names either the INR they spend (everything included)
 * or the USDT they want; the server works out every other figure:
 *
 *   principal  INR that buys the USDT at the rate
 *   fee        FEE_BASIS_POINTS of the principal, at least MIN_FEE_PAISE
 *   GST        GST_PERCENT of the fee
 *   INR paid   principal + fee + GST, exactly
 *
 * Integers only (paise, USDT micro-units). Every rounding is in the customer's favour, by at most one
 * minor unit: USDT is rounded up, INR principal, fee and GST down. No TDS on a buy (s.194S taxes sells).
 */

import { gstOnFee } from '../india/gst';
import {
  AmountRefusedError,
  assertWithinPeriods,
  assertWithinPerRequest,
  type LimitCheck,
} from '../limits/amount-limits';
import { currencies } from '../money';
import {
  BUY_LIMITS,
  BUY_TAX_NOTE,
  buyLimitRefusals,
  FEE_BASIS_POINTS,
  MIN_FEE_PAISE,
  QUOTE_TTL_MS,
  ROUNDING_NOTE,
} from './buy-terms';
import type { PriceObservation } from './price';
import { assertFreshPrice } from './price';

const MICRO_USDT_PER_USDT = 10n ** BigInt(currencies.USDT.decimals);
const BASIS_POINTS = 10_000n;

/** The buy's limits count the INR paid, refused at the field the person typed (INR or USDT). */
const buyLimitsOn = (field: string): LimitCheck => ({
  limits: BUY_LIMITS,
  refusals: buyLimitRefusals,
  field,
});

export type BuyAmount = { spendInr: bigint } | { receiveUsdt: bigint };

export interface BuyQuote {
  /** What the person typed: INR to spend or USDT to receive. */
  asked: 'spend' | 'receive';
  /** Paise per 1 USDT. */
  rateInrPerUsdt: bigint;
  principalInr: bigint;
  feeInr: bigint;
  gstInr: bigint;
  /** principal + fee + GST. */
  inrPaid: bigint;
  /** Micro-USDT. */
  usdtReceived: bigint;
  /** Always 0 on a buy; the field is there so the screen and the ledger say so. */
  tdsInr: bigint;
  taxNote: string;
  roundingNote: string;
  priceObservedAt: string;
  quotedAt: string;
  expiresAt: string;
}

/** A division rounded up, for figures rounded in the customer's favour. */
export const ceilDiv = (numerator: bigint, denominator: bigint) =>
  (numerator + denominator - 1n) / denominator;

/** Our fee on a principal, floored (customer's favour), never below the minimum. */
export function feeOn(principalInr: bigint): bigint {
  const percentageFee = (principalInr * FEE_BASIS_POINTS) / BASIS_POINTS;
  return percentageFee > MIN_FEE_PAISE ? percentageFee : MIN_FEE_PAISE;
}

/** GST on our fee, floored: the house bears the fraction of a paisa, not the customer. */
export const gstOn = gstOnFee;

const totalFor = (principalInr: bigint) => {
  const fee = feeOn(principalInr);
  return principalInr + fee + gstOn(fee);
};

/**
 * Splits an INR amount to spend into principal, fee and GST that add up to it exactly. The total grows
 * by 1 to 3 paise per paisa of principal, so the largest principal whose total fits leaves a slack of at
 * most 2 paise; it goes to the principal, so the fee charged is at most a paisa under its formula.
 */
function splitSpend(spendInr: bigint): { principal: bigint; fee: bigint; gst: bigint } {
  let low = 0n;
  let high = spendInr;
  while (low < high) {
    const middle = (low + high + 1n) / 2n;
    if (totalFor(middle) <= spendInr) low = middle;
    else high = middle - 1n;
  }
  const fee = feeOn(low);
  const gst = gstOn(fee);
  return { principal: spendInr - fee - gst, fee, gst };
}

export interface QuoteBuyInput {
  amount: BuyAmount;
  price: PriceObservation;
  now: Date;
  /** INR the person has already paid for buys today (IST), for the daily limit. */
  paidTodayInr?: bigint;
}

export function quoteBuy({ amount, price, now, paidTodayInr = 0n }: QuoteBuyInput): BuyQuote {
  assertFreshPrice(price, now);
  const rate = price.rateInrPerUsdt;
  let principal: bigint;
  let fee: bigint;
  let gst: bigint;
  let usdtReceived: bigint;
  if ('spendInr' in amount) {
    assertWithinPerRequest(buyLimitsOn('spendInr'), amount.spendInr);
    ({ principal, fee, gst } = splitSpend(amount.spendInr));
    usdtReceived = ceilDiv(principal * MICRO_USDT_PER_USDT, rate);
  } else {
    if (amount.receiveUsdt <= 0n)
      throw new AmountRefusedError('receiveUsdt', 'Enter how much USDT you want.');
    usdtReceived = amount.receiveUsdt;
    principal = (usdtReceived * rate) / MICRO_USDT_PER_USDT;
    fee = feeOn(principal);
    gst = gstOn(fee);
    assertWithinPerRequest(buyLimitsOn('receiveUsdt'), principal + fee + gst);
  }
  const inrPaid = principal + fee + gst;
  assertWithinDailyLimit(inrPaid, paidTodayInr, 'spendInr' in amount ? 'spendInr' : 'receiveUsdt');
  return {
    asked: 'spendInr' in amount ? 'spend' : 'receive',
    rateInrPerUsdt: rate,
    principalInr: principal,
    feeInr: fee,
    gstInr: gst,
    inrPaid,
    usdtReceived,
    tdsInr: 0n,
    taxNote: BUY_TAX_NOTE,
    roundingNote: ROUNDING_NOTE,
    priceObservedAt: price.observedAt,
    quotedAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + QUOTE_TTL_MS).toISOString(),
  };
}

/** The daily limit, checked when quoting and again (with fresh figures) when a buy executes. */
export function assertWithinDailyLimit(inrPaid: bigint, paidTodayInr: bigint, field = 'spendInr'): void {
  assertWithinPeriods(buyLimitsOn(field), inrPaid, { today: paidTodayInr });
}
