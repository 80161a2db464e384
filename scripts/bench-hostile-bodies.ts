/**
 * npm run bench:hostile-bodies [-- ROUNDS [senders]]
 *
 * What a sender of huge JSON costs everyone else: SENDERS (default 2) send ROUNDS (default 10)
 * prompt bodies each of 6.8 MB of nested arrays to POST /api/mpesa/stkpush, back to back, while
 * one client asks GET /api/health over and over. The per-address prompt limit is raised so every
 * body reaches the JSON check. Prints how long each refusal took and the health check's latency
 * meanwhile, beside its latency on an idle server (PGlite).
 */
import { buildApp } from '../src/server/app';
import { draftConfig, freezeConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { seedEssentials } from '../src/server/seed';
import { benchEnv } from './bench-env.mjs';
import { freePort } from './free-port.mjs';

const ROUNDS = Number(process.argv[2] ?? 10);
const SENDERS = Number(process.argv[3] ?? 2);
const DEPTH = 3_400_000;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

const database = await openDatabase({});
await database.migrate();
const draft = draftConfig(benchEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ADMIN_PASSWORD: 'benchmark-password-long' }));
await seedEssentials(database.db, draft.admin);
draft.mpesa.promptLimits = { perPhonePerMinute: 1, perIpPerTenMinutes: Number.MAX_SAFE_INTEGER };
const app = await buildApp(freezeConfig(draft), { db: database.db });
const url = await app.listen({ host: '127.0.0.1', port: await freePort() });

const timed = async (run: () => Promise<unknown>): Promise<number> => {
  const started = performance.now();
  await run();
  return performance.now() - started;
};
const health = () => fetch(`${url}/api/health`).then((r) => r.arrayBuffer());

const idle: number[] = [];
for (let i = 0; i < 50; i++) idle.push(await timed(health));

const body = `{"phoneNumber":"0712345678","registration":${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}}`;
const refusals: number[] = [];
const statuses = new Set<number>();
let sending = true;
const busy: number[] = [];
const prober = (async () => {
  while (sending) busy.push(await timed(health));
})();
await Promise.all(
  Array.from({ length: SENDERS }, async () => {
    for (let i = 0; i < ROUNDS; i++) {
      refusals.push(
        await timed(async () => {
          const answer = await fetch(`${url}/api/mpesa/stkpush`, {
            method: 'POST',
            headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
            body,
          });
          statuses.add(answer.status);
          await answer.arrayBuffer();
        }),
      );
    }
  }),
);
sending = false;
await prober;

const fmt = (v: number) => `${v.toFixed(1)} ms`;
console.log(
  `\n${SENDERS} senders x ${ROUNDS} bodies of ${(body.length / 1e6).toFixed(1)} MB (answers: ${[...statuses].join(', ')})`,
);
console.log(`  refusal            p50 ${fmt(percentile(refusals, 50))}  p95 ${fmt(percentile(refusals, 95))}`);
console.log(`  /api/health idle   p50 ${fmt(percentile(idle, 50))}  p95 ${fmt(percentile(idle, 95))}`);
console.log(`  /api/health busy   p50 ${fmt(percentile(busy, 50))}  p95 ${fmt(percentile(busy, 95))}  (${busy.length} checks)`);
await app.close();
await database.close();
