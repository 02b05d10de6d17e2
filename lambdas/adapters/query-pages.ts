/**
 * Every item a query answers, page after page: a DynamoDB query page stops at 1 MB, so a list read
 * in one request would silently miss what comes after.
 */
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamoDocuments } from './aws-clients';

export async function* queryAllPages(
  query: Omit<QueryCommandInput, 'ExclusiveStartKey'>,
): AsyncGenerator<Record<string, unknown>> {
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamoDocuments().send(new QueryCommand({ ...query, ExclusiveStartKey: startKey }));
    yield* page.Items ?? [];
    startKey = page.LastEvaluatedKey;
  } while (startKey);
}
