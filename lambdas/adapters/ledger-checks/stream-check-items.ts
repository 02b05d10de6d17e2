/**
 * The items of the ledger-check table (definitions/tables.ts) that hold the stream check's state, and
 * how each is read and written. Keys:
 *   TALLY#<name> / <shard>      running sums (posted and stored sides, counts, entry-id digests), a version;
 *                               gsi1 (OPEN#<n> / <name>#<shard>) while an account's sides disagree
 *   SEEN#<event id> / SEEN      a stream record applied (expires after the stream's retention)
 *   BREAK / <identity>          a break found, in plain words (no PII: accounts by opaque sub)
 *   SUSPECT / <identity>        a settle-time break seen once, waiting to be seen again past the lag
 *   SETTLE / SETTLE             when the settle-time rules last ran
 *   CURSOR / <shard id>         locally, how far the poller has read each stream shard
 *   STARTED / STARTED           when the sums were started from the book as it stood, and from how many
 *                               items (absent: they have followed the stream since the table's first write)
 */
import { describeBreak, type LedgerBreak } from '../../domain/ledger/checks/breaks';
import type { Tally, TallyDelta } from '../../domain/ledger/checks/tallies';
import { storedInteger, storedNumber } from '../stored-numbers';

export type Item = Record<string, unknown>;

/** Partitions of the open-accounts index, so marking accounts open is no hot partition either. */
export const OPEN_PARTITIONS = 8;

export const tallyKey = (name: string, shard: number) => ({
  pk: `TALLY#${name}`,
  sk: String(shard).padStart(2, '0'),
});
export const SETTLE_KEY = { pk: 'SETTLE', sk: 'SETTLE' };
export const STARTED_KEY = { pk: 'STARTED', sk: 'STARTED' };

/** When the sums were started from the book as it stood (startFromBook). */
export interface BookStart {
  readonly at: string;
  readonly items: number;
}

export interface StoredBreak {
  readonly kind: string;
  readonly description: string;
  readonly foundAt: string;
}

export const tallyFrom = (item: Item): Tally => ({
  posted: storedInteger(item.postedMinor ?? 0),
  postedCount: storedNumber(item.postedCount) ?? 0,
  postedDigest: storedNumber(item.postedDigest) ?? 0,
  stored: storedInteger(item.storedMinor ?? 0),
  storedCount: storedNumber(item.storedCount) ?? 0,
  storedDigest: storedNumber(item.storedDigest) ?? 0,
});

/** A tally item holding exactly these sums, as a start from the book writes it. */
export const tallyItem = (tally: TallyDelta): Item => ({
  ...tallyKey(tally.name, tally.shard),
  postedMinor: tally.posted,
  postedCount: tally.postedCount,
  postedDigest: tally.postedDigest,
  storedMinor: tally.stored,
  storedCount: tally.storedCount,
  storedDigest: tally.storedDigest,
  version: 1,
});

export const breakItem = (identity: string, found: LedgerBreak, now: Date) => ({
  pk: 'BREAK',
  sk: identity,
  kind: found.kind,
  description: describeBreak(found),
  foundAt: now.toISOString(),
});

export const storedBreakFrom = (item: Item): StoredBreak => ({
  kind: String(item.kind),
  description: String(item.description),
  foundAt: String(item.foundAt),
});
