/**
 * The USDT withdrawals confirmed sent in a span, read from the ledger without a scan: each one's
 * confirmation posts on the `usdt-withdrawals-reserved` house account under its entry's ULID (the time
 * it was written), so each shard is one Query of a key range; the entry names the withdrawal's record.
 */
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { encodeTime } from 'ulid';
import type { TransactionRecord } from '../../domain/ledger/book/transactions';
import { accountItems, HOUSE_SHARDS, housePartition } from '../account-items';
import { queryAllPages } from '../query-pages';
import { type LedgerTable, ledgerTable } from './ledger-table';
import { transactionFromItem } from './transaction-items';

const ULID_TIME_LENGTH = 10;
const ULID_RANDOM_LENGTH = 16;
const SENT_KIND = 'usdt-withdrawal-sent';
/** BatchGetItem's most keys in one call. */
const BATCH_GET_KEYS = 100;
/** Rounds of keys DynamoDB left unprocessed before the read gives up. */
const MAX_UNPROCESSED_ROUNDS = 6;

type Item = Record<string, unknown>;

async function batchGet(table: LedgerTable, keys: readonly Item[]): Promise<Item[]> {
  const found: Item[] = [];
  for (let start = 0; start < keys.length; start += BATCH_GET_KEYS) {
    let asked = keys.slice(start, start + BATCH_GET_KEYS) as Item[];
    for (let round = 0; asked.length > 0; round += 1) {
      if (round === MAX_UNPROCESSED_ROUNDS) throw new Error('DynamoDB left keys unprocessed too many times');
      const answer = await table
        .client()
        .send(
          new BatchGetCommand({ RequestItems: { [table.table()]: { Keys: asked, ConsistentRead: true } } }),
        );
      found.push(...(answer.Responses?.[table.table()] ?? []));
      asked = (answer.UnprocessedKeys?.[table.table()]?.Keys ?? []) as Item[];
    }
  }
  return found;
}

export async function usdtWithdrawalsSentSince(
  since: Date,
  table: LedgerTable = ledgerTable(),
): Promise<TransactionRecord[]> {
  const from = `${encodeTime(since.getTime(), ULID_TIME_LENGTH)}${'0'.repeat(ULID_RANDOM_LENGTH)}`;
  const entryIds = (
    await Promise.all(
      Array.from({ length: HOUSE_SHARDS }, async (_, shard) => {
        const ids: string[] = [];
        for await (const item of queryAllPages(
          {
            TableName: table.table(),
            KeyConditionExpression: 'pk = :pk AND sk >= :from',
            ExpressionAttributeValues: {
              ':pk': housePartition('usdt-withdrawals-reserved', shard),
              ':from': from,
            },
            ProjectionExpression: 'entryId',
            ConsistentRead: true,
          },
          table.client(),
        ))
          ids.push(String(item.entryId));
        return ids;
      }),
    )
  ).flat();
  const entries = await batchGet(
    table,
    entryIds.map((id) => ({ ...accountItems.entry(id) })),
  );
  const keys = entries
    .filter((entry) => entry.kind === SENT_KIND && Array.isArray(entry.transactions))
    .map((entry) => (entry.transactions as Item[])[0])
    .filter((key): key is Item => key !== undefined)
    .map((key) => ({
      ...accountItems.transaction(
        String(key.userId),
        key.currency as TransactionRecord['currency'],
        String(key.id),
      ),
    }));
  const records = (await batchGet(table, keys)).map(transactionFromItem);
  return records.sort((a, b) => a.id.localeCompare(b.id));
}
