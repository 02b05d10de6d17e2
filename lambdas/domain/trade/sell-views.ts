/** What the sell routes answer: every figure as a decimal string, as the server decided it. */
import type { SellOrder, SellQuote as SellQuoteView, SellTerms } from '../../../contract/sell-usdt';
import type { PostedMovement } from '../ledger/book/ledger';
import { transactionView } from '../wallets/wallet-transactions';
import { inr, percentOfBasisPoints, usdt } from './buy-views';
import type { StoredSellQuote } from './quote-store';
import { sellTerms } from './sell-terms';

const quoteFigures = (quote: StoredSellQuote) => ({
  quoteId: quote.id,
  rateInrPerUsdt: inr(quote.rateInrPerUsdt),
  usdtSold: usdt(quote.usdtSold),
  considerationInr: inr(quote.considerationInr),
  feeInr: inr(quote.feeInr),
  gstInr: inr(quote.gstInr),
  tdsInr: inr(quote.tdsInr),
  inrReceived: inr(quote.inrReceived),
});

export const sellQuoteView = (quote: StoredSellQuote): SellQuoteView => ({
  ...quoteFigures(quote),
  marketRateInrPerUsdt: inr(quote.marketRateInrPerUsdt),
  tdsSection: sellTerms.tdsSection,
  taxNote: quote.taxNote,
  roundingNote: quote.roundingNote,
  quotedAt: quote.quotedAt,
  expiresAt: quote.expiresAt,
});

/** What the caller sold: today (for the daily limit) and in the financial year (for the TDS threshold). */
export interface SellerTotals {
  soldTodayInr: bigint;
  soldThisYearInr: bigint;
  financialYear: string;
}

export function sellTermsView({ soldTodayInr, soldThisYearInr, financialYear }: SellerTotals): SellTerms {
  const { limitsInr } = sellTerms;
  const left = limitsInr.maxPerDay - soldTodayInr;
  return {
    spreadPercent: percentOfBasisPoints(sellTerms.spreadBasisPoints),
    feePercent: percentOfBasisPoints(sellTerms.feeBasisPoints),
    minimumFeeInr: inr(sellTerms.minFeeInr),
    gstPercent: String(sellTerms.gstPercent),
    tdsPercent: String(sellTerms.tdsPercent),
    tdsSection: sellTerms.tdsSection,
    quoteValidSeconds: sellTerms.quoteTtlSeconds,
    priceTolerancePercent: percentOfBasisPoints(sellTerms.priceToleranceBasisPoints),
    limits: {
      minimumPerOrderInr: inr(limitsInr.minPerOrder),
      maximumPerOrderInr: inr(limitsInr.maxPerOrder),
      maximumPerDayInr: inr(limitsInr.maxPerDay),
      soldTodayInr: inr(soldTodayInr),
      leftTodayInr: inr(left > 0n ? left : 0n),
    },
    yearlyTds: {
      financialYear,
      thresholdInr: inr(sellTerms.tdsYearlyThresholdInr),
      soldThisYearInr: inr(soldThisYearInr),
    },
    taxNote: sellTerms.taxNote,
    roundingNote: sellTerms.roundingNote,
  };
}

export const sellOrderView = (quote: StoredSellQuote, posted: PostedMovement): SellOrder => ({
  ...quoteFigures(quote),
  transactions: posted.transactions.map(transactionView),
});
