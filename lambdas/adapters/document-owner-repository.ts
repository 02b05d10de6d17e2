/**
 * What the documents rules need to know about a person from the accounts table: their KYC
 * application (which files are submitted) and their profile picture's key, in one consistent query.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../config/environment';
import type { DocumentOwner } from '../domain/documents/document-status';
import type { KycApplicationRecord } from '../domain/kyc/kyc-application';
import { dynamoDocuments } from './aws-clients';
import { APPLICATION_SK } from './kyc-items';
import { userPartition } from './profile-repository';

const PROFILE_SK = 'PROFILE';

export async function loadDocumentOwner(userId: string): Promise<DocumentOwner> {
  const result = await dynamoDocuments().send(
    new QueryCommand({
      TableName: tableName('accounts'),
      // The partition is one person's few items; the two wanted are picked below.
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': userPartition(userId) },
      ConsistentRead: true,
    }),
  );
  const owner: DocumentOwner = {};
  for (const item of result.Items ?? []) {
    if (item.sk === APPLICATION_SK) {
      const { pk: _pk, sk: _sk, gsi1pk: _gsi1pk, gsi1sk: _gsi1sk, ...application } = item;
      owner.application = application as KycApplicationRecord;
    } else if (item.sk === PROFILE_SK && typeof item.avatarKey === 'string') owner.avatarKey = item.avatarKey;
  }
  return owner;
}

/** Sets the profile picture; false when the profile does not exist yet. */
export async function saveAvatarKey(userId: string, key: string): Promise<boolean> {
  try {
    await dynamoDocuments().send(
      new UpdateCommand({
        TableName: tableName('accounts'),
        Key: { pk: userPartition(userId), sk: PROFILE_SK },
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
        Key: { pk: userPartition(userId), sk: PROFILE_SK },
        UpdateExpression: 'REMOVE avatarKey',
        ConditionExpression: 'avatarKey = :key',
        ExpressionAttributeValues: { ':key': key },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}
