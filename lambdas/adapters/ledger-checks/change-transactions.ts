/**
 * A batch of stream records as TransactWriteItems: each change's tally deltas (checks/stream.ts) in
 * one transaction with a marker of its event id, on the condition that the marker is new, so a record
 * the stream delivers again (it delivers at least once) moves no sum twice. Consecutive changes share
 * a transaction as far as DynamoDB's 100 items allow, their deltas merged (sums commute).
 */
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { breakIdentity, type LedgerBreak } from '../../domain/ledger/checks/breaks';
import { addTallies, type TallyDelta } from '../../domain/ledger/checks/tallies';
import { breakItem, tallyKey } from './stream-check-items';

/** DynamoDB Streams keeps records 24 hours; a marker outlives every redelivery. */
const MARKER_LIFETIME_SECONDS = 2 * 24 * 60 * 60;
/** DynamoDB's most items in one TransactWriteItems. */
const MAX_TRANSACTION_ITEMS = 100;

/** A change read for writing: its place in the batch, its deltas and the breaks it shows on its own. */
export interface PreparedChange {
  readonly index: number;
  readonly eventId: string;
  readonly deltas: readonly TallyDelta[];
  readonly found: readonly LedgerBreak[];
}

const cancelledFor = (error: unknown, code: string) =>
  (error as { name?: string }).name === 'TransactionCanceledException' &&
  ((error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? []).some(
    (reason) => reason.Code === code,
  );

export const isConflict = (error: unknown) => cancelledFor(error, 'TransactionConflict');

/** Refused because a change's marker exists: the stream delivered it again. */
export const isReplay = (error: unknown) => cancelledFor(error, 'ConditionalCheckFailed');

/** A chunk's deltas summed per tally item (a transaction may name an item once), and its breaks once each. */
function merged(chunk: readonly PreparedChange[]) {
  const deltas = new Map<string, TallyDelta>();
  for (const delta of chunk.flatMap((change) => change.deltas)) {
    const key = `${delta.name}#${delta.shard}`;
    const was = deltas.get(key);
    deltas.set(key, was ? addTallies(was, delta) : delta);
  }
  const found = new Map(chunk.flatMap((change) => change.found).map((each) => [breakIdentity(each), each]));
  return { deltas: [...deltas.values()], found };
}

/** Consecutive changes whose markers, merged deltas and breaks fit one transaction. */
export function transactionChunks(changes: readonly PreparedChange[]): PreparedChange[][] {
  const chunks: PreparedChange[][] = [];
  let current: PreparedChange[] = [];
  for (const change of changes) {
    const { deltas, found } = merged([...current, change]);
    if (current.length > 0 && current.length + 1 + deltas.length + found.size > MAX_TRANSACTION_ITEMS) {
      chunks.push(current);
      current = [];
    }
    current.push(change);
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

/** The one transaction of a chunk: every change's marker, the merged deltas, the breaks found. */
export function chunkTransaction(
  table: string,
  chunk: readonly PreparedChange[],
  now: Date,
): NonNullable<TransactWriteCommandInput['TransactItems']> {
  const expiresAt = Math.floor(now.getTime() / 1000) + MARKER_LIFETIME_SECONDS;
  const { deltas, found } = merged(chunk);
  return [
    ...chunk.map((change) => ({
      Put: {
        TableName: table,
        Item: { pk: `SEEN#${change.eventId}`, sk: 'SEEN', expiresAt },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    })),
    ...deltas.map((delta) => ({
      Update: {
        TableName: table,
        Key: tallyKey(delta.name, delta.shard),
        UpdateExpression:
          'ADD postedMinor :posted, postedCount :postedCount, postedDigest :postedDigest, ' +
          'storedMinor :stored, storedCount :storedCount, storedDigest :storedDigest, version :one',
        ExpressionAttributeValues: {
          ':posted': delta.posted,
          ':postedCount': delta.postedCount,
          ':postedDigest': delta.postedDigest,
          ':stored': delta.stored,
          ':storedCount': delta.storedCount,
          ':storedDigest': delta.storedDigest,
          ':one': 1,
        },
      },
    })),
    ...[...found].map(([identity, each]) => ({
      Put: { TableName: table, Item: breakItem(identity, each, now) },
    })),
  ];
}
