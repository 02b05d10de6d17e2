/**
 * What the documents rules need to know about a person from the accounts table: their KYC
 * application (which files are submitted) and their profile picture's key, read consistently.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../config/environment';
import type { DocumentOwner } from '../domain/documents/document-status';
import type { KycApplicationRecord } from '../domain/kyc/kyc-application';
import { accountItems, type ItemKey, withoutKeys } from './account-items';
import { dynamoDocuments } from './aws-clients';

export async function loadDocumentOwner(userId: string): Promise<DocumentOwner> {
  // Two point reads, not a query: the partition will also hold every wallet transaction.
  const read = (Key: ItemKey) =>
    dynamoDocuments().send(new GetCommand({ TableName: tableName('accounts'), Key, ConsistentRead: true }));
  const [profile, application] = await Promise.all([
    read(accountItems.profile(userId)),
    read(accountItems.kycApplication(userId)),
  ]);
  const owner: DocumentOwner = {};
  if (application.Item) owner.application = withoutKeys<KycApplicationRecord>(application.Item);
  if (typeof profile.Item?.avatarKey === 'string') owner.avatarKey = profile.Item.avatarKey;
  return owner;
}

/** Sets the profile picture; false when the profile does not exist yet. */
export async function saveAvatarKey(userId: string, key: string): Promise<boolean> {
  try {
    await dynamoDocuments().send(
      new UpdateCommand({
        TableName: tableName('accounts'),
        Key: accountItems.profile(userId),
        UpdateExpression: 'SET avatarKey = :key',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':key': key },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** Forgets the profile picture if it is still this key (a newer one set meanwhile stays). */
export async function clearAvatarKey(userId: string, key: string): Promise<void> {
  try {
    await dynamoDocuments().send(
      new UpdateCommand({
        TableName: tableName('accounts'),
        Key: accountItems.profile(userId),
        UpdateExpression: 'REMOVE avatarKey',
        ConditionExpression: 'avatarKey = :key',
        ExpressionAttributeValues: { ':key': key },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}
