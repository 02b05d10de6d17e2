/** What the buy routes answer: every figure as a decimal string, as the server decided it. */
import {
  type BuyOrder,
  type BuyQuote as BuyQuoteView,
  type BuyTerms,
  buyLimitNames,
} from '../../../contract/buy-usdt';
import { namedLimits } from '../../../contract/limits';
import type { PostedMovement } from '../ledger/book/ledger';
import { limitsView } from '../limits/limits-view';
import { transactionView } from '../wallets/wallet-transactions';
import { buyTerms } from './buy-terms';
import type { StoredBuyQuote as StoredQuote } from './quote-store';
import { inr, tradePricingView, usdt } from './trade-views';

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
  return {
    ...tradePricingView(buyTerms),
    limits: namedLimits(limitsView(buyTerms.limits, spentTodayInr), buyLimitNames),
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
