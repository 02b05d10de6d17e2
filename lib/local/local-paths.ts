/**
 * Where the local stack keeps its data: one folder per profile under the ignored `.local/`, so
 * `npm start` (dev) and `npm test` (test) never share state and `npm run reset` wipes one folder.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LocalProfile } from './ports';

export const repositoryRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)));

export function profileDirectory(profile: LocalProfile): string {
  return join(repositoryRoot, '.local', profile);
}

/** Data folder of one stand-in: kept under `.local/<profile>` or thrown away with a temp dir. */
export function dataDirectory(profile: LocalProfile, service: string, persist: boolean): string {
  return persist
    ? join(profileDirectory(profile), service)
    : mkdtempSync(join(tmpdir(), `wallet-${service}-`));
}

export const stackFiles = (profile: LocalProfile) => {
  const directory = profileDirectory(profile);
  return {
    pid: join(directory, 'stack.pid'),
    runtimeConfig: join(directory, 'config.json'),
    handlerEnv: join(directory, 'handler-env.json'),
    mailbox: join(directory, 'mailbox.json'),
  };
};
