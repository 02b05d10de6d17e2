/**
 * The full scan's checks of what records, entries and references name, once every item is read: a
 * record's amount against the postings of the entries it names on its wallet, an entry posting to a
 * wallet with no record there, anything named that is not there, and a USDT withdrawal sent to one of
 * our own deposit addresses.
 */
import type { LedgerBreak } from './breaks';
import type { CheckedRecord } from './checked-items';
import { ownAddressBreaks, sentTo, shownOnWallet } from './rules';

/** What the fold keeps of an entry to check its records and references once everything is read. */
export interface EntryFacts {
  /** Its postings to customers' wallets, by account id. */
  wallets: Map<string, bigint>;
  records: readonly string[];
  references: readonly string[];
  reverses?: string;
}

/**
 * A succeeded record (or a reserved withdrawal) moved its amount on its wallet (credit up, debit down);
 * a record in any other status (pending, held, returned, failed, expired) moved nothing there, whatever its entries did on
 * house accounts. An entry names a wallet once, so a credit that also paid a debt posts the two net
 * and shows two records of it: records that share an entry on a wallet are checked together, their
 * amounts summed against the postings of every entry they name there.
 */
export function recordBreaks(
  records: readonly CheckedRecord[],
  entryFacts: ReadonlyMap<string, EntryFacts>,
): LedgerBreak[] {
  const breaks: LedgerBreak[] = [];
  const checked: CheckedRecord[] = [];
  for (const record of records) {
    let missing = false;
    for (const entryId of record.entryIds) {
      if (entryFacts.has(entryId)) continue;
      missing = true;
      breaks.push({
        kind: 'missing-reference',
        holder: `record ${record.key}`,
        missing: `entry ${entryId}`,
      });
    }
    if (!missing && !record.house) checked.push(record);
  }
  for (const group of recordsSharingEntries(checked)) {
    const [first] = group;
    if (!first) continue;
    const shownMinor = group.reduce((sum, record) => sum + shownOnWallet(record), 0n);
    const entryIds = new Set(group.flatMap((record) => record.entryIds));
    let postedMinor = 0n;
    for (const entryId of entryIds)
      postedMinor += entryFacts.get(entryId)?.wallets.get(first.accountId) ?? 0n;
    if (entryIds.size === 0 && shownMinor !== 0n) {
      breaks.push({
        kind: 'record-without-entry',
        record: first.key,
        accountId: first.accountId,
        shownMinor,
      });
    } else if (postedMinor !== shownMinor) {
      breaks.push({
        kind: 'record-amount-mismatch',
        record: first.key,
        accountId: first.accountId,
        shownMinor,
        postedMinor,
      });
    }
  }
  return breaks;
}

/** What every entry and reference names (records, references, entries) exists, and each entry posting to a wallet has a record there. */
export function entryReferenceBreaks(
  entryFacts: ReadonlyMap<string, EntryFacts>,
  records: readonly CheckedRecord[],
  references: ReadonlyMap<string, string | undefined>,
): LedgerBreak[] {
  const breaks: LedgerBreak[] = [];
  const recordKeys = new Set(records.map((record) => record.key));
  const shownOn = new Set(
    records.flatMap((record) => record.entryIds.map((entryId) => `${entryId} ${record.accountId}`)),
  );
  for (const [entryId, entry] of entryFacts) {
    const holder = `entry ${entryId}`;
    for (const [accountId, amountMinor] of entry.wallets) {
      if (!shownOn.has(`${entryId} ${accountId}`))
        breaks.push({ kind: 'entry-without-record', entryId, accountId, amountMinor });
    }
    for (const key of entry.records) {
      if (!recordKeys.has(key)) breaks.push({ kind: 'missing-reference', holder, missing: `record ${key}` });
    }
    for (const name of entry.references) {
      if (!references.has(name))
        breaks.push({ kind: 'missing-reference', holder, missing: `reference ${name}` });
    }
    if (entry.reverses && !entryFacts.has(entry.reverses))
      breaks.push({ kind: 'missing-reference', holder, missing: `entry ${entry.reverses}` });
  }
  for (const [name, entryId] of references) {
    if (entryId !== undefined && !entryFacts.has(entryId))
      breaks.push({ kind: 'missing-reference', holder: `reference ${name}`, missing: `entry ${entryId}` });
  }
  return breaks;
}

/** Each withdrawal sent to one of our deposit addresses (ownAddressBreaks), by its record. */
export function withdrawalDestinationBreaks(
  records: readonly CheckedRecord[],
  depositAddresses: ReadonlySet<string>,
): LedgerBreak[] {
  return records.flatMap((record) => {
    const address = sentTo(record);
    return address === undefined
      ? []
      : ownAddressBreaks(address, { givenOut: depositAddresses.has(address), sends: 1, record: record.key });
  });
}

/**
 * The records joined by the entries they name on the same wallet (a credit and the payoff its entry
 * made), each group in the order the records were read; a record naming no entry is a group of its own.
 */
function recordsSharingEntries(records: readonly CheckedRecord[]): CheckedRecord[][] {
  const parent = records.map((_, index) => index);
  const root = (index: number): number => {
    let at = index;
    while (parent[at] !== at) at = parent[at] ?? at;
    parent[index] = at;
    return at;
  };
  const firstNaming = new Map<string, number>();
  records.forEach((record, index) => {
    for (const entryId of record.entryIds) {
      const key = `${entryId} ${record.accountId}`;
      const other = firstNaming.get(key);
      if (other === undefined) firstNaming.set(key, index);
      else parent[root(index)] = root(other);
    }
  });
  const groups = new Map<number, CheckedRecord[]>();
  records.forEach((record, index) => {
    const group = groups.get(root(index)) ?? [];
    group.push(record);
    groups.set(root(index), group);
  });
  return [...groups.values()];
}
