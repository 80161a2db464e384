/**
 * The user CLI (scripts/user.ts) as an operator runs it: a child process on the server's
 * database (a PGlite data directory here; DATABASE_URL in the PostgreSQL project).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/client';
import { auditLog, chapters, recoveryCodes, sessions, twoFactor, users } from '../../src/server/db/schema';
import { createSession } from '../../src/server/modules/auth/sessions';
import { verifyPassword } from '../../src/server/modules/auth/password';
import { createTestDatabase, type TestDatabase } from '../helpers/db';
import { serverMessages } from '../../src/shared/server-messages';
import { officialsMessages } from '../../src/shared/officials-messages';

const ROOT = path.resolve(import.meta.dirname, '../..');
const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';

let dataDir: string;
let pgDatabase: TestDatabase | undefined;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'myv-cli-'));
  if (onPostgres) pgDatabase = await createTestDatabase();
  else {
    // The server's database, as its first start leaves it: the CLI never creates one.
    const database = await openDatabase({ dataDir });
    await database.migrate();
    await database.close();
  }
}, 180_000);
afterAll(async () => {
  await pgDatabase?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function cli(args: string[], stdin = '', options: { dataDir?: string } = {}): Promise<Run> {
  const env: Record<string, string> = { ...(process.env as Record<string, string>), NODE_ENV: 'test', LOG_LEVEL: 'silent' };
  delete env.DATABASE_URL;
  if (options.dataDir) env.DATA_DIR = options.dataDir;
  else if (pgDatabase) env.DATABASE_URL = pgDatabase.url!;
  else env.DATA_DIR = dataDir;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/user.ts', ...args], { cwd: ROOT, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += String(d)));
    child.stderr.on('data', (d) => (stderr += String(d)));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

/** Reads the accounts directly (after the CLI has exited and released the directory). */
async function withDb<T>(fn: (db: TestDatabase['db']) => Promise<T>): Promise<T> {
  if (pgDatabase) return fn(pgDatabase.db);
  const database = await openDatabase({ dataDir });
  try {
    return await fn(database.db);
  } finally {
    await database.close();
  }
}

const account = (username: string) =>
  withDb(async (db) => (await db.select().from(users).where(eq(users.username, username)))[0]);

// Each step starts a process that opens the whole database: generous on a busy machine.
describe('npm run user', { timeout: 120_000 }, () => {
  it('add: reads the password from stdin (first line only) and stores only its hash', async () => {
    const run = await cli(
      ['add', '--username', 'secretary1', '--email', 'Sec@Example.org', '--role', 'secretary'],
      'a long cli password\nignored second line\n',
    );
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Added secretary1 (Secretary)');
    const row = await account('secretary1');
    expect(row).toMatchObject({ email: 'sec@example.org', role: 'secretary', passwordTemporary: false });
    expect(row!.passwordHash).not.toContain('a long cli password');
    expect(await verifyPassword('a long cli password', row!.passwordHash)).toBe(true);
  });

  it('add: a chapter coordinator takes --chapter (required for that role), stored with the account', async () => {
    const chapterId = await withDb(async (db) => {
      const [row] = await db.insert(chapters).values({ name: 'Cli Test Youth Voice', code: 'CQ' }).returning();
      return row!.id;
    });
    const args = ['add', '--username', 'coord1', '--email', 'coord1@example.org', '--role', 'chapter_coordinator'];
    const without = await cli(args, 'a long cli password\n');
    expect(without.code).toBe(1);
    expect(without.stderr).toContain(officialsMessages.chapterScope.chapterRequired);
    expect(await account('coord1')).toBeUndefined();
    const run = await cli([...args, '--chapter', 'cli test youth voice'], 'a long cli password\n');
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Added coord1 (Chapter Coordinator, Cli Test Youth Voice)');
    expect(await account('coord1')).toMatchObject({ role: 'chapter_coordinator', chapterId });
  });

  it('refuses a data directory without a database (exit code 2), naming it, and creates nothing there', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'myv-cli-empty-'));
    const missing = path.join(empty, 'not-there');
    try {
      for (const [args, stdin] of [
        [['list'], ''],
        [['add', '--username', 'nobody1', '--email', 'n@example.org', '--role', 'secretary'], 'a long cli password\n'],
      ] as const) {
        for (const dir of [empty, missing]) {
          const run = await cli([...args], stdin, { dataDir: dir });
          expect(run.code).toBe(2);
          expect(run.stderr).toBe(`${serverMessages.cliNoDatabase(dir)}\n`);
          expect(run.stdout).toBe('');
        }
      }
      // No database, no lock file, not even the missing directory.
      expect(readdirSync(empty)).toEqual([]);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it('refuses bad input with exit code 1 and changes nothing', async () => {
    const short = await cli(['add', '--username', 'secretary2', '--email', 's2@example.org', '--role', 'secretary'], 'short\n');
    expect(short.code).toBe(1);
    expect(short.stderr).toContain('at least 12 characters');
    const role = await cli(
      ['add', '--username', 'secretary2', '--email', 's2@example.org', '--role', 'king'],
      'a long cli password\n',
    );
    expect(role.code).toBe(1);
    const unknown = await cli(['promote']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Usage');
    const passwordArg = await cli([
      'add',
      '--username',
      'x1x',
      '--email',
      'x@example.org',
      '--role',
      'secretary',
      '--password',
      'a long cli password',
    ]);
    expect(passwordArg.code).toBe(1); // there is no --password option, on purpose
    expect(await account('secretary2')).toBeUndefined();
    const duplicate = await cli(
      ['add', '--username', 'SECRETARY1', '--email', 'new@example.org', '--role', 'secretary'],
      'a long cli password\n',
    );
    expect(duplicate.code).toBe(2);
    expect(duplicate.stderr).toContain('already exists');
  });

  it('passwd, disable, enable and list', async () => {
    const passwd = await cli(['passwd', '--username', 'sec@example.org'], 'another long password\n');
    expect(passwd.code).toBe(0);
    expect(await verifyPassword('another long password', (await account('secretary1'))!.passwordHash)).toBe(true);
    expect((await cli(['disable', '--username', 'secretary1'])).code).toBe(0);
    expect((await account('secretary1'))!.disabled).toBe(true);
    const list = await cli(['list']);
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(/secretary1\s+sec@example.org\s+Secretary\s+disabled/);
    expect(list.stdout).not.toMatch(/scrypt/);
    expect((await cli(['enable', '--username', 'secretary1'])).code).toBe(0);
    expect((await account('secretary1'))!.disabled).toBe(false);
    const missing = await cli(['disable', '--username', 'nobody']);
    expect(missing.code).toBe(2);
  });

  it('reset-2fa: a lost chairman phone; the authenticator and recovery codes go, sessions end, audited', async () => {
    const user = (await account('secretary1'))!;
    await withDb(async (db) => {
      await db.insert(twoFactor).values({ userId: user.id, secretEncrypted: 'v1.x.y.z', enabledAt: new Date() });
      await db.insert(recoveryCodes).values({ userId: user.id, codeHash: 'a'.repeat(64) });
      await createSession(db, { userId: user.id, rememberMe: false });
    });
    const run = await cli(['reset-2fa', '--username', 'secretary1']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Two-step sign-in removed for secretary1');
    await withDb(async (db) => {
      expect(await db.select().from(twoFactor).where(eq(twoFactor.userId, user.id))).toEqual([]);
      expect(await db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).toEqual([]);
      expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
      const [row] = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, user.id), eq(auditLog.action, '2fa.reset')));
      expect(row).toMatchObject({ username: 'cli', details: { username: 'secretary1', wasSetUp: true } });
    });
    expect((await cli(['reset-2fa', '--username', 'nobody'])).code).toBe(2);
  });

  it.skipIf(onPostgres)('when the server holds the data directory: says so, exits 3, changes nothing', async () => {
    // This process opens the directory the way the server does, taking its lock.
    const server = await openDatabase({ dataDir });
    try {
      const run = await cli(['disable', '--username', 'secretary1']);
      expect(run.code).toBe(3);
      expect(run.stderr).toMatch(/in use by another process .*probably the running server.*Nothing was changed/s);
      const add = await cli(
        ['add', '--username', 'locked1', '--email', 'l@example.org', '--role', 'secretary'],
        'a long cli password\n',
      );
      expect(add.code).toBe(3);
      const [row] = await server.db.select().from(users).where(eq(users.username, 'secretary1'));
      expect(row!.disabled).toBe(false);
    } finally {
      await server.close();
    }
    expect(await account('locked1')).toBeUndefined();
  });
});
