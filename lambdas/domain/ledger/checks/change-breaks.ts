/**
 * The breaks a stream change shows on its own, with no other item read: an entry that does not
 * balance or was edited, a wallet image below zero, a record showing money moved with no entry or
 * changing its amount with no new entry, and any removal of an item the ledger never removes.
 */
import type { LedgerBreak } from './breaks';
import type { CheckedEntry, CheckedRecord } from './checked-items';
import type { LedgerChange } from './ledger-item';
import { entryBreaks, recordWithoutEntryBreaks, shownOnWallet, signBreaks } from './rules';

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
