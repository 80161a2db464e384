/**
 * A chapter coordinator sees and edits its own chapter's members and leaders and nothing of the
 * other chapters: every record of another chapter fetched by its direct URL is not found (404,
 * never 403, so its existence is not revealed), lists, searches, exports and counts hold the own
 * chapter only, and a write naming another chapter is refused with nothing stored.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chapters, leaders, members, users } from '../../src/server/db/schema';
import { createSession } from '../../src/server/modules/auth/sessions';
import { SESSION_COOKIE } from '../../src/shared/constants';
import { messages } from '../../src/shared/messages';
import { serverMessages } from '../../src/shared/server-messages';
import { browserHeaders, createTestApp, type TestApp } from '../helpers/app';
import { leaderRow, makeMember, makeUser, sessionCookie } from '../helpers/factories';
import { pngDataUrl, validLeader, validMember } from '../helpers/admin';
import { officialsMessages } from '../../src/shared/officials-messages';

const IMENTI = 'Imenti Youth Voice';
const IGEMBE = 'Igembe Youth Voice';

let t: TestApp;
let chairman: string;
let coordinator: string;
let own: string; // Imenti's id
let other: string; // Igembe's id

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const request = (cookie: string, method: Method, url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers:
      payload === undefined
        ? { cookie, ...(method === 'GET' ? {} : { origin: 'http://localhost:3000' }) }
        : browserHeaders(cookie),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const asCoordinator = (method: Method, url: string, payload?: unknown) => request(coordinator, method, url, payload);
const asChairman = (method: Method, url: string, payload?: unknown) => request(chairman, method, url, payload);

const chapterId = async (name: string) => (await t.database.db.select().from(chapters).where(eq(chapters.name, name)))[0]!.id;
const count = async (table: typeof members | typeof leaders, where?: ReturnType<typeof eq>) =>
  Number(
    (
      await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(table)
        .where(where)
    )[0]!.n,
  );

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  chairman = await sessionCookie(db, 'chairman');
  [own, other] = [await chapterId(IMENTI), await chapterId(IGEMBE)];
  const { user } = await makeUser(db, { role: 'chapter_coordinator', chapterId: own });
  coordinator = `${SESSION_COOKIE}=${(await createSession(db, { userId: user.id, rememberMe: false })).token}`;

  // Members and leaders in both chapters (and in the two others), a photo on each side.
  const photo = await pngDataUrl();
  for (const chapter of [IMENTI, IGEMBE]) {
    const res = await asChairman(
      'POST',
      '/api/members',
      validMember({ chapter, fullName: `Pictured ${chapter}`, profileImage: photo }),
    );
    expect(res.statusCode).toBe(201);
    const leader = await asChairman('POST', '/api/leaders', validLeader({ chapter, profileImage: photo }));
    expect(leader.statusCode).toBe(201);
  }
  for (const row of await db.select().from(chapters)) {
    for (let i = 0; i < 3; i++) await makeMember(db, { chapterId: row.id, fullName: `Kendi ${row.code} ${i}` });
    await db.insert(leaders).values(leaderRow(row));
  }
  // One of Imenti's members due for renewal, one of Igembe's too: the overview's counts by filter.
  for (const id of [own, other])
    await makeMember(db, { chapterId: id, renewalDate: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10) });
});
afterAll(async () => t.close());

describe("another chapter's records by direct URL", () => {
  it('every member of every other chapter: not found to read, edit, or make a card of; deleting is refused', async () => {
    const theirs = await t.database.db.select({ id: members.id }).from(members).where(ne(members.chapterId, own));
    expect(theirs.length).toBeGreaterThanOrEqual(10);
    for (const { id } of theirs) {
      for (const [method, url, body] of [
        ['GET', `/api/members/${id}`],
        ['GET', `/api/members/${id}/card`],
        ['PUT', `/api/members/${id}`, { fullName: 'Taken Over' }],
        ['PUT', '/api/members', { memberId: id, fullName: 'Taken Over' }],
      ] as const) {
        const res = await asCoordinator(method, url, body);
        expect(`${method} ${url}: ${res.statusCode}`).toBe(`${method} ${url}: 404`);
        expect(res.json().error.code).toBe('not_found');
      }
      expect((await asCoordinator('DELETE', `/api/members/${id}`)).statusCode).toBe(403);
    }
    expect(await count(members, eq(members.fullName, 'Taken Over'))).toBe(0);
    expect(await count(members, ne(members.chapterId, own))).toBe(theirs.length);
  });

  it('every leader of every other chapter: the same', async () => {
    const theirs = await t.database.db.select({ id: leaders.id }).from(leaders).where(ne(leaders.chapterId, own));
    expect(theirs.length).toBeGreaterThanOrEqual(4);
    for (const { id } of theirs) {
      for (const [method, url, body] of [
        ['GET', `/api/leaders/${id}`],
        ['GET', `/api/leaders/${id}/card`],
        ['PUT', `/api/leaders/${id}`, { fullName: 'Taken Over' }],
        ['PUT', '/api/leaders', { leaderId: id, fullName: 'Taken Over' }],
      ] as const) {
        const res = await asCoordinator(method, url, body);
        expect(`${method} ${url}: ${res.statusCode}`).toBe(`${method} ${url}: 404`);
      }
      expect((await asCoordinator('DELETE', `/api/leaders/${id}`)).statusCode).toBe(403);
    }
    expect(await count(leaders, eq(leaders.fullName, 'Taken Over'))).toBe(0);
  });

  it("photos: the own chapter's are shown, another chapter's are not found", async () => {
    const photoOf = async (chapter: string) =>
      (await t.database.db.select({ photoId: members.photoId }).from(members).where(eq(members.chapterId, chapter)))
        .map((r) => r.photoId)
        .find(Boolean)!;
    const leaderPhoto = (
      await t.database.db
        .select({ photoId: leaders.photoId })
        .from(leaders)
        .where(and(eq(leaders.chapterId, other), sql`${leaders.photoId} is not null`))
    )[0]!.photoId!;
    expect((await asCoordinator('GET', `/api/photos/${await photoOf(own)}`)).statusCode).toBe(200);
    expect((await asCoordinator('GET', `/api/photos/${await photoOf(other)}`)).statusCode).toBe(404);
    expect((await asCoordinator('GET', `/api/photos/${leaderPhoto}`)).statusCode).toBe(404);
    // The chairman sees them all.
    expect((await asChairman('GET', `/api/photos/${await photoOf(other)}`)).statusCode).toBe(200);
  });

  it("the own chapter's records answer: read, edit, card", async () => {
    const [mine] = await t.database.db.select({ id: members.id }).from(members).where(eq(members.fullName, 'Kendi IM 0'));
    expect((await asCoordinator('GET', `/api/members/${mine!.id}`)).json().chapter).toBe(IMENTI);
    const edit = await asCoordinator('PUT', `/api/members/${mine!.id}`, { fullName: 'Kendi Edited' });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().member.fullName).toBe('Kendi Edited');
    const card = await asCoordinator('GET', `/api/members/${mine!.id}/card`);
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('application/pdf');
  });
});

describe('lists, searches, exports and counts', () => {
  it('the members list holds the own chapter only, its total the own count, whatever the filter', async () => {
    const list = (await asCoordinator('GET', '/api/members?pageSize=100')).json();
    expect(list.items.length).toBeGreaterThan(0);
    expect(new Set(list.items.map((m: { chapter: string }) => m.chapter))).toEqual(new Set([IMENTI]));
    expect(list.total).toBe(await count(members, eq(members.chapterId, own)));
    // Asking for another chapter finds nothing rather than that chapter.
    const filtered = (await asCoordinator('GET', `/api/members?chapterId=${other}`)).json();
    expect(filtered).toMatchObject({ items: [], total: 0 });
    const active = (await asCoordinator('GET', '/api/members?status=active&pageSize=1')).json();
    expect(active.total).toBe(await count(members, and(eq(members.chapterId, own), eq(members.status, 'active'))));
    const due = (await asCoordinator('GET', '/api/members?membershipStatus=due')).json();
    expect(due.total).toBe(1);
  });

  it("searching by another chapter's member, or its name, finds nothing", async () => {
    for (const term of [`Pictured ${IGEMBE}`, 'Igembe', 'Kendi IG']) {
      const found = (await asCoordinator('GET', `/api/members?search=${encodeURIComponent(term)}`)).json();
      expect(`${term}: ${found.total}`).toBe(`${term}: 0`);
      expect((await asCoordinator('GET', `/api/leaders?search=${encodeURIComponent(term)}`)).json().total).toBe(0);
    }
    // A term both chapters match finds the own chapter's record only; the chairman finds both.
    const pictured = (await asCoordinator('GET', '/api/members?search=Pictured')).json();
    expect(pictured.items.map((m: { chapter: string }) => m.chapter)).toEqual([IMENTI]);
    expect((await asChairman('GET', `/api/members?search=${encodeURIComponent(`Pictured ${IGEMBE}`)}`)).json().total).toBe(1);
  });

  it('the leaders list holds the own chapter only', async () => {
    const list = (await asCoordinator('GET', '/api/leaders?pageSize=100')).json();
    expect(new Set(list.items.map((l: { chapter: string }) => l.chapter))).toEqual(new Set([IMENTI]));
    expect(list.total).toBe(await count(leaders, eq(leaders.chapterId, own)));
  });

  it('the exports hold the own chapter only', async () => {
    for (const [path, table] of [
      ['/api/members/export.csv', members],
      ['/api/leaders/export.csv', leaders],
    ] as const) {
      const csv = await asCoordinator('GET', path);
      expect(csv.statusCode).toBe(200);
      const rows = csv.body.trim().split(/\r?\n/).slice(1);
      expect(rows.length).toBe(await count(table, eq(table.chapterId, own)));
      expect(csv.body).toContain(IMENTI);
      expect(csv.body).not.toContain(IGEMBE);
      expect(csv.body).not.toContain('Tigania');
      const filtered = await asCoordinator('GET', `${path}?chapterId=${other}`);
      expect(filtered.body.trim().split(/\r?\n/)).toHaveLength(1); // the header only
    }
  });

  it("the overview's figures and the chapter list are the own chapter's", async () => {
    const stats = (await asCoordinator('GET', '/api/stats')).json();
    expect(stats.totalMembers).toBe(await count(members, eq(members.chapterId, own)));
    expect(stats.totalChapters).toBe(1);
    expect(stats.activeLeaders).toBe(await count(leaders, and(eq(leaders.chapterId, own), eq(leaders.status, 'active'))));
    const all = (await asChairman('GET', '/api/stats')).json();
    expect(all.totalMembers).toBe(await count(members));
    expect(all.totalMembers).toBeGreaterThan(stats.totalMembers);
    const list = (await asCoordinator('GET', '/api/chapters/all')).json();
    expect(list.map((c: { name: string }) => c.name)).toEqual([IMENTI]);
  });
});

describe('writes that name another chapter', () => {
  it('adding a member or leader in another chapter is refused, nothing stored', async () => {
    const before = [await count(members), await count(leaders)];
    for (const [path, body] of [
      ['/api/members', validMember({ chapter: IGEMBE, fullName: 'Elsewhere Added' })],
      ['/api/leaders', validLeader({ chapter: IGEMBE, fullName: 'Elsewhere Added' })],
    ] as const) {
      const res = await asCoordinator('POST', path, body);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toMatchObject({
        code: 'outside_chapter',
        fields: { chapter: officialsMessages.chapterScope.outsideChapter },
      });
    }
    expect([await count(members), await count(leaders)]).toEqual(before);
    // In the own chapter it is added.
    const res = await asCoordinator('POST', '/api/members', validMember({ chapter: IMENTI }));
    expect(res.statusCode).toBe(201);
    expect(res.json().member.chapter).toBe(IMENTI);
  });

  it('moving a member or leader out of the chapter is refused, the record unchanged', async () => {
    const [member] = await t.database.db.select().from(members).where(eq(members.chapterId, own)).limit(1);
    const [leader] = await t.database.db.select().from(leaders).where(eq(leaders.chapterId, own)).limit(1);
    for (const [path, id] of [
      ['/api/members', member!.id],
      ['/api/leaders', leader!.id],
    ] as const) {
      const res = await asCoordinator('PUT', `${path}/${id}`, { chapter: IGEMBE, fullName: 'Moved Away' });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('outside_chapter');
    }
    const [after] = await t.database.db.select().from(members).where(eq(members.id, member!.id));
    expect(after).toMatchObject({ chapterId: own, fullName: member!.fullName });
    const [leaderAfter] = await t.database.db.select().from(leaders).where(eq(leaders.id, leader!.id));
    expect(leaderAfter).toMatchObject({ chapterId: own, fullName: leader!.fullName });
  });

  it('an unknown chapter is still the form error it always was', async () => {
    const res = await asCoordinator('POST', '/api/members', validMember({ chapter: 'Nowhere Youth Voice' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('unknown_chapter');
  });
});

describe("the coordinator's account", () => {
  const official = (overrides: Record<string, unknown>) => ({
    username: `coord${Math.floor(Math.random() * 1e6)}`,
    email: `coord${Math.floor(Math.random() * 1e6)}@example.org`,
    role: 'chapter_coordinator',
    chapter: IMENTI,
    ...overrides,
  });
  const accounts = async () => (await t.database.db.select({ id: users.id }).from(users)).length;

  it.each([
    [{ chapter: undefined }, officialsMessages.chapterScope.chapterRequired],
    [{ chapter: '  ' }, officialsMessages.chapterScope.chapterRequired],
    [{ role: 'secretary' }, officialsMessages.chapterScope.chapterOnlyForCoordinator],
    [{ chapter: 'Nowhere Youth Voice' }, messages.unknownChapter],
  ])('refuses %j with the message on the chapter field, nothing stored', async (override, message) => {
    const before = await accounts();
    const res = await asChairman('POST', '/api/users', official(override));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.chapter).toBe(message);
    expect(await accounts()).toBe(before);
  });

  it('is added by the chairman with its chapter, which the officials list shows', async () => {
    const body = official({});
    const res = await asChairman('POST', '/api/users', body);
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ role: 'chapter_coordinator', chapter: IMENTI });
    const listed = (await asChairman('GET', '/api/users')).json() as { username: string; chapter: string | null }[];
    expect(listed.find((o) => o.username === body.username)?.chapter).toBe(IMENTI);
    expect(listed.filter((o) => o.username !== body.username && o.chapter !== null).every((o) => o.chapter === IMENTI)).toBe(
      true,
    );
  });

  it('keeps its chapter from being deleted', async () => {
    const made = await asChairman('POST', '/api/chapters', { name: 'Buuri East Youth Voice', leader: 'TBD' });
    expect(made.statusCode).toBe(201);
    const created = await asChairman('POST', '/api/users', official({ chapter: 'Buuri East Youth Voice' }));
    expect(created.statusCode).toBe(201);
    const res = await asChairman('DELETE', `/api/chapters/${made.json().chapter.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(serverMessages.chapterInUse);
  });

  it('may not reach what is outside its role: officials, payments, audit, import, chapters', async () => {
    for (const [method, url] of [
      ['GET', '/api/users'],
      ['GET', '/api/payments'],
      ['GET', '/api/audit'],
      ['GET', '/api/outbox'],
      ['GET', '/api/data-requests'],
      ['POST', '/api/chapters'],
    ] as const) {
      const res = await asCoordinator(method, url, method === 'POST' ? {} : undefined);
      expect(`${method} ${url}: ${res.statusCode}`).toBe(`${method} ${url}: 403`);
    }
  });
});
