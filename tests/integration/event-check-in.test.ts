/**
 * Check-in at the door over the API: a card's real QR text, an RSVP code, a typed membership
 * number, an expired member (let in, recorded as expired), "not on the list" for a members-only
 * event, two officials scanning one card at the same moment (one check-in), a scan replayed twice
 * after being offline (one check-in, the first answer again), walk-in guests, the live count, the
 * attendance figures and CSV, and a member's events.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventCheckIns } from '../../src/server/db/schema';
import { nairobiToday } from '../../src/shared/dates';
import { addDays } from '../../src/shared/membership';
import { messages } from '../../src/shared/messages';
import { browserHeaders, createTestApp, type TestApp } from '../helpers/app';
import { makeMember, sessionCookie } from '../helpers/factories';
import { contentClient, validEvent, type Caller } from '../helpers/content';

let t: TestApp;
let secretary: Caller;
let chairman: Caller;
let counter = 0;

beforeAll(async () => {
  t = await createTestApp();
  secretary = await contentClient(t, 'secretary');
  chairman = await contentClient(t, 'chairman');
});
afterAll(async () => t?.close());

async function makeEvent(settings: Record<string, unknown> = { enabled: true, membersOnly: false }) {
  const date = addDays(nairobiToday(t.clock.now()), 3);
  const created = await secretary('POST', '/api/content/events', validEvent({ title: `Door ${++counter}`, date }));
  const { event } = created.json() as { event: { id: string; slug: string } };
  expect((await secretary('PUT', `/api/events/${event.id}/rsvp-settings`, settings)).statusCode).toBe(200);
  return event;
}

/** What the card's QR code holds: PUBLIC_URL/verify/<number>?t=<token>, as the card PDF prints it. */
const cardQr = async (number: string) => `${t.config.publicUrl}/verify/${number}?t=${await t.app.cards.verifyToken(number)}`;

const scan = (who: Caller, eventId: string, body: Record<string, unknown>) =>
  who('POST', `/api/events/${eventId}/check-in`, body);
const rowsOf = (eventId: string) => t.database.db.select().from(eventCheckIns).where(eq(eventCheckIns.eventId, eventId));

const rsvpFor = async (slug: string, body: Record<string, unknown>) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/events/${slug}/rsvp`,
    headers: browserHeaders(),
    remoteAddress: `10.2.0.${++counter % 250}`,
    payload: body,
  });
  expect(res.statusCode).toBe(201);
  return (res.json() as { rsvp: { code: string } }).rsvp;
};

describe('scanning', () => {
  it("a card's QR code admits its member: green with the name, number and chapter", async () => {
    const event = await makeEvent();
    const member = await makeMember(t.database.db, { fullName: 'Kawira Mwende' });
    const res = await scan(secretary, event.id, { qr: await cardQr(member.membershipNumber) });
    expect(res.statusCode).toBe(200);
    const answer = res.json() as {
      result: string;
      person: { name: string; membershipNumber: string; chapter: string };
      checkedInAt: string;
    };
    expect(answer.result).toBe('admitted');
    expect(answer.person).toMatchObject({ name: 'Kawira Mwende', membershipNumber: member.membershipNumber });
    expect(answer.person.chapter).toMatch(/Youth Voice/);
    expect(Date.parse(answer.checkedInAt)).not.toBeNaN();

    // Scanned again: already in, at the first time.
    const again = (await scan(secretary, event.id, { qr: await cardQr(member.membershipNumber) })).json() as {
      result: string;
      checkedInAt: string;
    };
    expect(again).toMatchObject({ result: 'already', checkedInAt: answer.checkedInAt });
    expect(await rowsOf(event.id)).toHaveLength(1);
  });

  it('a QR code that is no card of ours, or a forged token, names nobody', async () => {
    const event = await makeEvent();
    const member = await makeMember(t.database.db);
    const forged = `${t.config.publicUrl}/verify/${member.membershipNumber}?t=${'A'.repeat(22)}`;
    for (const qr of [forged, 'https://example.org/whatever', 'WIFI:S:hall;P:secret;;']) {
      const res = await scan(secretary, event.id, { qr });
      expect(res.statusCode, qr).toBe(404);
      expect(res.json()).toMatchObject({ error: { message: messages.rsvp.checkIn.unknownCard } });
    }
    expect((await scan(secretary, event.id, { code: 'ZZZZZZ' })).statusCode).toBe(404);
    expect((await scan(secretary, event.id, { membershipNumber: 'MYVIG-0101-1' })).statusCode).toBe(404);
    expect(await rowsOf(event.id)).toHaveLength(0);
  });

  it('an expired member is let in and recorded as expired, with the date it ran out', async () => {
    const event = await makeEvent();
    const renewalDate = addDays(nairobiToday(t.clock.now()), -20);
    const member = await makeMember(t.database.db, { renewalDate });
    const res = (await scan(secretary, event.id, { membershipNumber: member.membershipNumber })).json() as {
      result: string;
      person: { renewalDate: string };
    };
    expect(res).toMatchObject({ result: 'expired', person: { renewalDate } });
    expect((await rowsOf(event.id))[0]).toMatchObject({ result: 'expired', memberId: member.id });
  });

  it('members only: a member without an RSVP is "not on the list" (nothing recorded) until an official admits anyway', async () => {
    const event = await makeEvent({ enabled: true, membersOnly: true });
    const withRsvp = await makeMember(t.database.db);
    const { code } = await rsvpFor(event.slug, {
      membershipNumber: withRsvp.membershipNumber,
      phoneNumber: withRsvp.phoneNumber,
    });
    const walkIn = await makeMember(t.database.db);

    const byCode = (await scan(secretary, event.id, { qr: code })).json() as { result: string; person: { name: string } };
    expect(byCode).toMatchObject({ result: 'admitted', person: { name: withRsvp.fullName } });
    // The same person by their card afterwards: already in (one person, whichever way they are scanned).
    expect((await scan(secretary, event.id, { qr: await cardQr(withRsvp.membershipNumber) })).json()).toMatchObject({
      result: 'already',
    });

    const refused = (await scan(secretary, event.id, { membershipNumber: walkIn.membershipNumber })).json() as {
      result: string;
      checkedInAt: unknown;
    };
    expect(refused).toMatchObject({ result: 'not_on_list', checkedInAt: null });
    expect(await rowsOf(event.id)).toHaveLength(1);
    const admitted = (await scan(secretary, event.id, { membershipNumber: walkIn.membershipNumber, admitAnyway: true })).json();
    expect(admitted).toMatchObject({ result: 'not_on_list', checkedInAt: expect.any(String) });
    expect(await rowsOf(event.id)).toHaveLength(2);
    expect((await scan(secretary, event.id, { membershipNumber: walkIn.membershipNumber })).json()).toMatchObject({
      result: 'already',
    });
  });

  it('walk-ins: a member without an RSVP goes straight in; a guest by name and phone; a guest RSVP by code', async () => {
    const event = await makeEvent();
    const member = await makeMember(t.database.db);
    expect((await scan(secretary, event.id, { membershipNumber: member.membershipNumber })).json()).toMatchObject({
      result: 'admitted',
    });
    const guest = (await scan(secretary, event.id, { guest: { name: 'Baraka Mutuma', phoneNumber: '0799000111' } })).json();
    expect(guest).toMatchObject({ result: 'admitted', person: { name: 'Baraka Mutuma', membershipNumber: null } });
    expect(
      (await scan(secretary, event.id, { guest: { name: 'Baraka M.', phoneNumber: '+254799000111' } })).json(),
    ).toMatchObject({
      result: 'already',
    });
    const { code } = await rsvpFor(event.slug, { name: 'Zawadi Nkirote', phoneNumber: '0799000222' });
    expect((await scan(secretary, event.id, { code: code.toLowerCase() })).json()).toMatchObject({
      result: 'admitted',
      person: { name: 'Zawadi Nkirote' },
    });
    const count = (await secretary('GET', `/api/events/${event.id}/check-in`)).json();
    expect(count).toEqual({ checkedIn: 3, members: 1, guests: 2, going: 1 });
  });

  it('bad input is a 400 and records nothing', async () => {
    const event = await makeEvent();
    for (const body of [{}, { code: 'abc' }, { guest: { name: 'No Phone' } }, { scanId: 'x', code: 'ACDEFG' }, { qr: '' }]) {
      expect((await scan(secretary, event.id, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await scan(secretary, '00000000-0000-0000-0000-000000000000', { code: 'ACDEFG' })).statusCode).toBe(404);
    expect((await scan(secretary, 'not-an-id', { code: 'ACDEFG' })).statusCode).toBe(404);
    expect(await rowsOf(event.id)).toHaveLength(0);
  });
});

describe('several screens at once', () => {
  it('two officials scan the same card at the same moment: one check-in, the other screen says already', async () => {
    const event = await makeEvent();
    const member = await makeMember(t.database.db);
    const qr = await cardQr(member.membershipNumber);
    const answers = await Promise.all([
      scan(secretary, event.id, { qr, scanId: 'phone-a-000001' }),
      scan(chairman, event.id, { qr, scanId: 'phone-b-000001' }),
    ]);
    const results = answers.map((a) => (a.json() as { result: string }).result).sort();
    expect(results).toEqual(['admitted', 'already']);
    expect(await rowsOf(event.id)).toHaveLength(1);
  });

  it('a screen back online replays its queue twice (also at once): one check-in, the first answer each time', async () => {
    const event = await makeEvent();
    const member = await makeMember(t.database.db);
    const body = { membershipNumber: member.membershipNumber, scanId: 'offline-scan-0001' };
    const first = (await scan(secretary, event.id, body)).json();
    expect(first).toMatchObject({ result: 'admitted' });
    const replays = await Promise.all([scan(secretary, event.id, body), scan(secretary, event.id, body)]);
    for (const replay of replays) expect(replay.json()).toEqual(first);

    const guestScan = { guest: { name: 'Tumaini Kaari', phoneNumber: '0799000333' }, scanId: 'offline-scan-0002' };
    const both = await Promise.all([scan(secretary, event.id, guestScan), scan(secretary, event.id, guestScan)]);
    expect(both.map((b) => (b.json() as { result: string }).result)).toEqual(['admitted', 'admitted']);
    expect(await rowsOf(event.id)).toHaveLength(2);
  });
});

describe('attendance', () => {
  it('figures, by chapter, the CSV, and the events on a member record', async () => {
    const event = await makeEvent({ enabled: true, membersOnly: false, capacity: 3 });
    const came = await makeMember(t.database.db, { fullName: '=HYPERLINK("x") Mwiti' });
    const stayedAway = await makeMember(t.database.db);
    await rsvpFor(event.slug, { membershipNumber: came.membershipNumber, phoneNumber: came.phoneNumber });
    await rsvpFor(event.slug, { membershipNumber: stayedAway.membershipNumber, phoneNumber: stayedAway.phoneNumber });
    const guest = await rsvpFor(event.slug, { name: 'Wanja Guest', phoneNumber: '0799000444' });
    await rsvpFor(event.slug, { name: 'Late Guest', phoneNumber: '0799000555' }); // waiting
    await scan(secretary, event.id, { qr: await cardQr(came.membershipNumber) });
    await scan(secretary, event.id, { code: guest.code });
    await scan(secretary, event.id, { guest: { name: 'Door Guest', phoneNumber: '0799000666' } });

    const figures = (await secretary('GET', `/api/events/${event.id}/attendance`)).json() as {
      byChapter: { chapter: string; attended: number }[];
    };
    expect(figures).toMatchObject({ going: 3, waiting: 1, attended: 3, members: 1, guests: 2, noShows: 1 });
    expect(figures.byChapter).toContainEqual({ chapter: 'No chapter', attended: 2 });
    expect(figures.byChapter.reduce((n, c) => n + c.attended, 0)).toBe(3);

    const csv = await secretary('GET', `/api/events/${event.id}/attendance.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toContain('Name');
    expect(lines).toHaveLength(1 + 4 + 1); // four RSVPs, one walk-in
    expect(csv.body).toContain(`"'=HYPERLINK(""x"") Mwiti"`);
    expect(csv.body).toContain('Door Guest');
    expect(csv.body).not.toContain('0799000444');

    const record = (await chairman('GET', `/api/members/${came.id}/events`)).json() as {
      events: { slug: string; result: string }[];
    };
    expect(record.events).toEqual([expect.objectContaining({ slug: event.slug, result: 'admitted' })]);
    expect(((await chairman('GET', `/api/members/${stayedAway.id}/events`)).json() as { events: unknown[] }).events).toEqual([]);

    // The names stay with officials: the public sees neither the list nor the figures.
    const anonymous = await contentClient(t, null);
    expect((await anonymous('GET', `/api/events/${event.id}/attendance`)).statusCode).toBe(401);
    expect((await anonymous('GET', `/api/events/${event.id}/rsvps`)).statusCode).toBe(401);
    const search = (await secretary('GET', `/api/events/${event.id}/rsvps?q=wanja`)).json() as {
      rsvps: { name: string; checkedIn: boolean }[];
    };
    expect(search.rsvps).toEqual([expect.objectContaining({ name: 'Wanja Guest', checkedIn: true })]);
  });
});

it('a treasurer may not check people in', async () => {
  const event = await makeEvent();
  const cookie = await sessionCookie(t.database.db, 'treasurer');
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/events/${event.id}/check-in`,
    headers: browserHeaders(cookie),
    payload: { code: 'ACDEFG' },
  });
  expect(res.statusCode).toBe(403);
});
