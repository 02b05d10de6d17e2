/**
 * POST /uploads/download-url: a short-lived GET link to one of the caller's own files (their preview),
 * or for a KYC reviewer to anyone's profile picture or review copies, each such read recorded first.
 * 15 minutes unless asked otherwise; the contract refuses more than S3's limit of 7 days.
 */
import { DEFAULT_DOWNLOAD_SECONDS, MAX_DOWNLOAD_SECONDS } from '../../../contract/uploads';
import type { DocumentReadRecord } from '../documents/document-reads';
import { ForbiddenError, InvalidRequestError, NotFoundError } from '../errors';
import type { Reviewer } from '../kyc/reviewer';
import type { Caller } from '../open-profile';
import { checkOwnKey, reviewerReadableOwner } from './object-key';
import type { UploadStorage } from './upload-storage';

/** Given only when the caller is a KYC reviewer. */
export interface ReviewerReads {
  reviewer(): Promise<Reviewer>;
  record(read: DocumentReadRecord): Promise<void>;
  now(): Date;
}

export async function downloadLink(
  caller: Caller,
  request: { key: string; expiresIn?: number },
  storage: Pick<UploadStorage, 'storedSize' | 'presignGet'>,
  reviewerReads?: ReviewerReads,
): Promise<{ url: string; expiresIn: number }> {
  const own = checkOwnKey(caller.userId, request.key, 'read');
  const owner = own.ok || !reviewerReads ? undefined : reviewerReadableOwner(request.key);
  if (!own.ok && !owner) throw new ForbiddenError('You can only reach your own files.');
  const key = request.key;
  const expiresIn = request.expiresIn ?? DEFAULT_DOWNLOAD_SECONDS;
  if (!Number.isInteger(expiresIn) || expiresIn < 1 || expiresIn > MAX_DOWNLOAD_SECONDS)
    throw new InvalidRequestError(`A link can last at most ${MAX_DOWNLOAD_SECONDS} seconds`, {
      expiresIn: `A link can last at most ${MAX_DOWNLOAD_SECONDS} seconds`,
    });
  if ((await storage.storedSize(key)) === undefined)
    throw new NotFoundError('There is no file under this key.');
  // Recorded before the link exists: if the record cannot be written, nothing is disclosed.
  if (owner && reviewerReads)
    await reviewerReads.record({
      userId: owner,
      key,
      reviewer: await reviewerReads.reviewer(),
      readAt: reviewerReads.now().toISOString(),
    });
  return { url: await storage.presignGet(key, expiresIn), expiresIn };
}
