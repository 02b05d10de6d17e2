/**
 * Keeps the non-sensitive part of the draft in sessionStorage, so a reload (or a phone that drops the
 * tab while the camera app is open) does not lose what was typed. Per signed-in user and per tab;
 * Aadhaar, PAN and account numbers are never written (SENSITIVE_FIELDS).
 */
import {
  type AccountSetupDraft,
  emptyDraft,
  IMAGE_FIELDS,
  type InterruptedUpload,
  SENSITIVE_FIELDS,
  TEXT_FIELDS,
  type UploadedImage,
} from './draft';

const draftKey = (owner: string) => `wallet.account-setup.draft.${owner}`;

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // Storage blocked: the draft lives in memory only.
  }
}

const isUploadedImage = (value: unknown): value is UploadedImage =>
  typeof value === 'object' &&
  value !== null &&
  ['key', 'fileName', 'contentType'].every(
    (name) => typeof (value as Record<string, unknown>)[name] === 'string',
  );

const isInterruptedUpload = (value: unknown): value is InterruptedUpload =>
  typeof (value as InterruptedUpload | null)?.fileName === 'string' &&
  Number.isInteger((value as InterruptedUpload).size);

export function saveDraft(owner: string, draft: AccountSetupDraft): void {
  const text = Object.fromEntries(
    TEXT_FIELDS.filter((path) => !SENSITIVE_FIELDS.has(path)).map((path) => [path, draft.text[path]]),
  );
  try {
    storage()?.setItem(
      draftKey(owner),
      JSON.stringify({ text, images: draft.images, interrupted: draft.interrupted }),
    );
  } catch {
    // Quota or privacy mode: keeping the draft is a convenience, not a requirement.
  }
}

/** The saved draft laid over `base` (for example a rejected application's details); unknown parts ignored. */
export function loadDraft(owner: string, base: AccountSetupDraft = emptyDraft()): AccountSetupDraft {
  let saved: unknown;
  try {
    saved = JSON.parse(storage()?.getItem(draftKey(owner)) ?? 'null');
  } catch {
    return base;
  }
  if (typeof saved !== 'object' || saved === null) return base;
  const {
    text = {},
    images = {},
    interrupted = {},
  } = saved as {
    text?: Record<string, unknown>;
    images?: Record<string, unknown>;
    interrupted?: Record<string, unknown>;
  };
  const draft: AccountSetupDraft = {
    text: { ...base.text },
    images: { ...base.images },
    interrupted: { ...base.interrupted },
  };
  for (const path of TEXT_FIELDS) {
    const value = text[path];
    if (!SENSITIVE_FIELDS.has(path) && typeof value === 'string') draft.text[path] = value;
  }
  for (const path of IMAGE_FIELDS) {
    const value = images[path];
    if (value === null || isUploadedImage(value)) draft.images[path] = value;
    const pending = interrupted[path];
    if (isInterruptedUpload(pending)) draft.interrupted[path] = pending;
  }
  return draft;
}

export function forgetDraft(owner: string): void {
  try {
    storage()?.removeItem(draftKey(owner));
  } catch {
    // Nothing to forget.
  }
}
