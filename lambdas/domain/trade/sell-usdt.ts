/**
 * Selling USDT to the house for INR, from quote to journal entry, through the locked-quote machinery
 * both sides share (locked-quote.ts): a `sellUsdt` entry (recipes/sell-usdt.ts) that the ledger refuses
 * whole when the USDT wallet or the day's limit falls short, with TDS (s.194S) deducted in it once the
 * seller's year is past the threshold. The quote prices the TDS from the year as it stood; the sell
 * executes only while the year still calls for that TDS, never at other figures.
 */
import type { SellOrderRequest, SellQuoteRequest } from '../../../contract/sell-usdt';
import { financialYearOf, indianDayOf } from '../india/calendar';
import { YEARLY_THRESHOLD_PAISE } from '../india/vda-tds';
import { sellUsdt } from '../ledger/recipes/sell-usdt';
import { AmountRefusedError } from '../limits/amount-limits';
import { parseAmount } from '../money';
import type { Caller } from '../open-profile';
import {
  type ExecutedQuote,
  executeLockedQuote,
  lockQuote,
  type QuoteExecution,
  type TradeDependencies,
  totalToday,
} from './locked-quote';
import type { StoredSellQuote } from './quote-store';
import { assertWithinDailySellLimit, quoteSell, sellFigures } from './sell-quote';
import { SELL_LIMITS } from './sell-terms';
import { SellTdsChangedError } from './trade-errors';
import { rateText } from './trade-views';

const DAILY_CAP = 'usdt-sells';
const YEAR_CAP = 'vda-sell-consideration';
const ACTION = 'sell USDT';

const NOT_ENOUGH_USDT = 'Your USDT wallet does not hold that much. Sell less, or deposit more USDT first.';

/** The consideration of the caller's sells on today's date in India. */
const soldToday = (caller: Caller, deps: Pick<TradeDependencies, 'ledger' | 'now'>) =>
  totalToday(caller.userId, DAILY_CAP, deps);

/** The consideration, net of fee and GST, of the caller's sells in the financial year of `now`. */
const soldInYear = (userId: string, now: Date, deps: Pick<TradeDependencies, 'ledger'>) =>
  deps.ledger.capTotal(userId, YEAR_CAP, financialYearOf(now));

/** What the sell screen shows of the caller's sells before they type: today's and this financial year's. */
export async function sellerTotals(caller: Caller, deps: Pick<TradeDependencies, 'ledger' | 'now'>) {
  const now = deps.now();
  const [soldTodayInr, soldThisYearInr] = await Promise.all([
    soldToday(caller, deps),
    soldInYear(caller.userId, now, deps),
  ]);
  return { soldTodayInr, soldThisYearInr, financialYear: financialYearOf(now) };
}

export async function createSellQuote(
  caller: Caller,
  request: SellQuoteRequest,
  deps: TradeDependencies,
): Promise<StoredSellQuote> {
  return lockQuote<StoredSellQuote>(caller, ACTION, deps, async (now) => {
    const usdtSold = parseAmount(request.sellUsdt, 'USDT');
    const [price, soldTodayInr, soldThisYearInr, held] = await Promise.all([
      deps.prices.current(),
      soldToday(caller, deps),
      soldInYear(caller.userId, now, deps),
      deps.ledger.walletBalance(caller.userId, 'USDT'),
    ]);
    // Said at once, not after the PIN: a quote for USDT the wallet does not hold could never execute.
    if (held < usdtSold) throw new AmountRefusedError('sellUsdt', NOT_ENOUGH_USDT);
    return { ...quoteSell({ usdtSold, price, now, soldTodayInr, soldThisYearInr }), side: 'sell' };
  });
}

/**
 * The quote's TDS, checked against the year as it stands now (read again each time the entry is
 * planned, so after the year's cap refused it too): another sell of the same customer may have taken
 * the year past the threshold since the quote, or a new financial year begun.
 */
async function assertQuotedTdsStillDue(quote: StoredSellQuote, now: Date, deps: TradeDependencies) {
  const { tdsInr } = sellFigures(quote.considerationInr, await soldInYear(quote.userId, now, deps));
  if (tdsInr !== quote.tdsInr) throw new SellTdsChangedError(tdsInr > 0n);
}

const selling = (caller: Caller, deps: TradeDependencies): QuoteExecution<StoredSellQuote> => ({
  side: 'sell',
  action: ACTION,
  dailyCap: DAILY_CAP,
  spends: (quote) => ({ currency: 'USDT', amountMinor: quote.usdtSold, notEnough: NOT_ENOUGH_USDT }),
  async movement(quote, { now, idempotencyKey }) {
    await assertQuotedTdsStillDue(quote, now, deps);
    return sellUsdt({
      userId: caller.userId,
      usdtMinor: quote.usdtSold,
      considerationMinor: quote.considerationInr,
      feeMinor: quote.feeInr,
      gstMinor: quote.gstInr,
      tdsMinor: quote.tdsInr,
      quoteId: quote.id,
      idempotencyKey,
      rateDescription: `1 USDT = ${rateText(quote.rateInrPerUsdt)}`,
      dailyCap: { period: indianDayOf(now), maxMinor: SELL_LIMITS.perDay },
      tdsYear: { period: financialYearOf(now), thresholdMinor: YEARLY_THRESHOLD_PAISE.sell },
    });
  },
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
): Promise<ExecutedSell> => executeLockedQuote(caller, request, deps, selling(caller, deps));
