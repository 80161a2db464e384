/**
 * Builds two template databases per run, once, and each test file copies one (PGlite: a data-dir
 * dump; PostgreSQL: CREATE DATABASE … TEMPLATE). Copying is much faster than migrating per file.
 *   migrated  the schema only (createTestDatabase(): a new site, nothing seeded)
 *   seeded    migrated, then seeded as the server's first start does (seeded-site.ts): what
 *             createTestApp starts from, so no file seeds the content or encodes its photos again
 * Both are built here on every run, never kept between runs.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase, type Database } from '../../src/server/db/client';
import { seedSite } from './seeded-site';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgliteSeededTemplate: string;
    pgTemplate: string;
    pgSeededTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const engine = project.config.env?.TEST_DB_ENGINE ?? 'pglite';
  if (engine === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is required for the integration-pg project');
    const name = `myv_tpl_${process.pid}_${Date.now()}`;
    const seededName = `${name}_seeded`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const open = (database: string) => {
      const target = new URL(url);
      target.pathname = `/${database}`;
      return openDatabase({ databaseUrl: target.toString(), poolSize: 1 });
    };
    await admin.query(`create database ${name}`);
    const database = await open(name);
    await database.migrate();
    await database.close();
    // The seeded template is a copy of the migrated one, seeded; no connection may stay open on
    // either, or CREATE DATABASE … TEMPLATE refuses them.
    await admin.query(`create database ${seededName} template ${name}`);
    const seeded = await open(seededName);
    await seedSite(seeded.db);
    await seeded.close();
    project.provide('pgTemplate', name);
    project.provide('pgSeededTemplate', seededName);
    project.provide('pgliteTemplate', '');
    project.provide('pgliteSeededTemplate', '');
    return async () => {
      await admin.query(`drop database if exists ${seededName} with (force)`);
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }

  const dir = mkdtempSync(path.join(tmpdir(), 'myv-template-'));
  const dump = async (database: Database, file: string) => {
    const client = (database as unknown as { pglite: PGlite }).pglite;
    const tar = await client.dumpDataDir('none');
    writeFileSync(path.join(dir, file), Buffer.from(await tar.arrayBuffer()));
    return path.join(dir, file);
  };
  const database = await openDatabase({});
  await database.migrate();
  project.provide('pgliteTemplate', await dump(database, 'template.tar'));
  await seedSite(database.db);
  project.provide('pgliteSeededTemplate', await dump(database, 'seeded.tar'));
  await database.close();
  project.provide('pgTemplate', '');
  project.provide('pgSeededTemplate', '');
  return () => rmSync(dir, { recursive: true, force: true });
}
