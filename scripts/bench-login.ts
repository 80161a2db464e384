/**
 * npm run bench:login — sign-in latency by outcome, to show that an unknown name, a wrong
 * password and a disabled account cost the same as a success (one scrypt comparison each), so
 * timing does not reveal which accounts exist. The real app on an in-memory PGlite, through
 * app.inject; the throttle table is emptied between (untimed) rounds so every try is checked.
 *
 * It also times the second step of a two-step sign-in (a wrong code: the throttle, the secret's
 * decryption and the TOTP check), which should cost a small part of the password step.
 *
 *   ROUNDS=40 npm run bench:login
 */
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { benchEnv } from './bench-env.mjs';
import { openDatabase } from '../src/server/db/client';
import { rateCounters, users } from '../src/server/db/schema';
import { seedEssentials } from '../src/server/seed';
import { hashPassword } from '../src/server/modules/auth/password';
import { createTwoFactor } from '../src/server/modules/auth/two-factor/service';
import { totpCode } from '../src/server/modules/auth/two-factor/totp';
import { PENDING_SIGN_IN_COOKIE } from '../src/server/modules/auth/two-factor/pending-sign-in';

const ROUNDS = Number(process.env.ROUNDS ?? 30);
const PASSWORD = 'benchmark chairman password';

const config = loadConfig(benchEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ADMIN_PASSWORD: PASSWORD }));
const database = await openDatabase({});
await database.migrate();
await seedEssentials(database.db, config.admin);
await database.db.insert(users).values({
  username: 'retired',
  email: 'retired@example.org',
  role: 'secretary',
  passwordHash: await hashPassword(PASSWORD),
  disabled: true,
});
// An official with two-step sign-in, turned on as the Security tab does.
const [guarded] = await database.db
  .insert(users)
  .values({ username: 'guarded', email: 'guarded@example.org', role: 'secretary', passwordHash: await hashPassword(PASSWORD) })
  .returning();
const guardedUser = { ...guarded!, passwordTemporary: false, twoFactorEnabled: false };
const twoFactor = createTwoFactor(database.db);
const { secret } = await twoFactor.setup(guardedUser);
await twoFactor.enable(
  { userId: guarded!.id, username: 'guarded', ip: '127.0.0.1' },
  guardedUser,
  totpCode(secret, new Date()),
  new Date(),
);

const app = await buildApp(config, { db: database.db });
await app.ready();

const kinds = {
  success: { username: 'chairman', password: PASSWORD, expect: 200 },
  'wrong password': { username: 'chairman', password: 'not the password at all', expect: 401 },
  'unknown user': { username: 'nobody-by-this-name', password: PASSWORD, expect: 401 },
  'disabled user': { username: 'retired', password: PASSWORD, expect: 401 },
} as const;
type Kind = keyof typeof kinds;
const times: Record<Kind, number[]> = { success: [], 'wrong password': [], 'unknown user': [], 'disabled user': [] };

// Warm-up (JIT, the dummy hash, connection), then interleaved rounds so drift hits every kind alike.
for (const kind of Object.keys(kinds) as Kind[]) await attempt(kind);
for (let round = 0; round < ROUNDS; round++) {
  for (const kind of Object.keys(kinds) as Kind[]) times[kind].push(await attempt(kind));
}

async function attempt(kind: Kind): Promise<number> {
  await database.db.delete(rateCounters);
  const { username, password, expect } = kinds[kind];
  const start = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'content-type': 'application/json' },
    payload: { username, password },
  });
  const ms = performance.now() - start;
  if (res.statusCode !== expect) throw new Error(`${kind}: expected ${expect}, got ${res.statusCode} ${res.body}`);
  return ms;
}

/** The second step with a wrong code (a right one is accepted once per 30 seconds). */
async function secondStep(): Promise<number> {
  await database.db.delete(rateCounters);
  const first = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'content-type': 'application/json' },
    payload: { username: 'guarded', password: PASSWORD },
  });
  const pending = first.cookies.find((c) => c.name === PENDING_SIGN_IN_COOKIE)!.value;
  const start = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/2fa/verify',
    headers: { 'content-type': 'application/json', cookie: `${PENDING_SIGN_IN_COOKIE}=${pending}` },
    payload: { code: '000000' },
  });
  const ms = performance.now() - start;
  if (res.statusCode !== 401) throw new Error(`second step: expected 401, got ${res.statusCode} ${res.body}`);
  return ms;
}
await secondStep();
const codeTimes: number[] = [];
for (let round = 0; round < ROUNDS; round++) codeTimes.push(await secondStep());

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};
const medians = Object.fromEntries((Object.keys(times) as Kind[]).map((k) => [k, quantile(times[k], 0.5)])) as Record<
  Kind,
  number
>;

console.log(`login latency over ${ROUNDS} rounds (ms), in-process, PGlite in memory`);
console.log('outcome          median    p90');
for (const kind of Object.keys(times) as Kind[]) {
  console.log(`${kind.padEnd(16)} ${medians[kind].toFixed(1).padStart(6)} ${quantile(times[kind], 0.9).toFixed(1).padStart(6)}`);
}
const failures = [medians['wrong password'], medians['unknown user'], medians['disabled user']];
const spread = Math.max(...failures) - Math.min(...failures);
console.log(
  `spread of failure medians: ${spread.toFixed(1)} ms (${((spread / medians.success) * 100).toFixed(0)}% of a success)`,
);

console.log(
  `second step, wrong code: median ${quantile(codeTimes, 0.5).toFixed(1)} ms, p90 ${quantile(codeTimes, 0.9).toFixed(1)} ms`,
);

await app.close();
await database.close();
