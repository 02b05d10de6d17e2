/**
 * The reviewers' reads of people's documents in the accounts table, beside the application reads the
 * KYC review records (kyc-review-repository.ts); both are reviewer-read items (account-items.ts), in
 * index gsi1 by UTC day so ops read one day at a time.
 */
import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { DocumentReads } from '../../contract/documents';
import { tableName } from '../config/environment';
import type { DocumentReadLog, DocumentReadRecord } from '../domain/documents/document-reads';
import { type Reviewer, reviewerName } from '../domain/kyc/reviewer';
import { accountItems, auditIndex } from './account-items';
import { dynamoDocuments } from './aws-clients';
import { queryAllPages } from './query-pages';

async function recordDocumentRead(read: DocumentReadRecord): Promise<void> {
  await dynamoDocuments().send(
    new PutCommand({
      TableName: tableName('accounts'),
      Item: {
        ...accountItems.reviewerRead(read.userId, read.readAt, randomUUID()),
        action: 'document-read',
        userId: read.userId,
        reviewer: read.reviewer,
        readAt: read.readAt,
        objectKeys: [read.key],
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

async function readsOn(date: string): Promise<DocumentReads['reads']> {
  const reads: DocumentReads['reads'] = [];
  for await (const item of queryAllPages({
    TableName: tableName('accounts'),
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :day',
    ExpressionAttributeValues: { ':day': auditIndex.partition(date) },
    ScanIndexForward: true,
  })) {
    const via = item.action === 'document-read' ? 'download-url' : 'application';
    const keys = Array.isArray(item.objectKeys) ? item.objectKeys.map(String) : [];
    for (const key of keys)
      reads.push({
        reviewer: reviewerName(item.reviewer as Reviewer),
        userId: String(item.userId),
        key,
        readAt: String(item.readAt),
        via,
      });
  }
  return reads;
}

export const documentReadLog: DocumentReadLog = { recordDocumentRead, readsOn };
