/**
 * The local stack's state files (provider sandboxes, mailbox, Cognito's users and sessions, secrets) are
 * written beside themselves and renamed over the old file. A rename is atomic, so a stack killed
 * mid-write leaves the old file or the new one; written in place, the file is truncated first, and a
 * kill then leaves it empty or half-written: the next start cannot read it, or starts from nothing.
 */
import { linkSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export function writeFileAtomically(file: string, text: string, options: { mode?: number } = {}): void {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text, options);
  renameSync(temporary, file);
}

/**
 * Creates `file` whole, or leaves the one another start created meanwhile: the text is written aside
 * and hard-linked into place, which fails when the name is taken.
 */
export function createFileAtomically(file: string, text: string, options: { mode?: number } = {}): void {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text, options);
  try {
    linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(temporary, { force: true });
  }
}
