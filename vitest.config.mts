import { defineConfig } from 'vitest/config';

// One `npm test` runs every layer. The `stack` project (API and browser tests) starts the local stack
// once per run in its global setup; `unit` and `infra` need nothing running.
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['test/unit/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}'] },
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
          include: ['test/api/**/*.test.ts', 'test/e2e/**/*.test.ts'],
          globalSetup: ['test/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One local stack serves every file; files run one at a time so browser tests and API
          // tests do not compete for the two cores.
          fileParallelism: false,
        },
      },
    ],
  },
  resolve: {
    alias: { '@contract': new URL('./contract', import.meta.url).pathname },
  },
});
