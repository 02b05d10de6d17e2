/**
 * Upload sessions in the accounts table: one item per multipart upload, keyed by its upload id
 * (account-items.ts), with `expiresAt` as the table's TTL attribute.
 */
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../config/environment';
import type { UploadEnding, UploadSession, UploadSessions } from '../domain/uploads/upload-session';
import { accountItems } from './account-items';
import { dynamoDocuments } from './aws-clients';
import { storedNumber } from './stored-numbers';

export const uploadSessionRepository: UploadSessions = {
  async record(session) {
    await dynamoDocuments().send(
      new PutCommand({
        TableName: tableName('accounts'),
        Item: { ...accountItems.uploadSession(session.uploadId), ...session },
        // S3 never hands out an upload id twice; a second session under one id would be a fault.
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  },

  async find(uploadId) {
    const { Item } = await dynamoDocuments().send(
      new GetCommand({
        TableName: tableName('accounts'),
        Key: accountItems.uploadSession(uploadId),
        // The browser asks for part URLs right after the start: it must find the session.
        ConsistentRead: true,
      }),
    );
    if (!Item) return undefined;
    return {
      uploadId: String(Item.uploadId),
      ownerId: String(Item.ownerId),
      key: String(Item.key),
      createdAt: String(Item.createdAt),
      expiresAt: storedNumber(Item.expiresAt) ?? 0,
      ...(Item.endedAs ? { endedAs: Item.endedAs as UploadEnding } : {}),
    } satisfies UploadSession;
  },

  async end(uploadId, how) {
    await dynamoDocuments().send(
      new UpdateCommand({
        TableName: tableName('accounts'),
        Key: accountItems.uploadSession(uploadId),
        UpdateExpression: 'SET endedAs = :how',
        ExpressionAttributeValues: { ':how': how },
        // Never recreates a session the TTL has removed meanwhile.
        ConditionExpression: 'attribute_exists(pk)',
      }),
    );
  },
};
