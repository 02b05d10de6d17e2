/**
 * On submit, the two ID images are copied into the person's read-only review folder, so the reviewer
 * decides on exactly what was submitted even if the person later replaces a file. The copies are made
 * before the application is saved; if saving fails, they are deleted again (nothing half-written).
 */
import { reviewCopyKey } from '../documents/document-keys';
import type { DocumentStorage } from '../documents/document-storage';
import { ServiceFailureError } from '../errors';

export type ReviewCopyStorage = Pick<DocumentStorage, 'copyObject' | 'deleteObject'>;

export interface ReviewCopies {
  front: string;
  back: string;
}

export async function copyForReview(
  storage: ReviewCopyStorage,
  userId: string,
  submissionId: string,
  originals: ReviewCopies,
): Promise<ReviewCopies> {
  const copies = {
    front: reviewCopyKey(userId, submissionId, 'front', originals.front),
    back: reviewCopyKey(userId, submissionId, 'back', originals.back),
  };
  const results = await Promise.allSettled([
    storage.copyObject(originals.front, copies.front),
    storage.copyObject(originals.back, copies.back),
  ]);
  if (results.some((result) => result.status === 'rejected')) {
    await discardReviewCopies(storage, copies);
    throw new ServiceFailureError('We could not store your ID images for review. Please submit again.');
  }
  return copies;
}

/** Best effort: a copy left behind is unreferenced and harmless, and the person cannot reach it to delete. */
export async function discardReviewCopies(storage: ReviewCopyStorage, copies: ReviewCopies): Promise<void> {
  await Promise.allSettled([storage.deleteObject(copies.front), storage.deleteObject(copies.back)]);
}
