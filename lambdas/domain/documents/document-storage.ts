/**
 * What the documents rules need from object storage beyond uploads: listing by prefix, the uploads
 * still in progress, a file's original name, and server-side copies. The S3 adapter
 * (adapters/s3-document-storage.ts) implements it; every key or prefix it receives was checked first.
 */
import type { UploadStorage } from '../uploads/upload-storage';

export interface StoredObject {
  key: string;
  size: number;
  lastModified: string;
}

export interface UploadInProgress {
  key: string;
  uploadId: string;
  initiated: string;
}

export interface DocumentStorage extends UploadStorage {
  /** One page of the objects under a prefix, in key order; `next` continues it. */
  listObjects(
    prefix: string,
    limit: number,
    continuation?: string,
  ): Promise<{ objects: StoredObject[]; next?: string }>;
  /** Multipart uploads started under a prefix and neither completed nor aborted. */
  listUploads(prefix: string): Promise<UploadInProgress[]>;
  /**
   * The name the file had on the person's device (kept with the object when the upload started),
   * or undefined for a file stored without one or gone by now.
   */
  originalName(key: string): Promise<string | undefined>;
  /** A server-side copy (the bytes never leave S3); its content type and original name go with it. */
  copyObject(sourceKey: string, destinationKey: string): Promise<void>;
}
