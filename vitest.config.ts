import { defineConfig } from 'vitest/config';
import { imagesVersion } from './scripts/images-version.mjs';

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
  // The version of /images/… the builds define (src/shared/image-url.ts), so the server run from
  // source in tests names the same addresses as the built client it serves. Projects extend it.
  define: { __IMAGES_VERSION__: JSON.stringify(imagesVersion()) },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
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
              extends: true as const,
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
        extends: true,
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
