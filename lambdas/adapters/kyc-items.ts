/**
 * How account setup and review are laid out in the accounts table. A customer's KYC items share the
 * `KYC#` prefix of their partition (`USER#<sub>`), so one consistent query reads the application,
 * the bank details and every decision:
 *
 *   USER#<sub> / KYC#APPLICATION           the current submission (in the review queue while pending)
 *   USER#<sub> / KYC#BANK                  its bank details
 *   USER#<sub> / KYC#DECISION#<submission> one per decided submission, never updated
 *   AADHAAR#<fingerprint> / CLAIM          which account uses an Aadhaar number (PAN#… likewise)
 *   KYC-AUDIT#<sub> / READ#<time>#<id>     every time a reviewer opened the application
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../config/environment';
import type { IdentityNumberKind } from '../domain/kyc/field-cipher';
import type { BankDetailsRecord, KycApplicationRecord } from '../domain/kyc/kyc-application';
import type { ReviewDecisionRecord } from '../domain/kyc/review-records';
import { dynamoDocuments } from './aws-clients';
import { userPartition } from './profile-repository';

export const APPLICATION_SK = 'KYC#APPLICATION';
export const BANK_SK = 'KYC#BANK';
export const DECISION_SK_PREFIX = 'KYC#DECISION#';
export const CLAIM_SK = 'CLAIM';
/** The review queue in index gsi1: pending applications, ordered by submission time. */
export const REVIEW_QUEUE = 'KYC#pending';

export const claimKey = (kind: IdentityNumberKind, fingerprint: string) => ({
  pk: `${kind.toUpperCase()}#${fingerprint}`,
  sk: CLAIM_SK,
});

export const queueSortKey = (application: Pick<KycApplicationRecord, 'submittedAt' | 'userId'>) =>
  `${application.submittedAt}#${application.userId}`;

type Item = Record<string, unknown>;

/** Only the record's own attributes: keys and index attributes stay in the table. */
function withoutKeys<T>(item: Item): T {
  const { pk: _pk, sk: _sk, gsi1pk: _gsi1pk, gsi1sk: _gsi1sk, ...record } = item;
  return record as T;
}

export interface KycItems {
  application?: KycApplicationRecord;
  bank?: BankDetailsRecord;
  /** Oldest submission first. */
  decisions: ReviewDecisionRecord[];
}

export async function loadKycItems(userId: string): Promise<KycItems> {
  const found: KycItems = { decisions: [] };
  let startKey: Item | undefined;
  do {
    const page = await dynamoDocuments().send(
      new QueryCommand({
        TableName: tableName('accounts'),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :kyc)',
        ExpressionAttributeValues: { ':pk': userPartition(userId), ':kyc': 'KYC#' },
        ConsistentRead: true,
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) {
      const sk = String(item.sk);
      if (sk === APPLICATION_SK) found.application = withoutKeys(item);
      else if (sk === BANK_SK) found.bank = withoutKeys(item);
      else if (sk.startsWith(DECISION_SK_PREFIX)) found.decisions.push(withoutKeys(item));
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return found;
}
