/**
 * Emails about money, sent from what the ledger booked: a post or transition that left a customer's
 * deposit credited or held tells that customer once. Every path that credits a deposit (webhook,
 * browser return, read, sweep, reconciliation, operator's release, chain watcher) goes through the
 * ledger writer, so wrapping the writer covers them all. A replay tells too, under the same name
 * (`once`), so it sends only what was never sent: the write before it may have booked the money and
 * lost its answer, failing the request before anyone was told.
 */
import type { LedgerWriter, PostedMovement } from '../ledger/book/ledger';
import type { TransactionRecord, TransactionType } from '../ledger/book/transactions';
import { SUSPENSE_OWNER } from '../ledger/recipes/suspense';
import { type ArrivalMethod, type CustomerMessage, customerMessages } from './customer-messages';
import { type CustomerNotifier, outcomeNotice, stillNews } from './customer-notifier';

const arrivals: Partial<Record<TransactionType, ArrivalMethod>> = {
  'bank-transfer-deposit': 'bank-transfer',
  'card-deposit': 'card',
  'chain-deposit': 'chain',
};

/** The email a booked record calls for, if any. */
export function bookingNotice(record: TransactionRecord): CustomerMessage | undefined {
  const method = arrivals[record.type];
  if (!method || record.userId === SUSPENSE_OWNER || record.direction !== 'credit') return undefined;
  const money = {
    amountMinor: record.amountMinor,
    currency: record.currency,
    at: new Date(record.updatedAt),
  };
  if (record.status === 'succeeded') return customerMessages.moneyArrived({ ...money, method });
  if (record.status === 'held') return customerMessages.depositHeld(money);
  return undefined;
}

async function announce(records: readonly TransactionRecord[], notifier: CustomerNotifier): Promise<void> {
  for (const record of records) {
    const notice = bookingNotice(record);
    if (notice) await notifier.tell(record.userId, notice, outcomeNotice(record, record.status));
  }
}

/** What a write booked, told; a replay's only while it is still news (stillNews). */
const announceBooked = (
  posted: PostedMovement,
  records: readonly TransactionRecord[],
  notifier: CustomerNotifier,
  now: Date,
) => announce(posted.replayed ? records.filter((record) => stillNews(record, now)) : records, notifier);

/** The writer's post and transition, each followed by the emails what it booked calls for. */
export function announcingBookings(
  ledger: LedgerWriter,
  notifier: CustomerNotifier,
  now: () => Date = () => new Date(),
): Pick<LedgerWriter, 'post' | 'transition'> {
  return {
    post: async (movement) => {
      const posted = await ledger.post(movement);
      await announceBooked(posted, posted.transactions, notifier, now());
      return posted;
    },
    transition: async (transition) => {
      const posted = await ledger.transition(transition);
      // The moved record comes first: it was news only if its status changed (a held transfer
      // released), not when it stayed (part of a held transfer refunded, the rest still held).
      const [moved, ...created] = posted.transactions;
      const statusChanged = !transition.from.includes(transition.to);
      await announceBooked(posted, [...(moved && statusChanged ? [moved] : []), ...created], notifier, now());
      return posted;
    },
  };
}
