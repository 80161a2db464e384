/**
 * Opens the database: PGlite under DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
 * Both speak the same SQL and run the same committed migrations.
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, types, type ParserOptions, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { acquireDataDirLock } from './data-dir-lock';

type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle: the same query API as Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies committed migrations; safe to call on every start. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  /** A PGlite data-dir dump to start from (tests copy a migrated template this way). */
  loadDataDir?: Blob | undefined;
  /** PostgreSQL pool size. */
  poolSize?: number | undefined;
  /** Told when PostgreSQL drops an idle pooled connection (restart, failover, terminated backend). */
  onConnectionLost?: ((error: Error) => void) | undefined;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10, options.onConnectionLost);
  return openPglite(options.dataDir, options.loadDataDir);
}

async function openPostgres(
  url: string,
  poolSize: number,
  onConnectionLost: (error: Error) => void = () => {},
): Promise<Database> {
  // A bounded wait for a connection: while PostgreSQL restarts, requests fail fast (503) instead of queueing.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5_000 });
  // An idle connection that PostgreSQL drops is reported here; the pool discards it and the next
  // query opens a new one. Without a listener Node treats the event as fatal and the server dies.
  pool.on('error', onConnectionLost);
  // Fail at start-up, not on the first request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      // Several instances may start at once against one database: migrate one at a time.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock(727100)');
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock(727100)').catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * The types drizzle reads as PostgreSQL's text and maps itself (timestamps, dates, intervals,
 * numeric and their arrays): the parsers drizzle-orm/pglite hands PGlite with every query.
 */
const DRIZZLE_TEXT_PARSERS: Record<number, (value: string) => string> = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [
    oid,
    (value: string) => value,
  ]),
);

type Queryable = Pick<Transaction, 'query'>;

/**
 * PGlite merges a query's own parsers into its map of some 300 with every statement: about a
 * third of a millisecond each, on the server's one thread (npm run bench:ussd). PGlite has drizzle's
 * parsers from creation (DRIZZLE_TEXT_PARSERS), so a query's copy of the same is dropped on the
 * way, in transactions too; a query with any other parser keeps its own.
 */
function withoutPerQueryParsers<T extends Queryable>(client: T): T {
  const sameAsCreated = (parsers: ParserOptions) => Object.keys(parsers).every((oid) => Number(oid) in DRIZZLE_TEXT_PARSERS);
  return new Proxy(client, {
    get(target, key) {
      if (key === 'query')
        return (text: string, params?: unknown[], options?: QueryOptions) =>
          target.query(
            text,
            params,
            options?.parsers && sameAsCreated(options.parsers) ? { ...options, parsers: undefined } : options,
          );
      if (key === 'transaction')
        return (run: (tx: Transaction) => Promise<unknown>) =>
          (target as unknown as PGlite).transaction((tx) => run(withoutPerQueryParsers(tx)));
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** The PGlite files under a data directory (openDatabase creates them when absent). */
const pgliteDir = (dataDir: string) => path.join(dataDir, 'pglite');

/**
 * Whether a data directory already holds a PGlite database. Opening creates one when it does
 * not: the operator CLIs ask first, so a mistyped or forgotten DATA_DIR is not a new empty database.
 */
export const pgliteDatabaseExists = (dataDir: string): boolean => existsSync(path.join(pgliteDir(dataDir), 'PG_VERSION'));

async function openPglite(dataDir: string | undefined, loadDataDir: Blob | undefined): Promise<Database> {
  let release = async () => {};
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    release = acquireDataDirLock(dataDir);
  }
  let client: PGlite;
  try {
    client = await PGlite.create({
      dataDir: dataDir ? pgliteDir(dataDir) : undefined,
      loadDataDir,
      // Trigram search of the members list (migration admin_search) needs the extension loaded.
      extensions: { pg_trgm },
      parsers: DRIZZLE_TEXT_PARSERS,
    });
  } catch (error) {
    await release();
    throw error;
  }
  const db = drizzlePglite({ client: withoutPerQueryParsers(client), schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async migrate() {
      await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
    },
    async close() {
      await client.close();
      await release();
    },
    // exposed for the test harness (template dumps)
    ...({ pglite: client } as object),
  };
}
