/**
 * The accounts a batch touched, judged once their tallies moved: each tally read back (consistent,
 * in batches of DynamoDB's 100 keys), its verdict (checks/stream.ts accountVerdict) kept as its mark
 * in the open-accounts index, and the breaks of accounts whose two sides have caught up recorded.
 */
import { BatchGetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { breakIdentity, type LedgerBreak } from '../../domain/ledger/checks/breaks';
import { accountVerdict } from '../../domain/ledger/checks/stream';
import { idHash, type Tally } from '../../domain/ledger/checks/tallies';
import { storedNumber } from '../stored-numbers';
import { breakItem, type Item, OPEN_PARTITIONS, tallyFrom, tallyKey } from './stream-check-items';
import type { StreamCheckTable } from './stream-check-table';

const BATCH_GET_KEYS = 100;

/** One tally item: an account (or shard of one) by its tally name. */
export interface TallyName {
  readonly name: string;
  readonly shard: number;
}

async function readTallies(table: StreamCheckTable, keys: readonly TallyName[]) {
  const name = table.name();
  const found = new Map<string, { tally: Tally; version: number; open: boolean }>();
  for (let start = 0; start < keys.length; start += BATCH_GET_KEYS) {
    let pending: Item[] = keys
      .slice(start, start + BATCH_GET_KEYS)
      .map((key) => tallyKey(key.name, key.shard));
    while (pending.length > 0) {
      const answer = await table.client().send(
        new BatchGetCommand({
          RequestItems: { [name]: { Keys: pending, ConsistentRead: true } },
          ReturnConsumedCapacity: 'TOTAL',
        }),
      );
      table.count(answer.ConsumedCapacity, 'read');
      for (const item of answer.Responses?.[name] ?? [])
        found.set(`${String(item.pk)}|${String(item.sk)}`, {
          tally: tallyFrom(item),
          version: storedNumber(item.version) ?? 0,
          open: typeof item.gsi1pk === 'string',
        });
      pending = (answer.UnprocessedKeys?.[name]?.Keys ?? []) as Item[];
    }
  }
  return found;
}

/**
 * Every account tally named read back and marked open or caught up (the open-accounts index), each
 * mark conditioned on the version read, so a later change's mark wins; answers the breaks of the
 * accounts whose sides have caught up, recorded.
 */
export async function markAccounts(
  table: StreamCheckTable,
  keys: readonly TallyName[],
): Promise<LedgerBreak[]> {
  const states = await readTallies(table, keys);
  const breaks: LedgerBreak[] = [];
  for (const { name, shard } of keys) {
    const key = tallyKey(name, shard);
    const state = states.get(`${key.pk}|${key.sk}`);
    if (!state) continue;
    const verdict = accountVerdict(name, state.tally);
    breaks.push(...verdict.breaks);
    if (verdict.open !== state.open) await markOpen(table, name, shard, verdict.open, state.version);
  }
  await recordBreaks(table, breaks);
  return breaks;
}

/** Marks one account tally open or caught up, unless a change applied since its read moved it. */
export async function markOpen(
  table: StreamCheckTable,
  name: string,
  shard: number,
  open: boolean,
  version: number,
) {
  try {
    const answer = await table.client().send(
      new UpdateCommand({
        TableName: table.name(),
        Key: tallyKey(name, shard),
        UpdateExpression: open
          ? 'SET gsi1pk = :partition, gsi1sk = :account, openSince = :now'
          : 'REMOVE gsi1pk, gsi1sk, openSince',
        ConditionExpression: 'version = :version',
        ExpressionAttributeValues: {
          ':version': version,
          ...(open
            ? {
                ':partition': `OPEN#${idHash(name) % OPEN_PARTITIONS}`,
                ':account': `${name}#${shard}`,
                ':now': table.now().toISOString(),
              }
            : {}),
        },
        ReturnConsumedCapacity: 'TOTAL',
      }),
    );
    table.count(answer.ConsumedCapacity ? [answer.ConsumedCapacity] : [], 'write');
  } catch (error) {
    // A change applied since the read will mark it from its own read.
    if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
  }
}

/** The breaks found, once each, as BREAK items. */
export async function recordBreaks(table: StreamCheckTable, breaks: readonly LedgerBreak[]) {
  const now = table.now();
  for (const found of new Map(breaks.map((each) => [breakIdentity(each), each])))
    await table
      .client()
      .send(new PutCommand({ TableName: table.name(), Item: breakItem(found[0], found[1], now) }));
}
