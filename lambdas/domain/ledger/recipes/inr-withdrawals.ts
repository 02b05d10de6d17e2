/**
 * INR withdrawals to the customer's verified bank account, as entries. A withdrawal is reserved when it
 * is accepted (the wallet can no longer spend it), then paid out or returned exactly once: every step is
 * a transition conditioned on the record's status, and each outcome of a payout is a reference of its
 * own, so a webhook delivered twice, reordered or found again by the reconciliation moves nothing more.
 *
 * Our fee and its GST are booked when the withdrawal is accepted (GST falls due when the fee is paid)
 * and given back with the amount when the payout never reached the customer (failed, rejected,
 * cancelled, or reversed by the bank): a credit note under section 34 of the CGST Act, as a whole card
 * refund does. The customer then has exactly what they had before asking.
 */
import { customerAccount, houseAccount } from '../book/accounts';
import type { Movement, Transition } from '../book/entry-plan';
import { clientRequestReference, type ExternalReference } from '../book/external-reference';
import { buildJournalEntry } from '../book/journal-entry';
import type { TransactionRecord } from '../book/transactions';
import { dailyLimitGiveBack } from './daily-limit-give-back';
import { feePostings, feeReversalPostings } from './fee-postings';

export interface InrWithdrawalRequest {
  userId: string;
  /** What reaches the customer's bank. */
  payoutMinor: bigint;
  feeMinor: bigint;
  gstMinor: bigint;
  /** The bank account it goes to, masked (`HDFC0001234 ••••6789`). */
  counterparty: string;
  /** The request's Idempotency-Key: a retry under it reserves once. */
  idempotencyKey: string;
  /** The customer's withdrawals on that day in India may not pass the maximum (CapReachedError). */
  dailyCap: { period: string; maxMinor: bigint };
  /**
   * What the customer owed when the request was checked (nothing): the write is refused if a refund
   * made them owe meanwhile, as no money may leave a wallet while its customer owes us.
   */
  owedAsRead: bigint;
}

/** What the customer sees while the payout is on its way. */
export const WITHDRAWAL_RESERVED_REASON = 'On its way to your bank account';

/** The withdrawal's money out of the wallet: the payout to the reserve, fee and GST to their accounts. */
export function inrWithdrawalReserved(request: InrWithdrawalRequest): Movement {
  const { userId, payoutMinor, feeMinor, gstMinor } = request;
  if (payoutMinor <= 0n) throw new RangeError(`payoutMinor must be positive, got ${payoutMinor}`);
  if (feeMinor < 0n || gstMinor < 0n) throw new RangeError('The fee and GST must not be negative');
  const debitMinor = payoutMinor + feeMinor + gstMinor;
  return {
    entry: buildJournalEntry({
      kind: 'inr-withdrawal-reserved',
      postings: [
        { account: customerAccount(userId, 'INR'), amountMinor: -debitMinor },
        { account: houseAccount('inr-withdrawals-reserved'), amountMinor: payoutMinor },
        ...feePostings(feeMinor, gstMinor),
      ],
    }),
    transactions: [
      {
        userId,
        currency: 'INR',
        type: 'inr-withdrawal',
        direction: 'debit',
        amountMinor: debitMinor,
        feeMinor,
        gstMinor,
        status: 'reserved',
        counterparty: request.counterparty,
        statusReason: WITHDRAWAL_RESERVED_REASON,
      },
    ],
    references: [clientRequestReference(userId, request.idempotencyKey)],
    caps: [
      {
        userId,
        name: 'inr-withdrawals',
        period: request.dailyCap.period,
        addMinor: debitMinor,
        maxMinor: request.dailyCap.maxMinor,
      },
      { userId, name: 'customer-receivable', period: 'open', addMinor: 0n, asReadMinor: request.owedAsRead },
    ],
  };
}

/** What a withdrawal record sends to the bank: what left the wallet less our fee and its GST. */
export const payoutAmountOf = (record: Pick<TransactionRecord, 'amountMinor' | 'feeMinor' | 'gstMinor'>) =>
  record.amountMinor - record.feeMinor - record.gstMinor;

/** Each outcome of a payout is booked once, whichever path (webhook, reconciliation) reports it. */
const payoutOutcomeReference = (payoutId: string, outcome: 'processed' | 'returned'): ExternalReference => ({
  source: 'razorpayx-payout',
  id: `${payoutId}:${outcome}`,
});

/** The bank credited the customer: the reserve goes to the account that mirrors RazorpayX's payouts. */
export function inrWithdrawalPaidOut(
  reserved: TransactionRecord,
  payout: { payoutId: string; utr: string },
): Transition {
  const payoutMinor = payoutAmountOf(reserved);
  return {
    transaction: reserved,
    from: ['reserved'],
    to: 'succeeded',
    set: { reference: payout.utr, statusReason: 'Paid to your bank account' },
    amount: { fromMinor: reserved.amountMinor },
    entry: buildJournalEntry({
      kind: 'inr-withdrawal-paid-out',
      postings: [
        { account: houseAccount('inr-withdrawals-reserved'), amountMinor: -payoutMinor },
        { account: houseAccount('razorpayx-payouts'), amountMinor: payoutMinor },
      ],
    }),
    references: [payoutOutcomeReference(payout.payoutId, 'processed')],
  };
}

/**
 * The payout never reached the customer, or the bank sent it back: everything the withdrawal took
 * returns to the wallet. Still reserved, the reserve gives the amount back and the record says failed;
 * already paid out (a reversal), the money comes back from the payouts account and the record says
 * returned. `payoutId` is absent when no payout was ever made.
 */
export function inrWithdrawalReturned(
  record: TransactionRecord,
  outcome: { payoutId?: string; reason: string },
): Transition {
  const paidOut = record.status === 'succeeded';
  const payoutMinor = payoutAmountOf(record);
  return {
    transaction: record,
    from: [paidOut ? 'succeeded' : 'reserved'],
    to: paidOut ? 'returned' : 'failed',
    set: { statusReason: outcome.reason },
    amount: { fromMinor: record.amountMinor },
    entry: buildJournalEntry({
      kind: 'inr-withdrawal-returned',
      postings: [
        {
          account: houseAccount(paidOut ? 'razorpayx-payouts' : 'inr-withdrawals-reserved'),
          amountMinor: -payoutMinor,
        },
        { account: customerAccount(record.userId, 'INR'), amountMinor: record.amountMinor },
        ...feeReversalPostings(record.feeMinor, record.gstMinor),
      ],
    }),
    references: [payoutOutcomeReference(outcome.payoutId ?? `withdrawal-${record.id}`, 'returned')],
    caps: [dailyLimitGiveBack(record, 'inr-withdrawals', record.amountMinor)],
  };
}
