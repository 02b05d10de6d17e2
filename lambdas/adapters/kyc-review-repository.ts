/**
 * The review side of KYC in the accounts table (layout in kyc-items.ts): the queue of pending
 * applications through index gsi1, the decision transaction, and the record of each reviewer read.
 */
import { randomUUID } from 'node:crypto';
import { PutCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { ReviewQueue } from '../../contract/kyc-review';
import { tableName } from '../config/environment';
import type { ReviewQueueStore } from '../domain/kyc/review-queue';
import type { ApplicationReadRecord, ReviewDecisionRecord } from '../domain/kyc/review-records';
import type { ReviewStore } from '../domain/kyc/review-store';
import { dynamoDocuments } from './aws-clients';
import { APPLICATION_SK, DECISION_SK_PREFIX, loadKycItems, REVIEW_QUEUE } from './kyc-items';
import { userPartition } from './profile-repository';
import { decodeQueueCursor, encodeQueueCursor } from './review-queue-cursor';
import { cancellationCodes } from './transaction-refusals';

async function pendingApplications(limit: number, cursor?: string): Promise<ReviewQueue> {
  const page = await dynamoDocuments().send(
    new QueryCommand({
      TableName: tableName('accounts'),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :queue',
      ExpressionAttributeValues: { ':queue': REVIEW_QUEUE },
      ProjectionExpression: 'userId, email, fullName, submittedAt',
      // Oldest first: the sort key starts with the submission time.
      ScanIndexForward: true,
      Limit: limit,
      ...(cursor ? { ExclusiveStartKey: decodeQueueCursor(cursor) } : {}),
    }),
  );
  return {
    applications: (page.Items ?? []).map((item) => ({
      userId: String(item.userId),
      email: String(item.email),
      fullName: String(item.fullName),
      submittedAt: String(item.submittedAt),
    })),
    ...(page.LastEvaluatedKey ? { next: encodeQueueCursor(page.LastEvaluatedKey) } : {}),
  };
}

async function recordRead(read: ApplicationReadRecord): Promise<void> {
  await dynamoDocuments().send(
    new PutCommand({
      TableName: tableName('accounts'),
      Item: {
        pk: `KYC-AUDIT#${read.userId}`,
        sk: `READ#${read.readAt}#${randomUUID()}`,
        // Reads of any customer's data on one day, for ops to go through.
        gsi1pk: `AUDIT#${read.readAt.slice(0, 10)}`,
        gsi1sk: `${read.readAt}#${read.userId}`,
        action: 'kyc-application-read',
        ...read,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

async function saveDecision(
  decision: ReviewDecisionRecord,
  status: 'approved' | 'rejected',
): ReturnType<ReviewStore['saveDecision']> {
  const TableName = tableName('accounts');
  const pk = userPartition(decision.userId);
  const rejected = decision.decision === 'reject';
  try {
    await dynamoDocuments().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName,
              Key: { pk, sk: 'PROFILE' },
              UpdateExpression: 'SET kycStatus = :status, kycDecidedAt = :at',
              ConditionExpression: 'kycStatus = :pending',
              ExpressionAttributeValues: {
                ':status': status,
                ':at': decision.decidedAt,
                ':pending': 'pending',
              },
            },
          },
          {
            Update: {
              TableName,
              Key: { pk, sk: APPLICATION_SK },
              // Leaving the queue: without gsi1pk the item drops out of the index.
              UpdateExpression: rejected
                ? 'SET #status = :status, decidedAt = :at, rejectionReason = :reason REMOVE gsi1pk, gsi1sk'
                : 'SET #status = :status, decidedAt = :at REMOVE gsi1pk, gsi1sk, rejectionReason',
              ConditionExpression: '#status = :pending AND submissionId = :submission',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: {
                ':status': status,
                ':at': decision.decidedAt,
                ':pending': 'pending',
                ':submission': decision.submissionId,
                ...(rejected ? { ':reason': decision.reason } : {}),
              },
            },
          },
          {
            Put: {
              TableName,
              Item: { pk, sk: `${DECISION_SK_PREFIX}${decision.submissionId}`, ...decision },
              // One decision per submission, written once.
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ],
      }),
    );
    return 'saved';
  } catch (error) {
    const codes = cancellationCodes(error);
    if (!codes) throw error;
    return codes.includes('ConditionalCheckFailed') ? 'not-pending' : 'busy';
  }
}

export const reviewStore: ReviewStore = { loadApplication: loadKycItems, recordRead, saveDecision };
export const reviewQueueStore: ReviewQueueStore = { pendingApplications };
