/**
 * The customer's sign-out cut-off in the accounts table: one small item, `USER#<sub>` / `SESSION`,
 * beside the profile in the customer's partition. It is its own item (not an attribute of the profile)
 * so the read every request makes stays one read unit, however large the profile grows.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../config/environment';
import { dynamoDocuments } from './aws-clients';
import { userPartition } from './profile-repository';

const SESSION_SK = 'SESSION';

/**
 * Epoch seconds after which the customer's tokens are valid, or undefined if they never signed out
 * everywhere. Consistent read: a sign-out must hold for the very next request, on any device.
 */
export async function loadTokensValidAfter(userId: string): Promise<number | undefined> {
  const result = await dynamoDocuments().send(
    new GetCommand({
      TableName: tableName('accounts'),
      Key: { pk: userPartition(userId), sk: SESSION_SK },
      ProjectionExpression: 'tokensValidAfter',
      ConsistentRead: true,
    }),
  );
  const stored = result.Item?.tokensValidAfter as { value: string } | number | undefined;
  if (stored === undefined) return undefined;
  // The document client wraps numbers (see aws-clients.ts); a plain number is accepted as well.
  return Number(typeof stored === 'object' ? stored.value : stored);
}

export async function recordTokensValidAfter(userId: string, epochSeconds: number): Promise<void> {
  await dynamoDocuments().send(
    new UpdateCommand({
      TableName: tableName('accounts'),
      Key: { pk: userPartition(userId), sk: SESSION_SK },
      UpdateExpression: 'SET tokensValidAfter = :cutoff',
      ExpressionAttributeValues: { ':cutoff': epochSeconds },
    }),
  );
}
