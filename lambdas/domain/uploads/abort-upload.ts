/**
 * POST /uploads/abort: cancels a multipart upload, then checks with ListParts that S3 really dropped
 * the parts (they are billed until it does). An upload S3 no longer knows was already aborted or
 * completed: nothing is left to clean.
 */
import { uploadMessages } from '../../../contract/uploads';
import { ServiceFailureError } from '../errors';
import type { Caller } from '../open-profile';
import { assertOwnKey } from './object-key';
import type { UploadStorage } from './upload-storage';

export async function abortUpload(
  caller: Caller,
  request: { key: string; uploadId: string },
  storage: UploadStorage,
): Promise<void> {
  const key = assertOwnKey(caller.userId, request.key);
  try {
    await storage.abortMultipartUpload(key, request.uploadId);
  } catch {
    throw new ServiceFailureError('The storage service could not abort the upload. Please try again.');
  }
  const remaining = await storage.listParts(key, request.uploadId);
  if (remaining !== 'no-such-upload' && remaining.length > 0)
    throw new ServiceFailureError(uploadMessages.cleanUpFailed);
}
