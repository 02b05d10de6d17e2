/**
 * A credit to a wallet whose customer owes us (recipes/refunds.ts) pays the debt off in its own entry:
 * the entry that brings the money in also takes what is owed, up to the amount credited, from the wallet
 * to customer-receivables, and lowers the customer's total in the same transaction. So there is no
 * moment when the credit is booked and the payoff is not, and a credit path cannot forget it.
 *
 * Why up to the amount credited, not up to the wallet's balance: the refund that made the debt took
 * everything the wallet held, every credit after pays first, and money may not leave a wallet while its
 * customer owes, so the credit is all there is to pay from. Planning from the credit alone also keeps
 * the wallet out of the plan's reads: the only figure that can move under it is the customer's total,
 * which the writer takes from on the condition that it stays at or above zero, and, when the credit
 * leaves money in the wallet, that it is still what was read (two credits at once cannot both pay the
 * same debt, a refund adding to it meanwhile is not missed; the one refused plans again from the total
 * then). Nothing owed is checked too, so every credit carries the check, paying or not.
 *
 * DynamoDB allows one operation per item in a transaction, so an entry names each wallet once: the
 * wallet's posting is the credit less the payoff (none when the payoff takes all of it), and the two
 * records the customer sees, the credit and "Paid towards what you owe", sum to it.
 */
import { formatRupees } from '../../money';
import { customerAccount, houseAccount, accountId as idOfAccount } from '../book/accounts';
import type { Movement, MovementCap, Transition } from '../book/entry-plan';
import { buildJournalEntry, type JournalEntry, type Posting } from '../book/journal-entry';
import type { TransactionDraft } from '../book/transactions';

/** The name of a customer's open debt among the running totals (movement-cap.ts): one per customer. */
export const receivableTotal = (userId: string, addMinor: bigint): MovementCap => ({
  userId,
  name: 'customer-receivable',
  period: 'open',
  addMinor,
});

export const payoffWords = {
  counterparty: 'What you owed after a refund',
  partly: (stillOwedMinor: bigint) =>
    `Paid towards what you owe; ${formatRupees(stillOwedMinor)} is still owed.`,
  fully: 'Paid off what you owed: your wallet is free to use again.',
};

export interface OwedAtCredit {
  userId: string;
  /** The customer's `customer-receivable` total as read before planning, paise. */
  owedMinor: bigint;
  /** What the customer can quote of the credit that paid (its UTR, payment id). */
  creditReference: string;
}

/** What the entry credits to the customer's INR wallet. */
function creditedTo(entry: JournalEntry | undefined, userId: string): bigint {
  const wallet = idOfAccount(customerAccount(userId, 'INR'));
  return (entry?.postings ?? [])
    .filter((posting) => idOfAccount(posting.account) === wallet)
    .reduce((sum, posting) => sum + posting.amountMinor, 0n);
}

/** What the credit pays of the debt: all of it, or all the credit when that is less. */
export function payoffOf(entry: JournalEntry | undefined, owed: OwedAtCredit): bigint {
  const creditedMinor = creditedTo(entry, owed.userId);
  if (owed.owedMinor <= 0n || creditedMinor <= 0n) return 0n;
  return owed.owedMinor < creditedMinor ? owed.owedMinor : creditedMinor;
}

function payoffRecord(owed: OwedAtCredit, paidMinor: bigint): TransactionDraft {
  const stillOwedMinor = owed.owedMinor - paidMinor;
  return {
    userId: owed.userId,
    currency: 'INR',
    type: 'receivable-settled',
    direction: 'debit',
    amountMinor: paidMinor,
    feeMinor: 0n,
    gstMinor: 0n,
    status: 'succeeded',
    reference: owed.creditReference,
    counterparty: payoffWords.counterparty,
    statusReason: stillOwedMinor > 0n ? payoffWords.partly(stillOwedMinor) : payoffWords.fully,
  };
}

/** The entry with the payoff folded into the wallet's posting and paid to customer-receivables. */
function entryPaying(entry: JournalEntry, userId: string, paidMinor: bigint): JournalEntry {
  const wallet = idOfAccount(customerAccount(userId, 'INR'));
  const postings: Posting[] = [];
  for (const posting of entry.postings) {
    if (idOfAccount(posting.account) !== wallet) postings.push(posting);
    else if (posting.amountMinor !== paidMinor)
      postings.push({ ...posting, amountMinor: posting.amountMinor - paidMinor });
  }
  postings.push({ account: houseAccount('customer-receivables'), amountMinor: paidMinor });
  return buildJournalEntry({ ...entry, postings });
}

/**
 * What folding the payoff into a credit changes: its entry, its caps (the customer's total, checked to
 * be what was read, and taken from by the payoff), and the record it adds, if it pays anything.
 */
function payoffOfCredit(
  credit: { entry?: JournalEntry; caps?: readonly MovementCap[] },
  owed: OwedAtCredit,
): { entry: JournalEntry; caps: MovementCap[]; records: TransactionDraft[] } | undefined {
  if (!credit.entry || creditedTo(credit.entry, owed.userId) <= 0n) return undefined;
  const paidMinor = payoffOf(credit.entry, owed);
  // A credit all of which goes to the debt leaves nothing in the wallet, whatever the debt is by then:
  // it only needs the total to stay at or above zero. One that leaves money in the wallet (nothing was
  // owed, or it paid the debt off) needs the total to be what it read, or a refund adding to the debt
  // meanwhile would leave that money beside it.
  const keepsSome = paidMinor === owed.owedMinor;
  const total = {
    ...receivableTotal(owed.userId, -paidMinor),
    ...(keepsSome ? { asReadMinor: owed.owedMinor } : {}),
  };
  const caps = [...(credit.caps ?? []), total];
  if (paidMinor === 0n) return { entry: credit.entry, caps, records: [] };
  return {
    entry: entryPaying(credit.entry, owed.userId, paidMinor),
    caps,
    records: [payoffRecord(owed, paidMinor)],
  };
}

/** A credit movement (a bank transfer credited) that also pays what its customer owes. */
export function movementPayingOwed(credit: Movement, owed: OwedAtCredit): Movement {
  const payoff = payoffOfCredit(credit, owed);
  if (!payoff) return credit;
  const { records, ...changed } = payoff;
  // After the credit, so the customer's list (newest first) shows the payoff above what paid it.
  return { ...credit, ...changed, transactions: [...credit.transactions, ...records] };
}

/** A credit transition (a card payment captured, a held transfer released) that also pays what is owed. */
export function transitionPayingOwed(credit: Transition, owed: OwedAtCredit): Transition {
  const payoff = payoffOfCredit(credit, owed);
  if (!payoff) return credit;
  const { records, ...changed } = payoff;
  return { ...credit, ...changed, records: [...(credit.records ?? []), ...records] };
}
