/**
 * Where the local stack keeps its data: one folder per profile under the ignored `.local/`, so
 * `npm start` (dev) and `npm test` (test) never share state and `npm run reset` wipes one folder.
 * A stack on shifted ports (WALLET_TEST_PORT_OFFSET) has a folder of its own, `.local/test-600`: two
 * stacks started from one checkout then never read each other's pid, handler environment or clock,
 * so `npm run ops` and `npm run sandbox` with an offset reach the stack on that offset's ports.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type LocalProfile, testPortOffset } from './ports';

export const repositoryRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)));

export function profileDirectory(profile: LocalProfile): string {
  const offset = profile === 'dev' ? 0 : testPortOffset();
  return join(repositoryRoot, '.local', offset === 0 ? profile : `${profile}-${offset}`);
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
    /** How far the stack's clock runs ahead of the system's (lambdas/adapters/clock.ts). */
    clock: join(directory, 'clock.json'),
  };
};
