/**
 * GET /ops/kyc/applications/{userId}: one application for a reviewer, with the identity numbers
 * unsealed and short-lived links to the two ID images. The read is recorded before anything is
 * disclosed: if the record cannot be written, the reviewer sees nothing.
 */

import type { ReviewApplication, ReviewDecision } from '../../../contract/kyc-review';
import { DEFAULT_DOWNLOAD_SECONDS } from '../../../contract/uploads';
import { NotFoundError } from '../errors';
import type { UploadStorage } from '../uploads/upload-storage';
import type { FieldCipher } from './field-cipher';
import type { ReviewDecisionRecord } from './review-records';
import type { ReviewStore } from './review-store';
import { type Reviewer, reviewerName } from './reviewer';

export interface OpenApplicationDependencies {
  store: ReviewStore;
  cipher: FieldCipher;
  /** The uploads bucket: presigned GETs of the ID images. */
  images: Pick<UploadStorage, 'presignGet'>;
  now(): Date;
}

export const noApplication = () => new NotFoundError('This customer has not submitted an account setup.');

export async function openApplicationForReview(
  reviewer: Reviewer,
  userId: string,
  deps: OpenApplicationDependencies,
): Promise<ReviewApplication> {
  const { application, bank, decisions } = await deps.store.loadApplication(userId);
  if (!application || !bank) throw noApplication();

  const objectKeys = [application.frontImageKey, application.backImageKey];
  await deps.store.recordRead({
    userId,
    submissionId: application.submissionId,
    reviewer,
    readAt: deps.now().toISOString(),
    objectKeys,
  });

  const [identity, account, frontImageUrl, backImageUrl] = await Promise.all([
    deps.cipher.open({ userId, record: 'kyc-application' }, application.identityNumbers),
    deps.cipher.open({ userId, record: 'bank-details' }, bank.accountNumber),
    deps.images.presignGet(application.frontImageKey, DEFAULT_DOWNLOAD_SECONDS),
    deps.images.presignGet(application.backImageKey, DEFAULT_DOWNLOAD_SECONDS),
  ]);
  return {
    userId,
    email: application.email,
    status: application.status,
    submittedAt: application.submittedAt,
    fullName: application.fullName,
    address: application.address,
    aadhaarNumber: sealedField(identity, 'aadhaarNumber'),
    panNumber: sealedField(identity, 'panNumber'),
    bank: {
      accountHolderName: bank.accountHolderName,
      accountNumber: sealedField(account, 'accountNumber'),
      ifsc: bank.ifsc,
    },
    frontImageUrl,
    backImageUrl,
    decisions: decisions.map(toDecisionView),
  };
}

export function toDecisionView(record: ReviewDecisionRecord): ReviewDecision {
  return {
    decision: record.decision,
    ...(record.reason ? { reason: record.reason } : {}),
    reviewer: reviewerName(record.reviewer),
    decidedAt: record.decidedAt,
  };
}

function sealedField(fields: Record<string, string>, name: string): string {
  const value = fields[name];
  if (value === undefined) throw new Error(`Sealed record has no ${name}`);
  return value;
}
