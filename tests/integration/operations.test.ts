/**
 * What an operator relies on: liveness versus readiness, /metrics (content and who may read it),
 * and the background job runner's bookkeeping (failures recorded, no overlapping runs).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobSchedule, payments, sessions } from '../../src/server/db/schema';
import { createJobRunner } from '../../src/server/jobs/runner';
import { createTestApp, type TestApp } from '../helpers/app';
import { makeUser, registrationDraft } from '../helpers/factories';

const TOKEN = 'metrics-token-for-the-tests-0123456789';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
});
afterAll(async () => {
  await t.close();
});

const scrape = (options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: options.remoteAddress ?? '127.0.0.1', headers: options.headers });

describe('GET /metrics', () => {
  it('serves Prometheus text with HTTP latency by route, payments by status and job runs', async () => {
    await t.app.inject({ method: 'GET', url: '/api/chapters' });
    await t.database.db.insert(payments).values([
      {
        method: 'mpesa_stk',
        status: 'completed',
        phoneNumber: '254700000001',
        amount: 200,
        accountReference: 'MYV-1',
        draft: registrationDraft({ idNumber: '11111111' }),
        idNumber: '11111111',
      },
      {
        method: 'mpesa_stk',
        status: 'completed',
        phoneNumber: '254700000002',
        amount: 200,
        accountReference: 'MYV-2',
        draft: registrationDraft({ idNumber: '22222222' }),
        idNumber: '22222222',
      },
      {
        method: 'mpesa_stk',
        status: 'failed',
        phoneNumber: '254700000003',
        amount: 200,
        accountReference: 'MYV-3',
        draft: registrationDraft({ idNumber: '33333333' }),
        idNumber: '33333333',
      },
    ]);
    await t.app.jobs.runNow('session-cleanup');

    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.body).toMatch(/myv_http_request_duration_seconds_count\{method="GET",route="\/api\/chapters",status="200"\} 1/);
    expect(res.body).toContain('myv_payments{status="completed"} 2');
    expect(res.body).toContain('myv_payments{status="failed"} 1');
    expect(res.body).toContain('myv_job_runs_total{job="session-cleanup"} 1');
    expect(res.body).toContain('process_resident_memory_bytes');
    // No personal data: phone numbers and ID numbers never become labels. Matched as whole
    // numbers, because a gauge's float (an event-loop mean of 0.0124461511111111…) can hold
    // the same run of digits by chance.
    expect(res.body).not.toMatch(/(?<![\d.])(?:2547000000\d\d|11111111|22222222|33333333)(?![\d.])/);
  });

  it('refuses remote callers without the token, and requests relayed by a proxy on the same machine', async () => {
    expect((await scrape({ remoteAddress: '203.0.113.9' })).statusCode).toBe(404);
    expect(
      (await scrape({ remoteAddress: '203.0.113.9', headers: { authorization: 'Bearer wrong-token-wrong-token' } })).statusCode,
    ).toBe(404);
    expect((await scrape({ remoteAddress: '203.0.113.9', headers: { authorization: TOKEN } })).statusCode).toBe(404);
    // Caddy/nginx on the same host connect from loopback but always add X-Forwarded-For.
    expect((await scrape({ headers: { 'x-forwarded-for': '203.0.113.9' } })).statusCode).toBe(404);
    expect((await scrape({ headers: { forwarded: 'for=203.0.113.9' } })).statusCode).toBe(404);
    const refused = await scrape({ remoteAddress: '203.0.113.9' });
    expect(refused.body).not.toContain('myv_');

    const remote = await scrape({ remoteAddress: '203.0.113.9', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(remote.statusCode).toBe(200);
    expect(remote.body).toContain('myv_payments');
    expect((await scrape({ remoteAddress: '::1' })).statusCode).toBe(200);
  });

  it('without METRICS_TOKEN configured, no bearer opens it remotely', async () => {
    const other = await createTestApp();
    try {
      const res = await other.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '203.0.113.9',
        headers: { authorization: 'Bearer ' },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });
});

describe('background jobs', () => {
  it('a failing run is counted and recorded, and the next run is not blocked', async () => {
    let fail = true;
    t.app.jobs.register({
      name: 'test-flaky',
      everyMs: 60_000,
      run: async () => {
        if (fail) throw new Error('flaky job failed');
      },
    });
    expect(await t.app.jobs.runNow('test-flaky')).toMatchObject({ name: 'test-flaky', ok: false });
    const [row] = await t.database.db.select().from(jobSchedule).where(eq(jobSchedule.name, 'test-flaky'));
    expect(row).toMatchObject({ runs: 1, failures: 1, lastError: 'flaky job failed', leaseUntil: null });
    expect((await scrape()).body).toContain('myv_job_failures_total{job="test-flaky"} 1');

    fail = false;
    expect(await t.app.jobs.runNow('test-flaky')).toMatchObject({ ok: true });
    const [after] = await t.database.db.select().from(jobSchedule).where(eq(jobSchedule.name, 'test-flaky'));
    expect(after).toMatchObject({ runs: 2, failures: 1, lastError: null });
  });

  it('a job still running is not started again, even when asked directly', async () => {
    let release!: () => void;
    let started = 0;
    t.app.jobs.register({
      name: 'test-slow',
      everyMs: 1,
      run: () => {
        started++;
        return new Promise<void>((resolve) => (release = resolve));
      },
    });
    const first = t.app.jobs.runNow('test-slow');
    await new Promise((r) => setTimeout(r, 200));
    expect(await t.app.jobs.runNow('test-slow')).toBeNull();
    expect((await t.app.jobs.runDue()).filter((o) => o.name === 'test-slow')).toEqual([]);
    release();
    expect(await first).toMatchObject({ ok: true });
    expect(started).toBe(1);
  });

  it('a job marked runAtStart runs when an instance starts even though its next turn is an hour away; others wait', async () => {
    const db = t.database.db;
    const inAnHour = new Date(Date.now() + 60 * 60_000);
    await db.insert(jobSchedule).values([
      { name: 'test-at-start', nextRunAt: inAnHour },
      { name: 'test-on-schedule', nextRunAt: inAnHour },
    ]);
    const ran: string[] = [];
    const restarted = createJobRunner(db);
    restarted.register({
      name: 'test-at-start',
      everyMs: 60 * 60_000,
      runAtStart: true,
      run: async () => void ran.push('at-start'),
    });
    restarted.register({ name: 'test-on-schedule', everyMs: 60 * 60_000, run: async () => void ran.push('on-schedule') });
    restarted.start(60_000);
    for (let i = 0; i < 50 && !ran.length; i++) await new Promise((r) => setTimeout(r, 100));
    await restarted.stop();
    expect(ran).toEqual(['at-start']);
  });

  it('session clean-up deletes expired sessions only', async () => {
    const { user } = await makeUser(t.database.db);
    const now = t.clock.now();
    await t.database.db.insert(sessions).values([
      { tokenHash: 'a'.repeat(64), userId: user.id, expiresAt: new Date(now.getTime() - 1000), rememberMe: false },
      { tokenHash: 'b'.repeat(64), userId: user.id, expiresAt: new Date(now.getTime() + 60_000), rememberMe: false },
    ]);
    await t.app.jobs.runNow('session-cleanup');
    const left = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(left.map((s) => s.tokenHash)).toEqual(['b'.repeat(64)]);
  });
});

describe('liveness and readiness', () => {
  it('with the database gone, /api/health still answers and /api/ready says 503', async () => {
    const doomed = await createTestApp();
    try {
      await doomed.database.close();
      const live = await doomed.app.inject({ method: 'GET', url: '/api/health' });
      expect(live.statusCode).toBe(200);
      const ready = await doomed.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'not_ready', database: 'down' });
    } finally {
      await doomed.app.close();
    }
  });
});
