/**
 * One file's upload as the manager tracks it: how it travels (one PUT or parts), which parts are done
 * or in flight, and the progress that follows from them.
 */
import { PART_SIZE_BYTES } from '@contract/uploads';
import { type AcceptedUploadType, contentTypeOf } from './content-type';
import type { UploadProgress } from './upload-types';

export interface DonePart {
  etag: string;
  size: number;
}

export interface UploadSession {
  file: File;
  /** Undefined when the file is of a type we do not accept. */
  contentType: AcceptedUploadType | undefined;
  mode?: 'single' | 'multipart';
  key?: string;
  /** Single PUT: the presigned URL and the headers it was signed with. */
  url?: string;
  headers?: Record<string, string>;
  uploadId?: string;
  partSize: number;
  partCount: number;
  /** Part number → ETag and size; a single PUT is part 1. */
  done: Map<number, DonePart>;
  /** Part number → bytes sent so far of a part on its way. */
  inFlight: Map<number, number>;
  controllers: Set<AbortController>;
  /** Parts whose sending began at some point (also before a reload, from the resume cache). */
  attempted: Set<number>;
  partsResent: number;
  partsReused: number;
  /** `wallet.upload.<userId>.<fingerprint>` once known. */
  cacheKey?: string;
  /** The start (or resume-from-cache) under way, shared so a quick resume does not start twice. */
  beginning?: Promise<void>;
  cancelled: boolean;
}

export function newSession(file: File): UploadSession {
  return {
    file,
    contentType: contentTypeOf(file),
    partSize: PART_SIZE_BYTES,
    partCount: 0,
    done: new Map(),
    inFlight: new Map(),
    controllers: new Set(),
    attempted: new Set(),
    partsResent: 0,
    partsReused: 0,
    cancelled: false,
  };
}

/** Forgets how the file was travelling, so the next attempt asks the API to start afresh. */
export function resetTransfer(session: UploadSession): void {
  for (const field of ['mode', 'key', 'url', 'headers', 'uploadId', 'beginning'] as const)
    delete session[field];
  session.done.clear();
  session.inFlight.clear();
}

/** The bytes of one part: every part is `partSize` long but the last. */
export function partRange(session: UploadSession, partNumber: number): { start: number; end: number } {
  const start = (partNumber - 1) * session.partSize;
  return { start, end: Math.min(start + session.partSize, session.file.size) };
}

export function progressOf(session: UploadSession): UploadProgress {
  const totalBytes = session.file.size;
  let loaded = 0;
  for (const part of session.done.values()) loaded += part.size;
  for (const bytes of session.inFlight.values()) loaded += bytes;
  const loadedBytes = Math.min(loaded, totalBytes);
  return { loadedBytes, totalBytes, percent: totalBytes ? Math.floor((loadedBytes * 100) / totalBytes) : 0 };
}
