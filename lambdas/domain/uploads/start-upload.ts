/**
 * POST /uploads: the API decides the key under the caller's prefix and how the file travels (one PUT
 * or multipart), from the size and type the browser declares; the declared size is checked again
 * against the stored object when the upload completes. The file's own name is kept with the object
 * (made plain first), never in its key.
 */
import type { StartUploadRequest, StartUploadResponse } from '../../../contract/uploads';
import type { Caller } from '../open-profile';
import { assertAvatarFile } from './avatar-rule';
import { newUploadKey } from './object-key';
import { originalFileName } from './original-name';
import { planUpload } from './upload-plan';
import { newUploadSession, type UploadDependencies } from './upload-session';
import { UPLOAD_URL_SECONDS } from './upload-storage';

export interface StartUploadDependencies extends UploadDependencies {
  /** A fresh, unguessable id for the object's name. */
  newId(): string;
}

export async function startUpload(
  caller: Caller,
  request: StartUploadRequest,
  { storage, sessions, now, newId }: StartUploadDependencies,
): Promise<StartUploadResponse> {
  if (request.purpose === 'avatar') assertAvatarFile(request);
  const plan = planUpload(request.size);
  const key = newUploadKey({
    userId: caller.userId,
    purpose: request.purpose,
    contentType: request.contentType,
    id: newId(),
  });
  const originalName = originalFileName(request.fileName);
  const file = { contentType: request.contentType, ...(originalName ? { originalName } : {}) };
  if (plan.mode === 'single') {
    const { url, headers } = await storage.presignPut(
      key,
      { ...file, size: request.size },
      UPLOAD_URL_SECONDS,
    );
    return { mode: 'single', key, url, headers };
  }
  const uploadId = await storage.createMultipartUpload(key, file);
  // Recorded before the id is handed out: every later call on the upload is checked against it. If
  // this fails, the upload S3 started is never used and the bucket's lifecycle rule aborts it.
  await sessions.record(newUploadSession(caller, key, uploadId, now()));
  return { mode: 'multipart', key, uploadId, partSize: plan.partSize, partCount: plan.partCount };
}
