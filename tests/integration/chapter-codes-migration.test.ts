/**
 * The migration that made chapter codes unique, on data written before it: chapters that shared
 * a code (codes were drawn from the name) each get their own, the oldest keeping it, and members
 * keep their numbers. PGlite only: the SQL is the same on PostgreSQL.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../src/server/db/client';

const UNIQUE_CODES = '0012_chapter_codes_archive.sql';

async function run(db: PGlite, file: string) {
  for (const statement of readFileSync(path.join(migrationsFolder, file), 'utf8').split('--> statement-breakpoint')) {
    if (statement.trim()) await db.exec(statement);
  }
}

describe('migration: unique chapter codes', () => {
  it('gives each later chapter sharing a code a free one and keeps members as they were', async () => {
    if (process.env.TEST_DB_ENGINE === 'postgres') return; // the same SQL; PGlite is enough
    const db = await PGlite.create({ extensions: { pg_trgm } });
    try {
      const files = readdirSync(migrationsFolder)
        .filter((f) => f.endsWith('.sql'))
        .sort();
      for (const file of files.filter((f) => f < UNIQUE_CODES)) await run(db, file);
      // Before: Tigania and two later chapters all TI, one chapter with a lower-case code, one GE.
      await db.exec(`
        insert into chapters (name, code, created_at) values
          ('Tigania Youth Voice', 'TI', '2025-01-01'),
          ('Timau Youth Voice', 'TI', '2025-02-01'),
          ('Tigania East Youth Voice', 'TI', '2025-03-01'),
          ('Kiirua Youth Voice', 'ki', '2025-04-01'),
          ('123 Youth Voice', 'GE', '2025-05-01');
        insert into members (id_number, full_name, phone_number, gender, chapter_id, membership_number, renewal_date)
          select '30000001', 'Kendi Mwiti', '254711000001', 'female', id, 'MYVTI-0225-7', '2026-02-01'
          from chapters where name = 'Timau Youth Voice';
      `);
      await run(db, UNIQUE_CODES);

      const { rows } = await db.query<{ name: string; code: string; archived_at: string | null }>(
        'select name, code, archived_at from chapters order by created_at',
      );
      expect(rows.map((r) => [r.name, r.code])).toEqual([
        ['Tigania Youth Voice', 'TI'],
        ['Timau Youth Voice', 'TA'],
        ['Tigania East Youth Voice', 'TB'],
        ['Kiirua Youth Voice', 'KI'],
        ['123 Youth Voice', 'GA'],
      ]);
      expect(rows.every((r) => r.archived_at === null)).toBe(true);
      const member = await db.query<{ membership_number: string }>('select membership_number from members');
      expect(member.rows[0]!.membership_number).toBe('MYVTI-0225-7');
      // The database itself now refuses a second TI and a code that is not two capitals.
      await expect(db.exec(`insert into chapters (name, code) values ('Tunyai Youth Voice', 'TI')`)).rejects.toThrow();
      await expect(db.exec(`insert into chapters (name, code) values ('Tunyai Youth Voice', 'tu')`)).rejects.toThrow();
    } finally {
      await db.close();
    }
  });
});
