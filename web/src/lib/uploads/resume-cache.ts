/**
 * Resumable multipart uploads remembered in localStorage under `wallet.upload.<userId>.<fingerprint>`,
 * so a reload can continue from the parts S3 already has. The auth engine forgets every key with this
 * prefix at sign-in and sign-out (lib/auth/cached-uploads.ts), so nobody resumes someone else's upload.
 */
import { UPLOAD_KEY_PREFIX } from '../auth/cached-uploads';

export interface CachedUpload {
  key: string;
  uploadId: string;
  partSize: number;
  partCount: number;
  /** Parts whose sending began, so a part cut off by a reload counts as re-sent afterwards. */
  attempted: number[];
}

export const resumeCacheKey = (userId: string, fingerprint: string) =>
  `${UPLOAD_KEY_PREFIX}${userId}.${fingerprint}`;

function isCachedUpload(value: unknown): value is CachedUpload {
  const record = value as Partial<CachedUpload> | null;
  return (
    typeof record?.key === 'string' &&
    typeof record.uploadId === 'string' &&
    Number.isInteger(record.partSize) &&
    Number.isInteger(record.partCount) &&
    Array.isArray(record.attempted) &&
    record.attempted.every(Number.isInteger)
  );
}

export class ResumeCache {
  constructor(private readonly storage: Storage | undefined) {}

  read(cacheKey: string): CachedUpload | undefined {
    try {
      const parsed: unknown = JSON.parse(this.storage?.getItem(cacheKey) ?? 'null');
      return isCachedUpload(parsed) ? parsed : undefined;
    } catch {
      return undefined;
    }
  }

  write(cacheKey: string, upload: CachedUpload): void {
    try {
      this.storage?.setItem(cacheKey, JSON.stringify(upload));
    } catch {
      // A full or blocked storage only costs the resume after a reload, not the upload.
    }
  }

  forget(cacheKey: string): void {
    this.storage?.removeItem(cacheKey);
  }
}
