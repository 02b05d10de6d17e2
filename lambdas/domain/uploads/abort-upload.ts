/**
 * POST /uploads/abort: cancels a multipart upload, then checks with ListParts that S3 really dropped
 * the parts (they are billed until it does), and ends the upload's session. Aborting again is
 * harmless; aborting a completed upload finds it gone.
 */
import { uploadMessages } from '../../../contract/uploads';
import { ServiceFailureError } from '../errors';
import type { Caller } from '../open-profile';
import { assertOwnKey } from './object-key';
import { NoSuchUploadError, sessionOf, type UploadDependencies } from './upload-session';

export async function abortUpload(
  caller: Caller,
  request: { key: string; uploadId: string },
  dependencies: UploadDependencies,
): Promise<void> {
  const { storage } = dependencies;
  const key = assertOwnKey(caller.userId, request.key);
  const session = await sessionOf(caller, { key, uploadId: request.uploadId }, dependencies);
  if (session.endedAs === 'completed') throw new NoSuchUploadError();
  if (session.endedAs === 'aborted') return;
  try {
    // An upload S3 no longer knows (the lifecycle rule aborted it) leaves nothing to clean.
    await storage.abortMultipartUpload(key, request.uploadId);
  } catch {
    throw new ServiceFailureError('The storage service could not abort the upload. Please try again.');
  }
  const remaining = await storage.listParts(key, request.uploadId);
  if (remaining !== 'no-such-upload' && remaining.length > 0)
    throw new ServiceFailureError(uploadMessages.cleanUpFailed);
  await dependencies.sessions.end(request.uploadId, 'aborted');
}
