/**
 * Buying USDT, from quote to journal entry. A quote is priced from the feed and kept server-side under
 * the customer for QUOTE_TTL_MS; executing it checks, in order: the quote is the caller's, the person
 * is KYC-verified, the quote has not run out, the transaction PIN, the current price (fresh and within
 * the tolerance) — then posts one `buyUsdt` entry that the ledger refuses whole when the INR wallet,
 * the day's limit or the house's USDT inventory falls short. The quote id and the Idempotency-Key are
 * both references of the entry, so neither a retry nor a second click buys twice.
 */

import type { KycStatus } from '../../../contract/account';
import type { BuyOrderRequest, BuyQuoteRequest } from '../../../contract/buy-usdt';
import { assertNothingOwed } from '../deposits/customer-receivable';
import { ForbiddenError, InsufficientFundsError, NotFoundError } from '../errors';
import { CapReachedError, type MovementCap } from '../ledger/entry-plan';
import type { ExternalReference } from '../ledger/external-reference';
import type { LedgerWriter, PostedMovement } from '../ledger/ledger';
import { buyUsdt } from '../ledger/money-movements';
import { parseAmount } from '../money';
import type { Caller } from '../open-profile';
import { type TransactionPinDependencies, verifyTransactionPin } from '../transaction-pin';
import { assertWithinDailyLimit, type BuyQuote, quoteBuy } from './buy-quote';
import { BUY_LIMITS_PAISE } from './buy-terms';
import { rateText } from './buy-views';
import { indianDayOf } from './india-day';
import type { PriceFeed } from './price';
import { assertQuoteExecutable } from './quote-execution';
import { BuyLimitError, QuoteExpiredError } from './trade-errors';

export interface StoredQuote extends BuyQuote {
  id: string;
  userId: string;
}

export interface QuoteStore {
  save(quote: StoredQuote): Promise<void>;
  /** The caller's own quote; another person's quote id finds nothing. */
  load(userId: string, quoteId: string): Promise<StoredQuote | undefined>;
}

export interface BuyLedger extends LedgerWriter {
  postedUnder(reference: ExternalReference): Promise<Omit<PostedMovement, 'replayed'> | undefined>;
  capTotal(userId: string, name: MovementCap['name'], period: string): Promise<bigint>;
  walletBalance(userId: string, currency: 'INR' | 'USDT'): Promise<bigint>;
}

export interface BuyDependencies {
  quotes: QuoteStore;
  prices: PriceFeed;
  ledger: BuyLedger;
  kycStatusOf(userId: string): Promise<KycStatus>;
  pin: TransactionPinDependencies;
  now(): Date;
  newQuoteId(): string;
}

const DAILY_CAP = 'usdt-buys';

const NOT_ENOUGH_INR = 'Your INR wallet does not hold enough for this buy. Add money or buy for less.';

const notVerified: Record<Exclude<KycStatus, 'approved'>, string> = {
  'not-submitted': 'Complete your account setup (KYC and bank details) to buy USDT.',
  pending: 'Your account setup is being reviewed. You can buy USDT once it is approved.',
  rejected: 'Your account setup was not approved. Update it and submit it again to buy USDT.',
};

/** Only a KYC-verified person may buy (PMLA: a reporting entity knows its customers first). */
async function assertVerified(userId: string, deps: Pick<BuyDependencies, 'kycStatusOf'>): Promise<void> {
  const status = await deps.kycStatusOf(userId);
  if (status !== 'approved') throw new ForbiddenError(notVerified[status]);
}

/** While the customer owes us (a refund after they spent the money), no money leaves the wallet. */
const assertOwesNothing = (userId: string, deps: Pick<BuyDependencies, 'ledger'>) =>
  assertNothingOwed(userId, { owedBy: (id) => deps.ledger.capTotal(id, 'customer-receivable', 'open') });

/** INR the caller has paid for buys on today's date in India. */
export function spentToday(caller: Caller, deps: Pick<BuyDependencies, 'ledger' | 'now'>): Promise<bigint> {
  return deps.ledger.capTotal(caller.userId, DAILY_CAP, indianDayOf(deps.now()));
}

export async function createBuyQuote(
  caller: Caller,
  request: BuyQuoteRequest,
  deps: BuyDependencies,
): Promise<StoredQuote> {
  await assertVerified(caller.userId, deps);
  await assertOwesNothing(caller.userId, deps);
  const now = deps.now();
  const [price, paidTodayInr] = await Promise.all([deps.prices.current(), spentToday(caller, deps)]);
  const amount =
    'spendInr' in request
      ? { spendInr: parseAmount(request.spendInr, 'INR') }
      : { receiveUsdt: parseAmount(request.receiveUsdt, 'USDT') };
  const quote: StoredQuote = {
    ...quoteBuy({ amount, price, now, paidTodayInr }),
    id: deps.newQuoteId(),
    userId: caller.userId,
  };
  await deps.quotes.save(quote);
  return quote;
}

export interface ExecutedBuy {
  quote: StoredQuote;
  posted: PostedMovement;
}

export async function executeBuy(
  caller: Caller,
  request: BuyOrderRequest & { idempotencyKey: string },
  deps: BuyDependencies,
): Promise<ExecutedBuy> {
  const [quote] = await Promise.all([
    deps.quotes.load(caller.userId, request.quoteId),
    assertVerified(caller.userId, deps),
  ]);
  if (!quote) throw new NotFoundError('There is no such quote. Please ask for a new price.');
  // A quote executed already (a second click, a retry under a new key) answers with that buy.
  const earlier = await deps.ledger.postedUnder({ source: 'quote', id: quote.id });
  if (earlier) return { quote, posted: { ...earlier, replayed: true } };

  // An expired quote or an INR wallet that cannot pay is refused before the PIN is judged, so it costs
  // no PIN attempt; the ledger still refuses a wallet emptied meanwhile.
  if (deps.now().getTime() >= Date.parse(quote.expiresAt)) throw new QuoteExpiredError();
  await assertOwesNothing(caller.userId, deps);
  if ((await deps.ledger.walletBalance(caller.userId, 'INR')) < quote.inrPaid)
    throw new InsufficientFundsError(NOT_ENOUGH_INR);
  await verifyTransactionPin(caller, request.pin, deps.pin);
  const now = deps.now();
  assertQuoteExecutable(quote, await deps.prices.current(), now);

  const period = indianDayOf(now);
  try {
    const posted = await deps.ledger.post(
      buyUsdt({
        userId: caller.userId,
        inrPaidMinor: quote.inrPaid,
        feeMinor: quote.feeInr,
        gstMinor: quote.gstInr,
        usdtMinor: quote.usdtReceived,
        quoteId: quote.id,
        idempotencyKey: request.idempotencyKey,
        rateDescription: `1 USDT = ${rateText(quote.rateInrPerUsdt)}`,
        dailyCap: { period, maxMinor: BUY_LIMITS_PAISE.maxPerDay },
      }),
    );
    return { quote, posted };
  } catch (error) {
    if (error instanceof InsufficientFundsError) throw new InsufficientFundsError(NOT_ENOUGH_INR);
    if (!(error instanceof CapReachedError)) throw error;
    // Say how much is left, from the total as it stands now.
    assertWithinDailyLimit(quote.inrPaid, await deps.ledger.capTotal(caller.userId, DAILY_CAP, period));
    throw new BuyLimitError('spendInr', 'This buy would pass your daily limit. Please try a smaller amount.');
  }
}
