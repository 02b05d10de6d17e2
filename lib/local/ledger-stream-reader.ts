/**
 * Reads the accounts table's stream from DynamoDB Local (DescribeStream, GetShardIterator, GetRecords)
 * and hands each page to the stream checker's handler as Lambda's event source mapping would: records
 * in order, a page at a time, retried from the first record the handler reports failed. How far it has
 * read each shard is kept in the ledger-check table (CURSOR / <shard id>), so a restarted stack goes on
 * where it stopped. The cloud needs none of this: Lambda reads the stream itself.
 */
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record as StreamRecord,
} from '@aws-sdk/client-dynamodb-streams';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';

export interface StreamReaderOptions {
  /** DynamoDB Local itself (its stream API is not behind the fault front). */
  endpoint: string;
  region: string;
  /** The table whose stream is read, and the ledger-check table that keeps the cursor. */
  table: string;
  checkTable: string;
  check: (event: DynamoDBStreamEvent) => Promise<{ batchItemFailures: { itemIdentifier: string }[] }>;
}

/** GetRecords' most records a call, as Lambda's largest batch from one shard. */
const PAGE = 1000;

export interface StreamPosition {
  /** Records written that the checker has not read yet (counted up to a bound). */
  behind: number;
  /** When the oldest of them was written. */
  oldestUnreadAt?: Date;
}

export function ledgerStreamReader(options: StreamReaderOptions) {
  const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
  const streams = new DynamoDBStreamsClient({
    endpoint: options.endpoint,
    region: options.region,
    credentials,
  });
  const raw = new DynamoDBClient({ endpoint: options.endpoint, region: options.region, credentials });
  const documents = DynamoDBDocumentClient.from(raw);

  const shards = async () => {
    const table = await raw.send(new DescribeTableCommand({ TableName: options.table }));
    const StreamArn = table.Table?.LatestStreamArn;
    if (!StreamArn) throw new Error(`${options.table} has no stream`);
    const stream = await streams.send(new DescribeStreamCommand({ StreamArn }));
    return { StreamArn, shards: parentsFirst(stream.StreamDescription?.Shards ?? []) };
  };

  const cursorKey = (shardId: string) => ({ pk: 'CURSOR', sk: `${options.table}#${shardId}` });
  const cursorOf = async (shardId: string) =>
    (await documents.send(new GetCommand({ TableName: options.checkTable, Key: cursorKey(shardId) }))).Item
      ?.sequence as string | undefined;

  const iterator = async (StreamArn: string, ShardId: string) => {
    const after = await cursorOf(ShardId);
    return (
      await streams.send(
        new GetShardIteratorCommand({
          StreamArn,
          ShardId,
          ...(after
            ? { ShardIteratorType: 'AFTER_SEQUENCE_NUMBER', SequenceNumber: after }
            : { ShardIteratorType: 'TRIM_HORIZON' }),
        }),
      )
    ).ShardIterator;
  };

  /**
   * Every record written so far, through the checker; how many it read. `keepGoing` is asked before
   * each page, so a stack that stops is not held until a long backlog is read: the cursor is kept
   * after every page, and the next reader goes on from it.
   */
  async function drain(
    keepGoing: () => boolean = () => true,
    check: StreamReaderOptions['check'] = options.check,
  ): Promise<number> {
    const { StreamArn, shards: all } = await shards();
    let read = 0;
    for (const shard of all) {
      if (!keepGoing()) break;
      const shardId = String(shard.ShardId);
      let next = await iterator(StreamArn, shardId);
      while (next && keepGoing()) {
        const page = await streams.send(new GetRecordsCommand({ ShardIterator: next, Limit: PAGE }));
        const records = page.Records ?? [];
        if (records.length === 0) break;
        const { batchItemFailures } = await check({ Records: records.map(lambdaRecord) });
        const failed = new Set(batchItemFailures.map((failure) => failure.itemIdentifier));
        const firstFailed = records.findIndex((record) =>
          failed.has(String(record.dynamodb?.SequenceNumber)),
        );
        const done = firstFailed === -1 ? records : records.slice(0, firstFailed);
        const last = done.at(-1)?.dynamodb?.SequenceNumber;
        if (last)
          await documents.send(
            new PutCommand({
              TableName: options.checkTable,
              Item: { ...cursorKey(shardId), sequence: last, at: new Date().toISOString() },
            }),
          );
        read += done.length;
        // Lambda retries a failed batch from its first failed record: the next poll does.
        if (firstFailed !== -1) throw new Error(`the stream checker failed on a change; it is retried`);
        next = page.NextShardIterator;
      }
    }
    return read;
  }

  /** How far behind the checker is: records after its cursor, up to `bound`, and the oldest's time. */
  async function position(bound = 10_000): Promise<StreamPosition> {
    const { StreamArn, shards: all } = await shards();
    let behind = 0;
    let oldestUnreadAt: Date | undefined;
    for (const shard of all) {
      let next = await iterator(StreamArn, String(shard.ShardId));
      while (next && behind < bound) {
        const page = await streams.send(new GetRecordsCommand({ ShardIterator: next, Limit: PAGE }));
        const records = page.Records ?? [];
        if (records.length === 0) break;
        const first = records[0]?.dynamodb?.ApproximateCreationDateTime;
        if (first && (!oldestUnreadAt || first < oldestUnreadAt)) oldestUnreadAt = first;
        behind += records.length;
        next = page.NextShardIterator;
      }
    }
    return { behind, ...(oldestUnreadAt ? { oldestUnreadAt } : {}) };
  }

  /**
   * Moves the cursor past every record written so far without checking them: the sums about to be
   * started from the book as it stands already hold what they changed.
   */
  const skipToEnd = () => drain(undefined, async () => ({ batchItemFailures: [] }));

  return {
    drain,
    skipToEnd,
    position,
    close() {
      streams.destroy();
      raw.destroy();
    },
  };
}

/** Parents before children, as Lambda reads them, so one item's changes stay in order. */
function parentsFirst<Shard extends { ShardId?: string; ParentShardId?: string }>(shards: Shard[]): Shard[] {
  const ordered: Shard[] = [];
  const placed = new Set<string>();
  const known = new Set(shards.map((shard) => shard.ShardId));
  let left = shards;
  while (left.length > 0) {
    const ready = left.filter(
      (shard) => !shard.ParentShardId || !known.has(shard.ParentShardId) || placed.has(shard.ParentShardId),
    );
    const next = ready.length > 0 ? ready : left;
    for (const shard of next) {
      ordered.push(shard);
      placed.add(String(shard.ShardId));
    }
    left = left.filter((shard) => !next.includes(shard));
  }
  return ordered;
}

/** A record of DynamoDB Streams' API in the shape Lambda delivers it (times in epoch seconds). */
function lambdaRecord(record: StreamRecord): DynamoDBRecord {
  const { dynamodb } = record;
  return {
    ...(record.eventID ? { eventID: record.eventID } : {}),
    ...(record.eventName ? { eventName: record.eventName } : {}),
    eventSource: 'aws:dynamodb',
    dynamodb: {
      ...(dynamodb?.ApproximateCreationDateTime
        ? { ApproximateCreationDateTime: dynamodb.ApproximateCreationDateTime.getTime() / 1000 }
        : {}),
      ...(dynamodb?.Keys ? { Keys: dynamodb.Keys as never } : {}),
      ...(dynamodb?.NewImage ? { NewImage: dynamodb.NewImage as never } : {}),
      ...(dynamodb?.OldImage ? { OldImage: dynamodb.OldImage as never } : {}),
      ...(dynamodb?.SequenceNumber ? { SequenceNumber: dynamodb.SequenceNumber } : {}),
      ...(dynamodb?.StreamViewType ? { StreamViewType: dynamodb.StreamViewType } : {}),
    },
  };
}
