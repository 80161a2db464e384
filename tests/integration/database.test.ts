import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite, QueryOptions } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { members } from '../../src/server/db/schema';
import { DataDirLockedError } from '../../src/server/db/data-dir-lock';
import { createTestDatabase } from '../helpers/db';
import { makeMember } from '../helpers/factories';

// Each engine's own behaviour runs in its project and is reported as skipped in the other.
const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';

describe('database', () => {
  // PGlite-only behaviour: PostgreSQL has no data directory of ours.
  it.skipIf(onPostgres)('refuses to open a PGlite data directory another process holds, and changes nothing', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'myv-data-'));
    const first = await openDatabase({ dataDir: dir });
    try {
      await first.migrate();
      // The lock names a live pid; simulate a second process by claiming it with the parent's pid.
      const { writeFileSync } = await import('node:fs');
      writeFileSync(path.join(dir, 'myv.lock'), String(process.ppid));
      await expect(openDatabase({ dataDir: dir })).rejects.toBeInstanceOf(DataDirLockedError);
    } finally {
      await first.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.skipIf(onPostgres)('reopens a data directory with its data after a clean close', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'myv-data-'));
    try {
      const first = await openDatabase({ dataDir: dir });
      await first.migrate();
      const member = await makeMember(first.db);
      await first.close();
      const second = await openDatabase({ dataDir: dir });
      await second.migrate();
      const found = await second.db.query.members.findFirst({ where: (m, { eq }) => eq(m.id, member.id) });
      expect(found?.idNumber).toBe(member.idNumber);
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  // A PostgreSQL pool behaviour: PGlite has one in-process connection and nothing to drop.
  it.runIf(onPostgres)('survives PostgreSQL dropping its idle connections, and keeps answering', async () => {
    const database = await createTestDatabase();
    const lost: Error[] = [];
    const reopened = await openDatabase({ databaseUrl: database.url, onConnectionLost: (error) => lost.push(error) });
    try {
      await reopened.db.execute(sql`select 1`);
      const other = await openDatabase({ databaseUrl: database.url });
      await other.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
      );
      await other.close();
      await expect.poll(() => lost.length).toBeGreaterThan(0);
      expect(await reopened.db.select({ n: sql<number>`count(*)::int` }).from(members)).toEqual([{ n: 0 }]);
    } finally {
      await reopened.close();
      await database.close();
    }
  });

  it('enforces unique ID numbers at the database', async () => {
    const database = await createTestDatabase();
    try {
      const member = await makeMember(database.db);
      await expect(makeMember(database.db, { idNumber: member.idNumber })).rejects.toThrow();
    } finally {
      await database.close();
    }
  });

  // PGlite merges a statement's own parsers into its whole map each time: drizzle's are given once.
  it.skipIf(onPostgres)('hands PGlite no parsers per statement, and reads times and dates as drizzle maps them', async () => {
    const database = await createTestDatabase();
    try {
      const client = (database as unknown as { pglite: PGlite }).pglite;
      const parsersSeen: unknown[] = [];
      const query = client.query.bind(client);
      client.query = ((text: string, params?: unknown[], options?: QueryOptions) => {
        parsersSeen.push(options?.parsers);
        return query(text, params, options);
      }) as typeof client.query;
      const member = await makeMember(database.db);
      const read = (db: Pick<typeof database.db, 'select'>) =>
        db
          .select({ createdAt: members.createdAt, renewalDate: members.renewalDate, age: sql<string>`interval '90 minutes'` })
          .from(members)
          .where(eq(members.id, member.id));
      const [outside] = await read(database.db);
      expect(outside!.createdAt).toBeInstanceOf(Date);
      expect(outside!.createdAt.getTime()).toBe(member.createdAt.getTime());
      expect(outside!.renewalDate).toBe(member.renewalDate);
      expect(outside!.age).toBe('01:30:00');
      expect(await database.db.transaction((tx) => read(tx))).toEqual([outside]);
      expect(parsersSeen.length).toBeGreaterThan(0);
      expect(parsersSeen.filter((parsers) => parsers !== undefined)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
