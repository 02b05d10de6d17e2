/**
 * An upload session: who started a multipart upload, for which key, and whether it has ended. S3 ties
 * an upload id to its key but not to a person, and an upload id travels in URLs and logs, so the API
 * records each session when the upload starts and every later call naming the upload id must match it:
 * another person's upload is refused (403), an upload id under any other key is unknown (404).
 *
 * An ended session is kept until it expires, so a retried complete or abort whose answer was lost
 * gets the same answer again; any other call on it finds the upload gone.
 */
import { UNFINISHED_UPLOAD_DAYS, uploadMessages } from '../../../contract/uploads';
import { ForbiddenError, NotFoundError } from '../errors';
import type { Caller } from '../open-profile';
import type { UploadStorage } from './upload-storage';

export type UploadEnding = 'completed' | 'aborted';

export interface UploadSession {
  uploadId: string;
  ownerId: string;
  key: string;
  /** ISO 8601. */
  createdAt: string;
  /** Epoch seconds after which the session is gone (DynamoDB's TTL removes it some time later). */
  expiresAt: number;
  endedAs?: UploadEnding;
}

export interface UploadSessions {
  record(session: UploadSession): Promise<void>;
  /** The session of this upload id, if one was ever recorded (and not yet removed by the TTL). */
  find(uploadId: string): Promise<UploadSession | undefined>;
  end(uploadId: string, how: UploadEnding): Promise<void>;
}

/** Where the upload rules keep sessions and read the time. */
export interface UploadSessionDependencies {
  sessions: UploadSessions;
  now(): Date;
}

/** What the rules of an upload in progress need: the bucket, the sessions and the clock. */
export interface UploadDependencies extends UploadSessionDependencies {
  storage: UploadStorage;
}

export const UPLOAD_SESSION_SECONDS = UNFINISHED_UPLOAD_DAYS * 24 * 60 * 60;

export class NoSuchUploadError extends NotFoundError {
  constructor() {
    super(uploadMessages.noSuchUpload);
  }
}

export class AnotherPersonsUploadError extends ForbiddenError {
  constructor() {
    super(uploadMessages.anotherPersonsUpload);
  }
}

/**
 * The ids S3 hands out are printable ASCII; anything else was never ours, and is refused before it
 * reaches a table key (DynamoDB refuses keys over 2048 bytes).
 */
const PLAUSIBLE_UPLOAD_ID = /^[\x21-\x7e]{1,1024}$/;

export function newUploadSession(caller: Caller, key: string, uploadId: string, now: Date): UploadSession {
  return {
    uploadId,
    ownerId: caller.userId,
    key,
    createdAt: now.toISOString(),
    expiresAt: Math.floor(now.getTime() / 1000) + UPLOAD_SESSION_SECONDS,
  };
}

/** The caller's session of this upload id under this key, ended or not; a typed refusal otherwise. */
export async function sessionOf(
  caller: Caller,
  request: { key: string; uploadId: string },
  { sessions, now }: UploadSessionDependencies,
): Promise<UploadSession> {
  if (!PLAUSIBLE_UPLOAD_ID.test(request.uploadId)) throw new NoSuchUploadError();
  const session = await sessions.find(request.uploadId);
  if (!session || session.expiresAt <= now().getTime() / 1000) throw new NoSuchUploadError();
  if (session.ownerId !== caller.userId) throw new AnotherPersonsUploadError();
  if (session.key !== request.key) throw new NoSuchUploadError();
  return session;
}

/** The caller's session, still open: parts may be signed and listed only while the upload goes on. */
export async function openSessionOf(
  caller: Caller,
  request: { key: string; uploadId: string },
  dependencies: UploadSessionDependencies,
): Promise<UploadSession> {
  const session = await sessionOf(caller, request, dependencies);
  if (session.endedAs) throw new NoSuchUploadError();
  return session;
}
