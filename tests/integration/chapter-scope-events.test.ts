/**
 * A chapter coordinator at the door and in messages: it checks people in at any event (an event
 * is open to every chapter) but leaves the RSVP settings to publishers and lists no other
 * chapter's names; its campaigns are forced to its own chapter on the server (another chapter
 * named → refused, none named → its own), it reads only its chapter's campaigns, and it decides
 * no approval: its large campaign waits for a chairman, vice-chairman or secretary.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvals, campaigns, chapters, members, outbox, users } from '../../src/server/db/schema';
import { createSession } from '../../src/server/modules/auth/sessions';
import { SESSION_COOKIE } from '../../src/shared/constants';
import { nairobiToday } from '../../src/shared/dates';
import { addDays } from '../../src/shared/membership';
import { browserHeaders, createTestApp, type TestApp } from '../helpers/app';
import { makeMember, makeUser, memberRow } from '../helpers/factories';
import { contentClient, validEvent, type Caller } from '../helpers/content';
import { officialsMessages } from '../../src/shared/officials-messages';

const IMENTI = 'Imenti Youth Voice';
const IGEMBE = 'Igembe Youth Voice';

let t: TestApp;
let chairman: Caller;
let secretary: Caller;
let coordinator: Caller;
let own: string; // Imenti's id
let other: string; // Igembe's id

const chapterId = async (name: string) => (await t.database.db.select().from(chapters).where(eq(chapters.name, name)))[0]!.id;

/** Active members of a chapter with a phone the gateway takes: a transactional SMS campaign's reach. */
const reachable = async (chapter: string) =>
  Number(
    (
      await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(members)
        .where(
          and(eq(members.chapterId, chapter), eq(members.status, 'active'), sql`${members.phoneNumber} ~ '^254[17][0-9]{8}$'`),
        )
    )[0]!.n,
  );

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  chairman = await contentClient(t, 'chairman');
  secretary = await contentClient(t, 'secretary');
  [own, other] = [await chapterId(IMENTI), await chapterId(IGEMBE)];
  const { user } = await makeUser(db, { role: 'chapter_coordinator', chapterId: own });
  const cookie = `${SESSION_COOKIE}=${(await createSession(db, { userId: user.id, rememberMe: false })).token}`;
  coordinator = (method, url, payload) =>
    t.app.inject({
      method,
      url,
      headers:
        payload === undefined
          ? { cookie, ...(method === 'GET' ? {} : { origin: 'http://localhost:3000' }) }
          : browserHeaders(cookie),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  for (const id of [own, other]) for (let i = 0; i < 3; i++) await makeMember(db, { chapterId: id });
  await makeMember(db, { chapterId: own, status: 'inactive' });
});
afterAll(async () => t?.close());

describe('at the door', () => {
  let event: { id: string; slug: string };
  beforeAll(async () => {
    const date = addDays(nairobiToday(t.clock.now()), 2);
    event = (await secretary('POST', '/api/content/events', validEvent({ title: 'Open Day', date, published: true }))).json()
      .event;
    expect(
      (await secretary('PUT', `/api/events/${event.id}/rsvp-settings`, { enabled: true, membersOnly: false })).statusCode,
    ).toBe(200);
  });

  it('the coordinator checks in its own member and another chapter’s, and reads the count', async () => {
    const { db } = t.database;
    const mine = await makeMember(db, { chapterId: own, fullName: 'Kawira Own' });
    const theirs = await makeMember(db, { chapterId: other, fullName: 'Nkirote Other' });
    for (const m of [mine, theirs]) {
      const res = await coordinator('POST', `/api/events/${event.id}/check-in`, { membershipNumber: m.membershipNumber });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ result: 'admitted', person: { membershipNumber: m.membershipNumber } });
    }
    const count = await coordinator('GET', `/api/events/${event.id}/check-in`);
    expect(count.statusCode).toBe(200);
    expect(count.json()).toMatchObject({ checkedIn: 2, members: 2 });

    // The figures are the event's (counts only); the list of names holds its own chapter's only.
    const figures = (await coordinator('GET', `/api/events/${event.id}/attendance`)).json();
    expect(figures).toMatchObject({ attended: 2, members: 2 });
    const csv = await coordinator('GET', `/api/events/${event.id}/attendance.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Kawira Own');
    expect(csv.body).not.toContain('Nkirote Other');
    const full = await chairman('GET', `/api/events/${event.id}/attendance.csv`);
    expect(full.body).toContain('Nkirote Other');
  });

  it('its RSVP name search gives names and codes, never phones', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/events/${event.slug}/rsvp`,
      headers: browserHeaders(),
      remoteAddress: '10.9.0.1',
      payload: { name: 'Guest Mutua', phoneNumber: '0712345678' },
    });
    expect(res.statusCode).toBe(201);
    const found = await coordinator('GET', `/api/events/${event.id}/rsvps?q=Mutua`);
    expect(found.statusCode).toBe(200);
    const { rsvps } = found.json() as { rsvps: Record<string, unknown>[] };
    expect(rsvps.map((r) => r.name)).toEqual(['Guest Mutua']);
    expect(found.body).not.toMatch(/712345678/);
  });

  it('the events it may check in at: published ones, no drafts', async () => {
    const draft = (
      await secretary(
        'POST',
        '/api/content/events',
        validEvent({ title: 'Draft Day', date: addDays(nairobiToday(t.clock.now()), 4), published: false }),
      )
    ).json().event;
    const mine = (await coordinator('GET', '/api/check-in/events')).json().events as { id: string }[];
    expect(mine.map((e) => e.id)).toContain(event.id);
    expect(mine.map((e) => e.id)).not.toContain(draft.id);
    const theirs = (await secretary('GET', '/api/check-in/events')).json().events as { id: string }[];
    expect(theirs.map((e) => e.id)).toContain(draft.id);
  });

  it('cannot read or change the RSVP settings, nor edit the event', async () => {
    const before = (await secretary('GET', `/api/events/${event.id}/rsvp-settings`)).json();
    expect((await coordinator('GET', `/api/events/${event.id}/rsvp-settings`)).statusCode).toBe(403);
    const put = await coordinator('PUT', `/api/events/${event.id}/rsvp-settings`, { enabled: false, membersOnly: true });
    expect(put.statusCode).toBe(403);
    expect(put.json().error.code).toBe('forbidden');
    expect((await secretary('GET', `/api/events/${event.id}/rsvp-settings`)).json()).toEqual(before);
    expect((await coordinator('GET', '/api/content/events')).statusCode).toBe(403);
  });
});

describe('in messages', () => {
  const body = (audience: Record<string, unknown>) => ({
    audience,
    text: 'Habari {firstName}, the chapter meets on Saturday.',
    channel: 'sms',
    kind: 'transactional',
    reason: 'Meeting notice to the chapter',
  });

  it('preview with no chapter reaches its own chapter’s members only; with its own chapter the same', async () => {
    const expected = await reachable(own);
    expect(expected).toBeGreaterThan(0);
    expect(await reachable(other)).toBeGreaterThan(0);
    for (const audience of [{}, { chapters: [IMENTI] }, { chapters: [' imenti youth voice '] }]) {
      const res = await coordinator('POST', '/api/campaigns/preview', body(audience));
      expect(res.statusCode, JSON.stringify(audience)).toBe(200);
      expect(res.json().recipients).toBe(expected);
      expect(res.json().excluded.inactive).toBe(1);
    }
    // The chairman's empty audience is everyone: more than the chapter.
    expect((await chairman('POST', '/api/campaigns/preview', body({}))).json().recipients).toBeGreaterThan(expected);
  });

  it('another chapter named, alone or beside its own: refused, nothing stored', async () => {
    const before = await t.database.db.$count(campaigns);
    for (const chapters of [[IGEMBE], [IMENTI, IGEMBE]]) {
      for (const url of ['/api/campaigns/preview', '/api/campaigns']) {
        const res = await coordinator('POST', url, body({ chapters }));
        expect(res.statusCode, `${url} ${chapters.join()}`).toBe(403);
        expect(res.json().error.message).toBe(officialsMessages.coordinatorReach.otherChapter(IMENTI));
      }
    }
    expect(await t.database.db.$count(campaigns)).toBe(before);
  });

  it('a campaign written with no chapter goes to its own chapter’s members only, and is its chapter’s', async () => {
    const res = await coordinator('POST', '/api/campaigns', body({}));
    expect(res.statusCode).toBe(201);
    const { id, status } = res.json().campaign as { id: string; status: string };
    expect(status).toBe('queued');
    const [row] = await t.database.db.select().from(campaigns).where(eq(campaigns.id, id));
    expect(row!.chapterId).toBe(own);
    const sentTo = await t.database.db
      .select({ chapterId: members.chapterId })
      .from(outbox)
      .innerJoin(members, eq(members.id, outbox.memberId))
      .where(eq(outbox.campaignId, id));
    expect(sentTo.length).toBe(await reachable(own));
    expect(new Set(sentTo.map((r) => r.chapterId))).toEqual(new Set([own]));

    expect((await coordinator('GET', `/api/campaigns/${id}`)).json().campaign.id).toBe(id);
    const cancelled = await coordinator('POST', `/api/campaigns/${id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().unsent).toBe(sentTo.length);
  });

  it("another chapter's campaign, or one to every chapter, is not found to it: read, cancel, list", async () => {
    const theirs = (await chairman('POST', '/api/campaigns', body({ chapters: [IGEMBE] }))).json().campaign.id as string;
    const everyone = (await chairman('POST', '/api/campaigns', body({}))).json().campaign.id as string;
    for (const id of [theirs, everyone]) {
      for (const [method, url] of [
        ['GET', `/api/campaigns/${id}`],
        ['POST', `/api/campaigns/${id}/cancel`],
      ] as const) {
        const res = await coordinator(method, url);
        expect(`${method} ${url}: ${res.statusCode}`).toBe(`${method} ${url}: 404`);
      }
    }
    const listed = (await coordinator('GET', '/api/campaigns')).json().items as { id: string }[];
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.map((c) => c.id)).not.toContain(theirs);
    expect(listed.map((c) => c.id)).not.toContain(everyone);
    const [stillQueued] = await t.database.db.select().from(campaigns).where(eq(campaigns.id, theirs));
    expect(stillQueued!.status).toBe('queued');
    // The chairman's campaign to Imenti alone is Imenti's: the coordinator reads it.
    const ours = (await chairman('POST', '/api/campaigns', body({ chapters: [IMENTI] }))).json().campaign.id as string;
    expect((await coordinator('GET', `/api/campaigns/${ours}`)).statusCode).toBe(200);
  });

  it('over the threshold its campaign waits for an approval it cannot give; the secretary gives it', async () => {
    const { db } = t.database;
    const [chapter] = await db.select().from(chapters).where(eq(chapters.id, own));
    await db.insert(members).values(Array.from({ length: 501 }, () => memberRow(chapter!)));
    const res = await coordinator('POST', '/api/campaigns', body({}));
    expect(res.statusCode).toBe(201);
    const { id, status } = res.json().campaign as { id: string; status: string };
    expect(status).toBe('awaiting_approval');
    const [approval] = await db.select().from(approvals).where(eq(approvals.subjectId, id));

    expect((await coordinator('POST', `/api/campaigns/${id}/approve`)).statusCode).toBe(403);
    expect((await coordinator('POST', `/api/approvals/${approval!.id}/approve`)).statusCode).toBe(403);
    expect((await coordinator('GET', '/api/approvals')).json().items).toEqual([]);
    expect(await db.$count(outbox, eq(outbox.campaignId, id))).toBe(0);

    const approved = await secretary('POST', `/api/campaigns/${id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().campaign.status).toBe('queued');
    expect(await db.$count(outbox, eq(outbox.campaignId, id))).toBe(await reachable(own));
    // Its author is a coordinator: the users table holds it with its chapter.
    const [author] = await db.select().from(users).where(eq(users.chapterId, own));
    expect(author!.role).toBe('chapter_coordinator');
  });
});
