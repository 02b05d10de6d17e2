/**
 * The ledger-check table as the stream check calls it: its client, its name and its clock, with what
 * every call cost as DynamoDB reports it (the bench prices the stream check from these figures).
 */
import type { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { now as clockNow } from '../clock';
import { queryAllPages } from '../query-pages';
import type { Item } from './stream-check-items';

/** What it cost to check, as DynamoDB reports it (ReturnConsumedCapacity). */
export interface ConsumedCapacity {
  readUnits: number;
  writeUnits: number;
  /** Items written in transactions (each costs two write units per KB in the cloud). */
  transactItems: number;
}

export interface StreamCheckOptions {
  client: () => DynamoDBDocumentClient;
  /** The ledger-check table. */
  table: () => string;
  now?: () => Date;
}

export class StreamCheckTable {
  readonly consumed: ConsumedCapacity = { readUnits: 0, writeUnits: 0, transactItems: 0 };

  constructor(private readonly options: StreamCheckOptions) {}

  now() {
    return (this.options.now ?? clockNow)();
  }

  client() {
    return this.options.client();
  }

  name() {
    return this.options.table();
  }

  /** With TOTAL, DynamoDB answers one figure per table: reads or writes by the call that asked. */
  count(capacity: { CapacityUnits?: number }[] | undefined, kind: 'read' | 'write') {
    for (const each of capacity ?? []) {
      if (kind === 'read') this.consumed.readUnits += each.CapacityUnits ?? 0;
      else this.consumed.writeUnits += each.CapacityUnits ?? 0;
    }
  }

  /** Every page of a query of the table, its reads counted. */
  async query(input: Omit<ConstructorParameters<typeof QueryCommand>[0], 'TableName'>) {
    const items: Item[] = [];
    for await (const item of queryAllPages(
      { ...input, TableName: this.name(), ReturnConsumedCapacity: 'TOTAL' },
      this.client(),
      (capacity) => this.count([capacity], 'read'),
    ))
      items.push(item);
    return items;
  }
}
