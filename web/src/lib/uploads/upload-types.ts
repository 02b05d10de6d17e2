/**
 * The upload manager's seams and what it shows. The API calls are typed from the contract; the part
 * sender is injected (XMLHttpRequest in the browser, a fake in tests), so every rule can be driven
 * without a network.
 */
import type { uploadRoutes } from '@contract/routes/uploads';
import type * as z from 'zod/mini';

type UploadRoutes = typeof uploadRoutes;

/** One upload call: the body its route takes in, the answer its route gives out. */
type UploadCall<Route extends UploadRoutes[keyof UploadRoutes]> = (
  request: z.input<Route['request']['body']>,
) => Promise<z.output<Route['response']>>;

/** The six upload routes (contract/routes/uploads.ts). A failure rejects with an Error whose `status` is the HTTP status. */
export interface UploadApi {
  start: UploadCall<UploadRoutes['startUpload']>;
  signParts: UploadCall<UploadRoutes['signUploadParts']>;
  listParts: UploadCall<UploadRoutes['listUploadParts']>;
  complete: UploadCall<UploadRoutes['completeUpload']>;
  abort: UploadCall<UploadRoutes['abortUpload']>;
  downloadUrl: UploadCall<UploadRoutes['createDownloadUrl']>;
}

export interface PartRequest {
  /** A presigned PUT URL (the whole file, or one part of a multipart upload). */
  url: string;
  body: Blob;
  /** Headers the presigned URL was signed with (the content type of a single PUT). */
  headers: Record<string, string>;
  /** Aborted when the person pauses or cancels; the sender then rejects. */
  signal: AbortSignal;
  /** Bytes of `body` sent so far. */
  onProgress(loadedBytes: number): void;
}

/** Sends one PUT straight to S3 and resolves with the response's ETag header. */
export type PartSender = (request: PartRequest) => Promise<{ etag: string }>;

/** The spec's states, spelled as the spec spells them. */
export type UploadState = 'init' | 'in progress' | 'paused' | 'cancelled' | 'completed';

export interface UploadProgress {
  loadedBytes: number;
  totalBytes: number;
  /** 0–100, whole numbers. */
  percent: number;
}

/** What a screen shows; a new object whenever anything in it changes. */
export interface UploadSnapshot {
  state: UploadState;
  progress: UploadProgress;
  /** Plain words for what went wrong (or 'Upload was cancelled.'); null otherwise. */
  error: string | null;
  /** Plain words for an action that did nothing (pausing a completed upload, say); null otherwise. */
  warning: string | null;
  /** The object key the API chose, once known; what the account-setup form submits. */
  key: string | null;
  /** Parts sent again after an earlier attempt at them was cut off (by a pause, a failure or a reload). */
  partsResent: number;
  /** Parts S3 already held when the same file was chosen again after a reload (not sent again). */
  partsReused: number;
}
