/**
 * The upload manager keeps resumable upload ids (S3 multipart) under `wallet.upload.*`, so a reload
 * can resume an ID image. They belong to the person who started them: forgotten at sign-in and
 * sign-out, so the next person on a shared phone cannot resume (or even see) someone else's upload.
 */
export const UPLOAD_KEY_PREFIX = 'wallet.upload.';

export function forgetCachedUploads(storage: Storage): void {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(UPLOAD_KEY_PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}
