/**
 * AWS SDK clients pointed at the local stack's stand-ins, for tests that look at or seed what is
 * stored beside the API. DynamoDB Local takes any credentials; s3rver only its own fixed pair.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { type TableId, tableById } from '../../definitions/tables';
import { stackUnderTest } from './stack-context';

/** DynamoDB Local itself, not the fault front the handlers go through. */
export function localDynamoClient(): DynamoDBClient {
  const stack = stackUnderTest();
  return new DynamoDBClient({
    region: stack.region,
    endpoint: stack.dynamodbUrl,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

export function localDocumentClient(): DynamoDBDocumentClient {
  return DynamoDBDocumentClient.from(localDynamoClient());
}

export function localS3Client(): S3Client {
  const stack = stackUnderTest();
  return new S3Client({
    region: stack.region,
    endpoint: stack.s3Url,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
  });
}

/** The local stack's name of one of the tables of definitions/tables.ts. */
export const localTableName = (table: TableId) =>
  String(stackUnderTest().handlerEnv[tableById(table).envVar]);

/** One item as stored (a consistent read), or undefined. */
export async function storedItem(
  table: TableId,
  key: Record<string, unknown>,
): Promise<Record<string, unknown> | undefined> {
  const documents = localDocumentClient();
  try {
    const { Item } = await documents.send(
      new GetCommand({ TableName: localTableName(table), Key: key, ConsistentRead: true }),
    );
    return Item;
  } finally {
    documents.destroy();
  }
}
