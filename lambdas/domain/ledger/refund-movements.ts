/**
 * Refunds the payment provider made of money we had already booked (from its dashboard, or a bank's
 * recall): what is still held or in suspense goes back to clearing as returned; what was credited comes
 * off the wallet, and what the wallet no longer holds becomes what the customer owes us
 * (customer-receivables, with their own total beside it), paid off by their next credits' own entries
 * (receivable-payoff.ts).
 */
import { formatRupees } from '../money';
import { customerAccount, houseAccount } from './accounts';
import type { Movement, Transition } from './entry-plan';
import type { ExternalReference } from './external-reference';
import { feeReversalPostings } from './fee-postings';
import { buildJournalEntry, type Posting } from './journal-entry';
import { returnHeldDeposit } from './money-movements';
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
  const feeAndGstMinor = credited.feeMinor + credited.gstMinor;
  const reversesFee = feeAndGstMinor > 0n && amountMinor === credited.amountMinor + feeAndGstMinor;
  const dueMinor = reversesFee ? credited.amountMinor : amountMinor;
  const fromWalletMinor = dueMinor < refund.walletMinor ? dueMinor : refund.walletMinor;
  const owedMinor = dueMinor - fromWalletMinor;
  const clearing = credited.type === 'card-deposit' ? 'card-clearing' : 'bank-transfer-clearing';
  const postings: Posting[] = [{ account: houseAccount(clearing), amountMinor }];
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
