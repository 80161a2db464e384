/**
 * The officials' roles: an account of the retired "Admin" role becomes a Secretary when the
 * migration runs (the rest of the role table is checked route by route in authorization-matrix).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../../src/server/db/client';
import { ROLES } from '../../src/shared/roles';

describe('the migration that retires the Admin role', () => {
  it('turns Admin accounts into Secretary accounts and leaves the other roles alone', async () => {
    // Apply the migrations before this one, add accounts the old way, then apply the rest.
    const dir = mkdtempSync(path.join(tmpdir(), 'myv-migrations-'));
    try {
      cpSync(migrationsFolder, dir, { recursive: true });
      const journalPath = path.join(dir, 'meta', '_journal.json');
      const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
      const index = journal.entries.findIndex((e) => e.tag.endsWith('admin_role_to_secretary'));
      expect(index).toBeGreaterThan(0);
      writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }));

      const client = await PGlite.create({ extensions: { pg_trgm } });
      const db = drizzle({ client });
      await migrate(db, { migrationsFolder: dir });
      await client.exec(`
        insert into users (username, email, role, password_hash)
        values ('webadmin', 'webadmin@example.org', 'ADMIN', 'x'),
               ('cash', 'cash@example.org', 'treasurer', 'x'),
               ('boss', 'boss@example.org', 'chairman', 'x');`);
      await migrate(db, { migrationsFolder });
      const { rows } = await client.query<{ username: string; role: string }>(
        `select username, role from users order by username`,
      );
      expect(rows).toEqual([
        { username: 'boss', role: 'chairman' },
        { username: 'cash', role: 'treasurer' },
        { username: 'webadmin', role: 'secretary' },
      ]);
      expect(ROLES).not.toContain('ADMIN');
      await client.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    // Twelve migrations on a fresh PGlite take a while on a busy machine.
  }, 120_000);
});
