/**
 * A record of the accounts table's stream (as Lambda's event source mapping delivers it, and as the
 * local poller builds it from GetRecords) as a ledger change: the item before and after, each read as
 * the full scan reads it (ledger-items.ts). Records of items that are not the ledger's give none.
 */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import type { LedgerChange, LedgerItem } from '../../domain/ledger/checks/ledger-item';
import { ledgerItemFromStored } from './ledger-items';

type Image = NonNullable<NonNullable<DynamoDBRecord['dynamodb']>['NewImage']>;

// Numbers stay exact strings (wrapNumbers), so amounts become bigint without passing through a float.
const itemOf = (image: Image | undefined): LedgerItem | undefined =>
  image
    ? ledgerItemFromStored(unmarshall(image as Record<string, AttributeValue>, { wrapNumbers: true }))
    : undefined;

export function ledgerChangeFromRecord(record: DynamoDBRecord): LedgerChange | undefined {
  const before = itemOf(record.dynamodb?.OldImage);
  const after = itemOf(record.dynamodb?.NewImage);
  if (!before && !after) return undefined;
  return {
    eventId: String(record.eventID ?? record.dynamodb?.SequenceNumber),
    ...(before ? { before } : {}),
    ...(after ? { after } : {}),
  };
}
