/**
 * Officials' chapters: a unique two-letter code used by new membership numbers, archiving (off
 * the public list and registration, members kept) and deleting only an empty chapter. Every
 * write is audited; bad input gets the product's message and changes nothing.
 */
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '../../src/shared/server-messages';
import { auditLog, chapters, members } from '../../src/server/db/schema';
import type { Chapter } from '../../src/shared/schemas/chapters';
import { adminClient, validLeader, validMember } from '../helpers/admin';
import { createPaymentTestApp, payingPhone, registration, stkBody, type PaymentTestApp } from '../helpers/payments';

let t: PaymentTestApp;
let call: Awaited<ReturnType<typeof adminClient>>['call'];
beforeAll(async () => {
  t = await createPaymentTestApp();
  call = (await adminClient(t)).call;
});
afterAll(async () => t?.close());

const chapterCount = async () => (await t.database.db.select({ n: count() }).from(chapters))[0]!.n;
const add = async (body: Record<string, unknown>) => {
  const res = await call('POST', '/api/chapters', body);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { chapter: Chapter }).chapter;
};
const publicNames = async () => ((await t.browser().get('/api/chapters')).body as Chapter[]).map((c) => c.name);
const audited = async (entityId: string, action: string) =>
  (
    await t.database.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, entityId), eq(auditLog.action, action), eq(auditLog.entity, 'chapter')))
  ).length;

describe('chapter codes', () => {
  it('the four chapters keep their codes', async () => {
    const list = (await call('GET', '/api/chapters/all')).json() as Chapter[];
    expect(list.map((c) => c.code)).toEqual(['IG', 'TI', 'IM', 'BU']);
  });

  it('a new chapter whose name suggests a taken code gets a free one; its members are numbered with it', async () => {
    const timau = await add({ name: 'Timau Youth Voice' });
    expect(timau.code).toBe('TM');
    const member = await call('POST', '/api/members', validMember({ chapter: 'Timau Youth Voice' }));
    expect(member.statusCode, member.body).toBe(201);
    expect((member.json() as { member: { membershipNumber: string } }).member.membershipNumber).toMatch(/^MYVTM-/);
  });

  it('refuses a code another chapter holds, whatever its case, and stores nothing', async () => {
    const before = await chapterCount();
    for (const code of ['TI', 'ti', ' Ti ']) {
      const res = await call('POST', '/api/chapters', { name: `Tigania West ${code.trim()} Youth Voice`, code });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatchObject({
        message: serverMessages.duplicateChapterCode,
        fields: { code: serverMessages.duplicateChapterCode },
      });
    }
    expect(await chapterCount()).toBe(before);
  });

  it.each([
    ['T', serverMessages.chapterCodeInvalid],
    ['T1', serverMessages.chapterCodeInvalid],
    ['TIG', serverMessages.chapterCodeInvalid],
    ['Ñu', serverMessages.chapterCodeInvalid],
    [42, serverMessages.chapterCodeInvalid],
    ['ge', serverMessages.chapterCodeReserved],
  ])('code %j → 400 %s, nothing stored', async (code, message) => {
    const before = await chapterCount();
    const res = await call('POST', '/api/chapters', { name: 'Kianjai Youth Voice', code });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
    expect(await chapterCount()).toBe(before);
  });

  it('an official sets and changes the code; renaming keeps it; numbers issued from then on use it', async () => {
    const chapter = await add({ name: 'Kianjai Youth Voice', code: 'kj' });
    expect(chapter.code).toBe('KJ');
    expect(await audited(chapter.id, 'create')).toBe(1);

    const renamed = await call('PUT', `/api/chapters/${chapter.id}`, { name: 'Kianjai Central Youth Voice', leader: '' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().chapter.code).toBe('KJ');

    const recoded = await call('PUT', `/api/chapters/${chapter.id}`, { name: 'Kianjai Central Youth Voice', code: 'kc' });
    expect(recoded.json()).toMatchObject({ chapter: { code: 'KC' }, message: serverMessages.chapterUpdated });
    const leader = await call(
      'POST',
      '/api/leaders',
      validLeader({ chapter: 'Kianjai Central Youth Voice', position: 'Treasurer' }),
    );
    expect((leader.json() as { leader: { leadershipNumber: string } }).leader.leadershipNumber).toMatch(/^LDRKCTR-/);

    const taken = await call('PUT', `/api/chapters/${chapter.id}`, { name: 'Kianjai Central Youth Voice', code: 'ig' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(serverMessages.duplicateChapterCode);
    expect((await call('GET', '/api/chapters/all')).json().find((c: Chapter) => c.id === chapter.id).code).toBe('KC');
  });
});

describe('archiving a chapter', () => {
  it('hides it from the public list and registration, keeps its members, and can be undone', async () => {
    const chapter = await add({ name: 'Kangeta Youth Voice' });
    const member = await call('POST', '/api/members', validMember({ chapter: 'Kangeta Youth Voice' }));
    expect(member.statusCode).toBe(201);

    const archived = await call('POST', `/api/chapters/${chapter.id}/archive`);
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toMatchObject({ chapter: { archived: true, members: 1 }, message: serverMessages.chapterArchived });
    expect(await audited(chapter.id, 'archive')).toBe(1);

    expect(await publicNames()).not.toContain('Kangeta Youth Voice');
    expect((await t.browser().get('/api/registrations/options')).body.chapters).not.toContain('Kangeta Youth Voice');
    const officials = (await call('GET', '/api/chapters/all')).json() as Chapter[];
    expect(officials.find((c) => c.id === chapter.id)).toMatchObject({ archived: true, members: 1 });
    const kept = await t.database.db.select({ id: members.id }).from(members).where(eq(members.chapterId, chapter.id));
    expect(kept).toHaveLength(1);

    // A form loaded before the chapter was archived still names it: refused before any prompt.
    const refused = await t
      .browser()
      .post('/api/mpesa/stkpush', stkBody(payingPhone(), registration({ chapter: 'Kangeta Youth Voice' })));
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      message: serverMessages.chapterClosed,
      fields: { chapter: serverMessages.chapterClosed },
    });

    const restored = await call('POST', `/api/chapters/${chapter.id}/unarchive`);
    expect(restored.json()).toMatchObject({ chapter: { archived: false }, message: serverMessages.chapterRestored });
    expect(await audited(chapter.id, 'unarchive')).toBe(1);
    expect(await publicNames()).toContain('Kangeta Youth Voice');
  });

  it('404 for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await call('POST', `/api/chapters/${id}/archive`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(serverMessages.chapterNotFound);
    }
  });
});

describe('deleting a chapter', () => {
  it('refuses a chapter with members, or with leaders, with the product message', async () => {
    const withMember = await add({ name: 'Maua Youth Voice' });
    await call('POST', '/api/members', validMember({ chapter: 'Maua Youth Voice' }));
    const withLeader = await add({ name: 'Laare Youth Voice' });
    expect((await call('POST', '/api/leaders', validLeader({ chapter: 'Laare Youth Voice' }))).statusCode).toBe(201);

    for (const chapter of [withMember, withLeader]) {
      const res = await call('DELETE', `/api/chapters/${chapter.id}`);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(serverMessages.chapterInUse);
      expect(await audited(chapter.id, 'delete')).toBe(0);
    }
    const names = ((await call('GET', '/api/chapters/all')).json() as Chapter[]).map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['Maua Youth Voice', 'Laare Youth Voice']));
  });

  it('deletes an empty chapter (a test chapter added by mistake), audited; then 404', async () => {
    const mistake = await add({ name: 'Test Youth Voice' });
    const res = await call('DELETE', `/api/chapters/${mistake.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(serverMessages.chapterDeleted);
    expect(await audited(mistake.id, 'delete')).toBe(1);
    expect(await publicNames()).not.toContain('Test Youth Voice');
    expect((await call('DELETE', `/api/chapters/${mistake.id}`)).statusCode).toBe(404);
    // Its code is free again.
    expect((await add({ name: 'Tuuru Youth Voice', code: mistake.code })).code).toBe(mistake.code);
  });
});

describe('the chapter leader', () => {
  it('is the chapter coordinator from the leader records when there is one, else the typed name', async () => {
    const chapter = await add({ name: 'Mikinduri Youth Voice' });
    const leaderOf = async () =>
      ((await call('GET', '/api/chapters/all')).json() as Chapter[]).find((c) => c.id === chapter.id)!.leader;
    expect(await leaderOf()).toBe('TBD');
    const added = await call(
      'POST',
      '/api/leaders',
      validLeader({ fullName: 'Lucy Gatwiri', chapter: 'Mikinduri Youth Voice', position: 'Regional Coordinator' }),
    );
    expect(added.statusCode).toBe(201);
    expect(await leaderOf()).toBe('Lucy Gatwiri');
    // Not shown publicly beyond the name: the public list carries no leader's phone or ID.
    const listed = JSON.stringify((await t.browser().get('/api/chapters')).body);
    expect(listed).not.toContain(validLeader().phoneNumber);
  });
});
