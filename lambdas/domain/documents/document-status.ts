/**
 * A stored file's status as the person sees it, from their KYC application and profile picture:
 * in review / accepted while it is part of the pending / approved application, replaced once a newer
 * file took its place, uploaded otherwise.
 */
import type { DocumentStatus } from '../../../contract/documents';
import type { KycApplicationRecord } from '../kyc/kyc-application';
import { reviewCopyFolder } from './document-keys';
import { isSubmittedFile, originalImageKeys } from './submitted-files';

export interface DocumentOwner {
  application?: KycApplicationRecord;
  avatarKey?: string;
}

const applicationStatus = (application: KycApplicationRecord): DocumentStatus =>
  application.status === 'approved'
    ? 'accepted'
    : application.status === 'pending'
      ? 'in review'
      : 'replaced';

export function documentStatus(
  userId: string,
  file: { key: string; lastModified: string; purpose: string },
  { application, avatarKey }: DocumentOwner,
): DocumentStatus {
  if (file.purpose === 'avatar') return avatarKey && avatarKey !== file.key ? 'replaced' : 'uploaded';
  if (file.purpose === 'kyc-review') {
    const current = application && file.key.startsWith(reviewCopyFolder(userId, application.submissionId));
    return current ? applicationStatus(application) : 'replaced';
  }
  if (!application || (file.purpose !== 'kyc-front' && file.purpose !== 'kyc-back')) return 'uploaded';
  if (originalImageKeys(application).includes(file.key))
    return application.status === 'rejected' ? 'uploaded' : applicationStatus(application);
  // An ID image from before the last submission that it did not use.
  return file.lastModified < application.submittedAt ? 'replaced' : 'uploaded';
}

export const isDeletable = (userId: string, key: string, owner: DocumentOwner) =>
  !isSubmittedFile(userId, key, owner.application);
