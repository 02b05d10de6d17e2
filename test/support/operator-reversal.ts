/**
 * An operator's reversal of a stored entry, for tests only: the product offers no reversal beside a
 * provider's refund, but the checker and the writer must still treat a mirror-image entry soundly
 * (it balances, it refuses a wallet below zero, it names the entry it reverses).
 */

import type { Movement } from '../../lambdas/domain/ledger/book/entry-plan';
import {
  buildJournalEntry,
  type JournalEntry,
  type StoredEntry,
} from '../../lambdas/domain/ledger/book/journal-entry';
import type { TransactionDraft } from '../../lambdas/domain/ledger/book/transactions';
import type { Currency } from '../../lambdas/domain/money';

/** The entry that undoes another: every posting negated. Entries are never edited. */
export function reversingEntry(original: StoredEntry, memo?: string): JournalEntry {
  return buildJournalEntry({
    kind: 'reversal',
    reverses: original.id,
    postings: original.entry.postings.map((posting) => ({
      account: posting.account,
      amountMinor: -posting.amountMinor,
    })),
    ...(memo ? { memo } : {}),
  });
}

/**
 * Undoes a stored entry with its mirror image, and shows each customer a reversal line. A reversal
 * that would take a wallet below zero is refused by the writer like any other debit.
 */
export function reversal(original: StoredEntry, correction: { reason: string; decidedBy: string }): Movement {
  const entry = reversingEntry(original, `${correction.reason} (${correction.decidedBy})`);
  const transactions: TransactionDraft[] = [];
  for (const posting of entry.postings) {
    if (posting.account.kind !== 'customer') continue;
    const currency: Currency = posting.account.currency;
    transactions.push({
      userId: posting.account.userId,
      currency,
      type: 'reversal',
      direction: posting.amountMinor > 0n ? 'credit' : 'debit',
      amountMinor: posting.amountMinor > 0n ? posting.amountMinor : -posting.amountMinor,
      feeMinor: 0n,
      gstMinor: 0n,
      status: 'succeeded',
      reference: original.id,
      counterparty: 'Correction',
      statusReason: correction.reason,
    });
  }
  // The stock the house sells from moves with its postings, so a reversed buy puts the USDT back.
  const inventoryChange = entry.postings
    .filter(({ account }) => account.kind === 'house' && account.name === 'usdt-inventory')
    .reduce((sum, posting) => sum + posting.amountMinor, 0n);
  return {
    entry,
    transactions,
    references: [{ source: 'ops-decision', id: `reversal:${original.id}` }],
    ...(inventoryChange !== 0n
      ? { stock: [{ account: 'usdt-inventory', amountMinor: inventoryChange }] }
      : {}),
  };
}
