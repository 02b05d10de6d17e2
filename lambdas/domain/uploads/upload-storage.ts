/**
 * What the upload rules need from object storage, so they can be tested without S3. The S3 adapter
 * (lambdas/adapters/s3-upload-storage.ts) implements it; every key it receives was checked first.
 */
export interface StoredPart {
  partNumber: number;
  etag: string;
  size: number;
}

/** What the API knows of a file before its bytes travel; `originalName` was made plain (original-name.ts). */
export interface DeclaredFile {
  contentType: string;
  size: number;
  originalName?: string;
}

/** A presigned PUT and the headers it was signed with, which the browser must send as they are. */
export interface PresignedPut {
  url: string;
  headers: Record<string, string>;
}

export interface UploadStorage {
  /**
   * A PUT URL that signs the content type and length, so S3 refuses a different file, and the
   * original name as the object's metadata.
   */
  presignPut(key: string, file: DeclaredFile, expiresIn: number): Promise<PresignedPut>;
  createMultipartUpload(key: string, file: Omit<DeclaredFile, 'size'>): Promise<string>;
  presignUploadPart(key: string, uploadId: string, partNumber: number, expiresIn: number): Promise<string>;
  /** Every part S3 holds (all pages), or 'no-such-upload' once the upload is aborted or completed. */
  listParts(key: string, uploadId: string): Promise<StoredPart[] | 'no-such-upload'>;
  completeMultipartUpload(
    key: string,
    uploadId: string,
    parts: { partNumber: number; etag: string }[],
  ): Promise<'completed' | 'no-such-upload'>;
  abortMultipartUpload(key: string, uploadId: string): Promise<'aborted' | 'no-such-upload'>;
  /** The stored object's size in bytes, or undefined when there is no object under the key. */
  storedSize(key: string): Promise<number | undefined>;
  deleteObject(key: string): Promise<void>;
  presignGet(key: string, expiresIn: number): Promise<string>;
}

/** Presigned upload URLs (the single PUT and every part) last 15 minutes. */
export const UPLOAD_URL_SECONDS = 900;
