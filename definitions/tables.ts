/**
 * The one description of every DynamoDB table. The CDK stack builds the cloud tables from it and the
 * local stack creates the same tables in DynamoDB Local from it, so the two worlds cannot drift.
 */
import type { TableId } from '../contract/route-grants';

export type { TableId };

export type AttributeType = 'S' | 'N';

export interface KeyAttribute {
  name: string;
  type: AttributeType;
}

export interface IndexDescription {
  indexName: string;
  partitionKey: KeyAttribute;
  sortKey?: KeyAttribute;
}

export interface TableDescription {
  /** Logical id: the construct id in CDK, the table name locally, and the key of the env var. */
  id: TableId;
  /** Environment variable that carries the physical table name to the handlers. */
  envVar: string;
  partitionKey: KeyAttribute;
  sortKey?: KeyAttribute;
  globalSecondaryIndexes?: IndexDescription[];
  /** Attribute holding an epoch-seconds expiry; DynamoDB deletes the item some time after it. */
  timeToLiveAttribute?: string;
  /** Tables holding customer data or money are retained and deletion-protected in the cloud. */
  holdsCustomerData: boolean;
  /** What the table's stream carries of each changed item, when it has one. */
  stream?: 'NEW_AND_OLD_IMAGES' | 'NEW_IMAGE';
}

export const tables: readonly TableDescription[] = [
  {
    // Everything one customer owns, in one partition: profile, KYC application, bank details,
    // wallet balances and transactions (sort keys order them; ULIDs order transactions by time).
    // Every item type and its key builders: lambdas/adapters/account-items.ts.
    id: 'accounts',
    envVar: 'TABLE_ACCOUNTS',
    partitionKey: { name: 'pk', type: 'S' },
    sortKey: { name: 'sk', type: 'S' },
    globalSecondaryIndexes: [
      // Cross-customer queues (for example KYC applications waiting for review, oldest first).
      {
        indexName: 'gsi1',
        partitionKey: { name: 'gsi1pk', type: 'S' },
        sortKey: { name: 'gsi1sk', type: 'S' },
      },
    ],
    // Upload sessions carry an expiry; items without the attribute are never expired.
    timeToLiveAttribute: 'expiresAt',
    holdsCustomerData: true,
    // The ledger checker reads every change (lambdas/domain/ledger/checks/stream.ts). Both images: it
    // adds what an item holds after a change less what it held before, so sums need no read of the
    // item and the order of different items' changes cannot matter, and a removal carries only the
    // old image.
    stream: 'NEW_AND_OLD_IMAGES',
  },
  {
    // Idempotency records outlive DynamoDB's own 10-minute ClientRequestToken window.
    id: 'idempotency',
    envVar: 'TABLE_IDEMPOTENCY',
    partitionKey: { name: 'pk', type: 'S' },
    timeToLiveAttribute: 'expiresAt',
    holdsCustomerData: true,
  },
  {
    // The stream checker's running sums (tallies per account and shard), the markers that apply each
    // stream record once, the breaks it found and, locally, how far it has read the stream. Account
    // ids name customers by their opaque sub only. gsi1 lists the accounts not yet caught up.
    id: 'ledgerCheck',
    envVar: 'TABLE_LEDGER_CHECK',
    partitionKey: { name: 'pk', type: 'S' },
    sortKey: { name: 'sk', type: 'S' },
    globalSecondaryIndexes: [
      {
        indexName: 'gsi1',
        partitionKey: { name: 'gsi1pk', type: 'S' },
        sortKey: { name: 'gsi1sk', type: 'S' },
      },
    ],
    // Markers of stream records applied expire after the stream's 24 hours of retention.
    timeToLiveAttribute: 'expiresAt',
    // Sums that took the whole history to build: kept when the stack goes.
    holdsCustomerData: true,
  },
];

export function tableById(id: TableId): TableDescription {
  const table = tables.find((candidate) => candidate.id === id);
  if (!table) throw new Error(`Unknown table ${id}`);
  return table;
}
