/**
 * The ledger's invariants checked change by change, as the accounts table's stream delivers them, so
 * no check ever reads the whole book (checks/full-scan.ts is the full scan, now weekly). The rules are
 * checks/rules.ts, the same the full scan calls; what differs is what they are fed.
 *
 * Each change (an item's image before and after) becomes:
 *   - tally deltas: running sums kept per account (a wallet; a house account in shards by entry, so no
 *     item is written by every entry), per stock shard, per waiting account, per customer-total
 *     account and per currency of the book. Each delta is what the item adds after the change minus
 *     what it added before, so applying deltas is addition: the order in which the items of one
 *     TransactWriteItems arrive (across batches and stream shards) cannot change a sum. Applying a
 *     change at most once (a replay of the stream moves nothing) is the store's job: it writes a marker
 *     for the change's event id in the same transaction as the sums;
 *   - breaks decided by the change alone: an entry that does not balance, a wallet image below zero,
 *     a record showing money moved with no entry, a record's amount changed with no new entry, and any
 *     removal of an item the ledger never removes (an entry, a record, a reference).
 *
 * Two sides of an account are compared only when both have caught up (accountVerdict): a wallet item
 * counts its postings, so its balance is compared when the stream has brought as many of its postings
 * as the image counts; a house shard's rows and postings carry their entry ids, so they are compared
 * when the same entries (count and a sum of entry-id hashes) are on both sides. An account not caught
 * up is open; the rules over many accounts (book, stock, waiting records, customer totals) are
 * settle-time (settledBreaks), over every shard of the accounts they name, and the store confirms a
 * settle-time break only when it persists, with the same difference, for longer than the stream can lag.
 */
import { houseAccountNames, parseAccountId, stockAccountNames } from '../book/accounts';
import type { LedgerBreak } from './breaks';
import type { CheckedEntry, CheckedRecord } from './checked-items';
import type { LedgerItem } from './ledger-item';
import {
  bookBreaks,
  customerTotalAccounts,
  customerTotalBreaks,
  entryBreaks,
  recordWithoutEntryBreaks,
  shownOnWallet,
  sidesBreaks,
  signBreaks,
  stockBreaks,
  waitingAccounts,
  waitingContribution,
  waitingRecordsBreaks,
} from './rules';

/** One stream record: the item before and after (absent when it was created or removed). */
export interface LedgerChange {
  readonly eventId: string;
  readonly before?: LedgerItem;
  readonly after?: LedgerItem;
}

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
  /** `customer/<sub>/<currency>`, `house/<name>`, `stock/<name>`, `waiting/<name>`, `totals/<name>`, `book/<currency>`. */
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
    case 'record':
      return waitingAccounts.map((account) => ({
        name: `waiting/${account.name}`,
        shard: tallyShard(item.record.key),
        stored: waitingContribution(account, item.record),
      }));
    case 'reference':
      return [];
    // Held against the withdrawals sent only by the full scan, which sees both sides at once.
    case 'deposit-address':
      return [];
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

/** The breaks a change shows on its own, with no other item needed. */
export function changeBreaks({ before, after }: LedgerChange): LedgerBreak[] {
  if (after?.type === 'entry')
    return [
      ...entryBreaks(after.entry),
      ...(before?.type === 'entry' ? editedEntryBreaks(before.entry, after.entry) : []),
    ];
  if (after?.type === 'wallet') return signBreaks(after.accountId, after.balanceMinor);
  if (after?.type === 'record')
    return recordBreaks(after.record, before?.type === 'record' ? before.record : undefined);
  if (after) return [];
  // The ledger never removes an entry, a record or a reference: whatever named it now names nothing.
  switch (before?.type) {
    case 'entry':
      return (before.entry.records ?? []).map((key) => ({
        kind: 'missing-reference',
        holder: `record ${key}`,
        missing: `entry ${before.entry.id}`,
      }));
    case 'record':
      return before.record.entryIds.flatMap((entryId): LedgerBreak[] => [
        {
          kind: 'entry-without-record',
          entryId,
          accountId: before.record.accountId,
          amountMinor: shownOnWallet(before.record),
        },
        { kind: 'missing-reference', holder: `entry ${entryId}`, missing: `record ${before.record.key}` },
      ]);
    case 'reference':
      return before.entryId
        ? [
            {
              kind: 'missing-reference',
              holder: `entry ${before.entryId}`,
              missing: `reference ${before.name}`,
            },
          ]
        : [];
    default:
      return [];
  }
}

/**
 * The ledger never edits an entry: a posting to a wallet that changed no longer matches the records
 * of that wallet the entry names, which show what it posted when it was written.
 */
function editedEntryBreaks(before: CheckedEntry, after: CheckedEntry): LedgerBreak[] {
  const posted = (entry: CheckedEntry, accountId: string) =>
    entry.postings
      .filter((posting) => posting.accountId === accountId)
      .reduce((sum, each) => sum + each.amountMinor, 0n);
  const wallets = new Set(
    [...before.postings, ...after.postings]
      .map((posting) => posting.accountId)
      .filter((accountId) => accountId.startsWith('customer/')),
  );
  return [...wallets].flatMap((accountId) => {
    const shownMinor = posted(before, accountId);
    const postedMinor = posted(after, accountId);
    if (shownMinor === postedMinor) return [];
    const [, userId, currency] = accountId.split('/');
    return (after.records ?? [])
      .filter((key) => key.startsWith(`${userId}/${currency}/`))
      .map(
        (record): LedgerBreak => ({
          kind: 'record-amount-mismatch',
          record,
          accountId,
          shownMinor,
          postedMinor,
        }),
      );
  });
}

/**
 * A record changes what it shows on its wallet only with an entry that moved it (a held transfer
 * released, a withdrawal returned): the writer appends that entry's id in the same write.
 */
function recordBreaks(record: CheckedRecord, before: CheckedRecord | undefined): LedgerBreak[] {
  const breaks = recordWithoutEntryBreaks(record);
  if (
    before &&
    !record.house &&
    shownOnWallet(record) !== shownOnWallet(before) &&
    record.entryIds.length <= before.entryIds.length
  )
    breaks.push({
      kind: 'record-amount-mismatch',
      record: record.key,
      accountId: record.accountId,
      shownMinor: shownOnWallet(record),
      postedMinor: shownOnWallet(before),
    });
  return breaks;
}

/** Tallies compared account by account: a wallet, or one shard of a house account. */
export const isAccountTally = (name: string) => name.startsWith('customer/') || name.startsWith('house/');

/**
 * Whether both sides of an account tally have caught up, and what they show if so. A wallet item's
 * posting count says how many postings its image holds; a house shard's rows and postings name their
 * entries, so equal counts and equal sums of entry-id hashes mean the same entries are on both sides.
 * A wallet's own breaks are whole here; a house shard that disagrees is only open, since a house
 * account's balance is all its shards (settledBreaks).
 */
export function accountVerdict(name: string, tally: Tally): { open: boolean; breaks: LedgerBreak[] } {
  const customer = name.startsWith('customer/');
  const caughtUp =
    tally.storedCount === tally.postedCount && (customer || tally.storedDigest === tally.postedDigest);
  if (!caughtUp) return { open: true, breaks: [] };
  if (!customer) return { open: tally.stored !== tally.posted, breaks: [] };
  return {
    open: false,
    breaks: sidesBreaks(name, {
      storedMinor: tally.stored,
      postedMinor: tally.posted,
      storedCount: tally.storedCount,
      postedCount: tally.postedCount,
    }),
  };
}

/** The tally names the settle-time rules read in full (every shard): a bounded set, whatever the book's size. */
export const settledTallyNames: readonly string[] = [
  ...houseAccountNames.map((name) => `house/${name}`),
  ...stockAccountNames.map((name) => `stock/${name}`),
  ...waitingAccounts.map((account) => `waiting/${account.name}`),
  ...customerTotalAccounts.map((account) => `totals/${account.total}`),
  'book/INR',
  'book/USDT',
];

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
 * The rules over many items, given every settle-time tally summed over its shards and the wallets
 * left open: each wallet's sides as they stand, each house account's balance against its postings and
 * its sign, and the book, stock, waiting-records and customer-total rules. Candidates only: the
 * store reports one when it holds longer than the stream can lag (or at once when the stream is drained).
 */
export function settledBreaks(sums: TallySums, openWallets: ReadonlyMap<string, Tally>): LedgerBreak[] {
  const of = (name: string) => sums.get(name) ?? emptyTally;
  const breaks: LedgerBreak[] = [];
  for (const [accountId, tally] of openWallets)
    breaks.push(
      ...sidesBreaks(accountId, {
        storedMinor: tally.stored,
        postedMinor: tally.posted,
        storedCount: tally.storedCount,
        postedCount: tally.postedCount,
      }),
    );
  for (const name of houseAccountNames) {
    const accountId = `house/${name}`;
    const tally = of(accountId);
    breaks.push(
      ...sidesBreaks(accountId, {
        storedMinor: tally.stored,
        postedMinor: tally.posted,
        postedCount: tally.postedCount,
      }),
      ...signBreaks(accountId, tally.stored),
    );
  }
  for (const account of stockAccountNames)
    breaks.push(...stockBreaks(account, of(`stock/${account}`).stored, of(`house/${account}`).posted));
  for (const { accountId, total } of customerTotalAccounts) {
    const totals = of(`totals/${total}`);
    breaks.push(
      ...customerTotalBreaks(accountId, of(accountId).stored, {
        sumMinor: totals.stored,
        anyBelowZero: totals.storedCount > 0,
      }),
    );
  }
  for (const account of waitingAccounts)
    breaks.push(
      ...waitingRecordsBreaks(
        account.accountId,
        of(account.accountId).posted,
        of(`waiting/${account.name}`).stored,
      ),
    );
  breaks.push(...bookBreaks({ INR: of('book/INR').stored, USDT: of('book/USDT').stored }));
  return breaks;
}
