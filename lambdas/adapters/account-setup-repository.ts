/**
 * Account setup in the accounts table (layout in kyc-items.ts). A submission is one transaction:
 * the profile's status, the application with its review-queue entry, the bank details, and the
 * claims on the Aadhaar number and PAN, each guarded by a condition, so two accounts racing for one
 * number cannot both have it and a refusal writes nothing.
 */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../config/environment';
import type {
  AccountSetupStore,
  AccountSetupSubmission,
  StoredAccountSetup,
  SubmissionRefusal,
} from '../domain/kyc/account-setup-store';
import { dynamoDocuments } from './aws-clients';
import { APPLICATION_SK, BANK_SK, claimKey, loadKycItems, queueSortKey, REVIEW_QUEUE } from './kyc-items';
import { insertProfileIfAbsent, loadCustomer, userPartition } from './profile-repository';
import { cancellationCodes } from './transaction-refusals';

async function load(userId: string): Promise<StoredAccountSetup> {
  const [{ profile }, { application, bank }] = await Promise.all([
    loadCustomer(userId),
    loadKycItems(userId),
  ]);
  return {
    ...(profile ? { profile } : {}),
    ...(application ? { application } : {}),
    ...(bank ? { bank } : {}),
  };
}

async function saveSubmission(submission: AccountSetupSubmission): Promise<SubmissionRefusal[]> {
  const TableName = tableName('accounts');
  const { application, bank } = submission;
  const owner = application.userId;
  const pk = userPartition(owner);
  const claimedBy = {
    ConditionExpression: 'attribute_not_exists(pk) OR ownerId = :owner',
    ExpressionAttributeValues: { ':owner': owner },
  };

  // Refusals are read back by position: keep the order of this list and of `refusalAt` together.
  const items = [
    {
      Update: {
        TableName,
        Key: { pk, sk: 'PROFILE' },
        UpdateExpression: 'SET kycStatus = :pending, kycSubmittedAt = :at',
        ConditionExpression: 'kycStatus IN (:notSubmitted, :rejected)',
        ExpressionAttributeValues: {
          ':pending': 'pending',
          ':at': application.submittedAt,
          ':notSubmitted': 'not-submitted',
          ':rejected': 'rejected',
        },
      },
    },
    {
      Put: {
        TableName,
        Item: {
          pk,
          sk: APPLICATION_SK,
          ...application,
          gsi1pk: REVIEW_QUEUE,
          gsi1sk: queueSortKey(application),
        },
      },
    },
    { Put: { TableName, Item: { pk, sk: BANK_SK, ...bank } } },
    ...submission.claims.map((claim) => ({
      Put: {
        TableName,
        Item: {
          ...claimKey(claim.kind, claim.fingerprint),
          ownerId: owner,
          kind: claim.kind,
          claimedAt: application.submittedAt,
        },
        ...claimedBy,
      },
    })),
    ...submission.releasedClaims.map((claim) => ({
      Delete: { TableName, Key: claimKey(claim.kind, claim.fingerprint), ...claimedBy },
    })),
  ];
  const refusalAt = (index: number): SubmissionRefusal => {
    if (index === 0) return 'status-changed';
    const claim = submission.claims[index - 3];
    if (claim) return claim.kind === 'aadhaar' ? 'aadhaar-claimed' : 'pan-claimed';
    return 'busy';
  };

  try {
    await dynamoDocuments().send(new TransactWriteCommand({ TransactItems: items }));
    return [];
  } catch (error) {
    const codes = cancellationCodes(error);
    if (!codes) throw error;
    const refusals = codes.flatMap((code, index) =>
      code === 'ConditionalCheckFailed' ? [refusalAt(index)] : [],
    );
    return refusals.length > 0 ? refusals : ['busy'];
  }
}

export const accountSetupStore: AccountSetupStore = { load, insertProfileIfAbsent, saveSubmission };
