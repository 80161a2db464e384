/**
 * The outbox over real HTTP against the built-in SMS simulator (Africa's Talking's API): messages
 * written with their event, a gateway outage that delays and loses nothing, permanent failures,
 * several workers at once, and the same message by e-mail through a real SMTP server.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../src/server/db/schema';
import { enqueueForMember, runOutbox } from '../../src/server/modules/sms/outbox';
import { addDays } from '../../src/shared/membership';
import { nairobiToday } from '../../src/shared/dates';
import type { SmsSimulator } from '../../src/server/sms-simulator/server';
import { adminClient } from '../helpers/admin';
import { makeMember } from '../helpers/factories';
import { createPaymentTestApp, payingPhone, registration, stkBody, type PaymentTestApp } from '../helpers/payments';
import { startSmtpServer, startTestSmsSimulator } from '../helpers/sms';

let t: PaymentTestApp;
let sms: SmsSimulator;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  const simulator = await startTestSmsSimulator();
  sms = simulator;
  smtp = await startSmtpServer();
  t = await createPaymentTestApp({ env: { ...simulator.env, ...smtp.env } });
});
afterAll(async () => {
  await t?.close();
  await sms?.close();
  await smtp?.close();
});

const rowsFor = (memberId: string) => t.database.db.select().from(outbox).where(eq(outbox.memberId, memberId));
const delivered = (phone: string) => sms.messages.filter((m) => m.to === `+${phone}`);
/** Runs the worker until nothing is due now (the background timer may run too: SKIP LOCKED keeps them apart). */
async function drain() {
  for (let i = 0; i < 10; i++) {
    const pass = await t.app.runOutbox();
    if (pass.claimed !== 0) continue;
    // Nothing left for this pass, but the background worker may still be sending rows it claimed
    // (status 'sending' under its lease): wait for those, or the test counts before they arrive.
    if (!(await waitForInFlight())) return;
  }
}

/** Waits (up to 5 s) until no row is being sent; true when some were and have now finished. */
async function waitForInFlight(): Promise<boolean> {
  const inFlight = async () =>
    (await t.database.db.select({ id: outbox.id }).from(outbox).where(eq(outbox.status, 'sending'))).length;
  if ((await inFlight()) === 0) return false;
  for (const until = Date.now() + 5_000; Date.now() < until;) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    if ((await inFlight()) === 0) return true;
  }
  return false;
}

describe('messages caused by payments', () => {
  it('a paid registration queues the welcome SMS in its transaction; the worker delivers it once', async () => {
    const reg = registration({ email: null });
    const browser = t.browser();
    const pushed = await browser.post('/api/mpesa/stkpush', stkBody(payingPhone(), reg));
    expect(pushed.status).toBe(200);
    await t.simulator.settled();
    const submitted = await browser.post('/api/submit-membership', { checkoutRequestId: pushed.body.CheckoutRequestID });
    expect(submitted.status).toBe(200);
    const member = submitted.body.member;
    const [queued] = await rowsFor(member.id);
    expect(queued).toMatchObject({ kind: 'welcome', channel: 'sms', status: 'queued' });
    await drain();
    const phone = `254${reg.phoneNumber.slice(1)}`;
    // Always to the phone on file, not the paying phone.
    expect(delivered(phone)).toHaveLength(1);
    expect(delivered(phone)[0]!.message).toContain(member.membershipNumber);
    expect(delivered(phone)[0]!.message.length).toBeLessThanOrEqual(160);
    expect((await rowsFor(member.id))[0]).toMatchObject({ status: 'sent', gatewayStatus: '101 Success' });
  });
});

describe('a gateway outage', () => {
  it('delays messages and loses none: each is delivered exactly once after the gateway recovers', async () => {
    const today = nairobiToday(t.clock.now());
    const members = await Promise.all(
      Array.from({ length: 6 }, () => makeMember(t.database.db, { renewalDate: addDays(today, 20), email: null })),
    );
    sms.outage(503);
    for (const m of members) await enqueueForMember(t.database.db, m, 'reminder_30', { now: t.clock.now() });

    // Several passes during the outage: every attempt fails, nothing is lost or marked failed.
    // Twenty minutes of outage, the worker passing every minute.
    await drain();
    for (let pass = 0; pass < 20; pass++) {
      t.clock.advance(61_000);
      await drain();
    }
    for (const m of members) {
      const [row] = await rowsFor(m.id);
      expect(row).toMatchObject({ status: 'queued', lastError: 'gateway answered HTTP 503' });
      expect(row!.attempts).toBeGreaterThanOrEqual(10);
      // The next try is never more than a minute away.
      expect(row!.nextAttemptAt.getTime() - t.clock.now().getTime()).toBeLessThanOrEqual(60_000);
      expect(delivered(m.phoneNumber)).toHaveLength(0);
    }
    expect(sms.stats.refusedDuringOutage).toBeGreaterThan(0);

    sms.recover();
    t.clock.advance(60_000); // within two minutes of recovering
    // Two workers at once (as on two instances): SKIP LOCKED hands each row to one of them.
    const deps = { db: t.database.db, config: t.config, now: t.clock.now };
    await Promise.all([runOutbox(deps), runOutbox(deps), t.app.runOutbox()]);
    await drain();
    for (const m of members) {
      expect(delivered(m.phoneNumber)).toHaveLength(1);
      expect((await rowsFor(m.id))[0]).toMatchObject({ status: 'sent', gatewayStatus: '101 Success', lastError: null });
    }
    // Later passes send nothing again.
    t.clock.advance(5 * 60_000);
    await drain();
    for (const m of members) expect(delivered(m.phoneNumber)).toHaveLength(1);
  });

  it('a number the gateway refuses for good is marked failed, with its status, and not retried', async () => {
    const m = await makeMember(t.database.db, { phoneNumber: '254712340403', email: null });
    await enqueueForMember(t.database.db, m, 'reminder_7', { now: t.clock.now() });
    await drain();
    const [row] = await rowsFor(m.id);
    expect(row).toMatchObject({ status: 'failed', gatewayStatus: '403 InvalidPhoneNumber', attempts: 1 });
    t.clock.advance(10 * 60_000);
    await drain();
    expect((await rowsFor(m.id))[0]!.attempts).toBe(1);
  });
});

describe('priority', () => {
  it('one-time codes and welcomes go before a backlog of reminders queued earlier, each exactly once across workers', async () => {
    const today = nairobiToday(t.clock.now());
    const backlog = await Promise.all(
      Array.from({ length: 40 }, () => makeMember(t.database.db, { renewalDate: addDays(today, 20), email: null })),
    );
    const [newMember, coder] = await Promise.all([
      makeMember(t.database.db, { email: null }),
      makeMember(t.database.db, { email: null }),
    ]);
    // All queued in one transaction (the background worker sees all or nothing), the reminders a
    // second earlier than the urgent ones.
    const earlier = new Date(t.clock.now().getTime() - 1_000);
    await t.database.db.transaction(async (tx) => {
      for (const m of backlog) await enqueueForMember(tx, m, 'reminder_30', { now: earlier });
      await enqueueForMember(tx, newMember, 'welcome', { now: t.clock.now() });
      await enqueueForMember(tx, coder, 'card_code', { code: '551234', now: t.clock.now() });
    });

    const ours = new Set([...backlog, newMember, coder].map((m) => `+${m.phoneNumber}`));
    const start = sms.messages.length;
    // Three workers at once (as on three instances), then until nothing is due.
    const deps = { db: t.database.db, config: t.config, now: t.clock.now };
    await Promise.all([runOutbox(deps), runOutbox(deps), t.app.runOutbox()]);
    await drain();
    const order = sms.messages
      .slice(start)
      .filter((m) => ours.has(m.to))
      .map((m) => m.to);
    expect(order).toHaveLength(42);
    expect(new Set(order).size).toBe(42); // nobody twice
    // Each urgent message was in the first batch a worker claimed (25 rows), not behind 40 reminders.
    expect(order.indexOf(`+${newMember.phoneNumber}`)).toBeLessThan(25);
    expect(order.indexOf(`+${coder.phoneNumber}`)).toBeLessThan(25);
    expect((await rowsFor(newMember.id))[0]).toMatchObject({ priority: 0, status: 'sent' });
    expect((await rowsFor(backlog[0]!.id))[0]).toMatchObject({ priority: 1, status: 'sent' });
  });
});

describe('e-mail and the officials view', () => {
  it('sends the same message by e-mail when the member has one, with a card link', async () => {
    const m = await makeMember(t.database.db, { email: 'kawira.mail@example.org' });
    await enqueueForMember(t.database.db, m, 'renewal', { now: t.clock.now() });
    await drain();
    const rows = await rowsFor(m.id);
    expect(rows.map((r) => `${r.channel}:${r.status}`).sort()).toEqual(['email:sent', 'sms:sent']);
    const mail = smtp.received.find((r) => r.to.includes('kawira.mail@example.org'));
    expect(mail?.data).toContain('Your membership is renewed');
    expect(mail?.data).toMatch(/\/api\/cards\//);
  });

  it('GET /api/outbox lists messages with their status for admins, codes redacted', async () => {
    const m = await makeMember(t.database.db, { email: null });
    await enqueueForMember(t.database.db, m, 'card_code', { code: '482913', now: t.clock.now() });
    const { call } = await adminClient(t);
    const before = (await call('GET', `/api/outbox?memberId=${m.id}`)).json();
    expect(before.items).toHaveLength(1);
    expect(JSON.stringify(before)).not.toContain('482913');
    expect(before.items[0].text).toContain('••••••');
    await drain();
    expect(delivered(m.phoneNumber)[0]!.message).toContain('482913');
    // Once sent, the code is gone from the database too.
    const [row] = await rowsFor(m.id);
    expect(JSON.stringify(row!.params)).not.toContain('482913');
    const after = (await call('GET', `/api/outbox?memberId=${m.id}&status=sent`)).json();
    expect(after.items[0]).toMatchObject({ status: 'sent', gatewayStatus: '101 Success', channel: 'sms' });
    expect((await t.app.inject({ method: 'GET', url: '/api/outbox' })).statusCode).toBe(401);
    expect((await call('GET', '/api/outbox?status=lost')).statusCode).toBe(400);
  });
});
