/** What the sell routes answer: every figure as a decimal string, as the server decided it. */
import { namedLimits } from '../../../contract/limits';
import {
  type SellOrder,
  type SellQuote as SellQuoteView,
  type SellTerms,
  sellLimitNames,
} from '../../../contract/sell-usdt';
import type { PostedMovement } from '../ledger/book/ledger';
import { limitsView } from '../limits/limits-view';
import { transactionView } from '../wallets/wallet-transactions';
import type { StoredSellQuote } from './quote-store';
import { sellTerms } from './sell-terms';
import { inr, percentOfBasisPoints, tradePricingView, usdt } from './trade-views';

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
  return {
    ...tradePricingView(sellTerms),
    spreadPercent: percentOfBasisPoints(sellTerms.spreadBasisPoints),
    tdsPercent: String(sellTerms.tdsPercent),
    tdsSection: sellTerms.tdsSection,
    limits: namedLimits(limitsView(sellTerms.limits, soldTodayInr), sellLimitNames),
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
