/**
 * A house account's posting rows (account-items.ts: append-only, spread over HOUSE_SHARDS partitions),
 * read consistently shard by shard: summed, they are the account's balance; with their entries, they
 * are what the account moved and why (the chain reconciliation reads the chain clearing account so).
 */
import { BatchGetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ServiceFailureError } from '../../domain/errors';
import { accountId, type HouseAccountName, houseAccount } from '../../domain/ledger/book/accounts';
import type { ChainBooking } from '../../domain/tron/chain-reconciliation';
import { accountItems, HOUSE_SHARDS, housePartition } from '../account-items';
import { queryAllPages } from '../query-pages';
import { storedInteger } from '../stored-numbers';

type Item = Record<string, unknown>;

export interface HouseRow {
  entryId: string;
  amountMinor: bigint;
}

/** BatchGetItem's most keys in one call. */
const BATCH_GET_KEYS = 100;
/** Rounds of keys DynamoDB left unprocessed before the read gives up. */
const MAX_UNPROCESSED_ROUNDS = 6;

export async function readHouseRows(
  client: DynamoDBDocumentClient,
  table: string,
  account: HouseAccountName,
): Promise<HouseRow[]> {
  const shards = await Promise.all(
    Array.from({ length: HOUSE_SHARDS }, async (_, shard) => {
      const rows: HouseRow[] = [];
      for await (const item of queryAllPages(
        {
          TableName: table,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': housePartition(account, shard) },
          ProjectionExpression: 'entryId, amountMinor',
          ConsistentRead: true,
        },
        client,
      ))
        rows.push({ entryId: String(item.entryId), amountMinor: storedInteger(item.amountMinor) });
      return rows;
    }),
  );
  return shards.flat();
}

async function readEntries(client: DynamoDBDocumentClient, table: string, entryIds: readonly string[]) {
  const entries = new Map<string, Item>();
  for (let start = 0; start < entryIds.length; start += BATCH_GET_KEYS) {
    let keys: Item[] = entryIds
      .slice(start, start + BATCH_GET_KEYS)
      .map((id) => ({ ...accountItems.entry(id) }));
    for (let round = 0; keys.length > 0; round += 1) {
      if (round === MAX_UNPROCESSED_ROUNDS)
        throw new ServiceFailureError('The ledger entries could not be read. Please try again.');
      const answer = await client.send(
        new BatchGetCommand({ RequestItems: { [table]: { Keys: keys, ConsistentRead: true } } }),
      );
      for (const item of answer.Responses?.[table] ?? []) entries.set(String(item.entryId), item);
      keys = (answer.UnprocessedKeys?.[table]?.Keys ?? []) as Item[];
    }
  }
  return entries;
}

const CHAIN_CLEARING = accountId(houseAccount('usdt-chain-clearing'));
const TRANSFER_REFERENCE = 'tron-tx:';

/** Every posting on the chain clearing account with the transfer its entry booked, or the entry it reverses. */
export async function readChainClearingBookings(
  client: DynamoDBDocumentClient,
  table: string,
): Promise<ChainBooking[]> {
  const rows = await readHouseRows(client, table, 'usdt-chain-clearing');
  const entries = await readEntries(
    client,
    table,
    rows.map((row) => row.entryId),
  );
  return rows.map((row) => {
    const entry = entries.get(row.entryId);
    const references = Array.isArray(entry?.references) ? entry.references.map(String) : [];
    const transfer = references.find((name) => name.startsWith(TRANSFER_REFERENCE));
    const postings = Array.isArray(entry?.postings) ? (entry.postings as Item[]) : [];
    return {
      entryId: row.entryId,
      clearingMinor: row.amountMinor,
      ...(transfer ? { transferId: transfer.slice(TRANSFER_REFERENCE.length) } : {}),
      ...(typeof entry?.reverses === 'string' ? { reverses: entry.reverses } : {}),
      counterPostings: postings
        .filter((posting) => String(posting.account) !== CHAIN_CLEARING)
        .map((posting) => ({
          accountId: String(posting.account),
          amountMinor: storedInteger(posting.amountMinor),
        })),
    };
  });
}
