/**
 * The chain watcher's items in the accounts table (keys in account-items.ts): its watermark, the
 * pending sightings, and point reads of the deposit-address owner items for each transfer's two ends;
 * for the chain reconciliation, the deposit addresses given out, a page at a time.
 */

import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../../config/environment';
import type {
  ChainWatchStore,
  ChainWatermark,
  DepositAddressList,
  PendingSighting,
} from '../../domain/tron/chain-ports';
import { accountItems, chainSightingIndex, depositAddressIndex, withoutKeys } from '../account-items';
import { dynamoDocuments } from '../aws-clients';
import { now } from '../clock';
import { queryAllPages } from '../query-pages';
import { storedInteger, storedNumber } from '../stored-numbers';

/** BatchGetItem's most keys in one call. */
const BATCH_GET_KEYS = 100;

const transferId = (transfer: Pick<PendingSighting, 'txHash' | 'eventIndex'>) =>
  `${transfer.txHash}:${transfer.eventIndex}`;

/** As written: the amount as a decimal string; numbers come back wrapped (aws-clients.ts). */
interface StoredSighting extends Omit<PendingSighting, 'amountMinor' | 'eventIndex' | 'blockNumber'> {
  amountMinor: string;
  eventIndex: unknown;
  blockNumber: unknown;
}

async function ownersOfBatch(addresses: readonly string[], found: Map<string, string>): Promise<void> {
  const table = tableName('accounts');
  let keys: Record<string, unknown>[] = addresses.map((address) => ({
    ...accountItems.depositAddressOwner(address),
  }));
  while (keys.length > 0) {
    const answer = await dynamoDocuments().send(
      new BatchGetCommand({
        // Consistent: an address given out a moment ago must not have a deposit to it missed.
        RequestItems: {
          [table]: { Keys: keys, ConsistentRead: true, ProjectionExpression: 'address, ownerId' },
        },
      }),
    );
    for (const item of answer.Responses?.[table] ?? []) found.set(String(item.address), String(item.ownerId));
    // DynamoDB may leave keys unprocessed under load; they are asked again.
    keys = answer.UnprocessedKeys?.[table]?.Keys ?? [];
  }
}

/** The index's LastEvaluatedKey as an opaque cursor (only this process reads it back). */
const encodeCursor = (key: Record<string, unknown>) =>
  Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');
const decodeCursor = (cursor: string) =>
  JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<string, unknown>;

export const dynamoChainWatchStore: ChainWatchStore & DepositAddressList = {
  async watermark() {
    const { Item } = await dynamoDocuments().send(
      new GetCommand({
        TableName: tableName('accounts'),
        Key: accountItems.chainWatermark(),
        ConsistentRead: true,
      }),
    );
    if (!Item) return undefined;
    const resume = Item.resume as Record<string, unknown> | undefined;
    const watermark: ChainWatermark = {
      block: Number(storedNumber(Item.block)),
      timestamp: Number(storedNumber(Item.timestamp)),
      ...(resume
        ? {
            resume: {
              toBlock: Number(storedNumber(resume.toBlock)),
              toTimestamp: Number(storedNumber(resume.toTimestamp)),
              fingerprint: String(resume.fingerprint),
            },
          }
        : {}),
    };
    return { watermark, version: Number(storedNumber(Item.version)) };
  },

  async saveWatermark(watermark, version) {
    try {
      await dynamoDocuments().send(
        new PutCommand({
          TableName: tableName('accounts'),
          Item: {
            ...accountItems.chainWatermark(),
            ...watermark,
            version: version + 1,
            updatedAt: now().toISOString(),
          },
          ConditionExpression: version === 0 ? 'attribute_not_exists(pk)' : 'version = :version',
          ...(version === 0 ? {} : { ExpressionAttributeValues: { ':version': version } }),
        }),
      );
      return true;
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return false;
      throw error;
    }
  },

  async firstAssignment() {
    const { Items = [] } = await dynamoDocuments().send(
      new QueryCommand({
        TableName: tableName('accounts'),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :list',
        ExpressionAttributeValues: { ':list': depositAddressIndex.partition },
        Limit: 1,
      }),
    );
    const assignedAt = Items[0]?.assignedAt;
    return assignedAt ? new Date(String(assignedAt)) : undefined;
  },

  async depositAddresses(cursor) {
    const page = await dynamoDocuments().send(
      new QueryCommand({
        TableName: tableName('accounts'),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :list',
        ExpressionAttributeValues: { ':list': depositAddressIndex.partition },
        ProjectionExpression: 'address',
        ...(cursor ? { ExclusiveStartKey: decodeCursor(cursor) } : {}),
      }),
    );
    return {
      addresses: (page.Items ?? []).map((item) => String(item.address)),
      ...(page.LastEvaluatedKey ? { next: encodeCursor(page.LastEvaluatedKey) } : {}),
    };
  },

  async owners(addresses) {
    const found = new Map<string, string>();
    const batches: string[][] = [];
    for (let start = 0; start < addresses.length; start += BATCH_GET_KEYS)
      batches.push(addresses.slice(start, start + BATCH_GET_KEYS));
    await Promise.all(batches.map((batch) => ownersOfBatch(batch, found)));
    return found;
  },

  async recordSighting(sighting) {
    const id = transferId(sighting);
    const stored = { ...sighting, amountMinor: sighting.amountMinor.toString() };
    await dynamoDocuments().send(
      new PutCommand({
        TableName: tableName('accounts'),
        Item: {
          ...accountItems.chainSighting(id),
          ...chainSightingIndex.keys(sighting.blockNumber, id),
          ...stored,
        },
      }),
    );
  },

  async forgetSighting(sighting) {
    await dynamoDocuments().send(
      new DeleteCommand({
        TableName: tableName('accounts'),
        Key: accountItems.chainSighting(transferId(sighting)),
      }),
    );
  },

  async sightings(through) {
    const found: PendingSighting[] = [];
    for await (const item of queryAllPages({
      TableName: tableName('accounts'),
      IndexName: 'gsi1',
      KeyConditionExpression: through === undefined ? 'gsi1pk = :list' : 'gsi1pk = :list AND gsi1sk < :after',
      ExpressionAttributeValues: {
        ':list': chainSightingIndex.partition,
        // Every key of a block starts with its padded number; '$' sorts after '#'.
        ...(through === undefined ? {} : { ':after': `${chainSightingIndex.block(through)}$` }),
      },
    })) {
      const stored = withoutKeys<StoredSighting>(item);
      found.push({
        userId: stored.userId,
        txHash: stored.txHash,
        eventIndex: Number(storedNumber(stored.eventIndex)),
        from: stored.from,
        to: stored.to,
        amountMinor: storedInteger(stored.amountMinor),
        blockNumber: Number(storedNumber(stored.blockNumber)),
      });
    }
    return found;
  },
};
