/**
 * Account setup in the accounts table (keys in account-items.ts). A submission is one transaction:
 * the profile's status, the application with its review-queue entry, the bank details, and the
 * claims on the Aadhaar number, the PAN and the bank account, each guarded by a condition, so two
 * accounts racing for one number cannot both have it and a refusal writes nothing.
 */
import { tableName } from '../config/environment';
import type {
  AccountSetupStore,
  AccountSetupSubmission,
  StoredAccountSetup,
  SubmissionRefusal,
} from '../domain/kyc/account-setup-store';
import type { FingerprintKind } from '../domain/kyc/field-cipher';
import { accountItems, reviewQueueIndex } from './account-items';
import { loadKycItems } from './kyc-items';
import { failedConditions, writeTransaction } from './labelled-transaction';
import { insertProfileIfAbsent, loadProfile } from './profile-repository';

async function load(userId: string): Promise<StoredAccountSetup> {
  const [profile, { application, bank }] = await Promise.all([loadProfile(userId), loadKycItems(userId)]);
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
  const claimedBy = {
    ConditionExpression: 'attribute_not_exists(pk) OR ownerId = :owner',
    ExpressionAttributeValues: { ':owner': owner },
  };

  const outcome = await writeTransaction<SubmissionItem>([
    {
      label: 'profile-status',
      Update: {
        TableName,
        Key: accountItems.profile(owner),
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
      label: 'application',
      Put: {
        TableName,
        Item: {
          ...accountItems.kycApplication(owner),
          ...application,
          ...reviewQueueIndex.keys(application),
        },
      },
    },
    { label: 'bank', Put: { TableName, Item: { ...accountItems.kycBank(owner), ...bank } } },
    ...submission.claims.map((claim) => ({
      label: `${claim.kind}-claim` as const,
      Put: {
        TableName,
        Item: {
          ...accountItems.identityClaim(claim.kind, claim.fingerprint),
          ownerId: owner,
          kind: claim.kind,
          claimedAt: application.submittedAt,
        },
        ...claimedBy,
      },
    })),
    ...submission.releasedClaims.map((claim) => ({
      label: `${claim.kind}-release` as const,
      Delete: { TableName, Key: accountItems.identityClaim(claim.kind, claim.fingerprint), ...claimedBy },
    })),
  ]);
  if (outcome.written) return [];
  const refusals = failedConditions(outcome.refusals).map(
    (label): SubmissionRefusal => refusalOfFailedCondition[label] ?? 'busy',
  );
  return refusals.length > 0 ? refusals : ['busy'];
}

type SubmissionItem =
  | 'profile-status'
  | 'application'
  | 'bank'
  | `${FingerprintKind}-claim`
  | `${FingerprintKind}-release`;

/** What a failed condition on an item means to the customer; any other refusal is a race (busy). */
const refusalOfFailedCondition: Partial<Record<SubmissionItem, SubmissionRefusal>> = {
  'profile-status': 'status-changed',
  'aadhaar-claim': 'aadhaar-claimed',
  'pan-claim': 'pan-claimed',
  'bank-account-claim': 'bank-account-claimed',
};

export const accountSetupStore: AccountSetupStore = { load, insertProfileIfAbsent, saveSubmission };
