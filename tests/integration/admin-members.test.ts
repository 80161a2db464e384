import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { adminClient, adminTestApp, pngDataUrl, validMember } from '../helpers/admin';
import { makeMember, sessionCookie } from '../helpers/factories';
import { auditLog, chapters, members, photos } from '../../src/server/db/schema';
import { messages } from '../../src/shared/messages';
import { serverMessages } from '../../src/shared/server-messages';
import { MEMBER_NUMBER_PATTERN } from '../../src/shared/numbers';

const admin = adminTestApp();
const { call } = admin;

const auditRows = (action: string, entityId: string) =>
  admin.t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));

describe('POST /api/members', () => {
  it('adds a member with a membership number, canonical phone, lower-cased e-mail and an audit row', async () => {
    const res = await call('POST', '/api/members', validMember({ createdAt: '2020-01-01', phoneNumber: '0712345678' }));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe(serverMessages.memberAdded);
    expect(body.member).toMatchObject({
      fullName: 'Wanjiru Kendi',
      phoneNumber: '0712345678',
      email: 'wanjiru@example.org',
      chapter: 'Imenti Youth Voice',
      status: 'active',
      paymentMethod: 'admin',
    });
    expect(body.member.membershipNumber).toMatch(MEMBER_NUMBER_PATTERN);
    expect(body.member.membershipNumber.startsWith('MYVIM-')).toBe(true);
    const [row] = await admin.t.database.db.select().from(members).where(eq(members.id, body.id));
    expect(row!.phoneNumber).toBe('254712345678');
    expect(await auditRows('create', body.id)).toHaveLength(1);
  });

  it('refuses an unknown chapter', async () => {
    const res = await call('POST', '/api/members', validMember({ chapter: 'Nowhere Youth Voice' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.chapter).toBe(messages.unknownChapter);
  });

  it('refuses a duplicate ID number with a clear message', async () => {
    const first = validMember();
    expect((await call('POST', '/api/members', first)).statusCode).toBe(201);
    const res = await call('POST', '/api/members', { ...first, fullName: 'Someone Else' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      message: serverMessages.duplicateMember,
      fields: { idNumber: serverMessages.duplicateMember },
    });
  });

  it('re-encodes an uploaded photo and serves it to admins only', async () => {
    const res = await call('POST', '/api/members', validMember({ profileImage: await pngDataUrl() }));
    expect(res.statusCode).toBe(201);
    const url = res.json().member.profileImage as string;
    expect(url).toMatch(/^\/api\/photos\/[0-9a-f-]{36}$/);
    const photo = await call('GET', url);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.rawPayload.subarray(0, 2).toString('hex')).toBe('ffd8');
    expect((await admin.t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('refuses a photo that is not an image', async () => {
    const fake = `data:image/png;base64,${Buffer.from('<script>alert(1)</script>').toString('base64')}`;
    const res = await call('POST', '/api/members', validMember({ profileImage: fake }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Photo must be an image file');
  });

  it('is admin only', async () => {
    expect((await admin.t.app.inject({ method: 'GET', url: '/api/members' })).statusCode).toBe(401);
    const secretary = await sessionCookie(admin.t.database.db, 'secretary');
    expect((await admin.t.app.inject({ method: 'GET', url: '/api/members', headers: { cookie: secretary } })).statusCode).toBe(
      403,
    );
    const vice = await adminClient(admin.t, 'vice_chairman');
    expect((await vice.call('GET', '/api/members')).statusCode).toBe(200);
  });
});

describe('GET /api/members', () => {
  it('pages, searches by name, ID, membership number, phone and chapter, and filters', async () => {
    const [buuri] = await admin.t.database.db.select().from(chapters).where(eq(chapters.name, 'Buuri Youth Voice'));
    const target = await makeMember(admin.t.database.db, {
      fullName: 'Kawira Zebedee Mutwiri',
      phoneNumber: '254798765432',
      chapterId: buuri!.id,
      status: 'inactive',
    });
    for (let i = 0; i < 5; i++) await makeMember(admin.t.database.db);

    const page1 = (await call('GET', '/api/members?page=1&pageSize=2')).json();
    expect(page1.items).toHaveLength(2);
    expect(page1.pageSize).toBe(2);
    const all = (await call('GET', '/api/members?pageSize=200')).json();
    expect(page1.total).toBe(all.total);
    expect(all.items.length).toBe(all.total);
    const page2 = (await call('GET', '/api/members?page=2&pageSize=2')).json();
    expect(page2.items[0].id).not.toBe(page1.items[0].id);

    for (const term of [
      'zebedee',
      'KAWIRA ZEB',
      target.idNumber.slice(2, 7),
      target.membershipNumber,
      target.membershipNumber.slice(0, 8).toLowerCase(),
      '0798765',
      '798765432',
    ]) {
      const found = (await call('GET', `/api/members?search=${encodeURIComponent(term)}`)).json();
      expect(
        found.items.map((m: { id: string }) => m.id),
        term,
      ).toContain(target.id);
      if (term !== '0798765') expect(found.total).toBeGreaterThanOrEqual(1);
    }
    const byChapter = (await call('GET', '/api/members?search=buuri')).json();
    expect(byChapter.items.every((m: { chapter: string }) => m.chapter === 'Buuri Youth Voice')).toBe(true);
    expect(byChapter.items.map((m: { id: string }) => m.id)).toContain(target.id);

    const inactive = (await call('GET', `/api/members?status=inactive&chapterId=${buuri!.id}`)).json();
    expect(inactive.items.map((m: { id: string }) => m.id)).toEqual([target.id]);
    expect(inactive.total).toBe(1);

    const none = (await call('GET', '/api/members?search=%25_no_such_person')).json();
    expect(none).toMatchObject({ items: [], total: 0 });
  });

  it.each([
    ['page=0', messages.pageInvalid],
    ['page=abc', messages.pageInvalid],
    ['pageSize=201', messages.pageSizeInvalid],
    ['status=gone', messages.statusFilterInvalid],
    ['chapterId=x', serverMessages.chapterFilterInvalid],
    [`search=${'a'.repeat(101)}`, serverMessages.searchTooLong],
  ])('refuses ?%s', async (q, message) => {
    const res = await call('GET', `/api/members?${q}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });

  it('GET /api/members/:id answers 404 for unknown and malformed ids', async () => {
    expect((await call('GET', '/api/members/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const res = await call('GET', '/api/members/not-a-uuid');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(messages.memberNotFound);
  });
});

describe('PUT /api/members', () => {
  it('updates changed fields by memberId in the body and by path, audited', async () => {
    const created = (await call('POST', '/api/members', validMember())).json().member;
    const res = await call('PUT', '/api/members', {
      memberId: created.id,
      fullName: 'Wanjiru K. Mwiti',
      chapter: 'Tigania Youth Voice',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: serverMessages.memberUpdated,
      member: { fullName: 'Wanjiru K. Mwiti', chapter: 'Tigania Youth Voice', membershipNumber: created.membershipNumber },
    });
    const byPath = await call('PUT', `/api/members/${created.id}`, { status: 'inactive' });
    expect(byPath.json().member.status).toBe('inactive');
    expect(await auditRows('update', created.id)).toHaveLength(2);
  });

  it('replaces and removes the photo, deleting the old one', async () => {
    const created = (await call('POST', '/api/members', validMember({ profileImage: await pngDataUrl() }))).json().member;
    const oldId = created.profileImage.split('/').pop();
    const replaced = (await call('PUT', `/api/members/${created.id}`, { profileImage: await pngDataUrl(60, 60) })).json().member;
    expect(replaced.profileImage).not.toBe(created.profileImage);
    expect(await admin.t.database.db.select().from(photos).where(eq(photos.id, oldId))).toHaveLength(0);
    const removed = (await call('PUT', `/api/members/${created.id}`, { profileImage: null })).json().member;
    expect(removed.profileImage).toBeNull();
  });

  it('refuses bad fields, unknown ids, a missing id and a duplicate ID number', async () => {
    const a = (await call('POST', '/api/members', validMember())).json().member;
    const b = (await call('POST', '/api/members', validMember())).json().member;
    expect((await call('PUT', `/api/members/${a.id}`, { phoneNumber: '123' })).json().error.message).toBe(messages.phoneInvalid);
    expect((await call('PUT', `/api/members/${a.id}`, { fullName: ' ' })).json().error.message).toBe(messages.fullNameRequired);
    expect((await call('PUT', '/api/members/00000000-0000-4000-8000-000000000000', { fullName: 'X' })).statusCode).toBe(404);
    const missing = await call('PUT', '/api/members', { fullName: 'X' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe(serverMessages.idRequired);
    const dup = await call('PUT', `/api/members/${a.id}`, { idNumber: b.idNumber });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.message).toBe(serverMessages.duplicateMember);
  });

  it('concurrent edits of one member from the same version: one wins, the other is told to reload', async () => {
    const created = (await call('POST', '/api/members', validMember())).json().member;
    const [r1, r2] = await Promise.all([
      call('PUT', `/api/members/${created.id}`, { fullName: 'Edit One', expectedUpdatedAt: created.updatedAt }),
      call('PUT', `/api/members/${created.id}`, { fullName: 'Edit Two', expectedUpdatedAt: created.updatedAt }),
    ]);
    const codes = [r1.statusCode, r2.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const loser = r1.statusCode === 409 ? r1 : r2;
    expect(loser.json().error.message).toBe(serverMessages.editConflict);
    const winner = (r1.statusCode === 200 ? r1 : r2).json().member.fullName;
    expect((await call('GET', `/api/members/${created.id}`)).json().fullName).toBe(winner);
  });

  it('concurrent edits without a version both apply, fields intact', async () => {
    const created = (await call('POST', '/api/members', validMember())).json().member;
    const results = await Promise.all([
      call('PUT', `/api/members/${created.id}`, { fullName: 'Only Name' }),
      call('PUT', `/api/members/${created.id}`, { email: 'only@example.org' }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await call('GET', `/api/members/${created.id}`)).json()).toMatchObject({
      fullName: 'Only Name',
      email: 'only@example.org',
    });
  });
});

describe('DELETE /api/members', () => {
  it('removes the record for good, by body and by path, audited; then 404', async () => {
    const a = (await call('POST', '/api/members', validMember())).json().member;
    const b = (await call('POST', '/api/members', validMember({ profileImage: await pngDataUrl() }))).json().member;
    const res = await call('DELETE', '/api/members', { memberId: a.id });
    expect(res.json()).toEqual({ success: true, message: serverMessages.memberDeleted });
    expect((await call('DELETE', `/api/members/${b.id}`)).statusCode).toBe(200);
    expect(await admin.t.database.db.select().from(members).where(eq(members.id, a.id))).toHaveLength(0);
    expect(
      await admin.t.database.db
        .select()
        .from(photos)
        .where(eq(photos.id, b.profileImage.split('/').pop())),
    ).toHaveLength(0);
    expect(await auditRows('delete', a.id)).toHaveLength(1);
    expect((await call('DELETE', `/api/members/${a.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/members', { memberId: 'nope' })).statusCode).toBe(400);
  });
});

describe('GET /api/members/export.csv', () => {
  it('streams the matching members as CSV with formula cells neutralised', async () => {
    await call('POST', '/api/members', validMember({ fullName: '=HYPERLINK("http://evil",1)' }));
    const res = await call('GET', '/api/members/export.csv?search=HYPERLINK');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="MYV_Members_\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Membership No.,Full Name,ID Number,Phone,Email,Gender,Chapter,Join Date,Status,Payment Status,Payment Method,Renewal Date,Membership Status,Language',
    );
    expect(lines).toHaveLength(2);
    // The language of the member's SMS and e-mails, as the API and the import write it.
    expect(lines[1]).toMatch(/,en$/);
    expect(lines[1]).toContain('"\'=HYPERLINK(""http://evil"",1)"');
    const all = await call('GET', '/api/members/export.csv');
    const total = (await call('GET', '/api/members')).json().total;
    expect(all.body.trim().split('\r\n')).toHaveLength(total + 1);
  });
});
