/**
 * Entries written by hand for tests of the checker and of the writer's refusals: what no movement of
 * the product builds (a corruption the writer lets through, an inconsistent request).
 */
import {
  type HouseAccountName,
  houseAccount,
  type LedgerAccount,
} from '../../lambdas/domain/ledger/book/accounts';
import type { Movement } from '../../lambdas/domain/ledger/book/entry-plan';
import type { ExternalReference } from '../../lambdas/domain/ledger/book/external-reference';
import {
  buildJournalEntry,
  type EntryKind,
  type JournalEntry,
} from '../../lambdas/domain/ledger/book/journal-entry';

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

/**
 * Money moved between two house accounts under one reference, shown to no one: a corruption the writer
 * lets through, since a house account is append-only rows no condition can sum.
 */
export const houseOnlyMovement = (
  kind: EntryKind,
  amountMinor: bigint,
  { from, to }: { from: HouseAccountName; to: HouseAccountName },
  reference: ExternalReference,
): Movement => ({
  entry: entryMoving(kind, amountMinor, { from: houseAccount(from), to: houseAccount(to) }),
  transactions: [],
  references: [reference],
});
