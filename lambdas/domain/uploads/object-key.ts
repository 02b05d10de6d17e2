/**
 * Which object keys a customer may name: their own `private/{userId}/` and `protected/{userId}/`
 * prefixes only. The review copies under `private/{userId}/kyc-review/` are read-only for the owner:
 * they are what a reviewer decides on, so no customer write, delete or copy may touch them. A suspicious key is refused, never repaired: S3, a proxy and a person
 * reading a log must all see the same key, so anything that could be decoded or resolved differently
 * (`..`, `%2e%2e`, `\`, `／`, `s3://…`) is out, and only a small ASCII set is allowed at all.
 */
import type { UploadPurpose } from '../../../contract/uploads';
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
  | 'not-own-prefix'
  | 'read-only';

/** `read`: links and copy sources; `write`: uploads, deletes and copy destinations. */
export type KeyIntent = 'read' | 'write';

export type KeyCheck = { ok: true; key: string } | { ok: false; reason: KeyRefusal };

export const ownPrefix = (userId: string) => `private/${userId}/`;
/** The profile picture's level: readable by the owner and reviewers, writable by the owner only. */
export const protectedPrefix = (userId: string) => `protected/${userId}/`;
/** Copies of submitted ID images, made by the API on KYC submit; never writable by the customer. */
export const reviewCopyPrefix = (userId: string) => `${ownPrefix(userId)}kyc-review/`;

/** A key of safe shape (no encodings, dot segments or look-alikes), or why not. */
export function checkKeyShape(key: string): KeyCheck {
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
  return { ok: true, key };
}

/** Why a key is refused for this caller, or the key itself when it is theirs. */
export function checkOwnKey(userId: string, key: string, intent: KeyIntent = 'write'): KeyCheck {
  const refuse = (reason: KeyRefusal): KeyCheck => ({ ok: false, reason });
  const shape = checkKeyShape(key);
  if (!shape.ok) return shape;
  // The caller's id comes from a verified token, but it must be a plain segment too.
  if (!SAFE_SEGMENT.test(userId) || /^\.+$/.test(userId)) return refuse('not-own-prefix');
  // Under protected/ only the profile picture's folder exists: nothing else there is reviewer-readable.
  if (!key.startsWith(ownPrefix(userId)) && !key.startsWith(`${protectedPrefix(userId)}avatar/`))
    return refuse('not-own-prefix');
  if (intent === 'write' && key.startsWith(reviewCopyPrefix(userId))) return refuse('read-only');
  return { ok: true, key };
}

export const READ_ONLY_REVIEW_COPY =
  'This file is part of your submitted verification and cannot be changed.';

/** The key, if it is the caller's own; a 403 otherwise (the same words whatever the trick was). */
export function assertOwnKey(userId: string, key: string, intent: KeyIntent = 'write'): string {
  const check = checkOwnKey(userId, key, intent);
  if (check.ok) return check.key;
  if (check.reason === 'read-only') throw new ForbiddenError(READ_ONLY_REVIEW_COPY);
  throw new ForbiddenError('You can only reach your own files.');
}

/**
 * Whose file a reviewer may read, when it is one: any profile picture and any review copy (what
 * they decide on), never a customer's other files.
 */
export function reviewerReadableOwner(key: string): string | undefined {
  if (!checkKeyShape(key).ok) return undefined;
  const [level, owner, folder] = key.split('/');
  if (!owner || !folder) return undefined;
  if (level === 'protected' && folder === 'avatar') return owner;
  if (level === 'private' && folder === 'kyc-review') return owner;
  return undefined;
}

export const extensionByContentType: Record<string, string> = {
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
  return assertOwnKey(input.userId, `${uploadFolder(input.userId, input.purpose)}${input.id}.${extension}`);
}

/** Where each purpose's files go under the caller's prefixes. */
export function uploadFolder(userId: string, purpose: UploadPurpose): string {
  if (purpose === 'avatar') return `${protectedPrefix(userId)}avatar/`;
  if (purpose === 'other') return `${ownPrefix(userId)}other/`;
  return `${ownPrefix(userId)}kyc/${purpose}/`;
}
