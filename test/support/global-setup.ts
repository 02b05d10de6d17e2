/**
 * Starts the local stack once for the whole `stack` project (API and browser tests) on the test ports
 * with fresh data, and stops it afterwards. Its logs go to .local/test/stack.log, not the test output.
 */
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalStack } from '../../lib/local/stack';
import { providedStack } from './provided-stack';

const LOG_FILE = '.local/test/stack.log';

export default async function setup(project: TestProject) {
  mkdirSync(dirname(LOG_FILE), { recursive: true });
  writeFileSync(LOG_FILE, '');
  const stack = await startLocalStack({
    profile: 'test',
    // WALLET_TEST_SPA=none runs the API tests without building the SPA (e.g. before web/ has a Vite config).
    spa: process.env.WALLET_TEST_SPA === 'none' ? 'none' : 'preview',
    persist: false,
    log: (source, line) => appendFileSync(LOG_FILE, `[${source}] ${line}\n`),
  });
  project.provide('stack', providedStack(stack));
  return () => stack.stop();
}
