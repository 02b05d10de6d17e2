/**
 * The stream check's running sums: what each ledger item adds to the tallies while it exists (per
 * account, a house account in shards by entry so no item is written by every entry, per stock shard,
 * per waiting account, per customer-total account and per currency of the book), and a change's deltas,
 * what the item adds after it minus what it added before. Applying deltas is addition, so the order
 * in which the items of one TransactWriteItems arrive (across batches and stream shards) cannot change
 * a sum.
 */
import { parseAccountId } from '../book/accounts';
import type { LedgerChange, LedgerItem } from './ledger-item';
import { sentTo, waitingAccounts, waitingContribution } from './rules';

/** The running sums of one tally item. Counts and digests are small whole numbers, never money. */
export interface Tally {
  readonly posted: bigint;
  readonly postedCount: number;
  readonly postedDigest: number;
  readonly stored: bigint;
  readonly storedCount: number;
  readonly storedDigest: number;
}

export const emptyTally: Tally = {
  posted: 0n,
  postedCount: 0,
  postedDigest: 0,
  stored: 0n,
  storedCount: 0,
  storedDigest: 0,
};

export interface TallyDelta extends Tally {
  /** `customer/<sub>/<currency>`, `house/<name>`, `stock/<name>`, `waiting/<name>`, `totals/<name>`, `book/<currency>`, `address/<tron address>`. */
  readonly name: string;
  readonly shard: number;
}

/**
 * Shards of every tally written by many entries (a house account, the book): one item takes about
 * 1000 writes a second, and 16 keeps the busiest house account's tallies well under that.
 */
export const TALLY_SHARDS = 16;

/** FNV-1a: a 24-bit hash of an id, for shards and the digest of entry ids (sums stay exact in a double). */
export function idHash(id: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < id.length; index += 1) {
    hash ^= id.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash & 0xffffff;
}

const tallyShard = (id: string) => idHash(id) % TALLY_SHARDS;

export type TallySums = ReadonlyMap<string, Tally>;

/** Two tallies added up: sums commute, so shards, chunks and replays add in any order. */
export function addTallies<Sum extends Tally>(sum: Sum, more: Tally): Sum {
  return {
    ...sum,
    posted: sum.posted + more.posted,
    postedCount: sum.postedCount + more.postedCount,
    postedDigest: sum.postedDigest + more.postedDigest,
    stored: sum.stored + more.stored,
    storedCount: sum.storedCount + more.storedCount,
    storedDigest: sum.storedDigest + more.storedDigest,
  };
}

/** Every shard of a tally added up. */
export function sumShards(shards: Iterable<Tally>): Tally {
  let sum = emptyTally;
  for (const tally of shards) sum = addTallies(sum, tally);
  return sum;
}

/**
 * A TRON address's tally: stored counts it given out as one of our deposit addresses, posted counts
 * the withdrawals sent to it. Both above zero is a send that credits no one, whichever came first.
 */
const DESTINATION_TALLY = 'address/';
export const destinationTallyName = (address: string) => `${DESTINATION_TALLY}${address}`;
export const isDestinationTally = (name: string) => name.startsWith(DESTINATION_TALLY);
export const addressOfTally = (name: string) => name.slice(DESTINATION_TALLY.length);

type Contribution = Omit<TallyDelta, keyof Tally> & Partial<Tally>;

/** What an item adds to the tallies while it exists. */
function contributions(item: LedgerItem): Contribution[] {
  switch (item.type) {
    case 'entry':
      return item.entry.postings.map((posting) => ({
        name: posting.accountId,
        shard: parseAccountId(posting.accountId).kind === 'customer' ? 0 : tallyShard(item.entry.id),
        posted: posting.amountMinor,
        postedCount: 1,
        postedDigest: idHash(item.entry.id),
      }));
    case 'wallet':
      return [
        { name: item.accountId, shard: 0, stored: item.balanceMinor, storedCount: item.postingCount },
        { name: `book/${item.currency}`, shard: tallyShard(item.accountId), stored: item.balanceMinor },
      ];
    case 'house-row':
      return [
        {
          name: item.accountId,
          shard: tallyShard(item.entryId),
          stored: item.amountMinor,
          storedCount: 1,
          storedDigest: idHash(item.entryId),
        },
        { name: `book/${item.currency}`, shard: tallyShard(item.entryId), stored: item.amountMinor },
      ];
    case 'stock-shard':
      return [{ name: `stock/${item.account}`, shard: item.shard, stored: item.availableMinor }];
    case 'customer-total':
      return [
        {
          name: `totals/${item.total}`,
          shard: tallyShard(item.key),
          stored: item.totalMinor,
          // How many totals are below zero, which none may be.
          storedCount: item.totalMinor < 0n ? 1 : 0,
        },
      ];
    case 'record': {
      const sent = sentTo(item.record);
      return [
        ...waitingAccounts.map((account) => ({
          name: `waiting/${account.name}`,
          shard: tallyShard(item.record.key),
          stored: waitingContribution(account, item.record),
        })),
        // A withdrawal sent counts against its address, as a deposit address given out does.
        ...(sent !== undefined ? [{ name: destinationTallyName(sent), shard: 0, postedCount: 1 }] : []),
      ];
    }
    case 'reference':
      return [];
    // One item an address: an address is given out once and sent to rarely.
    case 'deposit-address':
      return [{ name: destinationTallyName(item.address), shard: 0, storedCount: 1 }];
  }
}

const tallyKey = (delta: { name: string; shard: number }) => `${delta.name}#${delta.shard}`;

/** The change's deltas, one per tally item, without those that move nothing. */
export function changeTallies(change: LedgerChange): TallyDelta[] {
  const deltas = new Map<string, TallyDelta>();
  const add = (contribution: Contribution, sign: 1 | -1) => {
    const key = tallyKey(contribution);
    const was = deltas.get(key) ?? { ...emptyTally, name: contribution.name, shard: contribution.shard };
    const big = BigInt(sign);
    deltas.set(key, {
      ...was,
      posted: was.posted + big * (contribution.posted ?? 0n),
      postedCount: was.postedCount + sign * (contribution.postedCount ?? 0),
      postedDigest: was.postedDigest + sign * (contribution.postedDigest ?? 0),
      stored: was.stored + big * (contribution.stored ?? 0n),
      storedCount: was.storedCount + sign * (contribution.storedCount ?? 0),
      storedDigest: was.storedDigest + sign * (contribution.storedDigest ?? 0),
    });
  };
  if (change.before) for (const each of contributions(change.before)) add(each, -1);
  if (change.after) for (const each of contributions(change.after)) add(each, 1);
  return [...deltas.values()].filter(
    (delta) =>
      delta.posted !== 0n ||
      delta.stored !== 0n ||
      delta.postedCount !== 0 ||
      delta.storedCount !== 0 ||
      delta.postedDigest !== 0 ||
      delta.storedDigest !== 0,
  );
}

/**
 * The tallies of a book as it stands, as if the stream had brought every item's creation: what the
 * checker's sums are when it starts on a table that already holds money. Items are added as a scan
 * reads them (the book need not fit in memory, only its tallies). Only exact for a book no one writes
 * while it is read (a scan is no snapshot): a change read by the scan and brought again by the stream
 * would count twice.
 */
export function bookTallyFold() {
  const tallies = new Map<string, TallyDelta>();
  let items = 0;
  return {
    add(after: LedgerItem) {
      items += 1;
      for (const delta of changeTallies({ eventId: 'book', after })) {
        const key = tallyKey(delta);
        const was = tallies.get(key);
        tallies.set(key, was ? addTallies(was, delta) : delta);
      }
    },
    get items() {
      return items;
    },
    tallies: (): TallyDelta[] => [...tallies.values()],
  };
}

export function bookTallies(items: Iterable<LedgerItem>): TallyDelta[] {
  const fold = bookTallyFold();
  for (const item of items) fold.add(item);
  return fold.tallies();
}
