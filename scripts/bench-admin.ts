/**
 * `npm run bench:admin`: seeds 100 000 members into a throw-away database (PGlite, and
 * PostgreSQL when TEST_DATABASE_URL is set) and prints p50/p95 of the dashboard's hot calls
 * through the real app (inject, so HTTP parsing, auth, validation and serialisation count).
 * Targets: p95 ≤ 50 ms on PGlite, ≤ 20 ms on PostgreSQL.
 */
import { parseArgs } from 'node:util';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/server/config';
import { benchEnv } from './bench-env.mjs';
import { buildApp } from '../src/server/app';
import { openDatabase, type Database } from '../src/server/db/client';
import { seedEssentials } from '../src/server/seed';
import { members } from '../src/server/db/schema';
import { createSession } from '../src/server/modules/auth/sessions';
import { users } from '../src/server/db/schema';
import { SESSION_COOKIE } from '../src/shared/constants';
import { seedDemoMembers } from './demo-data';

const { values } = parseArgs({
  options: { members: { type: 'string', default: '100000' }, runs: { type: 'string', default: '60' } },
});
const MEMBERS = Number(values.members);
const RUNS = Number(values.runs);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function bench(label: string, database: Database) {
  const config = loadConfig(
    benchEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ADMIN_PASSWORD: randomBytes(18).toString('base64url') }),
  );
  await database.migrate();
  await seedEssentials(database.db, config.admin);
  const t0 = Date.now();
  await seedDemoMembers(database.db, MEMBERS);
  await database.db.execute(sql`analyze`);
  const seedSeconds = (Date.now() - t0) / 1000;

  const [chairman] = await database.db.select().from(users).limit(1);
  const { token } = await createSession(database.db, { userId: chairman!.id, rememberMe: false });
  const app = await buildApp(config, { db: database.db });
  await app.ready();
  const cookie = `${SESSION_COOKIE}=${token}`;

  const [sample] = await database.db
    .select({ number: members.membershipNumber })
    .from(members)
    .orderBy(sql`random()`)
    .limit(1);
  const cases: [string, string][] = [
    ['members, first page', '/api/members?page=1&pageSize=50'],
    ['members, search by name fragment', '/api/members?search=gatwi'],
    ['members, search by membership no.', `/api/members?search=${encodeURIComponent(sample!.number)}`],
    ['members, search by phone', '/api/members?search=0712345'],
    ['members, page 200', '/api/members?page=200&pageSize=50'],
    ['statistics', '/api/stats'],
    ['chapters with counts', '/api/chapters'],
  ];
  process.stdout.write(
    `\n${label}: ${MEMBERS.toLocaleString('en')} members seeded in ${seedSeconds.toFixed(1)} s; ${RUNS} runs each\n`,
  );
  process.stdout.write(`${'call'.padEnd(36)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}\n`);
  for (const [name, url] of cases) {
    for (let i = 0; i < 20; i++) await app.inject({ method: 'GET', url, headers: { cookie } });
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      const res = await app.inject({ method: 'GET', url, headers: { cookie } });
      times.push(performance.now() - start);
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
    }
    times.sort((a, b) => a - b);
    process.stdout.write(
      `${name.padEnd(36)} ${percentile(times, 50).toFixed(1).padStart(8)} ${percentile(times, 95).toFixed(1).padStart(8)}\n`,
    );
  }
  await app.close();
}

async function main() {
  const lite = await openDatabase({});
  try {
    await bench('PGlite', lite);
  } finally {
    await lite.close();
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return void process.stdout.write('\n(PostgreSQL skipped: set TEST_DATABASE_URL to include it)\n');
  const name = `myv_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: target.toString() });
  try {
    await bench('PostgreSQL', database);
  } finally {
    await database.close();
    // Let the pool's sockets finish closing before the database goes away under them.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

void main();
