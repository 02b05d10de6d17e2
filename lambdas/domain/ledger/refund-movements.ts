/**
 * Refunds the payment provider made of money we had already booked (from its dashboard, or a bank's
 * recall): what is still held or in suspense goes back to clearing as returned; what was credited comes
 * off the wallet, and what the wallet no longer holds becomes what the customer owes us
 * (customer-receivables, with their own total beside it), paid off by their next credits' own entries
 * (receivable-payoff.ts).
 */
import { formatRupees } from '../money';
import { customerAccount, houseAccount } from './accounts';
import type { ExternalReference } from './external-reference';
import { buildJournalEntry, type Posting } from './journal-entry';
import type { Movement, Transition } from './movement';
import { returnHeldDeposit } from './movements';
import { receivableTotal } from './receivable-payoff';
import { suspenseReturned } from './suspense-movements';
import type { TransactionDraft, TransactionRecord } from './transactions';

/** Who decides a refund the provider made: kept on the record as an operator's name would be. */
export const PROVIDER_DECIDED = 'the payment provider';

export const refundReference = (refundId: string): ExternalReference => ({
  source: 'razorpay-refund',
  id: refundId,
});

export const refundedWords = {
  returned: 'Sent back to the account it came from by your bank or our payment provider.',
  refunded: 'Refunded by your bank or our payment provider: the money went back to where it came from.',
  owed: (owedMinor: bigint) =>
    `${formatRupees(owedMinor)} of it had already left your wallet, so you owe it to us. Your next deposits pay it off first.`,
};

/**
 * Money the provider refunded while we still held it (a held transfer, or money in suspense): the record
 * is returned, once, by the decision reference an operator's return would take, so a refund and an
 * operator's decision cannot both book it.
 */
export function returnedByProvider(record: TransactionRecord, refundId: string): Transition {
  const decision = { decidedBy: PROVIDER_DECIDED, reason: refundedWords.returned };
  const booking =
    record.status === 'held' ? returnHeldDeposit(record, decision) : suspenseReturned(record, decision);
  return { ...booking, references: [...booking.references, refundReference(refundId)] };
}

/**
 * A credited payment refunded (all of it or part): the refund goes back to the clearing account the
 * money came in by; the wallet gives back what it holds of it, and the rest is owed.
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
  const fromWalletMinor = amountMinor < refund.walletMinor ? amountMinor : refund.walletMinor;
  const owedMinor = amountMinor - fromWalletMinor;
  const clearing = credited.type === 'card-deposit' ? 'card-clearing' : 'bank-transfer-clearing';
  const postings: Posting[] = [{ account: houseAccount(clearing), amountMinor }];
  if (fromWalletMinor > 0n)
    postings.push({ account: customerAccount(credited.userId, 'INR'), amountMinor: -fromWalletMinor });
  if (owedMinor > 0n)
    postings.push({ account: houseAccount('customer-receivables'), amountMinor: -owedMinor });
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
    statusReason: `${refundedWords.refunded} ${formatRupees(amountMinor)} refunded.${owedMinor > 0n ? ` ${refundedWords.owed(owedMinor)}` : ''}`,
    ...(credited.providerPaymentId ? { providerPaymentId: credited.providerPaymentId } : {}),
  };
  return {
    entry: buildJournalEntry({ kind: 'provider-refund', postings }),
    transactions: [owedMinor > 0n && fromWalletMinor === 0n ? { ...record, amountMinor: owedMinor } : record],
    references: [refundReference(refund.refundId)],
    ...(owedMinor > 0n ? { caps: [receivableTotal(credited.userId, owedMinor)] } : {}),
  };
}
