/**
 * Adding money by card: the server creates the provider's order for the figures it set and records a
 * pending deposit the person sees; the money is credited once the provider says the payment is
 * captured, whichever of three paths says so first:
 *
 *   - the browser's return, its signature checked against the order stored for the deposit, then the
 *     payment fetched server-to-server (confirmCardDeposit);
 *   - the provider's `payment.captured` / `order.paid` webhook, the payment fetched server-to-server
 *     too (recordCardPaymentEvent, card-payment-events.ts);
 *   - a read of a pending deposit, which asks the provider about its order (reconcileCardDeposit),
 *     for when the browser never came back and the webhook is late.
 *
 * The credit is the ledger's cardDepositCaptured transition, whose reference is the payment id, so it
 * happens once however often and however concurrently the three report it. `payment.failed` marks the
 * deposit failed and moves nothing; a later capture of the same payment still credits it. An order
 * unpaid after its lifetime expires (on read, or by the scheduled sweep, card-deposit-sweep.ts). A
 * deposit that failed or expired is asked about again for LATE_CAPTURE_WINDOW_MS (a late
 * authorisation, an order paid after we expired it), and the reconciliation
 * (card-payment-reconciliation.ts) credits captured payments of our orders that nobody reported.
 */
import type { CardDeposit } from '../../../contract/card-deposits';
import { ConflictError, InvalidRequestError, NotFoundError } from '../errors';
import { indianDayOf } from '../india/calendar';
import type { MovementCap } from '../ledger/book/entry-plan';
import type { ExternalReference } from '../ledger/book/external-reference';
import type { LedgerWriter, PostedMovement, TransactionReader } from '../ledger/book/ledger';
import { CapReachedError } from '../ledger/book/refusals';
import type { TransactionKey, TransactionRecord } from '../ledger/book/transactions';
import { cardDepositCaptured, cardDepositEnded, cardDepositOrdered } from '../ledger/recipes/card-deposits';
import { providerFeeOf } from '../ledger/recipes/fee-postings';
import { transitionPayingOwed } from '../ledger/recipes/receivable-payoff';
import { formatRupees } from '../money';
import { moneyCaptured, type PaymentProvider, type ProviderPayment } from '../payments/payment-provider';
import type { KycStatus } from '../profile';
import {
  CARD_DEPOSIT_DAILY_CAP,
  CARD_DEPOSIT_LIMITS,
  CARD_ORDER_LIFETIME_MS,
  cardDepositFigures,
  figuresView,
  LATE_CAPTURE_WINDOW_MS,
} from './card-deposit-terms';
import { creditPayingOwed, type OwedBy } from './customer-receivable';
import { assertMayAddMoney } from './deposit-account';

/** A customer's running totals: what they added by card on a day (0 before anything counted). */
export interface CapTotals {
  capTotal(userId: string, name: MovementCap['name'], period: string): Promise<bigint>;
}

export interface CardDepositDependencies {
  ledger: Pick<LedgerWriter, 'post' | 'transition'> & Pick<TransactionReader, 'get'> & CapTotals;
  provider: Pick<PaymentProvider, 'createOrder' | 'fetchPayment' | 'fetchOrderPayments'>;
  now: () => Date;
  /** A fresh receipt for the provider's order: at most 40 characters, unique. */
  newReceipt: () => string;
  /** What the customer owes now: a capture pays it off in its own entry (receivable-payoff.ts). */
  owedBy: OwedBy;
}

/** What starting a deposit needs: the order and a pending record, which credits nothing and tells no one. */
export type CardDepositStartDependencies = Pick<CardDepositDependencies, 'now' | 'newReceipt'> & {
  ledger: Pick<LedgerWriter, 'post'> & Pick<TransactionReader, 'get'> & CapTotals;
  provider: Pick<PaymentProvider, 'createOrder'>;
};

export const cardDepositReasons = {
  expired: 'The card payment was not completed in time, so this order expired. Nothing was charged.',
  // The provider's own words ("Payment failed because the bank declined it"), as one sentence.
  failed: (description: string) => `${description}${/[.!?]$/.test(description) ? '' : '.'}`,
};

const chargedMinor = (deposit: TransactionRecord) =>
  deposit.amountMinor + deposit.feeMinor + deposit.gstMinor;

export const expiresAt = (deposit: TransactionRecord) =>
  new Date(Date.parse(deposit.createdAt) + CARD_ORDER_LIFETIME_MS);

/**
 * Whether a card deposit that failed or expired may still be captured late: within the window from
 * the moment it ended (its last update). A pending or succeeded deposit is not in it.
 */
export const lateCaptureWindowOpen = (deposit: TransactionRecord, now: Date) =>
  (deposit.status === 'failed' || deposit.status === 'expired') &&
  now.getTime() < Date.parse(deposit.updatedAt) + LATE_CAPTURE_WINDOW_MS;

/** What the customer has added by card on today's date in India. */
export const creditedByCardToday = (userId: string, deps: { ledger: CapTotals; now: () => Date }) =>
  deps.ledger.capTotal(userId, CARD_DEPOSIT_DAILY_CAP, indianDayOf(deps.now()));

export function cardDepositView(deposit: TransactionRecord): CardDeposit {
  return {
    id: deposit.id,
    ...figuresView({
      creditMinor: deposit.amountMinor,
      feeMinor: deposit.feeMinor,
      gstMinor: deposit.gstMinor,
      totalMinor: chargedMinor(deposit),
    }),
    status: deposit.status,
    ...(deposit.statusReason ? { statusReason: deposit.statusReason } : {}),
    orderId: deposit.orderId ?? '',
    ...(deposit.status === 'succeeded' && deposit.reference ? { paymentId: deposit.reference } : {}),
    createdAt: deposit.createdAt,
    expiresAt: expiresAt(deposit).toISOString(),
  };
}

/** Creates the provider's order for the server's figures and records the pending deposit. */
export async function startCardDeposit(
  customer: { userId: string; kycStatus: KycStatus },
  amount: string,
  deps: CardDepositStartDependencies,
): Promise<TransactionRecord> {
  assertMayAddMoney(customer.kycStatus);
  // Refused before the card is charged: the day's limit as it stands (credits counted so far).
  const figures = cardDepositFigures(amount, await creditedByCardToday(customer.userId, deps));
  const order = await deps.provider.createOrder({
    amount: figures.totalMinor,
    receipt: deps.newReceipt(),
    // Never PII: notes show in the provider's dashboard.
    notes: { purpose: 'card-deposit', customer: customer.userId },
  });
  const posted = await deps.ledger.post(
    cardDepositOrdered({ userId: customer.userId, ...figures, orderId: order.id }),
  );
  const [deposit] = posted.transactions;
  if (!deposit) throw new Error('The pending card deposit was not recorded');
  return deposit;
}

/** One of the caller's own card deposits; another person's id is not found, never forbidden. */
export async function ownCardDeposit(
  key: Pick<TransactionKey, 'userId' | 'id'>,
  ledger: Pick<TransactionReader, 'get'>,
): Promise<TransactionRecord> {
  const deposit = await ledger.get({ userId: key.userId, currency: 'INR', id: key.id });
  if (deposit?.type !== 'card-deposit' || !deposit.orderId)
    throw new NotFoundError('There is no such card deposit.');
  return deposit;
}

const firstRecord = (posted: PostedMovement, fallback: TransactionRecord) =>
  posted.transactions.find((record) => record.id === fallback.id) ?? fallback;

/** Re-reads a deposit another path moved on while this one was deciding. */
async function current(deposit: TransactionRecord, deps: CardDepositDependencies) {
  return (await deps.ledger.get(deposit)) ?? deposit;
}

export type CardPaymentOutcome = 'credited' | 'already-credited' | 'failed' | 'pending';

/** Said on a deposit credited past the day's limit, so the customer and operators see why. */
export const overDailyLimitNote = `Added above your daily card limit of ${formatRupees(
  CARD_DEPOSIT_LIMITS.perDay,
)}: your card had already been charged.`;

/**
 * The capture's credit, counted towards the customer's card total for the day the payment was made.
 * Past the day's limit (several orders opened before any was paid, then all paid) it is still
 * credited, counted without the limit and saying so: the card was charged, so the money is the
 * customer's, and holding it would leave them charged with nothing to show until someone refunds it.
 * Creating a deposit already refuses an amount past the limit, so this stays rare, and every later
 * order that day is refused.
 */
async function creditCapture(
  deposit: TransactionRecord,
  payment: ProviderPayment,
  deps: CardDepositDependencies,
  alsoKnownAs: readonly ExternalReference[],
): Promise<PostedMovement> {
  const period = indianDayOf(payment.createdAt);
  const { userId } = deposit;
  const capture = (maxMinor: bigint | undefined, note?: string) =>
    creditPayingOwed(userId, deps.owedBy, (owedMinor) =>
      deps.ledger.transition(
        transitionPayingOwed(
          cardDepositCaptured(deposit, {
            paymentId: payment.id,
            alsoKnownAs,
            providerFee: providerFeeOf(payment),
            dailyCap: { period, ...(maxMinor !== undefined ? { maxMinor } : {}) },
            ...(note ? { note } : {}),
          }),
          { userId, owedMinor, creditReference: payment.id },
        ),
      ),
    );
  try {
    return await capture(CARD_DEPOSIT_LIMITS.perDay);
  } catch (error) {
    if (!(error instanceof CapReachedError && error.cap.name === 'card-deposits')) throw error;
    return capture(undefined, overDailyLimitNote);
  }
}

/**
 * What the provider says of a payment for this deposit, applied: captured credits (once), failed marks
 * the deposit failed, anything else (authorised, created) leaves it pending. The payment must be for
 * the deposit's own order and exactly the total the server set.
 */
export async function applyCardPayment(
  deposit: TransactionRecord,
  payment: ProviderPayment,
  deps: CardDepositDependencies,
  alsoKnownAs: readonly ExternalReference[] = [],
): Promise<{ deposit: TransactionRecord; outcome: CardPaymentOutcome }> {
  if (payment.orderId !== deposit.orderId)
    throw new InvalidRequestError('This payment is not for this card deposit’s order.');
  if (payment.currency !== 'INR' || payment.amount !== chargedMinor(deposit))
    throw new ConflictError('The payment’s amount is not the amount of this card deposit’s order.');
  // A payment refunded since it was captured was still paid: its refund is booked after its credit.
  if (moneyCaptured(payment)) {
    try {
      const posted = await creditCapture(deposit, payment, deps, alsoKnownAs);
      const credited = firstRecord(posted, deposit);
      return { deposit: credited, outcome: posted.replayed ? 'already-credited' : 'credited' };
    } catch (error) {
      // Already succeeded by another payment of the same order: nothing is credited twice.
      if (!(error instanceof ConflictError)) throw error;
      return { deposit: await current(deposit, deps), outcome: 'already-credited' };
    }
  }
  if (payment.status === 'failed') {
    const reason = cardDepositReasons.failed(payment.error?.description || 'the bank declined it.');
    try {
      const posted = await deps.ledger.transition(cardDepositEnded(deposit, { status: 'failed', reason }));
      return { deposit: firstRecord(posted, deposit), outcome: 'failed' };
    } catch (error) {
      // Already failed, or captured meanwhile (a late capture wins over the failure it follows).
      if (!(error instanceof ConflictError)) throw error;
      const now = await current(deposit, deps);
      return { deposit: now, outcome: now.status === 'succeeded' ? 'already-credited' : 'failed' };
    }
  }
  return { deposit, outcome: 'pending' };
}

/** The browser came back paid: the signature was checked against the stored order by the caller. */
export async function confirmCardDeposit(
  deposit: TransactionRecord,
  paymentId: string,
  deps: CardDepositDependencies,
): Promise<TransactionRecord> {
  const payment = await deps.provider.fetchPayment(paymentId);
  return (await applyCardPayment(deposit, payment, deps)).deposit;
}

/**
 * A pending deposit checked with the provider: a captured payment on its order credits it, a failed
 * one (and nothing still in flight) fails it, and past its lifetime with neither it expires.
 */
export async function reconcileCardDeposit(
  deposit: TransactionRecord,
  deps: CardDepositDependencies,
): Promise<TransactionRecord> {
  if (deposit.status !== 'pending' || !deposit.orderId) return deposit;
  const payments = await deps.provider.fetchOrderPayments(deposit.orderId);
  const captured = payments.find((payment) => payment.status === 'captured');
  if (captured) return (await applyCardPayment(deposit, captured, deps)).deposit;
  const inFlight = payments.some(
    (payment) => payment.status === 'authorized' || payment.status === 'created',
  );
  const failed = payments.filter((payment) => payment.status === 'failed').at(-1);
  if (failed && !inFlight) return (await applyCardPayment(deposit, failed, deps)).deposit;
  if (inFlight || deps.now() < expiresAt(deposit)) return deposit;
  try {
    const posted = await deps.ledger.transition(
      cardDepositEnded(deposit, { status: 'expired', reason: cardDepositReasons.expired }),
    );
    return firstRecord(posted, deposit);
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
    return current(deposit, deps);
  }
}

/**
 * A card deposit that failed or expired, asked about again while its late-capture window is open: a
 * captured payment on its order (the bank authorised late, or the order was paid after it expired)
 * credits it once. Anything else leaves it as it is.
 */
export async function recheckEndedCardDeposit(
  deposit: TransactionRecord,
  deps: CardDepositDependencies,
): Promise<TransactionRecord> {
  if (!deposit.orderId || !lateCaptureWindowOpen(deposit, deps.now())) return deposit;
  const payments = await deps.provider.fetchOrderPayments(deposit.orderId);
  const captured = payments.find((payment) => payment.status === 'captured');
  return captured ? (await applyCardPayment(deposit, captured, deps)).deposit : deposit;
}

/** A deposit as the provider has it now: a pending one settled, an ended one rechecked in its window. */
export const settleCardDeposit = (deposit: TransactionRecord, deps: CardDepositDependencies) =>
  deposit.status === 'pending' ? reconcileCardDeposit(deposit, deps) : recheckEndedCardDeposit(deposit, deps);
