/**
 * Event RSVPs over the API: the capacity held exactly under 30 concurrent sign-ups for 10 places,
 * the waiting list and its promotion (with the SMS, sent through the gateway simulator), one RSVP
 * per person, the 422 reasons, cancelling, the day-before reminder sent once, the limits, and bad
 * input that stores nothing. Also runs on PostgreSQL (vitest.config.ts, postgresFiles): there the
 * concurrent sign-ups run on separate connections.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, outbox, rsvps } from '../../src/server/db/schema';
import { runRsvpReminders } from '../../src/server/modules/events/reminders';
import { RSVP_CODE_ALPHABET } from '../../src/server/modules/events/codes';
import { messages } from '../../src/shared/messages';
import { catalogueFor } from '../../src/shared/catalogue';
import { nairobiDayStart, nairobiToday } from '../../src/shared/dates';
import { addDays } from '../../src/shared/membership';
import { createTestApp, type TestApp } from '../helpers/app';
import { makeMember } from '../helpers/factories';
import { contentClient, validEvent, type Caller } from '../helpers/content';
import { startTestSmsSimulator } from '../helpers/sms';

let t: TestApp;
let secretary: Caller;
let sms: Awaited<ReturnType<typeof startTestSmsSimulator>>;
let ipCounter = 0;

beforeAll(async () => {
  sms = await startTestSmsSimulator();
  t = await createTestApp({ env: sms.env });
  secretary = await contentClient(t, 'secretary');
});
afterAll(async () => {
  await t?.close();
  await sms?.close();
});

const inDays = (days: number) => addDays(nairobiToday(t.clock.now()), days);

/** A published event `days` ahead, with RSVP settings. */
async function makeEvent(settings: Record<string, unknown>, days = 10, overrides: Record<string, unknown> = {}) {
  const created = await secretary(
    'POST',
    '/api/content/events',
    validEvent({ title: `Event ${++ipCounter}`, date: inDays(days), ...overrides }),
  );
  expect(created.statusCode).toBe(201);
  const { event } = created.json() as { event: { id: string; slug: string } };
  const put = await secretary('PUT', `/api/events/${event.id}/rsvp-settings`, { enabled: true, membersOnly: false, ...settings });
  expect(put.statusCode).toBe(200);
  return event;
}

let phoneCounter = 0;
const guestPhone = () => `07${String(10_000_000 + ++phoneCounter).padStart(8, '0')}`;
const canonical = (phone: string) => `254${phone.slice(1)}`;

/** A sign-up from its own address (the per-address limit is tested on its own). */
const rsvp = (slug: string, body: Record<string, unknown>, ip = `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`) =>
  t.app.inject({
    method: 'POST',
    url: `/api/events/${slug}/rsvp`,
    headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
    remoteAddress: ip,
    payload: body,
  });

const cancel = (token: string) =>
  t.app.inject({ method: 'POST', url: `/api/rsvp/${token}/cancel`, headers: { origin: 'http://localhost:3000' } });

const rsvpRows = (eventId: string) => t.database.db.select().from(rsvps).where(eq(rsvps.eventId, eventId));
const outboxFor = (phone: string) => t.database.db.select().from(outbox).where(eq(outbox.recipient, phone));

describe('capacity and the waiting list', () => {
  it('30 people asking at once for 10 places: exactly 10 going, 20 waiting in order, each with a code and an SMS', async () => {
    const event = await makeEvent({ capacity: 10 });
    const phones = Array.from({ length: 30 }, guestPhone);
    const answers = await Promise.all(
      phones.map((phoneNumber, i) => rsvp(event.slug, { name: `Guest ${i} Kawira`, phoneNumber })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(30).fill(201));
    const bodies = answers.map((a) => (a.json() as { rsvp: { status: string; code: string; token: string } }).rsvp);
    expect(bodies.filter((b) => b.status === 'going')).toHaveLength(10);
    expect(bodies.filter((b) => b.status === 'waiting')).toHaveLength(20);
    for (const b of bodies) {
      expect(b.code).toMatch(new RegExp(`^[${RSVP_CODE_ALPHABET}]{6}$`));
      expect(b.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    }
    const rows = await rsvpRows(event.id);
    expect(rows.filter((r) => r.status === 'going')).toHaveLength(10);
    expect(new Set(rows.map((r) => r.code)).size).toBe(30);
    const queued = await Promise.all(phones.map((p) => outboxFor(canonical(p))));
    expect(queued.map((q) => q.map((m) => m.kind))).toEqual(
      bodies.map((b) => [b.status === 'going' ? 'rsvp_going' : 'rsvp_waiting']),
    );

    // The public sees how many places, never who.
    const open = await t.app.inject({ method: 'GET', url: `/api/events/${event.slug}/rsvp` });
    expect(open.json()).toMatchObject({ open: true, capacity: 10, spacesLeft: 0 });
    expect(open.body).not.toContain('Kawira');
  });

  it('a cancellation moves the first waiting person up and texts them their code; cancelling again changes nothing', async () => {
    const event = await makeEvent({ capacity: 1 });
    const [first, second, third] = [guestPhone(), guestPhone(), guestPhone()];
    const a = (await rsvp(event.slug, { name: 'Ann Karimi', phoneNumber: first })).json() as { rsvp: { token: string } };
    const b = (await rsvp(event.slug, { name: 'Ben Mutua', phoneNumber: second })).json() as {
      rsvp: { status: string; code: string };
    };
    const c = (await rsvp(event.slug, { name: 'Cate Gatwiri', phoneNumber: third })).json() as { rsvp: { status: string } };
    expect([b.rsvp.status, c.rsvp.status]).toEqual(['waiting', 'waiting']);

    const cancelled = await cancel(a.rsvp.token);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({ rsvp: { status: 'cancelled' } });
    const rows = await rsvpRows(event.id);
    const byPhone = (p: string) => rows.find((r) => r.phoneNumber === canonical(p))!;
    expect(byPhone(first).status).toBe('cancelled');
    expect(byPhone(second).status).toBe('going');
    expect(byPhone(third).status).toBe('waiting');

    // The SMS goes out through the gateway (the simulator over HTTP) with the code and the page's link.
    while ((await t.app.runOutbox()).claimed > 0);
    const text = sms.messages.find((m) => m.to === `+${canonical(second)}` && m.message.includes('freed up'));
    expect(text?.message).toContain(b.rsvp.code);
    expect(text?.message).toMatch(/\/rsvp\/[A-Za-z0-9_-]{22}/);
    expect(text?.message).not.toContain('Ben');

    // Again: still cancelled, nobody else moves up.
    expect((await cancel(a.rsvp.token)).statusCode).toBe(200);
    expect((await rsvpRows(event.id)).find((r) => r.phoneNumber === canonical(third))!.status).toBe('waiting');
    expect((await cancel('A'.repeat(22))).statusCode).toBe(404);
    expect((await cancel('not-a-token')).statusCode).toBe(404);
  });

  it('raising the capacity moves waiting people up', async () => {
    const event = await makeEvent({ capacity: 1 });
    await rsvp(event.slug, { name: 'Dan Kirimi', phoneNumber: guestPhone() });
    const waiting = guestPhone();
    await rsvp(event.slug, { name: 'Eve Nkatha', phoneNumber: waiting });
    await secretary('PUT', `/api/events/${event.id}/rsvp-settings`, { enabled: true, capacity: 2, membersOnly: false });
    expect((await rsvpRows(event.id)).every((r) => r.status === 'going')).toBe(true);
    expect((await outboxFor(canonical(waiting))).map((m) => m.kind).sort()).toEqual(['rsvp_promoted', 'rsvp_waiting']);
  });
});

describe('who may sign up', () => {
  it('one RSVP per person: a second one is 409 and says how to cancel; after cancelling they may come back', async () => {
    const event = await makeEvent({});
    const phone = guestPhone();
    const first = await rsvp(event.slug, { name: 'Faith Makena', phoneNumber: phone });
    // The same phone written another way is the same person.
    const again = await rsvp(event.slug, { name: 'Faith M', phoneNumber: `+${canonical(phone)}` });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: 'already_on_list', message: messages.rsvp.alreadyOnList } });
    await cancel((first.json() as { rsvp: { token: string } }).rsvp.token);
    expect((await rsvp(event.slug, { name: 'Faith Makena', phoneNumber: phone })).statusCode).toBe(201);
  });

  it('422 with the reason: RSVP off, the event begun, the deadline passed, members only', async () => {
    const off = await makeEvent({ enabled: false });
    const closed = await rsvp(off.slug, { name: 'Gift Kendi', phoneNumber: guestPhone() });
    expect(closed.statusCode).toBe(422);
    expect(closed.json()).toMatchObject({ error: { code: 'rsvp_closed', reason: 'rsvp_closed', message: messages.rsvp.closed } });

    const started = await makeEvent({}, 0, { startTime: '00:00', endTime: '23:59' });
    expect((await rsvp(started.slug, { name: 'Gift Kendi', phoneNumber: guestPhone() })).json()).toMatchObject({
      error: { code: 'rsvp_closed' },
    });

    const late = await makeEvent({ deadline: new Date(t.clock.now().getTime() - 60_000).toISOString() });
    const deadline = await rsvp(late.slug, { name: 'Gift Kendi', phoneNumber: guestPhone() });
    expect(deadline.statusCode).toBe(422);
    expect(deadline.json()).toMatchObject({ error: { code: 'rsvp_deadline_passed', message: messages.rsvp.deadlinePassed } });

    const membersOnly = await makeEvent({ membersOnly: true });
    const guest = await rsvp(membersOnly.slug, { name: 'Gift Kendi', phoneNumber: guestPhone() });
    expect(guest.statusCode).toBe(422);
    expect(guest.json()).toMatchObject({ error: { code: 'rsvp_members_only', message: messages.rsvp.membersOnly } });

    const member = await makeMember(t.database.db);
    const wrongPhone = await rsvp(membersOnly.slug, { membershipNumber: member.membershipNumber, phoneNumber: guestPhone() });
    expect(wrongPhone.statusCode).toBe(422);
    expect(wrongPhone.json()).toMatchObject({ error: { code: 'rsvp_members_only', message: messages.rsvp.notAMember } });

    const expired = await makeMember(t.database.db, { renewalDate: inDays(-1) });
    const lapsed = await rsvp(membersOnly.slug, { idNumber: expired.idNumber, phoneNumber: expired.phoneNumber });
    expect(lapsed.json()).toMatchObject({ error: { code: 'rsvp_members_only' } });

    expect(await rsvpRows(membersOnly.id)).toHaveLength(0);
    expect(await rsvpRows(off.id)).toHaveLength(0);
  });

  it('a member signs up with the membership number or the ID number and the phone on file, under their own name', async () => {
    const event = await makeEvent({ membersOnly: true });
    const member = await makeMember(t.database.db);
    const byNumber = await rsvp(event.slug, {
      membershipNumber: member.membershipNumber.toLowerCase(),
      phoneNumber: `0${member.phoneNumber.slice(3)}`,
      name: 'Someone Else',
    });
    expect(byNumber.statusCode).toBe(201);
    const [row] = await rsvpRows(event.id);
    expect(row).toMatchObject({ memberId: member.id, name: member.fullName, status: 'going' });
    const other = await makeMember(t.database.db);
    expect((await rsvp(event.slug, { idNumber: other.idNumber, phoneNumber: other.phoneNumber })).statusCode).toBe(201);
  });

  it('bad input is a 400 naming the field, and nothing is stored', async () => {
    const event = await makeEvent({});
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'Hope Kagwiria' }, 'phoneNumber'],
      [{ name: 'Hope Kagwiria', phoneNumber: '12345' }, 'phoneNumber'],
      [{ phoneNumber: guestPhone() }, 'name'],
      [{ name: '   ', phoneNumber: guestPhone() }, 'name'],
      [{ idNumber: '12', phoneNumber: guestPhone() }, 'idNumber'],
      [{ membershipNumber: 'not a number!', phoneNumber: guestPhone() }, 'membershipNumber'],
      [{ name: 'x'.repeat(500), phoneNumber: guestPhone() }, 'name'],
      [{ name: 'Hope Kagwiria', phoneNumber: guestPhone(), language: 'fr' }, 'language'],
      [{ name: 'Hope Kagwiria', phoneNumber: guestPhone(), language: 'sw-KE' }, 'language'],
    ];
    for (const [body, field] of cases) {
      const res = await rsvp(event.slug, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys((res.json() as { error: { fields: Record<string, string> } }).error.fields)).toContain(field);
    }
    expect((await rsvp('no-such-event', { name: 'Hope Kagwiria', phoneNumber: guestPhone() })).statusCode).toBe(404);
    const notJson = await t.app.inject({
      method: 'POST',
      url: `/api/events/${event.slug}/rsvp`,
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=Hope&phoneNumber=0712345678',
    });
    expect(notJson.statusCode).toBe(415);
    expect(await rsvpRows(event.id)).toHaveLength(0);
    // Officials' settings are checked too.
    for (const body of [
      { enabled: true, membersOnly: false, capacity: 0 },
      { enabled: true, membersOnly: false, capacity: 1.5 },
      { enabled: true, membersOnly: false, deadline: 'tomorrow' },
      { enabled: 'yes', membersOnly: false },
    ]) {
      expect((await secretary('PUT', `/api/events/${event.id}/rsvp-settings`, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(
      (
        await secretary('PUT', `/api/events/00000000-0000-0000-0000-000000000000/rsvp-settings`, {
          enabled: true,
          membersOnly: false,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe("the event page's form in the page's language", () => {
  const pageData = async (slug: string, language?: string) => {
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/pages?path=${encodeURIComponent(`/events/${slug}`)}`,
      headers: language ? { 'accept-language': language } : {},
    });
    expect(answer.statusCode).toBe(200);
    return (answer.json() as { data: { rsvp: { html: string } } }).data.rsvp.html;
  };

  it('Kiswahili words, deadline and address for the Kiswahili build; English otherwise', async () => {
    const event = await makeEvent({ capacity: 5, deadline: `${inDays(5)}T09:00:00.000Z` });
    const kiswahili = await pageData(event.slug, 'sw');
    expect(kiswahili).toContain(`action="/sw/events/${event.slug}/rsvp"`);
    expect(kiswahili).toContain('Nitahudhuria');
    expect(kiswahili).toMatch(
      /Jiandikishe kabla ya \d{1,2} (Januari|Februari|Machi|Aprili|Mei|Juni|Julai|Agosti|Septemba|Oktoba|Novemba|Desemba) 20\d\d/,
    );
    expect(kiswahili).not.toMatch(/Sign up by|Phone number|Guests|I&#39;m coming/);
    const english = await pageData(event.slug);
    expect(english).toContain(`action="/events/${event.slug}/rsvp"`);
    expect(english).toContain('Sign up by');
    expect(english).not.toContain('Nitahudhuria');
  });

  it('the Kiswahili form posts to /sw and the person lands on their Kiswahili page', async () => {
    const event = await makeEvent({ capacity: 5 });
    const posted = await t.app.inject({
      method: 'POST',
      url: `/sw/events/${event.slug}/rsvp`,
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ name: 'Faith Makena', phoneNumber: guestPhone() }).toString(),
    });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toMatch(/^\/sw\/rsvp\/[A-Za-z0-9_-]{22}\?new=1$/);
  });

  const postForm = (path: string, fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: path,
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: `10.2.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`,
      payload: new URLSearchParams(fields).toString(),
    });

  it('a guest who signs up on /sw gets their texts in Kiswahili, linking their Kiswahili page; a member keeps their own language', async () => {
    const event = await makeEvent({ capacity: 1 }, 1);
    const first = guestPhone();
    const second = guestPhone();
    // The plain form on the Kiswahili page (no script), then the script's JSON from the same page.
    expect((await postForm(`/sw/events/${event.slug}/rsvp`, { name: 'Faith Makena', phoneNumber: first })).statusCode).toBe(303);
    const waiting = await rsvp(event.slug, { name: 'Grace Kawira', phoneNumber: second, language: 'sw' });
    expect(waiting.statusCode).toBe(201);
    const rows = await rsvpRows(event.id);
    expect(rows.map((r) => r.language)).toEqual(['sw', 'sw']);
    // The first cancels: the second moves up, and the day before both are reminded.
    await cancel(rows.find((r) => r.phoneNumber === canonical(first))!.token);
    // The event is tomorrow: its reminders go from 09:00 today (the clock moved there if it is earlier).
    const nine = nairobiDayStart(nairobiToday(t.clock.now())).getTime() + 9 * 3_600_000;
    if (t.clock.now().getTime() < nine) t.clock.advance(nine - t.clock.now().getTime());
    expect(await runRsvpReminders(t.database.db, t.clock.now())).toEqual({ sent: 1 });
    while ((await t.app.runOutbox()).claimed > 0);
    const textsTo = (phone: string) => sms.messages.filter((m) => m.to === `+${canonical(phone)}`).map((m) => m.message);
    expect(textsTo(first)).toEqual([
      expect.stringMatching(
        /^MYV: utahudhuria Event \d+, \d{1,2} [A-Z][a-z]+ 20\d\d, saa .* ifute: http.*\/sw\/rsvp\/[A-Za-z0-9_-]{22}$/,
      ),
    ]);
    const second_ = textsTo(second);
    expect(second_).toHaveLength(3);
    expect(second_[0]).toContain('orodha ya kusubiri');
    expect(second_[1]).toMatch(/^MYV: nafasi imepatikana, sasa utahudhuria .*\/sw\/rsvp\/[A-Za-z0-9_-]{22}$/);
    expect(second_[2]).toMatch(/^MYV kikumbusho: .*Achia nafasi yako: http.*\/sw\/rsvp\/[A-Za-z0-9_-]{22}$/);
    for (const text of [...textsTo(first), ...second_]) expect(text).not.toMatch(/you're|reminder|Your code|November/);

    // A member signing up from the Kiswahili page reads their own language (English here).
    const member = await makeMember(t.database.db);
    const other = await makeEvent({});
    expect(
      (await rsvp(other.slug, { membershipNumber: member.membershipNumber, phoneNumber: member.phoneNumber, language: 'sw' }))
        .statusCode,
    ).toBe(201);
    const [queued] = (await outboxFor(member.phoneNumber)).filter((m) => m.kind === 'rsvp_going');
    expect(queued!.params).toMatchObject({ language: 'en' });
  });

  it('a refused plain form on /sw says why in Kiswahili (no script needed); the English page in English', async () => {
    const sw = catalogueFor('sw-KE');
    const closed = await makeEvent({ enabled: false });
    const membersOnly = await makeEvent({ membersOnly: true });
    const cases: [string, Record<string, string>, number, string, string][] = [
      [closed.slug, { name: 'Hope Kagwiria', phoneNumber: guestPhone() }, 422, sw.rsvp.closed, messages.rsvp.closed],
      [
        membersOnly.slug,
        { name: 'Hope Kagwiria', phoneNumber: guestPhone() },
        422,
        sw.rsvp.membersOnly,
        messages.rsvp.membersOnly,
      ],
      [membersOnly.slug, { name: 'Hope Kagwiria', phoneNumber: '12345' }, 400, sw.phoneInvalid, messages.phoneInvalid],
    ];
    for (const [slug, fields, status, kiswahili, english] of cases) {
      const onSw = await postForm(`/sw/events/${slug}/rsvp`, fields);
      expect(onSw.statusCode, kiswahili).toBe(status);
      expect(onSw.body, kiswahili).toContain(kiswahili);
      expect(onSw.body, kiswahili).not.toContain(english);
      const onEnglish = await postForm(`/events/${slug}/rsvp`, fields);
      expect(onEnglish.statusCode, english).toBe(status);
      expect(onEnglish.body, english).toContain(english);
    }
    expect(await rsvpRows(closed.id)).toHaveLength(0);
    expect(await rsvpRows(membersOnly.id)).toHaveLength(0);
  });
});

describe('limits', () => {
  it('per phone, per address and per event, each a 429 with its reason', async () => {
    const phone = guestPhone();
    const events = await Promise.all(Array.from({ length: 6 }, () => makeEvent({})));
    const answers = [];
    for (const event of events) answers.push(await rsvp(event.slug, { name: 'Ivy Mukami', phoneNumber: phone }));
    expect(answers.slice(0, 5).map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(answers[5]!.statusCode).toBe(429);
    expect(answers[5]!.json()).toMatchObject({ error: { code: 'rate_limited', reason: 'rsvp_phone' } });
    expect(answers[5]!.headers['retry-after']).toBeDefined();

    const event = await makeEvent({});
    const fromOneAddress = [];
    for (let i = 0; i < 31; i++)
      fromOneAddress.push(await rsvp(event.slug, { name: 'Joy Kanana', phoneNumber: guestPhone() }, '10.9.9.9'));
    expect(fromOneAddress.slice(0, 30).every((a) => a.statusCode === 201)).toBe(true);
    expect(fromOneAddress[30]!.json()).toMatchObject({ error: { reason: 'rsvp_address' } });

    const busy = await makeEvent({});
    const many = [];
    for (let i = 0; i < 121; i++) many.push(await rsvp(busy.slug, { name: 'Kim Muthoni', phoneNumber: guestPhone() }));
    expect(many.filter((a) => a.statusCode === 201)).toHaveLength(120);
    expect(many[120]!.json()).toMatchObject({ error: { reason: 'rsvp_event' } });
  });
});

describe('the day-before reminder', () => {
  it('from 09:00 Nairobi the day before, once per RSVP still going, however often and however many run it', async () => {
    const event = await makeEvent({ capacity: 2 }, 1);
    const later = await makeEvent({}, 2);
    const going = [guestPhone(), guestPhone()];
    const waiting = guestPhone();
    const cancelledPhone = guestPhone();
    for (const p of going) await rsvp(event.slug, { name: 'Lucy Kathure', phoneNumber: p });
    await rsvp(event.slug, { name: 'Mark Kinoti', phoneNumber: waiting });
    const c = (await rsvp(later.slug, { name: 'Nina Gacheri', phoneNumber: cancelledPhone })).json() as {
      rsvp: { token: string };
    };
    await cancel(c.rsvp.token);

    const today = nairobiToday(t.clock.now());
    const at = (hh: number) => new Date(nairobiDayStart(today).getTime() + hh * 3_600_000);
    expect(await runRsvpReminders(t.database.db, at(8))).toEqual({ sent: 0 });
    const runs = await Promise.all([runRsvpReminders(t.database.db, at(9)), runRsvpReminders(t.database.db, at(9))]);
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(2);
    expect(await runRsvpReminders(t.database.db, at(15))).toEqual({ sent: 0 });
    for (const p of going) expect((await outboxFor(canonical(p))).filter((m) => m.kind === 'rsvp_reminder')).toHaveLength(1);
    expect((await outboxFor(canonical(waiting))).some((m) => m.kind === 'rsvp_reminder')).toBe(false);
    expect((await outboxFor(canonical(cancelledPhone))).some((m) => m.kind === 'rsvp_reminder')).toBe(false);
    const rows = await t.database.db
      .select()
      .from(rsvps)
      .where(and(eq(rsvps.eventId, event.id), eq(rsvps.status, 'going')));
    expect(rows.every((r) => r.reminderSentAt !== null)).toBe(true);
  });
});

it('members are untouched by sign-ups (no personal data is written back)', async () => {
  const member = await makeMember(t.database.db);
  const event = await makeEvent({});
  await rsvp(event.slug, { membershipNumber: member.membershipNumber, phoneNumber: member.phoneNumber });
  const [after] = await t.database.db.select().from(members).where(eq(members.id, member.id));
  expect(after!.updatedAt.getTime()).toBe(member.updatedAt.getTime());
});
