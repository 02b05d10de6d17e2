/**
 * Which of a person's files belong to their submitted verification: the review copies (always) and,
 * while the application is pending or approved, the originals it was made from. Those cannot be
 * deleted or overwritten; before submitting, or after a rejection, the originals are the person's.
 */
import { documentMessages } from '../../../contract/documents';
import { ConflictError } from '../errors';
import type { KycApplicationRecord } from '../kyc/kyc-application';
import { reviewCopyPrefix } from '../uploads/object-key';

/** The keys the person uploaded for this application (older records kept only these). */
export const originalImageKeys = (application: KycApplicationRecord): string[] => [
  application.originalFrontImageKey ?? application.frontImageKey,
  application.originalBackImageKey ?? application.backImageKey,
];

export function isSubmittedFile(
  userId: string,
  key: string,
  application: KycApplicationRecord | undefined,
): boolean {
  if (key.startsWith(reviewCopyPrefix(userId))) return true;
  if (!application || application.status === 'rejected') return false;
  return (
    originalImageKeys(application).includes(key) ||
    [application.frontImageKey, application.backImageKey].includes(key)
  );
}

export function assertNotSubmitted(
  userId: string,
  key: string,
  application: KycApplicationRecord | undefined,
  message: string = documentMessages.submittedFile,
): void {
  if (isSubmittedFile(userId, key, application)) throw new ConflictError(message);
}
