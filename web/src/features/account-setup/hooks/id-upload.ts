/**
 * What an ID image field needs from the upload manager (web/src/lib/uploads/use-upload.ts): the spec's
 * states and messages, progress in bytes and percent, and the four actions.
 */
export type UploadState = 'init' | 'in progress' | 'paused' | 'cancelled' | 'completed';

export interface UploadProgress {
  loadedBytes: number;
  totalBytes: number;
  percent: number;
}

export interface IdUpload {
  state: UploadState;
  progress: UploadProgress;
  /** The manager's own message for a failure (shown as it is). */
  error?: string | null | undefined;
  /** A harmless refusal, such as pausing an upload that already finished. */
  warning?: string | null | undefined;
  /** The object key once completed. */
  key?: string | null | undefined;
  /** Parts uploaded again after a resume (0 when S3 already had every part sent before). */
  partsResent?: number | undefined;
  start(file: File): unknown;
  pause(): unknown;
  resume(): unknown;
  cancel(): unknown;
}
