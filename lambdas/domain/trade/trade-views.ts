/**
 * What the buy and sell views share: figures as decimal strings, percentages as people read them, and
 * the pricing both trades show before the person types.
 */
import { formatAmount, formatRupees } from '../money';

export const inr = (paise: bigint) => formatAmount(paise, 'INR');
export const usdt = (micro: bigint) => formatAmount(micro, 'USDT');

/** A basis-point figure as a percentage for people: 50n → '0.5'. */
export const percentOfBasisPoints = (basisPoints: bigint) =>
  `${basisPoints / 100n}${
    basisPoints % 100n === 0n
      ? ''
      : `.${String(basisPoints % 100n)
          .padStart(2, '0')
          .replace(/0$/, '')}`
  }`;

/** The rate as a person reads it: 8842n → '₹88.42'. */
export const rateText = (paisePerUsdt: bigint) => formatRupees(paisePerUsdt);

/** The terms a trade prices with (buy-terms.ts, sell-terms.ts). */
export interface TradePricing {
  feeBasisPoints: bigint;
  minFeeInr: bigint;
  gstPercent: bigint;
  quoteTtlSeconds: number;
  priceToleranceBasisPoints: bigint;
}

/** A trade's fee, its GST, how long a quote holds and how far the price may move before it is refused. */
export const tradePricingView = (terms: TradePricing) => ({
  feePercent: percentOfBasisPoints(terms.feeBasisPoints),
  minimumFeeInr: inr(terms.minFeeInr),
  gstPercent: String(terms.gstPercent),
  quoteValidSeconds: terms.quoteTtlSeconds,
  priceTolerancePercent: percentOfBasisPoints(terms.priceToleranceBasisPoints),
});
