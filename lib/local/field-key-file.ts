/**
 * The local twin's stand-in for the cloud's KMS keys: one random 256-bit key in
 * `.local/<profile>/kms-key` (ignored by git), created on the first start and kept afterwards, so
 * data encrypted in an earlier run stays readable. `npm run reset` wipes it with the data it protects.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createFileAtomically } from './atomic-file';
import { profileDirectory } from './local-paths';
import type { LocalProfile } from './ports';

export function ensureFieldKeyFile(profile: LocalProfile): string {
  const directory = profileDirectory(profile);
  const file = join(directory, 'kms-key');
  // Never overwrites a key another start wrote meanwhile; owner-only, like a secret should be; whole
  // even when the start is killed mid-write (an empty key file would stay for good).
  if (!existsSync(file))
    createFileAtomically(file, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600 });
  return file;
}
