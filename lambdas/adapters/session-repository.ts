/**
 * The customer's sign-out cut-off in the accounts table: the session item (account-items.ts), beside
 * the profile in the customer's partition.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../config/environment';
import { accountItems, storedNumber } from './account-items';
import { dynamoDocuments } from './aws-clients';

/**
 * Epoch seconds after which the customer's tokens are valid, or undefined if they never signed out
 * everywhere. Consistent read: a sign-out must hold for the very next request, on any device.
 */
export async function loadTokensValidAfter(userId: string): Promise<number | undefined> {
  const result = await dynamoDocuments().send(
    new GetCommand({
      TableName: tableName('accounts'),
      Key: accountItems.session(userId),
      ProjectionExpression: 'tokensValidAfter',
      ConsistentRead: true,
    }),
  );
  return storedNumber(result.Item?.tokensValidAfter);
}

export async function recordTokensValidAfter(userId: string, epochSeconds: number): Promise<void> {
  await dynamoDocuments().send(
    new UpdateCommand({
      TableName: tableName('accounts'),
      Key: accountItems.session(userId),
      UpdateExpression: 'SET tokensValidAfter = :cutoff',
      ExpressionAttributeValues: { ':cutoff': epochSeconds },
    }),
  );
}
