/**
 * Backups and restores of the whole database, for both engines:
 *
 * - PostgreSQL: `pg_dump --format=custom` (one transaction snapshot, so consistent while the
 *   site runs) and `pg_restore` in a single transaction. The client tools' major version must be
 *   at least the server's.
 * - PGlite: its own data-directory dump (a gzipped tar), made through PGlite itself. PGlite is
 *   one process per data directory, so the server must be stopped for a backup or a restore
 *   (DataDirLockedError otherwise, and nothing is touched).
 *
 * Files are named myv-<UTC time>.pgdump / .pglite.tar.gz; a backup is written under a temporary
 * name and renamed when complete, and only the newest `keep` files are kept. A restore refuses a
 * database that already has tables unless forced; forced on PGlite, the old data directory is
 * moved aside, not deleted.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { acquireDataDirLock } from './data-dir-lock';

const BACKUP_PATTERN = /^myv-\d{8}T\d{6}Z\.(pgdump|pglite\.tar\.gz)$/;

export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefusedError';
  }
}

export interface BackupOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  backupDir: string;
  keep: number;
  now?: Date;
}

export interface BackupResult {
  file: string;
  bytes: number;
  /** Older backups deleted to keep `keep`. */
  removed: string[];
}

const stamp = (now: Date) =>
  now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

export async function backupDatabase(options: BackupOptions): Promise<BackupResult> {
  mkdirSync(options.backupDir, { recursive: true });
  const name = `myv-${stamp(options.now ?? new Date())}.${options.databaseUrl ? 'pgdump' : 'pglite.tar.gz'}`;
  const file = path.join(options.backupDir, name);
  const partial = `${file}.partial`;
  try {
    if (options.databaseUrl) {
      await runTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`], options.databaseUrl);
    } else {
      const release = acquireDataDirLock(mkdirAndReturn(options.dataDir));
      try {
        const client = await PGlite.create({ dataDir: path.join(options.dataDir, 'pglite'), extensions: { pg_trgm } });
        try {
          const dump = await client.dumpDataDir('gzip');
          writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
        } finally {
          await client.close();
        }
      } finally {
        await release();
      }
    }
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
  const removed = pruneBackups(options.backupDir, options.keep);
  return { file, bytes: statSync(file).size, removed };
}

/** Deletes all but the newest `keep` backups (names sort by time). */
export function pruneBackups(backupDir: string, keep: number): string[] {
  const all = readdirSync(backupDir)
    .filter((name) => BACKUP_PATTERN.test(name))
    .sort();
  const old = all.slice(0, Math.max(0, all.length - keep));
  for (const name of old) rmSync(path.join(backupDir, name), { force: true });
  return old;
}

export interface RestoreOptions {
  file: string;
  databaseUrl: string | undefined;
  dataDir: string;
  force: boolean;
}

export async function restoreDatabase(options: RestoreOptions): Promise<{ replaced: string | null }> {
  if (!existsSync(options.file)) throw new RestoreRefusedError(`No such backup file: ${options.file}`);
  const isPgDump = options.file.endsWith('.pgdump');
  const isPglite = options.file.endsWith('.pglite.tar.gz');
  if (!isPgDump && !isPglite)
    throw new RestoreRefusedError('A backup file ends in .pgdump (PostgreSQL) or .pglite.tar.gz (embedded database).');
  if (options.databaseUrl && !isPgDump) {
    throw new RestoreRefusedError('DATABASE_URL is set (PostgreSQL) but this is an embedded-database backup (.pglite.tar.gz).');
  }
  if (!options.databaseUrl && !isPglite) {
    throw new RestoreRefusedError('DATABASE_URL is not set (embedded database) but this is a PostgreSQL backup (.pgdump).');
  }
  return options.databaseUrl
    ? restorePostgres(options.file, options.databaseUrl, options.force)
    : restorePglite(options.file, options.dataDir, options.force);
}

async function restorePostgres(file: string, url: string, force: boolean): Promise<{ replaced: null }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      "select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle')",
    );
    if (rows[0]!.n > 0) {
      if (!force) throw new RestoreRefusedError(notEmptyMessage);
      await client.query('drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public');
    }
  } finally {
    await client.end();
  }
  await runTool(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', file],
    url,
    '--dbname',
  );
  return { replaced: null };
}

async function restorePglite(file: string, dataDir: string, force: boolean): Promise<{ replaced: string | null }> {
  const release = acquireDataDirLock(mkdirAndReturn(dataDir));
  try {
    const target = path.join(dataDir, 'pglite');
    let replaced: string | null = null;
    if (existsSync(target) && readdirSync(target).length > 0) {
      if (!force) throw new RestoreRefusedError(notEmptyMessage);
      replaced = `${target}.replaced-${stamp(new Date())}`;
      renameSync(target, replaced);
    }
    const client = await PGlite.create({
      dataDir: target,
      loadDataDir: new Blob([readFileSync(file)]),
      extensions: { pg_trgm },
    });
    try {
      await client.query('select 1');
    } finally {
      await client.close();
    }
    return { replaced };
  } finally {
    await release();
  }
}

const notEmptyMessage =
  'The database is not empty. Restoring replaces everything in it: run again with --force if that is what you want.';

function mkdirAndReturn(dir: string): string {
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * Runs pg_dump / pg_restore against a database URL. The password goes through PGPASSWORD, not
 * the command line, where any user of the machine could read it in `ps`.
 */
function runTool(tool: string, args: string[], url: string, dbFlag = '--dbname'): Promise<void> {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [...args, `${dbFlag}=${parsed.toString()}`], {
      // Hands the environment on to the child (PGSSLMODE and the like) rather than reading settings.
      // eslint-disable-next-line no-restricted-properties
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      stdio: ['ignore', 'inherit', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('error', (error) =>
      reject(new Error(`${tool} could not be started (${error.message}); install the PostgreSQL client tools`)),
    );
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${tool} failed (exit ${code}): ${stderr.trim()}`))));
  });
}
