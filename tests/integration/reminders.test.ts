/**
 * Renewal reminders: the right message for each window, at most once per member, kind and renewal
 * period however often the job runs (also several runs at once), and late members caught up.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, members, outbox } from '../../src/server/db/schema';
import { nairobiToday } from '../../src/shared/dates';
import { addDays } from '../../src/shared/membership';
import {
  LONG_LAPSED_DAYS,
  reminderKindFor,
  runReminders,
  scheduledReminderFor,
} from '../../src/server/modules/reminders/service';
import { createTestApp, type TestApp } from '../helpers/app';
import { makeMember, sessionCookie } from '../helpers/factories';

let t: TestApp;
let call: Awaited<ReturnType<typeof clientAtTestTime>>;
beforeAll(async () => {
  t = await createTestApp();
  call = await clientAtTestTime();
});
afterAll(async () => t?.close());

/** A chairman signed in at the test clock's "now" (the clock moves days ahead in these tests). */
async function clientAtTestTime() {
  const cookie = await sessionCookie(t.database.db, 'chairman', t.clock.now());
  return (method: 'GET' | 'POST', url: string) =>
    t.app.inject({ method, url, headers: { cookie, ...(method === 'POST' ? { origin: 'http://localhost:3000' } : {}) } });
}

const kindsFor = async (memberId: string) =>
  (
    await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.memberId, memberId), eq(outbox.channel, 'sms')))
  )
    .map((r) => r.kind)
    .sort();

describe('which reminder a date calls for', () => {
  it('30-day, 7-day, expiry windows', () => {
    expect(reminderKindFor('2027-03-31', '2027-03-01')).toBe('reminder_30');
    expect(reminderKindFor('2027-04-01', '2027-03-01')).toBeNull();
    expect(reminderKindFor('2027-03-08', '2027-03-01')).toBe('reminder_7');
    expect(reminderKindFor('2027-03-09', '2027-03-01')).toBe('reminder_30');
    expect(reminderKindFor('2027-03-01', '2027-03-01')).toBe('expiry');
  });
});

describe('POST /api/reminders/run', () => {
  it('sends each kind once per member and renewal period, catching up members who enter a window late', async () => {
    const today = nairobiToday(t.clock.now());
    const far = await makeMember(t.database.db, { renewalDate: addDays(today, 40) });
    const imported20 = await makeMember(t.database.db, { renewalDate: addDays(today, 20), email: 'due@example.org' });
    const soon = await makeMember(t.database.db, { renewalDate: addDays(today, 5) });
    const lapsed = await makeMember(t.database.db, { renewalDate: addDays(today, -10) });
    const inactive = await makeMember(t.database.db, { renewalDate: addDays(today, -10), status: 'inactive' });

    const first = await call('POST', '/api/reminders/run');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ sent: 3 });
    expect(await kindsFor(far.id)).toEqual([]);
    expect(await kindsFor(imported20.id)).toEqual(['reminder_30']);
    expect(await kindsFor(soon.id)).toEqual(['reminder_7']);
    expect(await kindsFor(lapsed.id)).toEqual(['expiry']);
    expect(await kindsFor(inactive.id)).toEqual([]);
    // The member with an e-mail address gets it by e-mail too.
    expect(
      (await t.database.db.select().from(outbox).where(eq(outbox.memberId, imported20.id))).map((r) => r.channel).sort(),
    ).toEqual(['email', 'sms']);

    // Running again, or several runs at once, sends nothing more.
    expect((await call('POST', '/api/reminders/run')).json()).toEqual({ sent: 0 });
    const together = await Promise.all([runReminders(t.database.db, t.clock.now()), runReminders(t.database.db, t.clock.now())]);
    expect(together.reduce((n, r) => n + r.sent, 0)).toBe(0);

    // 13 days later: the 20-day member is at 7 days, the far one at 27, the 5-day one expired.
    t.clock.advance(13 * 24 * 60 * 60 * 1000);
    call = await clientAtTestTime(); // the earlier session has expired
    expect((await call('POST', '/api/reminders/run')).json()).toEqual({ sent: 3 });
    expect(await kindsFor(imported20.id)).toEqual(['reminder_30', 'reminder_7']);
    expect(await kindsFor(far.id)).toEqual(['reminder_30']);
    expect(await kindsFor(soon.id)).toEqual(['expiry', 'reminder_7']);
    expect((await call('POST', '/api/reminders/run')).json()).toEqual({ sent: 0 });

    // A renewal starts a new period: next year's reminders will go again.
    const newDate = addDays(nairobiToday(t.clock.now()), 25);
    await t.database.db.update(members).set({ renewalDate: newDate }).where(eq(members.id, lapsed.id));
    expect((await call('POST', '/api/reminders/run')).json()).toEqual({ sent: 1 });
    expect(await kindsFor(lapsed.id)).toEqual(['expiry', 'reminder_30']);

    const audited = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'reminders.run'));
    expect(audited.length).toBeGreaterThanOrEqual(4);
  });

  it('is for admins only', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/reminders/run',
      headers: { origin: 'http://localhost:3000' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('memberships that lapsed long ago, and members imported quietly', () => {
  it(`sends no expiry notice ${LONG_LAPSED_DAYS} days or more after the date; a muted member gets nothing until a renewal moves the date on`, async () => {
    call = await clientAtTestTime();
    const today = nairobiToday(t.clock.now());
    const recent = await makeMember(t.database.db, { renewalDate: addDays(today, -(LONG_LAPSED_DAYS - 1)), email: null });
    const longAgo = await makeMember(t.database.db, { renewalDate: addDays(today, -LONG_LAPSED_DAYS), email: null });
    const yearsAgo = await makeMember(t.database.db, { renewalDate: addDays(today, -900), email: null });
    const mutedDate = addDays(today, 10);
    const muted = await makeMember(t.database.db, { renewalDate: mutedDate, remindersMutedThrough: mutedDate, email: null });
    const mutedExpired = await makeMember(t.database.db, {
      renewalDate: addDays(today, -5),
      remindersMutedThrough: addDays(today, -5),
      email: null,
    });

    expect((await call('POST', '/api/reminders/run')).statusCode).toBe(200);
    expect(await kindsFor(recent.id)).toEqual(['expiry']);
    expect(await kindsFor(longAgo.id)).toEqual([]);
    expect(await kindsFor(yearsAgo.id)).toEqual([]);
    expect(await kindsFor(muted.id)).toEqual([]);
    expect(await kindsFor(mutedExpired.id)).toEqual([]);
    expect(scheduledReminderFor(addDays(today, -LONG_LAPSED_DAYS), today)).toBeNull();
    expect(scheduledReminderFor(addDays(today, 1 - LONG_LAPSED_DAYS), today)).toBe('expiry');

    // The muted member renews: the new date is past the muted one, so its reminders come back.
    const renewed = addDays(today, 25);
    await t.database.db.update(members).set({ renewalDate: renewed }).where(eq(members.id, muted.id));
    await call('POST', '/api/reminders/run');
    expect(await kindsFor(muted.id)).toEqual(['reminder_30']);
  });
});

describe('Send reminder now', () => {
  it('queues the message the date calls for, outside the once-per-period rule, audited', async () => {
    call = await clientAtTestTime();
    const today = nairobiToday(t.clock.now());
    const m = await makeMember(t.database.db, { renewalDate: addDays(today, 3), email: null });
    for (let i = 0; i < 2; i++) {
      const answer = await call('POST', `/api/members/${m.id}/reminders`);
      expect(answer.statusCode).toBe(200);
      expect(answer.json().kind).toBe('reminder_7');
    }
    expect(await kindsFor(m.id)).toEqual(['reminder_7', 'reminder_7']);
    expect(
      await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'member.reminder'), eq(auditLog.entityId, m.id))),
    ).toHaveLength(2);
    expect((await call('POST', '/api/members/00000000-0000-4000-8000-000000000000/reminders')).statusCode).toBe(404);
  });
});
