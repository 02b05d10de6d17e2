/**
 * Entries written by hand for tests of the checker and of the writer's refusals: what no movement of
 * the product builds (a corruption the writer lets through, an inconsistent request).
 */
import type { LedgerAccount } from '../../lambdas/domain/ledger/accounts';
import type { Movement } from '../../lambdas/domain/ledger/entry-plan';
import type { ExternalReference } from '../../lambdas/domain/ledger/external-reference';
import {
  buildJournalEntry,
  type EntryKind,
  type JournalEntry,
} from '../../lambdas/domain/ledger/journal-entry';

/** An entry of two postings: `amountMinor` leaves `from` for `to`. */
export const entryMoving = (
  kind: EntryKind,
  amountMinor: bigint,
  { from, to }: { from: LedgerAccount; to: LedgerAccount },
): JournalEntry =>
  buildJournalEntry({
    kind,
    postings: [
      { account: from, amountMinor: -amountMinor },
      { account: to, amountMinor },
    ],
  });

/** The entry alone under one reference, showing no one a record. */
export const entryWithoutRecords = (entry: JournalEntry, reference: ExternalReference): Movement => ({
  entry,
  transactions: [],
  references: [reference],
});
