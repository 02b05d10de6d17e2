/**
 * cognito-local's user-pool files as the local stack saves them. Saves overlap whenever people sign up
 * or in at the same moment; written in place, overlapping saves mix their bytes into a file the next
 * start refuses. Saved aside and renamed, the file is whole and as of the last save.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StormDBDataStoreFactory as Factory } from 'cognito-local/lib/services/dataStore/stormDb';
import { afterEach, expect, it } from 'vitest';
import { saveUserPoolFilesAtomically } from '../../../lib/local/cognito-local';

const { StormDBDataStoreFactory } = createRequire(import.meta.url)(
  'cognito-local/lib/services/dataStore/stormDb',
) as { StormDBDataStoreFactory: typeof Factory };
const quiet = { logger: { debug: () => undefined } } as never;

let directory: string | undefined;
afterEach(() => {
  if (directory) rmSync(directory, { recursive: true, force: true });
});

it('keeps a user-pool file whole and as of the last save when forty saves overlap', async () => {
  saveUserPoolFilesAtomically();
  directory = mkdtempSync(join(tmpdir(), 'cognito-pool-'));
  const pool = await new StormDBDataStoreFactory(directory).create(quiet, 'pool', {});
  // Each save shorter than the one before, as when users are removed: mixed bytes would show.
  const users = (count: number) =>
    Array.from({ length: count }, (_, index) => ({ Username: `user-${index}`, Attributes: 'x'.repeat(40) }));
  await Promise.all(
    Array.from({ length: 40 }, (_, save) => pool.set(quiet, 'Users', users(400 - save * 10))),
  );
  const saved = JSON.parse(readFileSync(join(directory, 'pool.json'), 'utf8')) as { Users: unknown[] };
  expect(saved.Users).toEqual(users(10));
});
