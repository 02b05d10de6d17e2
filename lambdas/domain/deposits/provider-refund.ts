/**
 * A refund the payment provider made of a payment (its `refund.*` webhooks, or the reconciliation listing
 * its refunds). Razorpay sends `refund.created`, then `refund.processed` or `refund.failed`, at least once
 * each and in any order, and a refund made in its dashboard comes the same way as one we asked for. The
 * provider takes a refund out of the money it holds for us when the refund is created, and puts it back if
 * the refund fails; so whatever the event says, the refund is fetched from the provider's API and what
 * the API reports is booked, each refund once by its id, and a failed one put back once:
 *   - held, or in suspense: returned to clearing (all of it), or the part refunded, the rest still held;
 *   - credited to a wallet (or released, or assigned to one from suspense): refunded from the wallet, what
 *     it no longer holds owed (customer-receivable.ts);
 *   - never booked by us (its webhook lost, no reconciliation yet): its capture is booked first;
 *   - never captured (an authorisation voided): no money reached us, nothing moves;
 *   - failed after it was booked: held again, or back in the wallet; failed after an operator returned
 *     the money: in suspense, to be returned again or assigned.
 */
import { ConflictError } from '../errors';
import type { LedgerWriter } from '../ledger/book/ledger';
import { InsufficientFundsError } from '../ledger/book/refusals';
import type { TransactionRecord } from '../ledger/book/transactions';
import { movementPayingOwed } from '../ledger/recipes/receivable-payoff';
import {
  heldAgainAfterFailedRefund,
  PROVIDER_DECIDED,
  partReturnedByProvider,
  refundFailedCredited,
  refundOfCredit,
  returnedByProvider,
  returnRefundFailed,
} from '../ledger/recipes/refunds';
import { SUSPENSE_OWNER } from '../ledger/recipes/suspense';
import type { PaymentProvider, ProviderPayment, ProviderRefund } from '../payments/payment-provider';
import { ProviderRecordNotFoundError } from '../payments/provider-errors';
import { creditPayingOwed, type OwedBy } from './customer-receivable';

export interface ProviderRefundDependencies {
  ledger: Pick<LedgerWriter, 'post' | 'transition'>;
  provider: Pick<PaymentProvider, 'fetchPayment' | 'fetchRefund'>;
  /** The record the payment's money was booked on (its `razorpay-payment` reference), if any. */
  recordOfPayment: (paymentId: string) => Promise<TransactionRecord | undefined>;
  /** The customer's record of money an operator assigned them from suspense. */
  recordAssignedFrom: (suspenseRecord: TransactionRecord) => Promise<TransactionRecord | undefined>;
  walletBalance: (userId: string) => Promise<bigint>;
  /** Whether the ledger booked this refund (its `razorpay-refund` reference). */
  isRefundRecorded: (refundId: string) => Promise<boolean>;
  /** Books a captured payment the ledger never heard of, as its lost webhook would have. */
  recordCapture: (payment: ProviderPayment) => Promise<unknown>;
  /** What a customer owes now: a failed refund put back in their wallet pays it off in its own entry. */
  owedBy: OwedBy;
}

export type ProviderRefundOutcome =
  /** Held or in suspense, now returned. */
  | 'returned'
  /** Part of a held transfer (or of money in suspense) returned; the rest still waits for a decision. */
  | 'partly-returned'
  /** Taken back from a wallet (and what it lacked, owed). */
  | 'refunded'
  | 'already-recorded'
  /** A payment never captured (an authorisation voided or lapsed): no money reached us or left us. */
  | 'not-captured'
  /** The refund failed before anything of it was booked: nothing moves. */
  | 'failed'
  /** The refund failed after it was booked: the money is held again, or back in the wallet. */
  | 'put-back'
  /** The provider's API does not bear the refund out: nothing moves. */
  | 'unconfirmed'
  /** The book and the provider disagree (a refund above what we hold): operators must look. */
  | 'needs-review';

/** The refund as the provider's API has it now, or undefined when the API does not bear it out. */
async function confirmedRefund(
  reported: ProviderRefund,
  provider: ProviderRefundDependencies['provider'],
): Promise<ProviderRefund | undefined> {
  try {
    const refund = await provider.fetchRefund(reported.paymentId, reported.id);
    const borneOut =
      refund.id === reported.id &&
      refund.paymentId === reported.paymentId &&
      refund.amount === reported.amount;
    return borneOut ? refund : undefined;
  } catch (error) {
    if (error instanceof ProviderRecordNotFoundError) return undefined;
    throw error;
  }
}

/** How often a booking reads the book again when it moved under it (a decision, another refund). */
const ATTEMPTS = 3;

export async function recordProviderRefund(
  reported: ProviderRefund,
  deps: ProviderRefundDependencies,
): Promise<ProviderRefundOutcome> {
  const refund = await confirmedRefund(reported, deps.provider);
  if (!refund) return 'unconfirmed';
  if (refund.status === 'failed') return putBackFailedRefund(refund, deps, ATTEMPTS);
  if (await deps.isRefundRecorded(refund.id)) return 'already-recorded';
  let record = await deps.recordOfPayment(refund.paymentId);
  if (!record) {
    const payment = await deps.provider.fetchPayment(refund.paymentId);
    if (!payment.captured) return 'not-captured';
    // Its capture was never booked: book it first, so the refund has money to come from.
    await deps.recordCapture(payment);
    record = await deps.recordOfPayment(refund.paymentId);
    if (!record) return 'unconfirmed';
  }
  return bookRefund(record, refund, deps, ATTEMPTS);
}

/** The record of a customer's money the payment's record stands for: its own, or the assignment's. */
async function ownedRecord(record: TransactionRecord, deps: ProviderRefundDependencies) {
  if (record.status !== 'succeeded' || record.currency !== 'INR') return undefined;
  return record.userId === SUSPENSE_OWNER ? deps.recordAssignedFrom(record) : record;
}

/**
 * Books a write that moves from what was read; when the book moved meanwhile (a decision, another refund,
 * the wallet) the write is refused whole, and this reads the payment's record again and books what it is
 * now.
 */
async function retrying(
  refund: ProviderRefund,
  deps: ProviderRefundDependencies,
  attempts: number,
  write: () => Promise<ProviderRefundOutcome>,
  again: (record: TransactionRecord, attempts: number) => Promise<ProviderRefundOutcome>,
): Promise<ProviderRefundOutcome> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof ConflictError || error instanceof InsufficientFundsError) || attempts <= 1)
      throw error;
    const now = await deps.recordOfPayment(refund.paymentId);
    if (!now) throw new ConflictError('The payment changed while its refund was booked');
    return again(now, attempts - 1);
  }
}

async function bookRefund(
  record: TransactionRecord,
  refund: ProviderRefund,
  deps: ProviderRefundDependencies,
  attempts: number,
): Promise<ProviderRefundOutcome> {
  const again = (now: TransactionRecord, left: number) => bookRefund(now, refund, deps, left);
  const booked = (outcome: ProviderRefundOutcome) => async (replayed: boolean) =>
    replayed && (await deps.isRefundRecorded(refund.id)) ? 'already-recorded' : outcome;
  // Returned by an operator: that return's own refund, already booked.
  if (record.status === 'returned') return 'already-recorded';
  if (record.status === 'held' || record.status === 'unmatched') {
    if (refund.amount > record.amountMinor) return 'needs-review';
    const whole = refund.amount === record.amountMinor;
    const booking = whole
      ? returnedByProvider(record, refund.id)
      : partReturnedByProvider(record, refund.id, refund.amount);
    return retrying(
      refund,
      deps,
      attempts,
      async () => {
        const posted = await deps.ledger.transition(booking);
        return booked(whole ? 'returned' : 'partly-returned')(posted.replayed);
      },
      again,
    );
  }
  const credited = await ownedRecord(record, deps);
  if (!credited) return 'needs-review';
  return retrying(
    refund,
    deps,
    attempts,
    async () => {
      const walletMinor = await deps.walletBalance(credited.userId);
      const posted = await deps.ledger.post(
        refundOfCredit({ credited, refundId: refund.id, amountMinor: refund.amount, walletMinor }),
      );
      return booked('refunded')(posted.replayed);
    },
    again,
  );
}

/**
 * A refund that failed: if it was booked, the money is back with us and goes back where it was — held
 * again when the payment's money still waits for a decision (or went back only by refunds), into the
 * wallet of the customer who owns it otherwise — once, by the refund's id. The refund an operator's return
 * asked for puts the money in suspense, to be returned again or assigned.
 */
async function putBackFailedRefund(
  refund: ProviderRefund,
  deps: ProviderRefundDependencies,
  attempts: number,
): Promise<ProviderRefundOutcome> {
  const record = await deps.recordOfPayment(refund.paymentId);
  const returnedByOperator = record?.status === 'returned' && record.decidedBy !== PROVIDER_DECIDED;
  const booked = await deps.isRefundRecorded(refund.id);
  // Not booked by its id: on a record an operator returned, the refund that return asked for.
  if (!booked && !returnedByOperator) return 'failed';
  if (!record) return 'needs-review';
  // An operator's decision is made once: money back after it waits in suspense, for another decision.
  if (returnedByOperator) {
    const posted = await deps.ledger.post(returnRefundFailed(record, refund.id, refund.amount));
    return posted.replayed ? 'already-recorded' : 'put-back';
  }
  return putBack(record, refund, deps, attempts);
}

async function putBack(
  record: TransactionRecord,
  refund: ProviderRefund,
  deps: ProviderRefundDependencies,
  attempts: number,
): Promise<ProviderRefundOutcome> {
  const again = (now: TransactionRecord, left: number) => putBack(now, refund, deps, left);
  if (record.status === 'held' || record.status === 'unmatched' || record.status === 'returned') {
    return retrying(
      refund,
      deps,
      attempts,
      async () => {
        const posted = await deps.ledger.transition(
          heldAgainAfterFailedRefund(record, refund.id, refund.amount),
        );
        return posted.replayed ? 'already-recorded' : 'put-back';
      },
      again,
    );
  }
  const credited = await ownedRecord(record, deps);
  if (!credited) return 'needs-review';
  const putBackInWallet = refundFailedCredited({ credited, refundId: refund.id, amountMinor: refund.amount });
  const posted = await creditPayingOwed(credited.userId, deps.owedBy, (owedMinor) =>
    deps.ledger.post(
      movementPayingOwed(putBackInWallet, {
        userId: credited.userId,
        owedMinor,
        creditReference: credited.reference ?? credited.id,
      }),
    ),
  );
  return posted.replayed ? 'already-recorded' : 'put-back';
}
