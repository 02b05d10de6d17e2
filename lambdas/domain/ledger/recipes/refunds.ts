/**
 * Refunds the payment provider made of money we had already booked (from its dashboard, or a bank's
 * recall): what is still held or in suspense goes back to clearing (all of it returned, or the part
 * refunded, the rest still held); what was credited comes off the wallet, and what the wallet no longer
 * holds becomes what the customer owes us (customer-receivables, with their own total beside it), paid off
 * by their next credits' own entries (receivable-payoff.ts). A refund that then fails puts the money back
 * where it was.
 */
import { formatRupees } from '../../money';
import { customerAccount, houseAccount } from '../book/accounts';
import type { Movement, Transition } from '../book/entry-plan';
import type { ExternalReference } from '../book/external-reference';
import { buildJournalEntry, type Posting } from '../book/journal-entry';
import type { TransactionDraft, TransactionRecord } from '../book/transactions';
import { returnHeldDeposit } from './bank-transfers';
import { feePostings, feeReversalPostings } from './fee-postings';
import { receivableTotal } from './receivable-payoff';
import { clearingOf, SUSPENSE_OWNER, suspenseReturned, transferToSuspense } from './suspense';

/** Who decides a refund the provider made: kept on the record as an operator's name would be. */
export const PROVIDER_DECIDED = 'the payment provider';

export const refundReference = (refundId: string): ExternalReference => ({
  source: 'razorpay-refund',
  id: refundId,
});

/** A refund that failed is put back once, whichever event or reconciliation finds it failed first. */
export const refundFailedReference = (refundId: string): ExternalReference => ({
  source: 'razorpay-refund-failed',
  id: refundId,
});

export const refundedWords = {
  returned: 'Sent back to the account it came from by your bank or our payment provider.',
  refunded: 'Refunded by your bank or our payment provider: the money went back to where it came from.',
  partReturned: (refundedMinor: bigint, leftMinor: bigint) =>
    `${formatRupees(refundedMinor)} of it was sent back to the account it came from by your bank or our payment provider; ${formatRupees(leftMinor)} is still held.`,
  refundFailed: (amountMinor: bigint) =>
    `Your bank or our payment provider could not complete a refund of ${formatRupees(amountMinor)}: the money is back in your wallet.`,
  wholePayment: (
    amountMinor: bigint,
    credited: Pick<TransactionRecord, 'amountMinor' | 'feeMinor' | 'gstMinor'>,
  ) =>
    `${formatRupees(amountMinor)} refunded, the whole payment: the ${formatRupees(credited.amountMinor)} added to your wallet comes off it, and our fee of ${formatRupees(credited.feeMinor)} and its ${formatRupees(credited.gstMinor)} GST are cancelled.`,
  owed: (owedMinor: bigint) =>
    `${formatRupees(owedMinor)} of it had already left your wallet, so you owe it to us. Your next deposits pay it off first.`,
};

/**
 * Money the provider refunded while we still held it (a held transfer, or money in suspense): the record
 * is returned, once by the refund's id. It moves only from `held` (or `unmatched`) with the amount read,
 * so a refund and an operator's decision cannot both book it; the operators' decision reference stays
 * free, so a refund that later fails leaves the money for them to decide again.
 */
export function returnedByProvider(record: TransactionRecord, refundId: string): Transition {
  const decision = { decidedBy: PROVIDER_DECIDED, reason: refundedWords.returned };
  const booking =
    record.status === 'held' ? returnHeldDeposit(record, decision) : suspenseReturned(record, decision);
  return { ...booking, references: [refundReference(refundId)] };
}

const PART_RETURNED_WORDS =
  /^₹[\d,.]+ of it was sent back to the account it came from by your bank or our payment provider; ₹[\d,.]+ is still held\. ?/;

/** Why a transfer is held, without what an earlier part refund said of it. */
const heldReasonOf = (record: TransactionRecord) =>
  (record.statusReason ?? '').replace(PART_RETURNED_WORDS, '');

/** Where money we still hold for a decision waits: a customer's held transfer, or suspense. */
const waitingIn = (record: TransactionRecord) =>
  record.userId === SUSPENSE_OWNER ? ('suspense' as const) : ('deposits-held' as const);

/**
 * Part of money we still hold (a held transfer, money in suspense) refunded by the provider: that part
 * goes back to clearing, and the record keeps the rest, still waiting for an operator's decision, which
 * then releases, assigns or returns only what is left. Written only while the record still holds the
 * amount this was worked out from, so two part refunds at once cannot both take from the same figure.
 */
export function partReturnedByProvider(
  record: TransactionRecord,
  refundId: string,
  amountMinor: bigint,
): Transition {
  const leftMinor = record.amountMinor - amountMinor;
  if (amountMinor <= 0n || leftMinor <= 0n) throw new RangeError('A part refund leaves part of the money');
  const from = waitingIn(record);
  return {
    transaction: record,
    from: [record.status],
    to: record.status,
    amount: { fromMinor: record.amountMinor, toMinor: leftMinor },
    // The customer sees why their held transfer shrank; an earlier part refund's words are replaced.
    ...(from === 'deposits-held'
      ? {
          set: {
            statusReason: [refundedWords.partReturned(amountMinor, leftMinor), heldReasonOf(record)]
              .filter(Boolean)
              .join(' '),
          },
        }
      : {}),
    entry: buildJournalEntry({
      kind: from === 'deposits-held' ? 'held-deposit-returned' : 'suspense-returned',
      postings: [
        { account: houseAccount(from), amountMinor: -amountMinor },
        { account: houseAccount(clearingOf(record)), amountMinor },
      ],
    }),
    references: [refundReference(refundId)],
  };
}

/**
 * A refund of money we held (all of it returned, or a part) failed: the money is back with us, so it
 * waits for a decision again, the record holding it plus what it held still (nothing, once returned).
 */
export function heldAgainAfterFailedRefund(
  record: TransactionRecord,
  refundId: string,
  amountMinor: bigint,
): Transition {
  const into = waitingIn(record);
  const stillMinor = record.status === 'returned' ? 0n : record.amountMinor;
  return {
    transaction: record,
    from: [record.status],
    to: into === 'suspense' ? 'unmatched' : 'held',
    amount: { fromMinor: record.amountMinor, toMinor: stillMinor + amountMinor },
    set: {
      statusReason: `A refund of ${formatRupees(amountMinor)} by your bank or our payment provider failed, so the money is held for review again.`,
    },
    entry: buildJournalEntry({
      kind: 'provider-refund-failed',
      postings: [
        { account: houseAccount(clearingOf(record)), amountMinor: -amountMinor },
        { account: houseAccount(into), amountMinor },
      ],
    }),
    references: [refundFailedReference(refundId)],
  };
}

/**
 * The refund an operator's return asked for failed: the money is back with us, and that return's decision
 * is spent, so it waits in suspense as money of its own, for an operator to return again or assign.
 */
export function returnRefundFailed(
  returned: TransactionRecord,
  refundId: string,
  amountMinor: bigint,
): Movement {
  return transferToSuspense({
    kind: returned.type === 'card-deposit' ? 'card-payment' : 'bank-transfer',
    amountMinor,
    utr: returned.reference ?? returned.id,
    counterparty: returned.counterparty,
    paymentId: returned.providerPaymentId ?? '',
    reason: `The refund returning ${formatRupees(amountMinor)} of payment ${returned.providerPaymentId ?? returned.id} failed, so the money is back with us: return it again or assign it`,
    references: [refundFailedReference(refundId)],
  });
}

/**
 * What a refund of a credited payment takes from the customer: what was credited when it refunds the
 * whole card payment (our fee and its GST cancelled with it, see refundOfCredit), else the part refunded.
 */
function customerShareOf(credited: TransactionRecord, amountMinor: bigint) {
  const feeAndGstMinor = credited.feeMinor + credited.gstMinor;
  const reversesFee = feeAndGstMinor > 0n && amountMinor === credited.amountMinor + feeAndGstMinor;
  return { reversesFee, dueMinor: reversesFee ? credited.amountMinor : amountMinor };
}

/**
 * A refund of money a customer owned (credited to their wallet, or released or assigned to it) failed:
 * the money is back with us and so back in their wallet, and a fee the refund cancelled stands again (the
 * mirror of refundOfCredit); what they owe is then paid off from it in this entry, as by any credit
 * (receivable-payoff.ts).
 */
export function refundFailedCredited(failed: {
  credited: TransactionRecord;
  refundId: string;
  amountMinor: bigint;
}): Movement {
  const { credited, amountMinor } = failed;
  if (amountMinor <= 0n) throw new RangeError('A failed refund puts money back');
  const { reversesFee, dueMinor } = customerShareOf(credited, amountMinor);
  const postings: Posting[] = [
    { account: houseAccount(clearingOf(credited)), amountMinor: -amountMinor },
    { account: customerAccount(credited.userId, 'INR'), amountMinor: dueMinor },
  ];
  if (reversesFee) postings.push(...feePostings(credited.feeMinor, credited.gstMinor));
  return {
    entry: buildJournalEntry({ kind: 'provider-refund-failed', postings }),
    transactions: [
      {
        userId: credited.userId,
        currency: 'INR',
        type: 'reversal',
        direction: 'credit',
        amountMinor: dueMinor,
        feeMinor: 0n,
        gstMinor: 0n,
        status: 'succeeded',
        reference: credited.reference ?? credited.id,
        counterparty: 'A refund that failed',
        statusReason: refundedWords.refundFailed(dueMinor),
        ...(credited.providerPaymentId ? { providerPaymentId: credited.providerPaymentId } : {}),
      },
    ],
    references: [refundFailedReference(failed.refundId)],
  };
}

/**
 * A credited payment refunded (all of it or part): the refund goes back to the clearing account the
 * money came in by; the wallet gives back what it holds of what it must, and the rest is owed.
 *
 * What the customer gives back depends on how much of the payment was refunded:
 *   - the whole payment (a card deposit charged the amount credited plus our fee and its GST): the
 *     deposit is undone, so our fee is too. Its revenue, the GST on it and the rounding are reversed, a
 *     mirror of what the capture booked (fee-postings.ts), and the GST return takes it off by a credit
 *     note (section 34 of the CGST Act, 2017: the supply was cancelled); the customer gives back only
 *     what their wallet was credited;
 *   - part of it: the part comes off what was credited, and our fee stands. The service the fee paid
 *     for (taking the card payment and crediting it) was supplied in full, so no credit note is due,
 *     and a share of a fee would not be a whole 50-paise step of fee revenue with exactly 18 % GST.
 */
export function refundOfCredit(refund: {
  credited: TransactionRecord;
  refundId: string;
  amountMinor: bigint;
  /** The wallet's balance now: it gives back at most this. */
  walletMinor: bigint;
}): Movement {
  const { credited, amountMinor } = refund;
  if (amountMinor <= 0n) throw new RangeError('A refund moves money');
  const { reversesFee, dueMinor } = customerShareOf(credited, amountMinor);
  const fromWalletMinor = dueMinor < refund.walletMinor ? dueMinor : refund.walletMinor;
  const owedMinor = dueMinor - fromWalletMinor;
  const postings: Posting[] = [{ account: houseAccount(clearingOf(credited)), amountMinor }];
  if (fromWalletMinor > 0n)
    postings.push({ account: customerAccount(credited.userId, 'INR'), amountMinor: -fromWalletMinor });
  if (owedMinor > 0n)
    postings.push({ account: houseAccount('customer-receivables'), amountMinor: -owedMinor });
  if (reversesFee) postings.push(...feeReversalPostings(credited.feeMinor, credited.gstMinor));
  const refunded = reversesFee
    ? refundedWords.wholePayment(amountMinor, credited)
    : `${formatRupees(amountMinor)} refunded.`;
  const record: TransactionDraft = {
    userId: credited.userId,
    currency: 'INR',
    type: 'provider-refund',
    direction: 'debit',
    amountMinor: fromWalletMinor,
    feeMinor: 0n,
    gstMinor: 0n,
    // Nothing left the wallet when it held nothing: the line shows what is owed, moving no money.
    status: fromWalletMinor > 0n ? 'succeeded' : 'pending',
    reference: credited.reference ?? credited.id,
    counterparty: credited.counterparty,
    statusReason: `${refundedWords.refunded} ${refunded}${owedMinor > 0n ? ` ${refundedWords.owed(owedMinor)}` : ''}`,
    ...(credited.providerPaymentId ? { providerPaymentId: credited.providerPaymentId } : {}),
  };
  return {
    entry: buildJournalEntry({ kind: 'provider-refund', postings }),
    transactions: [owedMinor > 0n && fromWalletMinor === 0n ? { ...record, amountMinor: owedMinor } : record],
    references: [refundReference(refund.refundId)],
    ...(owedMinor > 0n
      ? {
          caps: [receivableTotal(credited.userId, owedMinor)],
          // Owed only if the wallet still holds nothing but what was read: a credit landing meanwhile
          // pays the refund first, not a debt beside it.
          walletsAsRead: [
            { userId: credited.userId, currency: 'INR' as const, balanceMinor: refund.walletMinor },
          ],
        }
      : {}),
  };
}
