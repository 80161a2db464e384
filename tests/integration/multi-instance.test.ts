/**
 * Two app instances on one PostgreSQL database, as behind a load balancer: each has its own
 * connection pool and listens on its own port; one Daraja simulator serves both. Each instance
 * tells Daraja to call the OTHER one back, so every payment result lands on the instance that
 * did not start the prompt.
 *
 * Proves: registrations spread across both complete; callbacks handled by the other instance;
 * exactly one member per payment even when both instances finalise at once and callbacks repeat;
 * one reconciliation query per pending payment per cycle, whichever instances tick; and the
 * card-verification limit counted across both.
 *
 * PostgreSQL only: the embedded database belongs to one process by design.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type ZodApp } from '../../src/server/app';
import { loadConfig, type Config } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db/client';
import { jobSchedule, members, payments } from '../../src/server/db/schema';
import { seedEssentials } from '../../src/server/seed';
import { startDarajaSimulator, type DarajaSimulator } from '../../src/server/mpesa-simulator/server';
import { CALLBACK_PATH_PREFIX, RECONCILIATION_JOB } from '../../src/server/modules/payments';
import { VERIFY_LIMIT_PER_MINUTE } from '../../src/server/modules/cards/verify-limit';
import { createTestDatabase, type TestDatabase } from '../helpers/db';
import { TestClock } from '../helpers/app';
import { Browser, payingPhone, registration, stkBody } from '../helpers/payments';
import { freePort } from '../../scripts/free-port.mjs';

const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';

interface Instance {
  app: ZodApp;
  database: Database;
  config: Config;
  url: string;
  /** Requests this instance answered, by route pattern. */
  hits: Map<string, number>;
}

let shared: TestDatabase;
let simulator: DarajaSimulator;
const clock = new TestClock();
let a: Instance;
let b: Instance;

/** An instance on `port` that asks Daraja to call back the instance on `callbackPort`. */
async function startInstance(databaseUrl: string, port: number, callbackPort: number): Promise<Instance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://localhost:3000',
    ADMIN_PASSWORD: 'correct horse battery staple',
    LOG_LEVEL: 'silent',
    MPESA_BASE_URL: simulator.url,
    MPESA_CALLBACK_URL: `http://127.0.0.1:${callbackPort}`,
  });
  const database = await openDatabase({ databaseUrl, poolSize: 5 });
  const app = await buildApp(config, { db: database.db, now: clock.now });
  const hits = new Map<string, number>();
  app.addHook('onResponse', async (request) => {
    const route = request.routeOptions.url ?? '?';
    hits.set(route, (hits.get(route) ?? 0) + 1);
  });
  const url = await app.listen({ host: '127.0.0.1', port });
  return { app, database, config, url, hits };
}

const callbackHits = (instance: Instance) =>
  [...instance.hits].filter(([route]) => route.startsWith(CALLBACK_PATH_PREFIX)).reduce((n, [, c]) => n + c, 0);

beforeAll(async () => {
  if (!onPostgres) return;
  shared = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', ADMIN_PASSWORD: 'correct horse battery staple' });
  await seedEssentials(shared.db, config.admin);
  simulator = await startDarajaSimulator({
    consumerKey: config.mpesa.consumerKey,
    consumerSecret: config.mpesa.consumerSecret,
    shortcode: config.mpesa.shortcode,
    passkey: config.mpesa.passkey,
    callbackDelayMs: 100,
    now: clock.now,
  });
  // Each instance asks Daraja to call the other one back.
  const [portA, portB] = [await freePort(), await freePort()];
  a = await startInstance(shared.url!, portA, portB);
  b = await startInstance(shared.url!, portB, portA);
});

afterAll(async () => {
  if (!onPostgres) return;
  for (const instance of [a, b]) {
    await instance?.app.close();
    await instance?.database.close();
  }
  await simulator?.close();
  await shared?.close();
});

/** One visitor whose requests the load balancer spreads: `on(x)` sends the next one to x. */
function visitor() {
  const toA = new Browser(a.url);
  const toB = new Browser(b.url);
  toB.cookies = toA.cookies; // one cookie jar: it is one browser
  return { on: (instance: Instance) => (instance === a ? toA : toB) };
}

async function completedWithoutMember(): Promise<number> {
  const result = await shared.db.execute(
    sql`select count(*)::int as n from payments where status = 'completed' and member_id is null`,
  );
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n);
}

describe.skipIf(!onPostgres)('two instances on one PostgreSQL database', () => {
  it('registrations spread across both complete, each callback handled by the other instance, one member per payment', async () => {
    const runs = Array.from({ length: 6 }, async (_, i) => {
      const first = i % 2 === 0 ? a : b;
      const second = first === a ? b : a;
      const who = visitor();
      // 0202: Daraja sends the same result twice.
      const phone = i === 5 ? payingPhone('0202') : payingPhone();
      const pushed = await who.on(first).post('/api/mpesa/stkpush', stkBody(phone, registration()));
      expect(pushed.status).toBe(200);
      const id = pushed.body.CheckoutRequestID as string;
      // The browser polls whichever instance it reaches. The callback arrives within a second when
      // the machine is idle; the generous deadline keeps a loaded CI machine from failing the test.
      const deadline = Date.now() + 30_000;
      for (let n = 0; ; n++) {
        const status = await who.on(n % 2 ? first : second).get(`/api/mpesa/status?checkoutRequestId=${id}`);
        if (status.body.ResultCode !== null) {
          expect(status.body).toMatchObject({ ResultCode: '0', status: 'completed' });
          break;
        }
        if (Date.now() > deadline) throw new Error('payment never completed');
        await new Promise((r) => setTimeout(r, 25));
      }
      // The final step reaches both instances at once (a double click through the balancer).
      const [one, two] = await Promise.all([
        who.on(first).post('/api/submit-membership', { checkoutRequestId: id }),
        who.on(second).post('/api/submit-membership', { checkoutRequestId: id }),
      ]);
      expect([one.status, two.status]).toEqual([200, 200]);
      expect(one.body.member.id).toBe(two.body.member.id);
      return id;
    });
    const ids = await Promise.all(runs);
    await simulator.settled();

    // Every result was delivered to the instance that did not send the prompt.
    expect(callbackHits(a)).toBeGreaterThanOrEqual(3);
    expect(callbackHits(b)).toBeGreaterThanOrEqual(3);
    expect(callbackHits(a) + callbackHits(b)).toBe(7); // six results, one of them sent twice
    expect(a.hits.get('/api/mpesa/stkpush')).toBe(3);
    expect(b.hits.get('/api/mpesa/stkpush')).toBe(3);

    for (const id of ids) {
      const [payment] = await shared.db.select().from(payments).where(eq(payments.checkoutRequestId, id));
      expect(payment!.status).toBe('completed');
      expect(payment!.memberId).not.toBeNull();
      const rows = await shared.db.select().from(members).where(eq(members.idNumber, payment!.idNumber));
      expect(rows).toHaveLength(1);
    }
    expect(await completedWithoutMember()).toBe(0);
  });

  it('reconciliation runs on one instance per cycle: one status query per pending payment', async () => {
    // 0404: paid, but the callback never arrives; only a status query finds out.
    const pending: string[] = [];
    for (let i = 0; i < 3; i++) {
      const who = visitor();
      const pushed = await who.on(i % 2 ? a : b).post('/api/mpesa/stkpush', stkBody(payingPhone('0404'), registration()));
      expect(pushed.status).toBe(200);
      pending.push(pushed.body.CheckoutRequestID as string);
    }
    await simulator.settled();
    const open = await shared.db.select().from(payments).where(eq(payments.status, 'pending'));
    expect(open).toHaveLength(3);

    // Three cycles; in each, both instances tick at the same moment, twice.
    const cycles: { ran: number; queries: number }[] = [];
    for (let cycle = 0; cycle < 3; cycle++) {
      clock.advance(61_000);
      await shared.db
        .update(jobSchedule)
        .set({ nextRunAt: sql`now()` })
        .where(eq(jobSchedule.name, RECONCILIATION_JOB));
      const before = simulator.stats.queries;
      const outcomes = await Promise.all([a.app.jobs.runDue(), b.app.jobs.runDue(), a.app.jobs.runDue(), b.app.jobs.runDue()]);
      const ran = outcomes.flat().filter((o) => o.name === RECONCILIATION_JOB);
      cycles.push({ ran: ran.length, queries: simulator.stats.queries - before });
    }
    // Cycle 1 queries each pending payment once and settles them; later cycles find none pending.
    expect(cycles).toEqual([
      { ran: 1, queries: 3 },
      { ran: 1, queries: 0 },
      { ran: 1, queries: 0 },
    ]);
    for (const id of pending) {
      const [payment] = await shared.db.select().from(payments).where(eq(payments.checkoutRequestId, id));
      expect(payment!.status).toBe('completed');
    }
    // Not due: a tick between cycles runs nothing anywhere.
    const idle = await Promise.all([a.app.jobs.runDue(), b.app.jobs.runDue()]);
    expect(idle.flat().filter((o) => o.name === RECONCILIATION_JOB)).toEqual([]);
    const [row] = await shared.db.select().from(jobSchedule).where(eq(jobSchedule.name, RECONCILIATION_JOB));
    expect(row).toMatchObject({ runs: 3, failures: 0, leaseUntil: null });
  });

  it('the card-verification limit counts look-ups on both instances together', async () => {
    clock.advance(120_000); // a fresh window
    const statuses: number[] = [];
    for (let i = 0; i < VERIFY_LIMIT_PER_MINUTE; i++) {
      const res = await fetch(`${(i % 2 ? a : b).url}/api/verify/MYVIM-0000001`);
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 429)).toEqual([]);
    // Each instance alone has seen only half the limit, yet both now refuse.
    for (const instance of [a, b]) {
      const res = await fetch(`${instance.url}/api/verify/MYVIM-0000001`);
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });
});
