/**
 * POST /uploads/complete: joins a multipart upload's parts (a single PUT has nothing to join), then
 * compares the stored size with the local file's. A mismatch deletes the object: a truncated or
 * swapped ID image must not reach a reviewer. Completing ends the upload's session; completing it
 * again answers as the first time did (the answer may have been lost on the way).
 */
import { uploadMessages } from '../../../contract/uploads';
import { InvalidRequestError, NotFoundError } from '../errors';
import type { Caller } from '../open-profile';
import { assertOwnKey } from './object-key';
import { NoSuchUploadError, sessionOf, type UploadDependencies } from './upload-session';
import type { UploadStorage } from './upload-storage';

export interface CompleteUploadInput {
  key: string;
  uploadId?: string;
  parts?: { partNumber: number; etag: string }[];
  size: number;
}

export async function completeUpload(
  caller: Caller,
  request: CompleteUploadInput,
  dependencies: UploadDependencies,
): Promise<{ key: string; size: number }> {
  const { storage } = dependencies;
  const key = assertOwnKey(caller.userId, request.key);
  if (request.uploadId) {
    const uploadId = request.uploadId;
    const session = await sessionOf(caller, { key, uploadId }, dependencies);
    if (session.endedAs === 'aborted') throw new NoSuchUploadError();
    if (!session.endedAs) {
      await joinParts(key, uploadId, request.parts ?? [], storage);
      await dependencies.sessions.end(uploadId, 'completed');
    }
  }

  const storedSize = await storage.storedSize(key);
  if (storedSize === undefined) throw new NotFoundError('No file has been uploaded under this key yet.');
  if (storedSize !== request.size) {
    await storage.deleteObject(key);
    throw new InvalidRequestError(uploadMessages.sizeMismatch, { size: uploadMessages.sizeMismatch });
  }
  return { key, size: storedSize };
}

async function joinParts(
  key: string,
  uploadId: string,
  parts: { partNumber: number; etag: string }[],
  storage: UploadStorage,
): Promise<void> {
  if (parts.length === 0)
    throw new InvalidRequestError('List the uploaded parts to complete a multipart upload.', {
      parts: 'At least one part is required',
    });
  const numbers = parts.map((part) => part.partNumber);
  if (new Set(numbers).size !== numbers.length)
    throw new InvalidRequestError('Each part number may appear only once.', {
      parts: 'Each part number may appear only once',
    });
  const ordered = [...parts].sort((a, b) => a.partNumber - b.partNumber);
  const outcome = await storage.completeMultipartUpload(key, uploadId, ordered);
  // Two completes at once: the other one joined the parts. Otherwise the bucket's lifecycle rule
  // aborted the upload, or it was aborted in S3 directly.
  if (outcome === 'no-such-upload' && (await storage.storedSize(key)) === undefined)
    throw new NoSuchUploadError();
}
