/**
 * A reserved withdrawal's payout, from sending it to booking what became of it. The payout is made
 * under an idempotency key that is the withdrawal's record id, so sending it again (the answer lost, the
 * function timed out, the reconciliation finding it reserved) gives back the same payout, never a
 * second one. What the provider reports is booked from the payout as fetched from the provider, never
 * from a webhook's body, and each outcome moves money once (recipes/inr-withdrawals.ts): a webhook repeated,
 * reordered or found again by the reconciliation finds the record already moved on.
 */
import { ConflictError, ForbiddenError } from '../errors';
import type { LedgerWriter, PostedMovement } from '../ledger/book/ledger';
import type { TransactionKey, TransactionRecord } from '../ledger/book/transactions';
import { returnGivingBack } from '../ledger/recipes/daily-limit-give-back';
import {
  inrWithdrawalPaidOut,
  inrWithdrawalReturned,
  payoutAmountOf,
} from '../ledger/recipes/inr-withdrawals';
import { customerMessages } from '../notifications/customer-messages';
import { type CustomerNotifier, outcomeNotice, stillNews } from '../notifications/customer-notifier';
import {
  PAYOUT_STATUSES_NOTHING_SENT,
  type PayoutProvider,
  type ProviderPayout,
} from '../payments/payout-provider';
import { PAYOUT_NARRATION, payoutModeFor } from './inr-withdrawal-terms';
import { type PayeeDependencies, verifiedPayee } from './payout-payee';

/** Which customer a withdrawal is, and the payee it was accepted for, by the withdrawal's record id. */
export interface WithdrawalDirectory {
  remember(withdrawalId: string, withdrawal: { userId: string; fundAccountId: string }): Promise<void>;
  find(withdrawalId: string): Promise<{ userId: string; fundAccountId: string } | undefined>;
  /**
   * Notes that the withdrawal was paid out, so the reconciliation can ask about it again: the bank may
   * send a processed payout back days later, and that reversal's webhook may be lost too.
   */
  notePaidOut(withdrawalId: string, at: Date): Promise<void>;
  /** The withdrawals noted paid out at or after `since`. */
  paidOutSince(since: Date): Promise<readonly string[]>;
}

export interface WithdrawalLedger extends LedgerWriter {
  get(key: TransactionKey): Promise<TransactionRecord | undefined>;
}

export interface PayoutDependencies extends PayeeDependencies {
  ledger: WithdrawalLedger;
  directory: WithdrawalDirectory;
  payouts: PayeeDependencies['payouts'] &
    Pick<PayoutProvider, 'createPayout' | 'fetchPayout' | 'listPayoutsByReference'>;
  /** Tells the customer the payout was made or the money came back, after the booking (best effort). */
  notifier: CustomerNotifier;
  now(): Date;
}

/** What booking a payout did, for the webhook's answer and the reconciliation's count. */
export type PayoutBooking =
  | 'paid-out'
  | 'returned'
  | 'waiting'
  | 'already-booked'
  | 'unknown-withdrawal'
  | 'amount-differs';

const returnReasons: Record<string, string> = {
  failed: 'The bank could not take this payout. The whole amount, fee included, is back in your wallet.',
  rejected: 'This payout was not made. The whole amount, fee included, is back in your wallet.',
  cancelled: 'This payout was cancelled. The whole amount, fee included, is back in your wallet.',
  reversed: 'Your bank sent this payout back. The whole amount, fee included, is back in your wallet.',
};

/**
 * Sends the payout of a reserved withdrawal (again, safely, when it was sent before) and books what the
 * provider answers. The provider's refusal of the payout itself is booked as its failure would be.
 */
export async function sendPayout(
  record: TransactionRecord,
  deps: PayoutDependencies,
): Promise<PayoutBooking> {
  const fundAccountId = (await deps.directory.find(record.id))?.fundAccountId;
  if (!fundAccountId) return 'unknown-withdrawal';
  const amountMinor = payoutAmountOf(record);
  const payout = await deps.payouts.createPayout(
    {
      fundAccountId,
      amountMinor,
      mode: payoutModeFor(amountMinor),
      purpose: 'payout',
      // A short business balance queues the payout until it is topped up, rather than failing it.
      queueIfLowBalance: true,
      referenceId: record.id,
      narration: PAYOUT_NARRATION,
      notes: { withdrawal: record.id },
    },
    record.id,
  );
  return bookPayout(payout, deps);
}

/**
 * Books the payout as the provider reports it now. A notice names a payout; its state is fetched, so an
 * old `processed` delivered after a reversal books nothing more, and a forged notice moves nothing.
 */
export async function bookReportedPayout(payoutId: string, deps: PayoutDependencies): Promise<PayoutBooking> {
  return bookPayout(await deps.payouts.fetchPayout(payoutId), deps);
}

/** Each write is conditioned on the status read; another writer moving it first means read again. */
const BOOKING_ATTEMPTS = 4;

export async function bookPayout(payout: ProviderPayout, deps: PayoutDependencies): Promise<PayoutBooking> {
  const withdrawalId = payout.referenceId;
  const known = withdrawalId ? await deps.directory.find(withdrawalId) : undefined;
  if (!withdrawalId || !known) return 'unknown-withdrawal';
  const key: TransactionKey = { userId: known.userId, currency: 'INR', id: withdrawalId };
  for (let attempt = 1; ; attempt += 1) {
    const record = await deps.ledger.get(key);
    if (record?.type !== 'inr-withdrawal') return 'unknown-withdrawal';
    if (payout.amountMinor !== payoutAmountOf(record) || payout.fundAccountId !== known.fundAccountId)
      return 'amount-differs';
    try {
      return await bookOutcome(record, payout, deps);
    } catch (error) {
      if (!(error instanceof ConflictError) || attempt >= BOOKING_ATTEMPTS) throw error;
    }
  }
}

async function bookOutcome(
  record: TransactionRecord,
  payout: ProviderPayout,
  deps: PayoutDependencies,
): Promise<PayoutBooking> {
  const booked = (posted: PostedMovement, outcome: PayoutBooking): PayoutBooking =>
    posted.replayed ? 'already-booked' : outcome;
  const moneyBack = payout.status === 'reversed' || PAYOUT_STATUSES_NOTHING_SENT.includes(payout.status);
  if (moneyBack) {
    if (record.status === 'reserved' || record.status === 'succeeded') {
      const reason = returnReasons[payout.status] ?? returnReasons.failed ?? '';
      const posted = await returnGivingBack(
        deps.ledger,
        inrWithdrawalReturned(record, { payoutId: payout.id, reason }),
      );
      if (!posted.replayed || stillNews(record, deps.now())) await tell(record, returnedHow(payout), deps);
      return booked(posted, 'returned');
    }
    // Returned by a delivery that failed before it told the customer (the answer to the booking was
    // lost): told now, once, while it is news.
    if (stillNews(record, deps.now())) await tell(record, returnedHow(payout), deps);
    return 'already-booked';
  }
  if (payout.status === 'processed') {
    if (record.status === 'succeeded') {
      // Booked paid by a delivery that failed before its note (the answer to the booking was lost):
      // noted now, or a reversal whose webhook is lost too would never be asked about again.
      await deps.directory.notePaidOut(record.id, deps.now());
      if (stillNews(record, deps.now()))
        await tell(record, { outcome: 'paid-out', utr: record.reference }, deps);
      return 'already-booked';
    }
    if (record.status !== 'reserved') return 'already-booked';
    const posted = await deps.ledger.transition(
      inrWithdrawalPaidOut(record, { payoutId: payout.id, utr: payout.utr ?? payout.id }),
    );
    await deps.directory.notePaidOut(record.id, deps.now());
    if (!posted.replayed || stillNews(record, deps.now()))
      await tell(record, { outcome: 'paid-out', utr: payout.utr ?? undefined }, deps);
    return booked(posted, 'paid-out');
  }
  return 'waiting';
}

/** What the customer is told: paid out (with the bank's UTR), never made, or sent back by the bank. */
type Told = { outcome: 'paid-out'; utr: string | undefined } | { outcome: 'returned'; byBank: boolean };

/**
 * A reversed payout had reached the bank (and the customer had been told it was sent); any other
 * return means no payout was made.
 */
const returnedHow = (payout: ProviderPayout): Told => ({
  outcome: 'returned',
  byBank: payout.status === 'reversed',
});

/**
 * The customer hears of a payout made or money back once, whichever path booked it and however often
 * it runs again (the notifier sends under the outcome's name only what it never sent).
 */
async function tell(record: TransactionRecord, told: Told, deps: PayoutDependencies): Promise<void> {
  const withdrawal = { withdrawal: record, at: deps.now() };
  const destination = `bank account ${record.counterparty ?? ''}`.trim();
  const message =
    told.outcome === 'paid-out'
      ? customerMessages.withdrawalPaidOut({
          ...withdrawal,
          destination,
          ...(told.utr ? { reference: told.utr } : {}),
        })
      : told.byBank
        ? customerMessages.withdrawalReturnedByBank({
            ...withdrawal,
            destination,
            ...(record.reference ? { reference: record.reference } : {}),
          })
        : customerMessages.withdrawalFailed(withdrawal);
  await deps.notifier.tell(record.userId, message, outcomeNotice(record, told.outcome));
}

/**
 * Every withdrawal still reserved, checked with the provider: a payout never made (its answer lost, the
 * function stopped before it) is sent under the same idempotency key; one whose webhook never came is
 * booked as the provider reports it. One the provider cannot answer for now waits for the next run.
 */
export async function reconcileReservedWithdrawals(
  deps: PayoutDependencies & { reserved: ReservedWithdrawals },
): Promise<InrWithdrawalReconciliation> {
  const counts: InrWithdrawalReconciliation = { checked: 0, booked: {}, failures: 0 };
  let cursor: string | undefined;
  do {
    const page = await deps.reserved.listReserved({ limit: 100, ...(cursor ? { cursor } : {}) });
    for (const record of page.transactions) {
      if (record.type !== 'inr-withdrawal') continue;
      counts.checked += 1;
      try {
        const outcome = await reconcileOne(record, deps);
        counts.booked[outcome] = (counts.booked[outcome] ?? 0) + 1;
      } catch {
        counts.failures += 1;
      }
    }
    cursor = page.cursor;
  } while (cursor);
  await recheckPaidOut(deps, counts);
  return counts;
}

/**
 * How far back paid-out withdrawals are asked about again: a beneficiary's bank returns a credit it
 * cannot apply (account closed, frozen) within days, not weeks.
 */
export const REVERSAL_WINDOW_MS = 10 * 24 * 60 * 60 * 1000;

/** Payouts paid out lately, fetched again: a reversal whose webhook was lost is booked here. */
async function recheckPaidOut(deps: PayoutDependencies, counts: InrWithdrawalReconciliation): Promise<void> {
  const since = new Date(deps.now().getTime() - REVERSAL_WINDOW_MS);
  for (const withdrawalId of await deps.directory.paidOutSince(since)) {
    try {
      const [latest] = await deps.payouts.listPayoutsByReference(withdrawalId);
      if (latest?.status !== 'reversed') continue;
      counts.checked += 1;
      const outcome = await bookPayout(latest, deps);
      counts.booked[outcome] = (counts.booked[outcome] ?? 0) + 1;
    } catch {
      counts.failures += 1;
    }
  }
}

export interface ReservedWithdrawals {
  listReserved(page: { limit: number; cursor?: string }): Promise<{
    transactions: readonly TransactionRecord[];
    cursor?: string;
  }>;
}

export interface InrWithdrawalReconciliation {
  checked: number;
  booked: Partial<Record<PayoutBooking, number>>;
  failures: number;
}

const BANK_NO_LONGER_VERIFIED =
  'Your bank details changed before we could pay this out, so the whole amount, fee included, is back in your wallet. Withdraw again once the new account is approved.';

async function reconcileOne(record: TransactionRecord, deps: PayoutDependencies): Promise<PayoutBooking> {
  const [latest] = await deps.payouts.listPayoutsByReference(record.id);
  if (latest) return bookPayout(latest, deps);
  if (!(await deps.directory.find(record.id))) {
    // Stopped between the reserve and remembering its payee: pay the verified account if there still is
    // one, else give the money back rather than keep it reserved for ever.
    try {
      const payee = await verifiedPayee(record.userId, deps);
      await deps.directory.remember(record.id, { userId: record.userId, fundAccountId: payee.fundAccountId });
    } catch (error) {
      if (!(error instanceof ForbiddenError)) throw error;
      const posted = await returnGivingBack(
        deps.ledger,
        inrWithdrawalReturned(record, { reason: BANK_NO_LONGER_VERIFIED }),
      );
      if (!posted.replayed || stillNews(record, deps.now()))
        await tell(record, { outcome: 'returned', byBank: false }, deps);
      return posted.replayed ? 'already-booked' : 'returned';
    }
  }
  return sendPayout(record, deps);
}
