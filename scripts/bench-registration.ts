/**
 * npm run bench:registration [-- N [concurrency]]
 *
 * N complete registrations (default 200, 40 at a time) through the real HTTP API and the
 * built-in Daraja simulator: stkpush → poll status → submit-membership, on PGlite and, when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL is set, on PostgreSQL (a throw-away database).
 * Prints throughput, p50/p95 latency of /api/mpesa/stkpush and /api/mpesa/status, and checks
 * that members created = payments completed.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { draftConfig, freezeConfig, loadConfig } from '../src/server/config';
import { openDatabase, type Database } from '../src/server/db/client';
import { seedEssentials } from '../src/server/seed';
import { startDarajaSimulator } from '../src/server/mpesa-simulator/server';
import { benchEnv } from './bench-env.mjs';
import { freePort } from './free-port.mjs';

const N = Number(process.argv[2] ?? 200);
const CONCURRENCY = Number(process.argv[3] ?? 40);
const POLL_MS = Number(process.env.BENCH_POLL_MS ?? 500);
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

async function timed<T>(samples: number[], run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await run();
  } finally {
    samples.push(performance.now() - started);
  }
}

async function bench(engine: string, database: Database) {
  await database.migrate();
  const env = benchEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ADMIN_PASSWORD: 'benchmark-password-long' });
  const settings = loadConfig(env);
  await seedEssentials(database.db, settings.admin);
  const simulator = await startDarajaSimulator({ ...settings.mpesa, callbackDelayMs: 200 });
  // The configuration is frozen once built: the simulator's and the app's addresses go in first.
  const port = await freePort();
  const draft = draftConfig({ ...env, MPESA_BASE_URL: simulator.url, MPESA_CALLBACK_URL: `http://127.0.0.1:${port}` });
  draft.mpesa.promptLimits = { perPhonePerMinute: 1, perIpPerTenMinutes: Number.MAX_SAFE_INTEGER };
  const config = freezeConfig(draft);
  const app = await buildApp(config, { db: database.db });
  const url = await app.listen({ host: '127.0.0.1', port });
  const headers = { origin: 'http://localhost:3000', 'content-type': 'application/json' };

  const pushMs: number[] = [];
  const statusMs: number[] = [];
  let completed = 0;
  const failures: string[] = [];

  async function register(i: number) {
    const suffix = String(100_000 + i).slice(-6);
    const body = {
      phoneNumber: `0711${String(i).padStart(6, '0')}`.replace(/(1032|1037|0001|2001|0404|0202|0500)$/, '9999'),
      amount: 200,
      registration: {
        idNumber: `4${String(i).padStart(7, '0')}`,
        fullName: `Bench Member ${i}`,
        phoneNumber: `0722${suffix.padStart(6, '0')}`,
        gender: i % 2 ? 'female' : 'male',
        chapter: ['Igembe Youth Voice', 'Tigania Youth Voice', 'Imenti Youth Voice', 'Buuri Youth Voice'][i % 4],
        consent: true,
      },
    };
    const push = await timed(pushMs, () =>
      fetch(`${url}/api/mpesa/stkpush`, { method: 'POST', headers, body: JSON.stringify(body) }),
    );
    const cookie = push.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    const answer = (await push.json()) as { CheckoutRequestID?: string };
    if (!answer.CheckoutRequestID) return failures.push(`push ${i}: ${JSON.stringify(answer)}`);
    for (;;) {
      await new Promise((r) => setTimeout(r, POLL_MS));
      const status = await timed(statusMs, () => fetch(`${url}/api/mpesa/status?checkoutRequestId=${answer.CheckoutRequestID}`));
      const result = (await status.json()) as { ResultCode: string | null };
      if (result.ResultCode === null) continue;
      if (result.ResultCode !== '0') return failures.push(`status ${i}: ${JSON.stringify(result)}`);
      break;
    }
    const submit = await fetch(`${url}/api/submit-membership`, {
      method: 'POST',
      headers: { ...headers, cookie },
      body: JSON.stringify({ checkoutRequestId: answer.CheckoutRequestID }),
    });
    if (submit.status !== 200) return failures.push(`submit ${i}: ${submit.status} ${await submit.text()}`);
    completed++;
  }

  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < N) await register(next++);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await simulator.settled();

  const count = async (query: string) => {
    const result = (await database.db.execute(sql.raw(query))) as unknown as { rows: { n: number }[] };
    return Number(result.rows[0]!.n);
  };
  const members = await count('select count(*)::int as n from members');
  const paid = await count(`select count(*)::int as n from payments where status = 'completed'`);
  const fmt = (v: number) => `${v.toFixed(1)} ms`;
  console.log(
    `\n${engine}: ${completed}/${N} registrations in ${seconds.toFixed(1)} s (${(completed / seconds).toFixed(1)}/s, ${CONCURRENCY} at a time)`,
  );
  console.log(
    `  POST /api/mpesa/stkpush  p50 ${fmt(percentile(pushMs, 50))}  p95 ${fmt(percentile(pushMs, 95))}  (${pushMs.length} calls)`,
  );
  console.log(
    `  GET  /api/mpesa/status   p50 ${fmt(percentile(statusMs, 50))}  p95 ${fmt(percentile(statusMs, 95))}  (${statusMs.length} calls)`,
  );
  console.log(`  members created ${members}, payments completed ${paid}: ${members === paid ? 'equal' : 'NOT EQUAL'}`);
  if (failures.length) console.log(`  failures (${failures.length}):\n    ${failures.slice(0, 5).join('\n    ')}`);
  await app.close();
  await simulator.close();
  return members === paid && completed === N;
}

let ok = await bench('PGlite', await openDatabase({})).catch((error: unknown) => {
  console.error(error);
  return false;
});
if (pgUrl) {
  const name = `myv_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(pgUrl);
  target.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: target.toString(), poolSize: 10 });
  try {
    ok = (await bench('PostgreSQL', database)) && ok;
  } finally {
    await database.close();
    await admin
      .query(`drop database if exists ${name}`)
      .catch((error: unknown) => console.warn(`could not drop ${name}: ${(error as Error).message}`));
    await admin.end();
  }
} else {
  console.log('\nPostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
}
process.exit(ok ? 0 : 1);
