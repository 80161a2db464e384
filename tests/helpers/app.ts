/** The real app on a fresh, seeded database, for integration tests (inject or a real port). */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../src/server/db/client';
import { draftConfig, freezeConfig, type Config, type ConfigDraft } from '../../src/server/config';
import { buildApp, type AppPlugin, type ZodApp } from '../../src/server/app';
import { seedEssentials } from '../../src/server/seed';
import { createTestDatabase, type TestDatabase } from './db';
import { TEST_APP_ENV, isTemplateAdmin } from './seeded-site';

export interface TestApp {
  app: ZodApp;
  database: TestDatabase;
  config: Config;
  /** The test clock; move it with `clock.set(...)` / `clock.advance(ms)`. */
  clock: TestClock;
  close(): Promise<void>;
}

export class TestClock {
  private offset = 0;
  now = (): Date => new Date(Date.now() + this.offset);
  advance(ms: number): void {
    this.offset += ms;
  }
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Extra routes for testing the framework itself (error shapes, access control). */
  routes?: AppPlugin;
  clientDir?: string;
  /** Changes to the configuration before it is frozen and the app built (timeouts, limits). */
  configure?: (config: ConfigDraft) => void;
  /** The clock, when something started before the app (a simulator) must share it. */
  clock?: TestClock;
  /** A logger, for tests that read what the server logs (none otherwise). */
  logger?: FastifyBaseLogger;
  /** What the app sees as its database, e.g. one that can be made to fail (the test keeps the real one). */
  wrapDb?: (db: Db) => Db;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const env = options.env ?? {};
  const draft = draftConfig({ ...TEST_APP_ENV, ...env });
  // Seeded once per run in the template (global-setup.ts) when the first chairman is the usual
  // one; the seeds below then find everything there and add nothing, as on a server's restart.
  const database = await createTestDatabase({ seeded: isTemplateAdmin(draft.admin) });
  await seedEssentials(database.db, draft.admin);
  if (options.clientDir) draft.clientDir = options.clientDir;
  options.configure?.(draft);
  const config = freezeConfig(draft);
  const clock = options.clock ?? new TestClock();
  const db = options.wrapDb ? options.wrapDb(database.db) : database.db;
  const app = await buildApp(config, { db, now: clock.now, logger: options.logger });
  if (options.routes) await options.routes(app, { config, db: database.db, now: clock.now, jobs: app.jobs });
  await app.ready();
  return {
    app,
    database,
    config,
    clock,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Headers a same-origin browser would send with a JSON body. */
export const browserHeaders = (cookie?: string): Record<string, string> => ({
  origin: 'http://localhost:3000',
  'content-type': 'application/json',
  ...(cookie ? { cookie } : {}),
});
