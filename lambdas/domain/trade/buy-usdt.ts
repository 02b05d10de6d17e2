/**
 * Buying USDT, from quote to journal entry, through the locked-quote machinery both sides share
 * (locked-quote.ts): a `buyUsdt` entry that the ledger refuses whole when the INR wallet, the day's
 * limit or the house's USDT inventory falls short. By the Terms, the house bears the buyer's TDS
 * (s.194S) past their yearly threshold, in the buy's own entry: nothing is taken from the buyer.
 */

import type { BuyOrderRequest, BuyQuoteRequest } from '../../../contract/buy-usdt';
import { financialYearOf, indianDayOf } from '../india/calendar';
import { tdsBorneOnBuy, YEARLY_THRESHOLD_PAISE } from '../india/vda-tds';
import { buyUsdt } from '../ledger/recipes/buy-usdt';
import { parseAmount } from '../money';
import type { Caller } from '../open-profile';
import { assertWithinDailyLimit, quoteBuy } from './buy-quote';
import { BUY_LIMITS } from './buy-terms';
import {
  type ExecutedQuote,
  executeLockedQuote,
  lockQuote,
  type QuoteExecution,
  type TradeDependencies,
  type TradeLedger,
  totalToday,
} from './locked-quote';
import type { StoredBuyQuote } from './quote-store';
import { rateText } from './trade-views';

export type BuyDependencies = TradeDependencies;
export type BuyLedger = TradeLedger;
export type { QuoteStore, StoredBuyQuote as StoredQuote } from './quote-store';

const DAILY_CAP = 'usdt-buys';
const YEAR_CAP = 'vda-buy-consideration';
const ACTION = 'buy USDT';

const NOT_ENOUGH_INR = 'Your INR wallet does not hold enough for this buy. Add money or buy for less.';

/** INR the caller has paid for buys on today's date in India. */
export const spentToday = (caller: Caller, deps: Pick<BuyDependencies, 'ledger' | 'now'>) =>
  totalToday(caller.userId, DAILY_CAP, deps);

export async function createBuyQuote(
  caller: Caller,
  request: BuyQuoteRequest,
  deps: BuyDependencies,
): Promise<StoredBuyQuote> {
  return lockQuote<StoredBuyQuote>(caller, ACTION, deps, async (now) => {
    const [price, paidTodayInr] = await Promise.all([deps.prices.current(), spentToday(caller, deps)]);
    const amount =
      'spendInr' in request
        ? { spendInr: parseAmount(request.spendInr, 'INR') }
        : { receiveUsdt: parseAmount(request.receiveUsdt, 'USDT') };
    return { ...quoteBuy({ amount, price, now, paidTodayInr }), side: 'buy' };
  });
}

const buying = (caller: Caller, deps: BuyDependencies): QuoteExecution<StoredBuyQuote> => ({
  side: 'buy',
  action: ACTION,
  dailyCap: DAILY_CAP,
  spends: (quote) => ({ currency: 'INR', amountMinor: quote.inrPaid, notEnough: NOT_ENOUGH_INR }),
  async movement(quote, { now, idempotencyKey }) {
    const year = financialYearOf(now);
    const yearToDate = await deps.ledger.capTotal(caller.userId, YEAR_CAP, year);
    return buyUsdt({
      userId: caller.userId,
      inrPaidMinor: quote.inrPaid,
      feeMinor: quote.feeInr,
      gstMinor: quote.gstInr,
      usdtMinor: quote.usdtReceived,
      quoteId: quote.id,
      idempotencyKey,
      rateDescription: `1 USDT = ${rateText(quote.rateInrPerUsdt)}`,
      dailyCap: { period: indianDayOf(now), maxMinor: BUY_LIMITS.perDay },
      // The consideration for the USDT is the principal: fee and GST pay for our service.
      borneTds: {
        year: { period: year, thresholdMinor: YEARLY_THRESHOLD_PAISE.buy },
        considerationMinor: quote.principalInr,
        tdsMinor: tdsBorneOnBuy(yearToDate, quote.principalInr),
      },
    });
  },
  dailyLimit: {
    field: 'spendInr',
    assertWithin: (quote, totalToday) => assertWithinDailyLimit(quote.inrPaid, totalToday),
  },
});

export type ExecutedBuy = ExecutedQuote<StoredBuyQuote>;

export const executeBuy = (
  caller: Caller,
  request: BuyOrderRequest & { idempotencyKey: string },
  deps: BuyDependencies,
): Promise<ExecutedBuy> => executeLockedQuote(caller, request, deps, buying(caller, deps));
