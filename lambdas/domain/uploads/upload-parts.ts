/**
 * POST /uploads/parts and /uploads/list-parts: presigned part URLs, and the parts S3 already holds
 * (how the browser resumes after a reload). S3 ties an upload id to its key, so checking the key is
 * enough to keep a caller inside their own uploads.
 */
import { NotFoundError } from '../errors';
import type { Caller } from '../open-profile';
import { assertOwnKey } from './object-key';
import { type StoredPart, UPLOAD_URL_SECONDS, type UploadStorage } from './upload-storage';

export const noSuchUpload = () =>
  new NotFoundError('This upload no longer exists: it was cancelled or completed. Please start again.');

export async function signParts(
  caller: Caller,
  request: { key: string; uploadId: string; partNumbers: number[] },
  storage: UploadStorage,
): Promise<{ urls: { partNumber: number; url: string }[] }> {
  const key = assertOwnKey(caller.userId, request.key);
  const partNumbers = [...new Set(request.partNumbers)].sort((a, b) => a - b);
  const urls = await Promise.all(
    partNumbers.map(async (partNumber) => ({
      partNumber,
      url: await storage.presignUploadPart(key, request.uploadId, partNumber, UPLOAD_URL_SECONDS),
    })),
  );
  return { urls };
}

export async function listUploadedParts(
  caller: Caller,
  request: { key: string; uploadId: string },
  storage: UploadStorage,
): Promise<{ parts: StoredPart[] }> {
  const parts = await storage.listParts(assertOwnKey(caller.userId, request.key), request.uploadId);
  if (parts === 'no-such-upload') throw noSuchUpload();
  return { parts };
}
