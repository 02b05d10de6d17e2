/**
 * Every item a query or scan answers, page after page: a DynamoDB page stops at 1 MB, so a list read
 * in one request would silently miss what comes after.
 */
import type { ConsumedCapacity } from '@aws-sdk/client-dynamodb';
import {
  type DynamoDBDocumentClient,
  QueryCommand,
  type QueryCommandInput,
  ScanCommand,
  type ScanCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { dynamoDocuments } from './aws-clients';

type Item = Record<string, unknown>;
type Page = { Items?: Item[]; LastEvaluatedKey?: Item; ConsumedCapacity?: ConsumedCapacity };

/** Told what each page cost, when the request asked for ReturnConsumedCapacity. */
export type CapacityListener = (capacity: ConsumedCapacity) => void;

async function* allPages(
  readPage: (startKey: Item | undefined) => Promise<Page>,
  onCapacity?: CapacityListener,
): AsyncGenerator<Item> {
  let startKey: Item | undefined;
  do {
    const page = await readPage(startKey);
    if (page.ConsumedCapacity) onCapacity?.(page.ConsumedCapacity);
    yield* page.Items ?? [];
    startKey = page.LastEvaluatedKey;
  } while (startKey);
}

export function queryAllPages(
  query: Omit<QueryCommandInput, 'ExclusiveStartKey'>,
  client: DynamoDBDocumentClient = dynamoDocuments(),
  onCapacity?: CapacityListener,
): AsyncGenerator<Item> {
  return allPages(
    (startKey) => client.send(new QueryCommand({ ...query, ExclusiveStartKey: startKey })),
    onCapacity,
  );
}

export function scanAllPages(
  scan: Omit<ScanCommandInput, 'ExclusiveStartKey'>,
  client: DynamoDBDocumentClient = dynamoDocuments(),
  onCapacity?: CapacityListener,
): AsyncGenerator<Item> {
  return allPages(
    (startKey) => client.send(new ScanCommand({ ...scan, ExclusiveStartKey: startKey })),
    onCapacity,
  );
}
