/**
 * Which object keys a customer may name. Every key in an upload request must sit under the caller's
 * own `private/{userId}/` prefix. A suspicious key is refused, never repaired: S3, a proxy and a person
 * reading a log must all see the same key, so anything that could be decoded or resolved differently
 * (`..`, `%2e%2e`, `\`, `／`, `s3://…`) is out, and only a small ASCII set is allowed at all.
 */
import type { UploadPurpose } from '../../contract/uploads';
import { ForbiddenError } from '../errors';

/** S3's longest key, in bytes; our keys are ASCII, so characters. */
const MAX_KEY_LENGTH = 1024;

/** One path segment: letters, digits, `.`, `_` and `-` (the keys the API hands out use no more). */
const SAFE_SEGMENT = /^[A-Za-z0-9._-]+$/;

export type KeyRefusal =
  | 'empty'
  | 'too-long'
  | 'absolute-url'
  | 'backslash'
  | 'percent-encoded'
  | 'not-normalised'
  | 'unsafe-character'
  | 'empty-segment'
  | 'dot-segment'
  | 'not-own-prefix';

export type KeyCheck = { ok: true; key: string } | { ok: false; reason: KeyRefusal };

export const ownPrefix = (userId: string) => `private/${userId}/`;

/** Why a key is refused for this caller, or the key itself when it is theirs. */
export function checkOwnKey(userId: string, key: string): KeyCheck {
  const refuse = (reason: KeyRefusal): KeyCheck => ({ ok: false, reason });
  if (typeof key !== 'string' || key.length === 0) return refuse('empty');
  if (key.length > MAX_KEY_LENGTH) return refuse('too-long');
  if (/^[A-Za-z][A-Za-z0-9+.-]*:/.test(key) || key.startsWith('//')) return refuse('absolute-url');
  if (key.includes('\\')) return refuse('backslash');
  if (key.includes('%')) return refuse('percent-encoded');
  // Full-width `／`, `．`, ligatures and the like become plain ASCII under NFKC: a look-alike.
  if (key.normalize('NFKC') !== key) return refuse('not-normalised');

  const segments = key.split('/');
  if (segments.some((segment) => segment.length === 0)) return refuse('empty-segment');
  // `.` and `..` resolve as paths in some tools; `...` and longer only look like they might.
  if (segments.some((segment) => /^\.+$/.test(segment))) return refuse('dot-segment');
  if (!segments.every((segment) => SAFE_SEGMENT.test(segment))) return refuse('unsafe-character');

  // The caller's id comes from a verified token, but it must be a plain segment too.
  if (!SAFE_SEGMENT.test(userId) || /^\.+$/.test(userId)) return refuse('not-own-prefix');
  if (!key.startsWith(ownPrefix(userId))) return refuse('not-own-prefix');
  return { ok: true, key };
}

/** The key, if it is the caller's own; a 403 otherwise (the same words whatever the trick was). */
export function assertOwnKey(userId: string, key: string): string {
  const check = checkOwnKey(userId, key);
  if (!check.ok) throw new ForbiddenError('You can only reach your own files.');
  return check.key;
}

const extensionByContentType: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/heic': 'heic',
  'application/pdf': 'pdf',
};

/**
 * The key of a new upload, decided by the API, never by the browser: the file's own name is not
 * part of it (it may hold anything), only a fresh id and the extension of the declared type.
 */
export function newUploadKey(input: {
  userId: string;
  purpose: UploadPurpose;
  contentType: string;
  id: string;
}): string {
  const extension = extensionByContentType[input.contentType];
  if (!extension) throw new Error(`No extension for ${input.contentType}`);
  return assertOwnKey(
    input.userId,
    `${ownPrefix(input.userId)}kyc/${input.purpose}/${input.id}.${extension}`,
  );
}
