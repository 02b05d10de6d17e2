/**
 * Client idempotency records in the idempotency table: one item per customer and key, `pk`
 * `CLIENT#<sub>#<key>`, with `expiresAt` (epoch seconds) as the table's TTL attribute. Taking a key
 * is a conditional put, so of two requests racing on one key exactly one runs.
 */
import { randomUUID } from 'node:crypto';
import { type AttributeValue, ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { tableName } from '../config/environment';
import { type ClientRequestRecord, KEPT_SECONDS, type StoredResponse } from '../domain/client-idempotency';
import { dynamoDocuments } from './aws-clients';

export const clientRequestKey = (userId: string, idempotencyKey: string) => ({
  pk: `CLIENT#${userId}#${idempotencyKey}`,
});

export type TakeResult = { taken: true } | { taken: false; existing: ClientRequestRecord };

export interface ClientRequestStore {
  /**
   * Takes the key for this request, unless a live record holds it. A record whose time ran out is
   * gone as far as this is concerned (DynamoDB's TTL deletes items only some time after expiry), and
   * an in-progress record whose lock ran out (its function died) may be taken over by the same request.
   */
  take(userId: string, key: string, fingerprint: string, lockSeconds: number): Promise<TakeResult>;
  complete(userId: string, key: string, response: StoredResponse): Promise<void>;
  release(userId: string, key: string): Promise<void>;
}

const epochSeconds = () => Math.floor(Date.now() / 1000);

/** Deletes the record only if this take wrote it; a failure here leaves the lock to run out. */
async function abandon(userId: string, key: string, holder: string): Promise<void> {
  try {
    await dynamoDocuments().send(
      new DeleteCommand({
        TableName: tableName('idempotency'),
        Key: clientRequestKey(userId, key),
        ConditionExpression: 'holder = :holder',
        ExpressionAttributeValues: { ':holder': holder },
      }),
    );
  } catch {
    // Not ours, or DynamoDB still failing: the lock runs out on its own.
  }
}

export const dynamoClientRequestStore: ClientRequestStore = {
  async take(userId, key, fingerprint, lockSeconds) {
    const now = epochSeconds();
    // Names this take: when DynamoDB wrote it but its answer was lost, the SDK's retry meets the
    // record it wrote itself, which is ours, not another request's still in progress.
    const holder = randomUUID();
    try {
      await dynamoDocuments().send(
        new PutCommand({
          TableName: tableName('idempotency'),
          Item: {
            ...clientRequestKey(userId, key),
            status: 'in-progress',
            fingerprint,
            holder,
            lockedUntil: now + lockSeconds,
            expiresAt: now + KEPT_SECONDS,
          },
          ConditionExpression:
            'attribute_not_exists(pk) OR expiresAt < :now OR (#status = :inProgress AND lockedUntil < :now AND fingerprint = :fingerprint)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':now': now,
            ':inProgress': 'in-progress',
            ':fingerprint': fingerprint,
          },
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        }),
      );
      return { taken: true };
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException && error.Item) {
        if (error.Item.holder?.S === holder) return { taken: true };
        return { taken: false, existing: recordOf(error.Item) };
      }
      // The outcome is unknown (the SDK gave up on a write that may have landed): take back what this
      // request may hold, or the client's retry would wait out the lock for a request that is not running.
      await abandon(userId, key, holder);
      throw error;
    }
  },

  async complete(userId, key, response) {
    await dynamoDocuments().send(
      new UpdateCommand({
        TableName: tableName('idempotency'),
        Key: clientRequestKey(userId, key),
        UpdateExpression: 'SET #status = :completed, #response = :response REMOVE lockedUntil',
        ExpressionAttributeNames: { '#status': 'status', '#response': 'response' },
        ExpressionAttributeValues: { ':completed': 'completed', ':response': response },
      }),
    );
  },

  async release(userId, key) {
    await dynamoDocuments().send(
      new DeleteCommand({ TableName: tableName('idempotency'), Key: clientRequestKey(userId, key) }),
    );
  },
};

/** The old item comes back from a failed condition in DynamoDB's own attribute-value form. */
function recordOf(item: Record<string, AttributeValue>): ClientRequestRecord {
  const plain = unmarshall(item) as { fingerprint?: string; status?: string; response?: StoredResponse };
  return {
    fingerprint: plain.fingerprint ?? '',
    status: plain.status === 'completed' ? 'completed' : 'in-progress',
    ...(plain.response
      ? {
          response: {
            statusCode: Number(plain.response.statusCode),
            headers: plain.response.headers ?? {},
            body: plain.response.body ?? '',
          },
        }
      : {}),
  };
}
