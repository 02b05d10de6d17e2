import { defineConfig } from 'vitest/config';

// One `npm test` runs every layer. The `stack` project (API and browser tests) starts the local stack
// once per run in its global setup; `unit` and `infra` need nothing running.
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}'],
          // A time limit catches a hung test, it does not measure speed: on a busy 2-core machine a
          // CPU-bound test (scrypt, many random samples) can take several times its usual second.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'infra',
          include: ['test/infra/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'stack',
          // Benchmarks (test/bench) measure rather than test: only `npm run bench:*` includes them, so
          // `npm test` neither runs nor lists them as skipped.
          include: [
            'test/api/**/*.test.ts',
            'test/e2e/**/*.test.ts',
            ...(process.env.WALLET_BENCH ? ['test/bench/**/*.test.ts'] : []),
          ],
          globalSetup: ['test/support/global-setup.ts'],
          // Hang limits, not speed checks: with a CPU-heavy neighbour a browser journey that takes 30 s
          // alone has taken well over a minute.
          testTimeout: 240_000,
          hookTimeout: 240_000,
          // One local stack serves every file; files run one at a time so browser tests and API
          // tests do not compete for the two cores.
          fileParallelism: false,
          // expect.poll waits for a screen or the stack to arrive at a state; its default second is
          // less than a page load on the busy 2-core machine CI runs on.
          expect: { poll: { timeout: 15_000, interval: 100 } },
        },
      },
    ],
  },
  resolve: {
    alias: { '@contract': new URL('./contract', import.meta.url).pathname },
  },
});
