/**
 * The campaign audience "everyone who RSVPed to event X" (docs/campaigns.md, "The audience"): the
 * members with an RSVP not cancelled (going or waiting), made with their membership number or with
 * the phone on file; combined with the other filters; guests who are not members counted in the
 * preview and never sent to; the events the form lists; an unknown event refused, storing nothing.
 */
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, members, outbox } from '../../src/server/db/schema';
import { officialsMessages } from '../../src/shared/officials-messages';
import { addDays } from '../../src/shared/membership';
import { nairobiToday } from '../../src/shared/dates';
import { createTestApp, type TestApp } from '../helpers/app';
import { makeChapter, memberRow } from '../helpers/factories';
import { contentClient, validEvent, type Caller } from '../helpers/content';
import { startTestSmsSimulator } from '../helpers/sms';

let t: TestApp;
let sms: Awaited<ReturnType<typeof startTestSmsSimulator>>;
let secretary: Caller;
let ip = 0;

beforeAll(async () => {
  sms = await startTestSmsSimulator();
  t = await createTestApp({ env: sms.env });
  secretary = await contentClient(t, 'secretary');
});
afterAll(async () => {
  await t?.close();
  await sms?.close();
});

const db = () => t.database.db;
const consented = { smsConsent: true, smsConsentAt: new Date(), smsConsentVersion: 'sms-1' };
const local = (canonical: string) => `0${canonical.slice(3)}`;
let guestSeq = 0;
const guestPhone = () => `0711${String(100_000 + ++guestSeq * 7).padStart(6, '0')}`;

async function makeEvent(title: string) {
  const created = await secretary(
    'POST',
    '/api/content/events',
    validEvent({ title, date: addDays(nairobiToday(t.clock.now()), 12) }),
  );
  expect(created.statusCode).toBe(201);
  const { event } = created.json() as { event: { id: string; slug: string } };
  const put = await secretary('PUT', `/api/events/${event.id}/rsvp-settings`, { enabled: true, membersOnly: false });
  expect(put.statusCode).toBe(200);
  return event;
}

/** A sign-up over the public API, from an address of its own. */
async function rsvp(slug: string, body: Record<string, unknown>) {
  ip++;
  const answer = await t.app.inject({
    method: 'POST',
    url: `/api/events/${slug}/rsvp`,
    headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
    remoteAddress: `10.9.${Math.floor(ip / 250)}.${ip % 250}`,
    payload: body,
  });
  expect(answer.statusCode).toBe(201);
  return (answer.json() as { rsvp: { token: string } }).rsvp;
}

describe('audience: everyone who RSVPed to an event', () => {
  it('reaches the members who RSVPed, combines with other filters, counts guests, and queues only them', async () => {
    const chapter = await makeChapter(db());
    const rows = await db()
      .insert(members)
      .values([
        memberRow(chapter, { ...consented, gender: 'female' }), // 0: RSVP with membership number
        memberRow(chapter, { ...consented, gender: 'male' }), // 1: RSVP with membership number
        memberRow(chapter, { ...consented, gender: 'female' }), // 2: no RSVP
        memberRow(chapter, { gender: 'female' }), // 3: RSVP, never agreed to promotions
        memberRow(chapter, { ...consented, gender: 'male' }), // 4: RSVP as a "guest" with the phone on file
        memberRow(chapter, { ...consented, gender: 'female' }), // 5: RSVP cancelled
      ])
      .returning();
    const m = rows;
    const event = await makeEvent('Imenti tree planting');
    const other = await makeEvent('Career day');
    for (const i of [0, 1, 3])
      await rsvp(event.slug, { membershipNumber: m[i]!.membershipNumber, phoneNumber: local(m[i]!.phoneNumber) });
    await rsvp(event.slug, { name: 'Mutuma Guest', phoneNumber: local(m[4]!.phoneNumber) });
    const cancelled = await rsvp(event.slug, { membershipNumber: m[5]!.membershipNumber, phoneNumber: local(m[5]!.phoneNumber) });
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/rsvp/${cancelled.token}/cancel`,
      headers: { origin: 'http://localhost:3000' },
    });
    expect(cancel.statusCode).toBe(200);
    // Two guests who are nobody's member, and member 2 at another event only.
    await rsvp(event.slug, { name: 'Kawira Guest', phoneNumber: guestPhone() });
    await rsvp(event.slug, { name: 'Gitonga Guest', phoneNumber: guestPhone() });
    await rsvp(other.slug, { membershipNumber: m[2]!.membershipNumber, phoneNumber: local(m[2]!.phoneNumber) });

    const preview = async (audience: Record<string, unknown>, kind = 'promotional') => {
      const answer = await secretary('POST', '/api/campaigns/preview', {
        audience: { chapters: [chapter.name], ...audience },
        text: 'Thank you for coming, {firstName}',
        kind,
      });
      expect(answer.statusCode).toBe(200);
      return answer.json() as { recipients: number; excluded: { optedOut: number; notConsented: number }; rsvpGuests: number };
    };

    const promo = await preview({ rsvpEventId: event.id });
    expect(promo.recipients).toBe(3); // 0, 1 and 4
    expect(promo.excluded).toMatchObject({ optedOut: 1, notConsented: 1 }); // 3
    expect(promo.rsvpGuests).toBe(2);
    expect((await preview({ rsvpEventId: event.id }, 'transactional')).recipients).toBe(4);
    // Combined with gender: only the women who RSVPed (0; 3 never agreed).
    expect((await preview({ rsvpEventId: event.id, gender: ['female'] })).recipients).toBe(1);
    // Another event, and no RSVP filter at all.
    expect(await preview({ rsvpEventId: other.id })).toMatchObject({ recipients: 1, rsvpGuests: 0 });
    expect(await preview({})).toMatchObject({ recipients: 5, rsvpGuests: 0 });

    // The form's list of events: both, with their RSVPs not cancelled (guests included).
    const listed = await secretary('GET', '/api/campaigns/events');
    expect(listed.statusCode).toBe(200);
    const events = (listed.json() as { events: { id: string; title: string; rsvps: number }[] }).events;
    expect(events.find((e) => e.id === event.id)).toMatchObject({ title: 'Imenti tree planting', rsvps: 6 });
    expect(events.find((e) => e.id === other.id)).toMatchObject({ rsvps: 1 });

    // Sending queues exactly the three members: no guest, nobody cancelled.
    const created = await secretary('POST', '/api/campaigns', {
      audience: { chapters: [chapter.name], rsvpEventId: event.id },
      text: 'Thank you for coming, {firstName}',
      kind: 'promotional',
      channel: 'sms',
    });
    expect(created.statusCode).toBe(201);
    const { id } = (created.json() as { campaign: { id: string } }).campaign;
    const queued = await db().select({ memberId: outbox.memberId }).from(outbox).where(eq(outbox.campaignId, id));
    expect(queued.map((r) => r.memberId).sort()).toEqual([m[0]!.id, m[1]!.id, m[4]!.id].sort());
    const [stored] = await db().select().from(campaigns).where(eq(campaigns.id, id));
    expect(stored!.audience).toMatchObject({ rsvpEventId: event.id });
  });

  it('an unknown or malformed event is refused with the field named, and nothing is stored', async () => {
    const [before] = await db().select({ n: count() }).from(campaigns);
    for (const rsvpEventId of [randomUUID(), 'not-an-id']) {
      for (const url of ['/api/campaigns/preview', '/api/campaigns']) {
        const answer = await secretary('POST', url, {
          audience: { rsvpEventId },
          text: 'Hello',
          kind: 'transactional',
          reason: 'The venue moved',
        });
        expect(answer.statusCode).toBe(400);
        const body = answer.json() as { error: { message: string; fields?: Record<string, string> } };
        expect(body.error.message).toBe(officialsMessages.campaignsMore.unknownEvent);
        expect(Object.keys(body.error.fields ?? {}).join()).toContain('rsvpEventId');
      }
    }
    const [after] = await db().select({ n: count() }).from(campaigns);
    expect(after!.n).toBe(before!.n);
  });

  it('the events list is for officials who send messages only', async () => {
    const treasurer = await contentClient(t, 'treasurer');
    expect((await treasurer('GET', '/api/campaigns/events')).statusCode).toBe(403);
    const anonymous = await contentClient(t, null);
    expect((await anonymous('GET', '/api/campaigns/events')).statusCode).toBe(401);
  });
});
