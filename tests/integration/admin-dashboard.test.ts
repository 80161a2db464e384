/** Leaders, chapters, statistics, notifications and contact messages of the dashboard API. */
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { adminTestApp, validLeader } from '../helpers/admin';
import { makeMember } from '../helpers/factories';
import { auditLog, contactMessages, leaders, members, notifications } from '../../src/server/db/schema';
import { serverMessages } from '../../src/shared/server-messages';
import { LEADER_NUMBER_PATTERN } from '../../src/shared/numbers';
import { notify } from '../../src/server/modules/notifications/service';

const admin = adminTestApp();
const { call } = admin;

const auditCount = async (action: string, entityId: string) =>
  (
    await admin.t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)))
  ).length;

describe('leaders', () => {
  it('appoints a leader with a leadership number in the product format, audited', async () => {
    const res = await call('POST', '/api/leaders', validLeader());
    expect(res.statusCode).toBe(201);
    const { leader, message } = res.json();
    expect(message).toBe(serverMessages.leaderAdded);
    expect(leader.leadershipNumber).toMatch(LEADER_NUMBER_PATTERN);
    expect(leader.leadershipNumber.startsWith('LDRIGTR-')).toBe(true);
    const n = Number(leader.leadershipNumber.split('-')[2]);
    expect(n).toBeGreaterThanOrEqual(1);
    expect(n).toBeLessThanOrEqual(100);
    expect(leader).toMatchObject({
      position: 'Treasurer',
      chapter: 'Igembe Youth Voice',
      phoneNumber: '0722000111',
      status: 'active',
    });
    expect(await auditCount('create', leader.id)).toBe(1);
  });

  it('refuses a duplicate ID number', async () => {
    const input = validLeader();
    await call('POST', '/api/leaders', input);
    const res = await call('POST', '/api/leaders', input);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(serverMessages.duplicateLeader);
  });

  it('lists, searches by position and chapter, edits and removes', async () => {
    const created = (
      await call(
        'POST',
        '/api/leaders',
        validLeader({ fullName: 'Nkatha Quinta', position: 'ICT Department', chapter: 'Buuri Youth Voice' }),
      )
    ).json().leader;
    const byPosition = (await call('GET', '/api/leaders?search=ict dep')).json();
    expect(byPosition.items.map((l: { id: string }) => l.id)).toContain(created.id);
    const byChapter = (await call('GET', '/api/leaders?search=buuri')).json();
    expect(byChapter.items.every((l: { chapter: string }) => l.chapter === 'Buuri Youth Voice')).toBe(true);
    const paged = (await call('GET', '/api/leaders?pageSize=1')).json();
    expect(paged.items).toHaveLength(1);
    expect(paged.total).toBeGreaterThan(1);

    const edited = await call('PUT', '/api/leaders', { leaderId: created.id, position: 'Health Department' });
    expect(edited.json()).toMatchObject({
      success: true,
      message: serverMessages.leaderUpdated,
      leader: { position: 'Health Department' },
    });
    expect((await call('PUT', `/api/leaders/${created.id}`, { position: 'Emperor' })).statusCode).toBe(400);
    expect((await call('PUT', '/api/leaders/00000000-0000-4000-8000-000000000000', { fullName: 'x' })).statusCode).toBe(404);

    const removed = await call('DELETE', '/api/leaders', { leaderId: created.id });
    expect(removed.json()).toEqual({ success: true, message: serverMessages.leaderDeleted });
    expect(await admin.t.database.db.select().from(leaders).where(eq(leaders.id, created.id))).toHaveLength(0);
    expect(await auditCount('delete', created.id)).toBe(1);
    expect((await call('DELETE', `/api/leaders/${created.id}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/leaders/whatever')).statusCode).toBe(404);
  });

  it('exports leaders as CSV', async () => {
    await call('POST', '/api/leaders', validLeader({ fullName: '@Mwenda Plus' }));
    const res = await call('GET', '/api/leaders/export.csv?search=mwenda plus');
    expect(res.statusCode).toBe(200);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Leadership No.,Full Name,ID Number,Phone,Email,Position,Chapter,Appointed Date,Status');
    expect(lines[1]).toContain(",'@Mwenda Plus,");
  });
});

describe('chapters', () => {
  it('adds a chapter (leader defaults to TBD), notifies and audits; refuses blanks and duplicates', async () => {
    const res = await call('POST', '/api/chapters', { name: '  Nyambene Youth Voice ', leader: '' });
    expect(res.statusCode).toBe(201);
    const { chapter, message } = res.json();
    expect(message).toBe(serverMessages.chapterAdded);
    expect(chapter).toMatchObject({ name: 'Nyambene Youth Voice', leader: 'TBD', code: 'NY', members: 0 });
    const [note] = await admin.t.database.db.select().from(notifications).where(eq(notifications.entityId, chapter.id));
    expect(note!.message).toBe('New chapter Nyambene Youth Voice added');
    expect(await auditCount('create', chapter.id)).toBe(1);

    const blank = await call('POST', '/api/chapters', { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields.name).toBe(serverMessages.chapterNameRequired);
    const dup = await call('POST', '/api/chapters', { name: 'nyambene youth voice' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.message).toBe(serverMessages.duplicateChapter);
  });

  it('edits a chapter; 404 for unknown', async () => {
    const { chapter } = (await call('POST', '/api/chapters', { name: 'Kianjai Youth Voice' })).json();
    const res = await call('PUT', `/api/chapters/${chapter.id}`, { name: 'Kianjai Youth Voice', leader: 'Kendi Mugambi' });
    expect(res.statusCode).toBe(200);
    expect(res.json().chapter.leader).toBe('Kendi Mugambi');
    expect(await auditCount('update', chapter.id)).toBe(1);
    expect((await call('PUT', '/api/chapters/00000000-0000-4000-8000-000000000000', { name: 'X' })).statusCode).toBe(404);
    expect((await call('PUT', `/api/chapters/${chapter.id}`, { name: '' })).statusCode).toBe(400);
  });

  it('writing chapters is admin only, reading stays public', async () => {
    expect(
      (
        await admin.t.app.inject({
          method: 'POST',
          url: '/api/chapters',
          headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
          payload: { name: 'X' },
        })
      ).statusCode,
    ).toBe(401);
    expect((await admin.t.app.inject({ method: 'GET', url: '/api/chapters' })).statusCode).toBe(200);
  });
});

describe('statistics and member counts', () => {
  it('counts members, new registrations, active members, chapters and led chapters; counters follow inserts, edits and deletes', async () => {
    const before = (await call('GET', '/api/stats')).json();
    const chaptersBefore = (await call('GET', '/api/chapters')).json() as { name: string; members: number; id: string }[];
    const imenti = chaptersBefore.find((c) => c.name === 'Imenti Youth Voice')!;

    await makeMember(admin.t.database.db, { chapterId: imenti.id });
    // Never paid, so deleting it below is immediate (a member who has paid waits for a second official).
    const old = await makeMember(admin.t.database.db, {
      chapterId: imenti.id,
      joinDate: '2020-01-01',
      status: 'inactive',
      paymentStatus: 'unpaid',
    });

    const after = (await call('GET', '/api/stats')).json();
    expect(after.totalMembers).toBe(before.totalMembers + 2);
    expect(after.activeMembers).toBe(before.activeMembers + 1);
    expect(after.newRegistrations).toBe(before.newRegistrations + 1);
    const imentiAfter = ((await call('GET', '/api/chapters')).json() as typeof chaptersBefore).find((c) => c.id === imenti.id)!;
    expect(imentiAfter.members).toBe(imenti.members + 2);

    // Moving a member and activating it moves the counts with it.
    const tigania = chaptersBefore.find((c) => c.name === 'Tigania Youth Voice')!;
    await call('PUT', `/api/members/${old.id}`, { chapter: 'Tigania Youth Voice', status: 'active' });
    const moved = (await call('GET', '/api/chapters')).json() as typeof chaptersBefore;
    expect(moved.find((c) => c.id === imenti.id)!.members).toBe(imenti.members + 1);
    expect(moved.find((c) => c.id === tigania.id)!.members).toBe(tigania.members + 1);
    expect((await call('GET', '/api/stats')).json().activeMembers).toBe(before.activeMembers + 2);

    await call('DELETE', `/api/members/${old.id}`);
    const end = (await call('GET', '/api/stats')).json();
    expect(end.totalMembers).toBe(before.totalMembers + 1);
    // The counters agree with a real count.
    const real = await admin.t.database.db.select().from(members);
    expect(end.totalMembers).toBe(real.length);
    expect(end.activeMembers).toBe(real.filter((m) => m.status === 'active').length);

    const { chapter } = (await call('POST', '/api/chapters', { name: 'Led Youth Voice', leader: 'Someone' })).json();
    const led = (await call('GET', '/api/stats')).json();
    expect(led.totalChapters).toBe(end.totalChapters + 1);
    expect(led.chaptersWithLeader).toBe(end.chaptersWithLeader + 1);
    // A chapter's leader field is not a leader record: the Leadership Team does not move.
    expect(led.totalLeaders).toBe(end.totalLeaders);
    expect(chapter.leader).toBe('Someone');
  });

  it('the Leadership Team counts the active leader records, not the chapters with a named leader', async () => {
    const before = (await call('GET', '/api/stats')).json();
    const added = [];
    for (const status of ['active', 'active', 'inactive'])
      added.push((await call('POST', '/api/leaders', validLeader({ status }))).json().leader);
    const after = (await call('GET', '/api/stats')).json();
    expect(after.totalLeaders).toBe(before.totalLeaders + 2);
    expect(after.activeLeaders).toBe(after.totalLeaders);
    expect(after.chaptersWithLeader).toBe(before.chaptersWithLeader);
    const real = await admin.t.database.db.select().from(leaders).where(eq(leaders.status, 'active'));
    expect(after.totalLeaders).toBe(real.length);

    // Setting a leader Inactive takes them off the team.
    await call('PUT', `/api/leaders/${added[0].id}`, { status: 'inactive' });
    expect((await call('GET', '/api/stats')).json().totalLeaders).toBe(before.totalLeaders + 1);
  });
});

describe('notifications', () => {
  it('lists the newest with the unread count and marks all as read (audited)', async () => {
    await notify(admin.t.database.db, { kind: 'member_registered', message: 'New member Kendi registered and paid' });
    const list = (await call('GET', '/api/notifications')).json();
    expect(list.unread).toBeGreaterThanOrEqual(1);
    expect(list.items[0]).toMatchObject({ message: expect.any(String), read: false });
    const res = await call('POST', '/api/notifications/read-all');
    expect(res.statusCode).toBe(200);
    expect(res.json().updated).toBe(list.unread);
    const again = (await call('GET', '/api/notifications')).json();
    expect(again.unread).toBe(0);
    expect(again.items.every((n: { read: boolean }) => n.read)).toBe(true);
    const rows = await admin.t.database.db.select().from(auditLog).where(eq(auditLog.action, 'read_all'));
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect((await admin.t.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });
});

describe('contact messages', () => {
  it('lists messages newest first and marks one read; 404 for unknown', async () => {
    const [row] = await admin.t.database.db
      .insert(contactMessages)
      .values({ name: 'Karimi', email: 'karimi@example.org', subject: 'Volunteering', message: 'How can I help?' })
      .returning();
    const list = (await call('GET', '/api/contact-messages?pageSize=10')).json();
    expect(list.items[0]).toMatchObject({ id: row!.id, subject: 'Volunteering', read: false });
    expect(list.unread).toBe(1);
    const read = await call('POST', `/api/contact-messages/${row!.id}/read`);
    expect(read.json().read).toBe(true);
    expect((await call('GET', '/api/contact-messages')).json().unread).toBe(0);
    expect(await auditCount('read', row!.id)).toBe(1);
    expect((await call('POST', '/api/contact-messages/00000000-0000-4000-8000-000000000000/read')).statusCode).toBe(404);
    expect((await call('GET', '/api/contact-messages?page=-1')).statusCode).toBe(400);
  });
});

describe('photos', () => {
  it('answers 404 for unknown photos', async () => {
    expect((await call('GET', '/api/photos/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await call('GET', '/api/photos/zzz')).statusCode).toBe(404);
  });
});
