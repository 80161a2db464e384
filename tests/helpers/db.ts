/** A fresh, migrated database for one test file: PGlite by default, PostgreSQL in integration-pg. */
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/client';

export interface TestDatabase extends Database {
  /** The URL of the PostgreSQL database, for child processes (undefined on PGlite). */
  url: string | undefined;
}

export interface TestDatabaseOptions {
  /**
   * Start from the seeded template (chapters, the tests' first chairman, the starting content:
   * see seeded-site.ts) instead of a new site's empty schema. createTestApp uses it.
   */
  seeded?: boolean;
}

export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  if (process.env.TEST_DB_ENGINE === 'postgres') {
    const baseUrl = process.env.TEST_DATABASE_URL!;
    const name = `myv_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject(options.seeded ? 'pgSeededTemplate' : 'pgTemplate')}`);
    await admin.end();
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 5 });
    return {
      ...database,
      url: url.toString(),
      async close() {
        await database.close();
        const cleanup = new pg.Client({ connectionString: baseUrl });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      },
    };
  }
  const dump = readFileSync(inject(options.seeded ? 'pgliteSeededTemplate' : 'pgliteTemplate'));
  const database = await openDatabase({ loadDataDir: new Blob([dump]) });
  return { ...database, url: undefined };
}
