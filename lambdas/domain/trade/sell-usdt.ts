/**
 * Selling USDT to the house for INR, from quote to journal entry, through the locked-quote machinery
 * both sides share (locked-quote.ts): a `sellUsdt` entry (sell-movements.ts) that the ledger refuses
 * whole when the USDT wallet or the day's limit falls short, with TDS (s.194S) deducted in it.
 */
import type { SellOrderRequest, SellQuoteRequest } from '../../../contract/sell-usdt';
import { sellUsdt } from '../ledger/sell-movements';
import { parseAmount } from '../money';
import type { Caller } from '../open-profile';
import { rateText } from './buy-views';
import { indianDayOf } from './india-day';
import {
  type ExecutedQuote,
  executeLockedQuote,
  lockQuote,
  type QuoteExecution,
  type TradeDependencies,
  totalToday,
} from './locked-quote';
import type { StoredSellQuote } from './quote-store';
import { assertWithinDailySellLimit, quoteSell } from './sell-quote';
import { SELL_LIMITS_PAISE } from './sell-terms';
import { TradeLimitError } from './trade-errors';

const DAILY_CAP = 'usdt-sells';
const ACTION = 'sell USDT';

const NOT_ENOUGH_USDT = 'Your USDT wallet does not hold that much. Sell less, or deposit more USDT first.';

/** The consideration of the caller's sells on today's date in India. */
export const soldToday = (caller: Caller, deps: Pick<TradeDependencies, 'ledger' | 'now'>) =>
  totalToday(caller.userId, DAILY_CAP, deps);

export async function createSellQuote(
  caller: Caller,
  request: SellQuoteRequest,
  deps: TradeDependencies,
): Promise<StoredSellQuote> {
  return lockQuote<StoredSellQuote>(caller, ACTION, deps, async (now) => {
    const usdtSold = parseAmount(request.sellUsdt, 'USDT');
    const [price, soldTodayInr, held] = await Promise.all([
      deps.prices.current(),
      soldToday(caller, deps),
      deps.ledger.walletBalance(caller.userId, 'USDT'),
    ]);
    // Said at once, not after the PIN: a quote for USDT the wallet does not hold could never execute.
    if (held < usdtSold) throw new TradeLimitError('sellUsdt', NOT_ENOUGH_USDT);
    return { ...quoteSell({ usdtSold, price, now, soldTodayInr }), side: 'sell' };
  });
}

const selling = (caller: Caller): QuoteExecution<StoredSellQuote> => ({
  side: 'sell',
  action: ACTION,
  dailyCap: DAILY_CAP,
  spends: (quote) => ({ currency: 'USDT', amountMinor: quote.usdtSold, notEnough: NOT_ENOUGH_USDT }),
  movement: async (quote, { now, idempotencyKey }) =>
    sellUsdt({
      userId: caller.userId,
      usdtMinor: quote.usdtSold,
      considerationMinor: quote.considerationInr,
      feeMinor: quote.feeInr,
      gstMinor: quote.gstInr,
      tdsMinor: quote.tdsInr,
      quoteId: quote.id,
      idempotencyKey,
      rateDescription: `1 USDT = ${rateText(quote.rateInrPerUsdt)}`,
      dailyCap: { period: indianDayOf(now), maxMinor: SELL_LIMITS_PAISE.maxPerDay },
    }),
  dailyLimit: {
    field: 'sellUsdt',
    assertWithin: (quote, totalToday) => assertWithinDailySellLimit(quote.considerationInr, totalToday),
  },
});

export type ExecutedSell = ExecutedQuote<StoredSellQuote>;

export const executeSell = (
  caller: Caller,
  request: SellOrderRequest & { idempotencyKey: string },
  deps: TradeDependencies,
): Promise<ExecutedSell> => executeLockedQuote(caller, request, deps, selling(caller));
