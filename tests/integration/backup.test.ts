/**
 * `npm run backup` / `npm run restore` round trip on the engine of the project: members with
 * their photos, payments and officials come back byte for byte in an empty database; a restore
 * over a database that has tables is refused unless forced; only the newest backups are kept.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/client';
import { backupDatabase, pruneBackups, restoreDatabase, RestoreRefusedError } from '../../src/server/db/backup';
import { members, payments, photos, users } from '../../src/server/db/schema';
import { seedEssentials } from '../../src/server/seed';
import { loadConfig } from '../../src/server/config';
import { makeMember, makeUser, registrationDraft } from '../helpers/factories';

const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';
/** Each step opens a whole embedded database (several seconds on a busy machine). */
const SLOW = 180_000;
const work = mkdtempSync(path.join(tmpdir(), 'myv-backup-test-'));
const backupDir = path.join(work, 'backups');
const created: string[] = [];

/** A database of the engine under test: a PGlite data directory, or a new PostgreSQL database. */
async function newTarget(): Promise<{ url: string | undefined; dataDir: string }> {
  const dataDir = path.join(work, `data-${randomBytes(4).toString('hex')}`);
  if (!onPostgres) return { url: undefined, dataDir };
  const name = `myv_bk_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  created.push(name);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return { url: url.toString(), dataDir };
}

const open = (target: { url: string | undefined; dataDir: string }): Promise<Database> =>
  openDatabase({ databaseUrl: target.url, dataDir: target.dataDir, poolSize: 2 });

async function snapshot(database: Database) {
  const { db } = database;
  return {
    members: await db.select().from(members).orderBy(asc(members.idNumber)),
    photos: (await db.select().from(photos).orderBy(asc(photos.id))).map((p) => ({ ...p, data: p.data.toString('base64') })),
    payments: await db.select().from(payments).orderBy(asc(payments.id)),
    users: await db.select().from(users).orderBy(asc(users.username)),
  };
}

let source: { url: string | undefined; dataDir: string };
let before: Awaited<ReturnType<typeof snapshot>>;

beforeAll(async () => {
  source = await newTarget();
  const database = await open(source);
  await database.migrate();
  await seedEssentials(database.db, loadConfig({ NODE_ENV: 'test', ADMIN_PASSWORD: 'correct horse battery staple' }).admin);
  const [photo] = await database.db
    .insert(photos)
    .values({ mimeType: 'image/jpeg', data: randomBytes(20_000), width: 600, height: 800 })
    .returning();
  const member = await makeMember(database.db, { photoId: photo!.id });
  await makeMember(database.db);
  await database.db.insert(payments).values({
    method: 'mpesa_stk',
    status: 'completed',
    checkoutRequestId: 'ws_CO_backup_1',
    phoneNumber: '254712345678',
    amount: 200,
    accountReference: `MYV-${member.idNumber}`,
    mpesaReceiptNumber: 'SAB1234567',
    draft: registrationDraft({ idNumber: member.idNumber, fullName: member.fullName }),
    idNumber: member.idNumber,
    memberId: member.id,
  });
  await makeUser(database.db, { role: 'secretary' });
  before = await snapshot(database);
  await database.close();
}, SLOW);

afterAll(async () => {
  rmSync(work, { recursive: true, force: true });
  if (!created.length) return;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  for (const name of created) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

describe(`backup and restore (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it(
    'round-trips members, photos, payments and officials into an empty database',
    async () => {
      const result = await backupDatabase({ databaseUrl: source.url, dataDir: source.dataDir, backupDir, keep: 5 });
      expect(path.basename(result.file)).toMatch(
        onPostgres ? /^myv-\d{8}T\d{6}Z\.pgdump$/ : /^myv-\d{8}T\d{6}Z\.pglite\.tar\.gz$/,
      );
      expect(result.bytes).toBeGreaterThan(20_000);
      expect(readdirSync(backupDir).filter((n) => n.endsWith('.partial'))).toEqual([]);

      const target = await newTarget();
      await restoreDatabase({ file: result.file, databaseUrl: target.url, dataDir: target.dataDir, force: false });
      const restored = await open(target);
      try {
        await restored.migrate(); // what the server does at start: nothing left to apply
        const after = await snapshot(restored);
        expect(after.members).toHaveLength(2);
        expect(after.photos).toHaveLength(1);
        expect(after.payments).toHaveLength(1);
        expect(after.users.map((u) => u.role).sort()).toEqual(['chairman', 'secretary']);
        expect(after).toEqual(before);
      } finally {
        await restored.close();
      }
    },
    SLOW,
  );

  it(
    'refuses to restore over a database that has tables, and replaces it with --force',
    async () => {
      const result = await backupDatabase({
        databaseUrl: source.url,
        dataDir: source.dataDir,
        backupDir,
        keep: 5,
        now: new Date('2030-01-01T00:00:00Z'),
      });
      const target = await newTarget();
      const other = await open(target);
      await other.migrate();
      await makeMember(other.db, { fullName: 'Only In The Target' });
      await other.close();

      await expect(
        restoreDatabase({ file: result.file, databaseUrl: target.url, dataDir: target.dataDir, force: false }),
      ).rejects.toBeInstanceOf(RestoreRefusedError);
      const untouched = await open(target);
      expect((await untouched.db.select().from(members)).map((m) => m.fullName)).toEqual(['Only In The Target']);
      await untouched.close();

      const { replaced } = await restoreDatabase({
        file: result.file,
        databaseUrl: target.url,
        dataDir: target.dataDir,
        force: true,
      });
      if (!onPostgres) expect(replaced && existsSync(replaced)).toBeTruthy(); // the old data is moved aside, not deleted
      const after = await open(target);
      try {
        expect(await snapshot(after)).toEqual(before);
      } finally {
        await after.close();
      }
    },
    SLOW,
  );

  it(
    'refuses files that are not backups of this engine, or missing',
    async () => {
      const target = await newTarget();
      const wrong = path.join(work, onPostgres ? 'myv-20300101T000000Z.pglite.tar.gz' : 'myv-20300101T000000Z.pgdump');
      writeFileSync(wrong, 'not a backup');
      await expect(
        restoreDatabase({ file: wrong, databaseUrl: target.url, dataDir: target.dataDir, force: true }),
      ).rejects.toThrow(onPostgres ? /embedded-database backup/ : /PostgreSQL backup/);
      await expect(
        restoreDatabase({ file: path.join(work, 'nope.pgdump'), databaseUrl: target.url, dataDir: target.dataDir, force: true }),
      ).rejects.toThrow(/No such backup file/);
      await expect(
        restoreDatabase({ file: path.join(work, '..'), databaseUrl: target.url, dataDir: target.dataDir, force: true }),
      ).rejects.toThrow(/ends in \.pgdump/);
    },
    SLOW,
  );

  it('keeps only the newest backups', () => {
    const dir = path.join(work, 'retention');
    rmSync(dir, { recursive: true, force: true });
    const names = [
      'myv-20300101T000000Z.pgdump',
      'myv-20300102T000000Z.pgdump',
      'myv-20300103T000000Z.pglite.tar.gz',
      'notes.txt',
    ];
    mkdirSync(dir, { recursive: true });
    for (const name of names) writeFileSync(path.join(dir, name), 'x');
    expect(pruneBackups(dir, 2)).toEqual(['myv-20300101T000000Z.pgdump']);
    expect(readdirSync(dir).sort()).toEqual(names.slice(1).sort());
  });
});
