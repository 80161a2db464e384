import { defineConfig } from 'vitest/config';

/**
 * Projects:
 *   unit            pure modules (src/**\/*.test.ts)
 *   integration     the real server against a fresh PGlite database per test file
 *   integration-pg  the same files against the real PostgreSQL (only when TEST_DATABASE_URL is set)
 *   e2e             the built server in a child process, driven by Debian's Chromium
 */
const integrationFiles = ['tests/integration/**/*.test.ts'];
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'unit', include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'integration',
          include: integrationFiles,
          globalSetup: ['tests/helpers/global-setup.ts'],
          env: { TEST_DB_ENGINE: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(withPostgres
        ? [
            {
              test: {
                name: 'integration-pg',
                include: integrationFiles,
                globalSetup: ['tests/helpers/global-setup.ts'],
                env: { TEST_DB_ENGINE: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // One browser at a time: two cores.
          fileParallelism: false,
        },
      },
    ],
  },
});
