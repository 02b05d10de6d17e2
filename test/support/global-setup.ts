/**
 * Starts the local stack once for the whole `stack` project (API and browser tests) on the test ports
 * with fresh data, and stops it afterwards. Its logs go to stack.log in its folder (.local/test), not the test output.
 */
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { profileDirectory } from '../../lib/local/local-paths';
import { startLocalStack } from '../../lib/local/stack';
import { providedStack } from './provided-stack';

// .local/test/stack.log, or .local/test-<offset>/stack.log on shifted ports.
const LOG_FILE = join(profileDirectory('test'), 'stack.log');

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
