/**
 * The review side of KYC in the accounts table (keys in account-items.ts): the queue of pending
 * applications through index gsi1, the decision transaction, and the record of each reviewer read.
 */
import { randomUUID } from 'node:crypto';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ReviewQueue } from '../../contract/kyc-review';
import { tableName } from '../config/environment';
import type { ReviewQueueStore } from '../domain/kyc/review-queue';
import type { ApplicationReadRecord, ReviewDecisionRecord } from '../domain/kyc/review-records';
import type { ReviewStore } from '../domain/kyc/review-store';
import { accountItems, reviewQueueIndex } from './account-items';
import { dynamoDocuments } from './aws-clients';
import { loadKycItems } from './kyc-items';
import { failedConditions, writeTransaction } from './labelled-transaction';
import { decodeQueueCursor, encodeQueueCursor } from './review-queue-cursor';

async function pendingApplications(limit: number, cursor?: string): Promise<ReviewQueue> {
  const page = await dynamoDocuments().send(
    new QueryCommand({
      TableName: tableName('accounts'),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :queue',
      ExpressionAttributeValues: { ':queue': reviewQueueIndex.partition },
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
        ...accountItems.reviewerRead(read.userId, read.readAt, randomUUID()),
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
  const owner = decision.userId;
  const rejected = decision.decision === 'reject';
  const outcome = await writeTransaction([
    {
      label: 'profile-status',
      Update: {
        TableName,
        Key: accountItems.profile(owner),
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
      label: 'application',
      Update: {
        TableName,
        Key: accountItems.kycApplication(owner),
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
      label: 'decision',
      Put: {
        TableName,
        Item: { ...accountItems.kycDecision(owner, decision.submissionId), ...decision },
        // One decision per submission, written once.
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ]);
  if (outcome.written) return 'saved';
  // Each condition says the same thing: this submission is no longer waiting for a decision.
  return failedConditions(outcome.refusals).length > 0 ? 'not-pending' : 'busy';
}

export const reviewStore: ReviewStore = { loadApplication: loadKycItems, recordRead, saveDecision };
export const reviewQueueStore: ReviewQueueStore = { pendingApplications };
