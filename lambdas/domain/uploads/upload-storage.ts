/**
 * What the upload rules need from object storage, so they can be tested without S3. The S3 adapter
 * (lambdas/adapters/s3-upload-storage.ts) implements it; every key it receives was checked first.
 */
export interface StoredPart {
  partNumber: number;
  etag: string;
  size: number;
}

export interface UploadStorage {
  /** A PUT URL that signs the content type and length, so S3 refuses a different file. */
  presignPut(key: string, file: { contentType: string; size: number }, expiresIn: number): Promise<string>;
  createMultipartUpload(key: string, contentType: string): Promise<string>;
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
