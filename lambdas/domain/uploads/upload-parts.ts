/**
 * POST /uploads/parts and /uploads/list-parts: presigned part URLs, and the parts S3 already holds
 * (how the browser resumes after a reload), for the caller's own upload while it goes on.
 */
import type { Caller } from '../open-profile';
import { assertOwnKey } from './object-key';
import { NoSuchUploadError, openSessionOf, type UploadDependencies } from './upload-session';
import { type StoredPart, UPLOAD_URL_SECONDS } from './upload-storage';

export async function signParts(
  caller: Caller,
  request: { key: string; uploadId: string; partNumbers: number[] },
  dependencies: UploadDependencies,
): Promise<{ urls: { partNumber: number; url: string }[] }> {
  const key = assertOwnKey(caller.userId, request.key);
  await openSessionOf(caller, request, dependencies);
  const partNumbers = [...new Set(request.partNumbers)].sort((a, b) => a - b);
  const urls = await Promise.all(
    partNumbers.map(async (partNumber) => ({
      partNumber,
      url: await dependencies.storage.presignUploadPart(
        key,
        request.uploadId,
        partNumber,
        UPLOAD_URL_SECONDS,
      ),
    })),
  );
  return { urls };
}

export async function listUploadedParts(
  caller: Caller,
  request: { key: string; uploadId: string },
  dependencies: UploadDependencies,
): Promise<{ parts: StoredPart[] }> {
  const key = assertOwnKey(caller.userId, request.key);
  await openSessionOf(caller, request, dependencies);
  const parts = await dependencies.storage.listParts(key, request.uploadId);
  // The bucket's lifecycle rule may have aborted it first.
  if (parts === 'no-such-upload') throw new NoSuchUploadError();
  return { parts };
}
