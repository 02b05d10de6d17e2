/**
 * Many puts and deletes on one table through BatchWriteItem: 25 requests a call (DynamoDB's limit),
 * and the requests DynamoDB leaves unprocessed (it throttled part of a batch) sent again after a
 * growing pause. Not atomic: for items no transaction needs to keep together.
 */
import { BatchWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

type Item = Record<string, unknown>;
export type BatchRequest = { PutRequest: { Item: Item } } | { DeleteRequest: { Key: Item } };

/** BatchWriteItem takes at most 25 requests. */
const BATCH_REQUESTS = 25;
const UNPROCESSED_RETRY_MS = [20, 50, 100, 200, 400, 800, 1600];

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function writeInBatches(
  client: DynamoDBDocumentClient,
  table: string,
  requests: readonly BatchRequest[],
): Promise<void> {
  for (let start = 0; start < requests.length; start += BATCH_REQUESTS) {
    let pending = requests.slice(start, start + BATCH_REQUESTS);
    for (const wait of [0, ...UNPROCESSED_RETRY_MS]) {
      if (wait) await pause(wait);
      const answer = await client.send(new BatchWriteCommand({ RequestItems: { [table]: [...pending] } }));
      pending = (answer.UnprocessedItems?.[table] ?? []) as BatchRequest[];
      if (pending.length === 0) break;
    }
    if (pending.length > 0) throw new Error(`DynamoDB left ${pending.length} writes to ${table} undone`);
  }
}

export const putRequests = (items: readonly Item[]): BatchRequest[] =>
  items.map((Item) => ({ PutRequest: { Item } }));
