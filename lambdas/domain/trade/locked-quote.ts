/**
 * What buying and selling USDT share: a quote priced from the feed and kept under the customer, then
 * executed once with the transaction PIN. Executing checks, in order: the quote is the caller's and of
 * this side, the person is KYC-verified, the quote has not run out, nothing is owed, the wallet holds
 * what the quote spends, the PIN, the current price (fresh and within the tolerance) — then posts the
 * side's one entry, which the ledger refuses whole when a wallet, a daily limit or the inventory falls
 * short. The quote id and the Idempotency-Key are both references of the entry, so neither a retry nor
 * a second click trades twice.
 */
import type { KycStatus } from '../../../contract/account';
import { assertNothingOwed } from '../deposits/customer-receivable';
import { ForbiddenError, NotFoundError } from '../errors';
import { indianDayOf } from '../india/calendar';
import type { Movement, MovementCap } from '../ledger/book/entry-plan';
import type { ExternalReference } from '../ledger/book/external-reference';
import type { LedgerWriter, PostedMovement } from '../ledger/book/ledger';
import { CapReachedError, InsufficientFundsError } from '../ledger/book/refusals';
import { AmountRefusedError } from '../limits/amount-limits';
import type { Currency } from '../money';
import type { Caller } from '../open-profile';
import { type TransactionPinDependencies, verifyTransactionPin } from '../transaction-pin';
import type { PriceFeed } from './price';
import { assertQuoteExecutable } from './quote-execution';
import type { QuoteStore, StoredQuote } from './quote-store';
import { QuoteExpiredError } from './trade-errors';

export interface TradeLedger extends LedgerWriter {
  postedUnder(reference: ExternalReference): Promise<Omit<PostedMovement, 'replayed'> | undefined>;
  capTotal(userId: string, name: MovementCap['name'], period: string): Promise<bigint>;
  walletBalance(userId: string, currency: Currency): Promise<bigint>;
}

export interface TradeDependencies {
  quotes: QuoteStore;
  prices: PriceFeed;
  ledger: TradeLedger;
  kycStatusOf(userId: string): Promise<KycStatus>;
  pin: TransactionPinDependencies;
  now(): Date;
  newQuoteId(): string;
}

const notVerified = (action: string): Record<Exclude<KycStatus, 'approved'>, string> => ({
  'not-submitted': `Complete your account setup (KYC and bank details) to ${action}.`,
  pending: `Your account setup is being reviewed. You can ${action} once it is approved.`,
  rejected: `Your account setup was not approved. Update it and submit it again to ${action}.`,
});

/** Only a KYC-verified person may trade (PMLA: a reporting entity knows its customers first). */
export async function assertVerified(
  userId: string,
  action: string,
  deps: Pick<TradeDependencies, 'kycStatusOf'>,
): Promise<void> {
  const status = await deps.kycStatusOf(userId);
  if (status !== 'approved') throw new ForbiddenError(notVerified(action)[status]);
}

/** While the customer owes us (a refund after they spent the money), no money leaves the wallet. */
export const assertOwesNothing = (userId: string, deps: Pick<TradeDependencies, 'ledger'>) =>
  assertNothingOwed(userId, { owedBy: (id) => deps.ledger.capTotal(id, 'customer-receivable', 'open') });

/** A customer's running total of a daily cap on today's date in India. */
export const totalToday = (
  userId: string,
  cap: MovementCap['name'],
  deps: Pick<TradeDependencies, 'ledger' | 'now'>,
) => deps.ledger.capTotal(userId, cap, indianDayOf(deps.now()));

/**
 * A quote is given only to a verified customer who owes nothing, priced now and kept under them with a
 * fresh id until it executes or runs out.
 */
export async function lockQuote<Quote extends StoredQuote>(
  caller: Caller,
  action: string,
  deps: TradeDependencies,
  price: (now: Date) => Promise<Omit<Quote, 'id' | 'userId'>>,
): Promise<Quote> {
  await assertVerified(caller.userId, action, deps);
  await assertOwesNothing(caller.userId, deps);
  const quote = { ...(await price(deps.now())), id: deps.newQuoteId(), userId: caller.userId } as Quote;
  await deps.quotes.save(quote);
  return quote;
}

/** How one side executes its quote. */
export interface QuoteExecution<Quote extends StoredQuote> {
  side: Quote['side'];
  /** What the person is doing, for the refusals: `buy USDT`. */
  action: string;
  /** The cap of the side's daily limit: passing it is refused in words; any other cap is planned again. */
  dailyCap: MovementCap['name'];
  /** The wallet the quote spends from, what it spends and what to say when it cannot. */
  spends(quote: Quote): { currency: Currency; amountMinor: bigint; notEnough: string };
  /** The entry, planned from the totals as they are now (asked again when another trade moved one). */
  movement(quote: Quote, context: { now: Date; idempotencyKey: string }): Promise<Movement>;
  /**
   * A daily limit the ledger found passed, told on the side's amount field: `assertWithin` says how
   * much is left, from the total as it stands now.
   */
  dailyLimit: { field: string; assertWithin(quote: Quote, totalToday: bigint): void };
}

/**
 * A cap other than the daily limit refused the entry because another movement of the same customer
 * changed its total meanwhile (the year's consideration passed the TDS threshold, a debt appeared):
 * the entry is planned again from the new total. Each refusal means another write happened.
 */
const REPLANS = 6;

export interface ExecutedQuote<Quote extends StoredQuote> {
  quote: Quote;
  posted: PostedMovement;
}

export async function executeLockedQuote<Quote extends StoredQuote>(
  caller: Caller,
  request: { quoteId: string; pin: string; idempotencyKey: string },
  deps: TradeDependencies,
  how: QuoteExecution<Quote>,
): Promise<ExecutedQuote<Quote>> {
  const [loaded] = await Promise.all([
    deps.quotes.load(caller.userId, request.quoteId),
    assertVerified(caller.userId, how.action, deps),
  ]);
  if (loaded?.side !== how.side)
    throw new NotFoundError('There is no such quote. Please ask for a new price.');
  const quote = loaded as Quote;
  // A quote executed already (a second click, a retry under a new key) answers with that trade.
  const earlier = await deps.ledger.postedUnder({ source: 'quote', id: quote.id });
  if (earlier) return { quote, posted: { ...earlier, replayed: true } };

  // An expired quote or a wallet that cannot pay is refused before the PIN is judged, so it costs no
  // PIN attempt; the ledger still refuses a wallet emptied meanwhile.
  if (deps.now().getTime() >= Date.parse(quote.expiresAt)) throw new QuoteExpiredError();
  await assertOwesNothing(caller.userId, deps);
  const spends = how.spends(quote);
  if ((await deps.ledger.walletBalance(caller.userId, spends.currency)) < spends.amountMinor)
    throw new InsufficientFundsError(spends.notEnough);
  await verifyTransactionPin(caller, request.pin, deps.pin);
  const now = deps.now();
  assertQuoteExecutable(quote, await deps.prices.current(), now, how.side);

  for (let attempt = 1; ; attempt += 1) {
    try {
      const movement = await how.movement(quote, { now, idempotencyKey: request.idempotencyKey });
      return { quote, posted: await deps.ledger.post(movement) };
    } catch (error) {
      if (error instanceof InsufficientFundsError) throw new InsufficientFundsError(spends.notEnough);
      if (!(error instanceof CapReachedError)) throw error;
      if (error.cap.name !== how.dailyCap) {
        // A debt that appeared meanwhile is said in its own words; another total moved is planned again.
        if (error.cap.name === 'customer-receivable') await assertOwesNothing(caller.userId, deps);
        if (attempt < REPLANS) continue;
        throw error;
      }
      how.dailyLimit.assertWithin(
        quote,
        await deps.ledger.capTotal(caller.userId, how.dailyCap, indianDayOf(now)),
      );
      throw new AmountRefusedError(
        how.dailyLimit.field,
        `This ${how.side} would pass your daily limit. Please try a smaller amount.`,
      );
    }
  }
}
