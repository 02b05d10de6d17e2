/** The local stack's state files: replaced whole, created once, no temporary file left beside them. */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createFileAtomically, writeFileAtomically } from '../../../lib/local/atomic-file';

let directory: string;
beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), 'atomic-file-'));
});
afterEach(() => rmSync(directory, { recursive: true, force: true }));

it('replaces a file with the new text, creating its folder, and leaves nothing else beside it', () => {
  const file = join(directory, 'sandbox', 'payments.json');
  writeFileAtomically(file, '{"events":{"a":1,"b":2}}');
  writeFileAtomically(file, '{}');
  expect(readFileSync(file, 'utf8')).toBe('{}');
  expect(readdirSync(join(directory, 'sandbox'))).toEqual(['payments.json']);
});

it('creates a secret owner-only once and keeps the one that was there first', () => {
  const file = join(directory, 'kms-key');
  createFileAtomically(file, 'first\n', { mode: 0o600 });
  createFileAtomically(file, 'second\n', { mode: 0o600 });
  expect(readFileSync(file, 'utf8')).toBe('first\n');
  expect(statSync(file).mode & 0o777).toBe(0o600);
  expect(readdirSync(directory)).toEqual(['kms-key']);
});
