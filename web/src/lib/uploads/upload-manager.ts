/**
 * The spec's resumable upload manager, framework-free. Files of 5 MiB or less go in one presigned PUT;
 * larger ones in 5242880-byte parts, 4 in flight, each PUT straight to S3 through a URL our API
 * presigns. Written here rather than taken from @uppy/aws-s3 6, which sends one file's parts one at
 * a time and so cannot keep 4 in flight.
 *
 * States: `init` (asking the API), `in progress`, `paused`, `cancelled`, `completed`. Pause aborts the
 * parts in flight and keeps the finished ones; a part that fails on its own pauses with an error, and
 * resume retries. A resumable upload is remembered per person and file (resume-cache.ts), so choosing
 * the same file after a reload continues from the parts S3 already holds.
 */

import { documentMessages } from '@contract/documents';
import {
  FILE_NAME_MAX_LENGTH,
  MAX_PARTS,
  PART_SIZE_BYTES,
  SINGLE_PUT_LIMIT_BYTES,
  type UploadPurpose,
  uploadMessages,
} from '@contract/uploads';
import { UNACCEPTED_TYPE_MESSAGE } from './content-type';
import { fileFingerprint } from './file-fingerprint';
import { ResumeCache, resumeCacheKey } from './resume-cache';
import { runLimited } from './run-limited';
import { newSession, partRange, progressOf, resetTransfer, type UploadSession } from './upload-session';
import type { PartSender, UploadApi, UploadSnapshot, UploadState } from './upload-types';

export interface UploadManagerOptions {
  api: UploadApi;
  sendPart: PartSender;
  purpose: UploadPurpose;
  /** The signed-in person, asked at each start; without one nothing is remembered for a reload. */
  userId?: () => string | undefined;
  /** Where resumable uploads are remembered: localStorage in the browser. */
  storage?: Storage;
  /** false: a "simple" multipart upload, which cancels itself when a part fails. Default true. */
  resumable?: boolean;
  /** Parts sent at once; the spec says 4. */
  partsInFlight?: number;
  fingerprint?: (file: File, purpose: string) => Promise<string>;
}

const PARTS_IN_FLIGHT = 4;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const statusOf = (error: unknown) => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : 0;
};
const isRefusal = (error: unknown) => statusOf(error) >= 400 && statusOf(error) < 500;

const idle: UploadSnapshot = {
  state: 'init',
  progress: { loadedBytes: 0, totalBytes: 0, percent: 0 },
  error: null,
  warning: null,
  key: null,
  partsResent: 0,
  partsReused: 0,
};

export class UploadManager {
  private snapshot: UploadSnapshot = idle;
  private readonly listeners = new Set<() => void>();
  private session: UploadSession | undefined;
  /** Bumped by every start, pause, resume and cancel: work of an older run sees it is stale and stops. */
  private run = 0;
  private readonly cache: ResumeCache;
  private readonly resumable: boolean;
  private readonly partsInFlight: number;
  private readonly fingerprint: (file: File, purpose: string) => Promise<string>;

  constructor(private readonly options: UploadManagerOptions) {
    this.cache = new ResumeCache(options.storage);
    this.resumable = options.resumable ?? true;
    this.partsInFlight = options.partsInFlight ?? PARTS_IN_FLIGHT;
    this.fingerprint = options.fingerprint ?? fileFingerprint;
  }

  /** Calls `listener` after every change of the snapshot; returns the unsubscribe. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The same object until something changes (what React's useSyncExternalStore wants). */
  getSnapshot = (): UploadSnapshot => this.snapshot;

  /** True while an upload is being started or sent (what a pause would stop). */
  get busy(): boolean {
    return this.session !== undefined && ['init', 'in progress'].includes(this.snapshot.state);
  }

  /**
   * Uploads `file`, continuing a remembered upload of the same file if S3 still has it. An upload
   * already running is paused first (it stays resumable by choosing its file again). Resolves when the
   * upload completes, pauses, fails or is cancelled; never rejects.
   */
  async start(file: File): Promise<void> {
    // The spec's argument rule: parts are slices of a Blob, so anything else cannot be sent or resumed.
    if (!(file instanceof Blob)) {
      // An upload already running goes on; the refusal is a warning beside it.
      if (this.busy) this.warn(documentMessages.resumableNeedsFile);
      else this.set({ ...idle, state: 'cancelled', error: documentMessages.resumableNeedsFile });
      return;
    }
    if (this.session && (this.snapshot.state === 'in progress' || this.snapshot.state === 'init'))
      this.halt();
    const session = newSession(file);
    this.session = session;
    const run = ++this.run;
    this.set({ ...idle, progress: progressOf(session) });
    // Refused here without a round trip; the API applies the same rules.
    const refusal = !session.contentType
      ? UNACCEPTED_TYPE_MESSAGE
      : file.size > SINGLE_PUT_LIMIT_BYTES && Math.ceil(file.size / PART_SIZE_BYTES) > MAX_PARTS
        ? uploadMessages.tooManyParts
        : undefined;
    if (refusal) {
      session.cancelled = true;
      this.set({ state: 'cancelled', error: refusal });
      return;
    }
    await this.drive(session, run);
  }

  /** Stops sending: parts in flight are aborted, finished parts are kept. Returns a warning, if any. */
  pause(): string | null {
    const session = this.session;
    const refusal =
      this.refuseWhenOver('pause') ?? (session ? null : this.warn('There is no upload to pause.'));
    if (refusal || !session || this.snapshot.state === 'paused') return refusal;
    this.halt();
    this.set({ state: 'paused', progress: progressOf(session), warning: null });
    return null;
  }

  /** Continues a paused upload (or retries after a failure). Returns a warning, if any. */
  resume(): string | null {
    const session = this.session;
    const refusal =
      this.refuseWhenOver('resume') ?? (session ? null : this.warn('There is no upload to resume.'));
    if (refusal || !session || this.snapshot.state !== 'paused') return refusal;
    void this.drive(session, ++this.run);
    return null;
  }

  /**
   * Stops for good and aborts the multipart upload, so S3 keeps no parts: 'Upload was cancelled.',
   * with the clean-up failure appended if the abort fails. Returns a warning, if any.
   */
  async cancel(): Promise<string | null> {
    const session = this.session;
    const refusal =
      this.refuseWhenOver('cancel') ?? (session ? null : this.warn('There is no upload to cancel.'));
    if (refusal || !session) return refusal;
    this.halt();
    await this.cancelSession(session, null);
    return null;
  }

  private async drive(session: UploadSession, run: number): Promise<void> {
    const stale = () => run !== this.run || this.session !== session;
    try {
      if (!session.mode) {
        this.set({ state: 'init', error: null, warning: null });
        await this.begin(session);
        if (stale()) return;
      }
      this.set({ state: 'in progress', key: session.key ?? null, error: null, warning: null });
      this.showProgress(session);
      if (session.mode === 'single') await this.sendWhole(session, stale);
      else
        await runLimited(
          this.pendingParts(session),
          this.partsInFlight,
          (n) => this.sendOne(session, n, stale),
          () => !stale(),
        );
      if (stale()) return;
      const completed = await this.options.api.complete({
        key: session.key ?? '',
        size: session.file.size,
        ...(session.mode === 'multipart'
          ? { uploadId: session.uploadId, parts: this.finishedParts(session) }
          : {}),
      });
      if (stale()) return;
      if (session.cacheKey) this.cache.forget(session.cacheKey);
      this.set({
        state: 'completed',
        key: completed.key,
        progress: { ...progressOf(session), percent: 100 },
      });
    } catch (error) {
      if (!stale()) await this.fail(session, error);
    }
  }

  /** Starts the upload at the API, or adopts the remembered one; shared by concurrent callers. */
  private begin(session: UploadSession): Promise<void> {
    session.beginning ??= this.create(session).catch((error: unknown) => {
      delete session.beginning;
      throw error;
    });
    return session.beginning;
  }

  private async create(session: UploadSession): Promise<void> {
    const { api, purpose } = this.options;
    const userId = this.options.userId?.();
    if (this.resumable && userId && session.file.size > SINGLE_PUT_LIMIT_BYTES) {
      session.cacheKey = resumeCacheKey(userId, await this.fingerprint(session.file, purpose));
      if (await this.adoptRemembered(session)) return;
    }
    if (!session.contentType) throw new Error(UNACCEPTED_TYPE_MESSAGE);
    const started = await api.start({
      purpose,
      // Whole: the API keeps a plain, shortened form of it with the object (a cut here could halve an emoji).
      fileName: (session.file.name || 'upload').slice(0, FILE_NAME_MAX_LENGTH),
      contentType: session.contentType,
      size: session.file.size,
    });
    session.key = started.key;
    if (started.mode === 'single') {
      Object.assign(session, { mode: 'single', url: started.url, headers: started.headers });
      return;
    }
    Object.assign(session, {
      mode: 'multipart',
      uploadId: started.uploadId,
      partSize: started.partSize,
      partCount: started.partCount,
    });
    this.remember(session);
  }

  /** Continues from the parts S3 holds of the remembered upload of this file, if there is one. */
  private async adoptRemembered(session: UploadSession): Promise<boolean> {
    const cacheKey = session.cacheKey ?? '';
    const cached = this.cache.read(cacheKey);
    if (!cached || cached.partCount !== Math.ceil(session.file.size / cached.partSize)) return false;
    let parts: { partNumber: number; etag: string; size: number }[];
    try {
      ({ parts } = await this.options.api.listParts({ key: cached.key, uploadId: cached.uploadId }));
    } catch (error) {
      // Gone (aborted, completed, expired) or not this person's: start afresh.
      if (!isRefusal(error)) throw error;
      this.cache.forget(cacheKey);
      return false;
    }
    Object.assign(session, { mode: 'multipart', ...cached, attempted: new Set(cached.attempted) });
    for (const part of parts) {
      const { start, end } = partRange(session, part.partNumber);
      // A part of another length is not this file's part: it is sent again (and replaced).
      if (part.partNumber <= session.partCount && part.size === end - start)
        session.done.set(part.partNumber, { etag: part.etag, size: part.size });
    }
    session.partsReused = session.done.size;
    return true;
  }

  private async sendWhole(session: UploadSession, stale: () => boolean): Promise<void> {
    if (session.done.has(1)) return;
    const { etag } = await this.send(
      session,
      1,
      session.url ?? '',
      session.file,
      session.headers ?? {},
      stale,
    );
    session.done.set(1, { etag, size: session.file.size });
  }

  private async sendOne(session: UploadSession, partNumber: number, stale: () => boolean): Promise<void> {
    const { urls } = await this.options.api.signParts({
      key: session.key ?? '',
      uploadId: session.uploadId ?? '',
      partNumbers: [partNumber],
    });
    const url = urls.find((signed) => signed.partNumber === partNumber)?.url;
    if (!url) throw new Error('The service did not sign the part. Please resume.');
    if (stale()) return;
    const { start, end } = partRange(session, partNumber);
    const { etag } = await this.send(session, partNumber, url, session.file.slice(start, end), {}, stale);
    // A part that arrived although a pause came first is in S3 all the same: keep it.
    if (this.session === session && !session.cancelled) {
      session.done.set(partNumber, { etag, size: end - start });
      this.showProgress(session);
    }
  }

  /** One PUT, counted as re-sent when an earlier attempt at this part was cut off. */
  private async send(
    session: UploadSession,
    partNumber: number,
    url: string,
    body: Blob,
    headers: Record<string, string>,
    stale: () => boolean,
  ): Promise<{ etag: string }> {
    const controller = new AbortController();
    session.controllers.add(controller);
    if (session.attempted.has(partNumber)) session.partsResent += 1;
    session.attempted.add(partNumber);
    this.remember(session);
    try {
      return await this.options.sendPart({
        url,
        body,
        headers,
        signal: controller.signal,
        onProgress: (loadedBytes) => {
          if (stale()) return;
          session.inFlight.set(partNumber, loadedBytes);
          this.showProgress(session);
        },
      });
    } finally {
      session.controllers.delete(controller);
      session.inFlight.delete(partNumber);
    }
  }

  private async fail(session: UploadSession, error: unknown): Promise<void> {
    const message = messageOf(error);
    this.halt();
    // The API deleted the mismatched object, or refused to start (type, size, parts): nothing to resume.
    if (message === uploadMessages.sizeMismatch || (!session.mode && isRefusal(error))) {
      session.cancelled = true;
      if (session.cacheKey) this.cache.forget(session.cacheKey);
      this.set({ state: 'cancelled', error: message });
      return;
    }
    if (!this.resumable && session.mode === 'multipart') return this.cancelSession(session, message);
    // S3 no longer knows the upload (aborted elsewhere, expired): resuming starts it afresh.
    if (statusOf(error) === 404) {
      if (session.cacheKey) this.cache.forget(session.cacheKey);
      resetTransfer(session);
    }
    this.set({ state: 'paused', error: message, progress: progressOf(session) });
  }

  private async cancelSession(session: UploadSession, cause: string | null): Promise<void> {
    session.cancelled = true;
    if (session.cacheKey) this.cache.forget(session.cacheKey);
    const cancelled = cause ? `${cause} ${uploadMessages.cancelled}` : uploadMessages.cancelled;
    this.set({ state: 'cancelled', error: cancelled, warning: null, progress: progressOf(session) });
    // An upload still being created is aborted once it exists.
    await session.beginning?.catch(() => undefined);
    if (session.mode !== 'multipart' || !session.key || !session.uploadId) return;
    try {
      await this.options.api.abort({ key: session.key, uploadId: session.uploadId });
    } catch (error) {
      if (this.session === session) this.set({ error: `${cancelled} ${messageOf(error)}` });
    }
  }

  /** Makes running work stale and aborts the parts in flight. */
  private halt(): void {
    this.run += 1;
    const session = this.session;
    if (!session) return;
    for (const controller of session.controllers) controller.abort();
    session.controllers.clear();
    session.inFlight.clear();
    // A presigned PUT not yet done is asked for afresh on resume (its URL may have expired by then).
    if (session.mode === 'single' && !session.done.has(1)) resetTransfer(session);
  }

  private refuseWhenOver(action: string): string | null {
    const state: UploadState = this.snapshot.state;
    if (this.session && (state === 'completed' || state === 'cancelled'))
      return this.warn(`Nothing to ${action}: this upload has already been ${state}.`);
    return null;
  }

  private warn(warning: string): string {
    this.set({ warning });
    return warning;
  }

  private remember(session: UploadSession): void {
    if (!session.cacheKey || session.cancelled || session.mode !== 'multipart') return;
    this.cache.write(session.cacheKey, {
      key: session.key ?? '',
      uploadId: session.uploadId ?? '',
      partSize: session.partSize,
      partCount: session.partCount,
      attempted: [...session.attempted].sort((a, b) => a - b),
    });
  }

  private pendingParts(session: UploadSession): number[] {
    return Array.from({ length: session.partCount }, (_, index) => index + 1).filter(
      (partNumber) => !session.done.has(partNumber),
    );
  }

  private finishedParts(session: UploadSession) {
    return [...session.done]
      .sort(([a], [b]) => a - b)
      .map(([partNumber, part]) => ({ partNumber, etag: part.etag }));
  }

  private showProgress(session: UploadSession): void {
    if (this.session !== session) return;
    const { partsResent, partsReused } = session;
    this.set({ progress: progressOf(session), partsResent, partsReused });
  }

  private set(change: Partial<UploadSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...change };
    for (const listener of this.listeners) listener();
  }
}
