/** What the buy routes answer: every figure as a decimal string, as the server decided it. */
import type { BuyOrder, BuyQuote as BuyQuoteView, BuyTerms } from '../../../contract/buy-usdt';
import type { PostedMovement } from '../ledger/book/ledger';
import { formatAmount, formatRupees } from '../money';
import { transactionView } from '../wallets/wallet-transactions';
import { buyTerms } from './buy-terms';
import type { StoredBuyQuote as StoredQuote } from './quote-store';

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

export function quoteView(quote: StoredQuote): BuyQuoteView {
  return {
    quoteId: quote.id,
    asked: quote.asked,
    rateInrPerUsdt: inr(quote.rateInrPerUsdt),
    principalInr: inr(quote.principalInr),
    feeInr: inr(quote.feeInr),
    gstInr: inr(quote.gstInr),
    inrPaid: inr(quote.inrPaid),
    usdtReceived: usdt(quote.usdtReceived),
    tdsInr: inr(quote.tdsInr),
    taxNote: quote.taxNote,
    roundingNote: quote.roundingNote,
    quotedAt: quote.quotedAt,
    expiresAt: quote.expiresAt,
  };
}

export function termsView(spentTodayInr: bigint): BuyTerms {
  const { limitsInr } = buyTerms;
  const left = limitsInr.maxPerDay - spentTodayInr;
  return {
    feePercent: percentOfBasisPoints(buyTerms.feeBasisPoints),
    minimumFeeInr: inr(buyTerms.minFeeInr),
    gstPercent: String(buyTerms.gstPercent),
    quoteValidSeconds: buyTerms.quoteTtlSeconds,
    priceTolerancePercent: percentOfBasisPoints(buyTerms.priceToleranceBasisPoints),
    limits: {
      minimumPerOrderInr: inr(limitsInr.minPerOrder),
      maximumPerOrderInr: inr(limitsInr.maxPerOrder),
      maximumPerDayInr: inr(limitsInr.maxPerDay),
      spentTodayInr: inr(spentTodayInr),
      leftTodayInr: inr(left > 0n ? left : 0n),
    },
    taxNote: buyTerms.tdsNote,
    roundingNote: buyTerms.roundingNote,
  };
}

export function orderView(quote: StoredQuote, posted: PostedMovement): BuyOrder {
  return {
    quoteId: quote.id,
    rateInrPerUsdt: inr(quote.rateInrPerUsdt),
    inrPaid: inr(quote.inrPaid),
    usdtReceived: usdt(quote.usdtReceived),
    transactions: posted.transactions.map(transactionView),
  };
}
