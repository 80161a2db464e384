/**
 * The audit trail: a row for every covered action (sign-in, password, members, leaders,
 * chapters, officials, payments, content, imports, exports, cards), read through GET /api/audit
 * with its filters, paging and masking, exported as CSV (itself audited), closed to other roles,
 * append-only, and pruned by its retention job under a moved clock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/server/db/schema';
import * as auditModule from '../../src/server/modules/audit';
import { AUDIT_RETENTION_JOB } from '../../src/server/jobs';
import { SESSION_COOKIE } from '../../src/shared/constants';
import { serverMessages } from '../../src/shared/server-messages';
import { auditListSchema, type AuditItem } from '../../src/shared/schemas/audit';
import { browserHeaders, createTestApp, type TestApp } from '../helpers/app';
import { adminClient, validLeader, validMember } from '../helpers/admin';
import { validUpdate } from '../helpers/content';
import { makeUser } from '../helpers/factories';
import { registration } from '../helpers/payments';

type Call = Awaited<ReturnType<typeof adminClient>>['call'];

let t: TestApp;
let chairman: Call;
let chairmanName: string;
let vice: Call;
let treasurer: Call;
let secretary: Call;

beforeAll(async () => {
  t = await createTestApp({ env: { MPESA_MODE: 'manual' } });
  ({ call: chairman } = await adminClient(t, 'chairman'));
  ({ call: vice } = await adminClient(t, 'vice_chairman'));
  ({ call: treasurer } = await adminClient(t, 'treasurer'));
  ({ call: secretary } = await adminClient(t, 'secretary'));
  chairmanName = (await chairman('GET', '/api/auth/session')).json().user.username;
});
afterAll(async () => t?.close());

/** The trail under these filters, as the chairman (or `as`) reads it. */
async function trail(filters: Record<string, string> = {}, as: Call = chairman) {
  const res = await as('GET', `/api/audit?${new URLSearchParams(filters).toString()}`);
  expect(res.statusCode, res.body).toBe(200);
  return auditListSchema.parse(res.json());
}

/** The newest row of an action on a kind of record. */
async function latest(action: string, entity: string): Promise<AuditItem> {
  const { items } = await trail({ action, entity });
  expect(items.length, `${action} ${entity}`).toBeGreaterThan(0);
  return items[0]!;
}

const login = (username: string, password: string, remoteAddress = '10.9.8.7') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: browserHeaders(),
    payload: { username, password },
    remoteAddress,
  });

describe('every covered action leaves a row', () => {
  it('signing in: success names the official and address; failure the name tried, never the password', async () => {
    const { user, password } = await makeUser(t.database.db, { username: 'kathure', role: 'secretary' });
    expect((await login('kathure', password)).statusCode).toBe(200);
    const success = await latest('signin.success', 'user');
    expect(success).toMatchObject({ actor: 'kathure', ip: '10.9.8.7', target: { entity: 'user', id: user.id } });

    expect((await login('Kathure', 'my secret guess 123', '10.9.8.6')).statusCode).toBe(401);
    expect((await login('nobody-here', 'another secret guess', '10.9.8.6')).statusCode).toBe(401);
    const failures = (await trail({ action: 'signin.failure' })).items;
    expect(failures.slice(0, 2).map((f) => f.changes)).toEqual([{ usernameTried: 'nobody-here' }, { usernameTried: 'Kathure' }]);
    expect(failures[1]).toMatchObject({ actor: null, ip: '10.9.8.6', target: { id: user.id } });
    const stored = JSON.stringify(await t.database.db.select().from(auditLog));
    expect(stored).not.toContain('secret guess');
  });

  it('changing one’s password', async () => {
    const { password } = await makeUser(t.database.db, { username: 'mwende', role: 'treasurer' });
    const signedIn = await login('mwende', password);
    const cookie = `${SESSION_COOKIE}=${signedIn.cookies.find((c) => c.name === SESSION_COOKIE)!.value}`;
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: browserHeaders(cookie),
      payload: { currentPassword: password, newPassword: 'a brand new long password' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await latest('password.change', 'user')).toMatchObject({ actor: 'mwende', changes: null });
  });

  it('members: add, edit (before → after, personal values stored as they are), export, card, delete', async () => {
    const input = validMember({ fullName: 'Nkirote Mutwiri', idNumber: '23456789', phoneNumber: '0712345678' });
    const created = await chairman('POST', '/api/members', input);
    expect(created.statusCode, created.body).toBe(201);
    const member = (await trail({ action: 'create', entity: 'member' })).items[0]!;
    const id = member.target.id!;
    expect(member.target.label).toMatch(/^MYV/);

    const edited = await chairman('PUT', `/api/members/${id}`, {
      fullName: 'Nkirote Kendi',
      phoneNumber: '0798765432',
      status: 'inactive',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const edit = await latest('update', 'member');
    expect(edit.target).toMatchObject({ id, label: member.target.label });
    expect(edit.changes).toEqual({
      fullName: { from: 'Nkirote Mutwiri', to: 'Nkirote Kendi' },
      phoneNumber: { from: '254712345678', to: '254798765432' },
      status: { from: 'active', to: 'inactive' },
    });

    expect((await chairman('GET', '/api/members/export.csv?search=Nkirote')).statusCode).toBe(200);
    expect(await latest('export', 'members')).toMatchObject({
      actor: chairmanName,
      changes: { fileName: expect.stringMatching(/^MYV_Members_.*\.csv$/), filters: { search: 'Nkirote' } },
    });

    expect((await chairman('GET', `/api/members/${id}/card`)).statusCode).toBe(200);
    expect(await latest('card.generate', 'member')).toMatchObject({ target: { id } });

    expect((await chairman('DELETE', `/api/members/${id}`)).statusCode).toBe(200);
    expect(await latest('delete', 'member')).toMatchObject({ target: { id }, changes: { fullName: 'Nkirote Kendi' } });
  });

  it('leaders, chapters and officials', async () => {
    expect((await chairman('POST', '/api/leaders', validLeader())).statusCode).toBe(201);
    expect((await latest('create', 'leader')).target.label).toMatch(/^LDR/);
    expect((await chairman('GET', '/api/leaders/export.csv')).statusCode).toBe(200);
    expect(await latest('export', 'leaders')).toMatchObject({ actor: chairmanName });

    const chapter = await chairman('POST', '/api/chapters', { name: 'Tigania East Youth Voice', leader: 'Kaari Mwiti' });
    expect(chapter.statusCode, chapter.body).toBe(201);
    const chapterId = chapter.json().chapter.id as string;
    expect(await latest('create', 'chapter')).toMatchObject({ target: { id: chapterId, label: 'Tigania East Youth Voice' } });
    expect(
      (await chairman('PUT', `/api/chapters/${chapterId}`, { name: 'Tigania East Youth Voice', leader: 'Kaari Kendi' }))
        .statusCode,
    ).toBe(200);
    expect(await latest('update', 'chapter')).toMatchObject({
      target: { id: chapterId },
      changes: { leader: { from: 'Kaari Mwiti', to: 'Kaari Kendi' } },
    });
    expect((await trail({ action: 'update', entity: 'chapter' }, vice)).items[0]!.changes).toEqual({
      leader: { from: 'K**** M****', to: 'K**** K****' },
    });

    const official = await chairman('POST', '/api/users', {
      username: 'gitonga',
      email: 'gitonga@example.org',
      role: 'secretary',
    });
    expect(official.statusCode).toBe(201);
    expect(await latest('user.create', 'user')).toMatchObject({ target: { label: 'gitonga' } });
  });

  it('payments: a manual payment confirmed, and the payments export', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/registrations/manual',
      headers: browserHeaders(),
      payload: { registration: registration(), mpesaCode: 'SGL3ABC12Y' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const paymentId = sent.json().paymentId as string;
    expect((await treasurer('POST', `/api/payments/${paymentId}/confirm`, {})).statusCode).toBe(200);
    expect(await latest('payment.confirm', 'payment')).toMatchObject({ target: { id: paymentId } });
    expect((await treasurer('GET', '/api/payments/export.csv?status=completed')).statusCode).toBe(200);
    expect(await latest('export', 'payments')).toMatchObject({ changes: { filters: { status: 'completed' } } });
  });

  it('content and imports', async () => {
    const story = await secretary('POST', '/api/content/updates', validUpdate({ title: 'Boreholes Mended in Buuri' }));
    expect(story.statusCode, story.body).toBe(201);
    expect(await latest('update.create', 'update')).toMatchObject({ target: { label: expect.any(String) } });
    const storyId = (await latest('update.create', 'update')).target.id!;
    const edited = await secretary(
      'PUT',
      `/api/content/updates/${storyId}`,
      validUpdate({ title: 'Boreholes Mended in Buuri East' }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await latest('update.update', 'update')).changes).toMatchObject({
      title: { from: 'Boreholes Mended in Buuri', to: 'Boreholes Mended in Buuri East' },
      slug: { from: expect.any(String), to: expect.any(String) },
    });

    const csv = [
      'idNumber,fullName,phoneNumber,gender,chapter,joinDate',
      '31000091,Kagendo Murithi,0712000091,female,IM,2024-03-01',
    ].join('\n');
    const imported = await chairman('POST', '/api/members/import', { csv, dryRun: false });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(await latest('members.import', 'member')).toMatchObject({ changes: { imported: 1 } });
  });
});

describe('reading the trail', () => {
  it('filters by official, action, record and Nairobi date range, and pages', async () => {
    const mine = await trail({ actor: chairmanName });
    expect(mine.total).toBeGreaterThan(5);
    expect(mine.items.every((i) => i.actor === chairmanName)).toBe(true);

    const firstPage = await trail({ actor: chairmanName, pageSize: '2' });
    const secondPage = await trail({ actor: chairmanName, pageSize: '2', page: '2' });
    expect(firstPage.items).toHaveLength(2);
    expect(firstPage.total).toBe(mine.total);
    expect(secondPage.items[0]!.id).toBe(mine.items[2]!.id);
    // newest first
    expect(firstPage.items[0]!.at >= firstPage.items[1]!.at).toBe(true);

    const chapterRows = await trail({ entity: 'chapter' });
    const oneChapter = await trail({ entity: 'chapter', entityId: chapterRows.items[0]!.target.id! });
    expect(oneChapter.items.map((i) => i.action).sort()).toEqual(['create', 'update']);

    // Today by Nairobi's calendar holds every row; a day in the past holds none.
    const today = new Date(t.clock.now().getTime() + 3 * 3600_000).toISOString().slice(0, 10);
    expect((await trail({ from: today, to: today })).total).toBe((await trail()).total);
    expect((await trail({ from: '2020-01-01', to: '2020-01-31' })).total).toBe(0);
  });

  it('refuses bad filters with the product’s message and a 400', async () => {
    const badDate = await chairman('GET', '/api/audit?from=2026-02-31');
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().error).toMatchObject({ code: 'validation', fields: { from: serverMessages.auditDateInvalid } });
    const reversed = await chairman('GET', '/api/audit?from=2026-03-02&to=2026-03-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.fields).toEqual({ to: serverMessages.auditDateOrder });
    expect((await chairman('GET', `/api/audit?action=${'x'.repeat(101)}`)).json().error.fields).toEqual({
      action: serverMessages.auditFilterTooLong,
    });
  });

  it('masks personal values for the vice-chairman, shows them to the chairman', async () => {
    const asChairman = await trail({ action: 'update', entity: 'member' });
    const asVice = await trail({ action: 'update', entity: 'member' }, vice);
    expect(asChairman.items[0]!.changes).toMatchObject({ fullName: { from: 'Nkirote Mutwiri' } });
    expect(asVice.items[0]!.changes).toEqual({
      fullName: { from: 'N****** M******', to: 'N****** K****' },
      phoneNumber: { from: '07** *** 678', to: '07** *** 432' },
      status: { from: 'active', to: 'inactive' },
    });
    const viceAll = await vice('GET', '/api/audit?pageSize=200');
    expect(viceAll.body).not.toMatch(/Nkirote|712345678|Kaari|Kathure/);
    expect(viceAll.body).toContain('Ka***');
  });

  it('exports the filtered trail as CSV, formula-safe, and records who took it', async () => {
    // A name tried at sign-in that a spreadsheet would run as a formula.
    await login('=HYPERLINK("http://x")', 'whatever password');
    const res = await chairman('GET', '/api/audit/export.csv?action=signin.failure');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="MYV_Audit_\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Time (Nairobi),Official,Action,Record,Record id,Label,Address,Changes');
    expect(lines.length).toBe((await trail({ action: 'signin.failure' })).total + 1);
    expect(lines.slice(1).every((line) => line.includes('signin.failure'))).toBe(true);
    expect(res.body).not.toMatch(/,=HYPERLINK/);
    expect(await latest('export', 'audit_log')).toMatchObject({
      actor: chairmanName,
      changes: { filters: { action: 'signin.failure' } },
    });

    const masked = await vice('GET', '/api/audit/export.csv?action=signin.failure');
    expect(masked.body).not.toContain('Kathure');
  });

  it('is closed to other roles (403) and to the signed-out (401)', async () => {
    for (const as of [treasurer, secretary]) {
      expect((await as('GET', '/api/audit')).statusCode).toBe(403);
      expect((await as('GET', '/api/audit/export.csv')).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/audit' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/audit/export.csv' })).statusCode).toBe(401);
  });
});

describe('append-only from the app’s side', () => {
  it('no route edits or deletes audit rows, and the audit module exports no update or delete', () => {
    const writes = t.app.registeredRoutes.filter((r) => r.url.startsWith('/api/audit') && r.method !== 'GET');
    expect(writes).toEqual([]);
    expect(Object.keys(auditModule)).toContain('audit');
    expect(Object.keys(auditModule).filter((name) => /update|delete|remove|prune|edit|clear/i.test(name))).toEqual([]);
  });
});

describe('retention', () => {
  it('prunes rows past 2 years, and money rows only past 7, with the clock moved', async () => {
    const app = await createTestApp();
    try {
      const { db } = app.database;
      const at = app.clock.now();
      await db.insert(auditLog).values([
        { action: 'update', entity: 'member', entityId: 'm1', username: 'a', createdAt: at },
        { action: 'payment.confirm', entity: 'payment', entityId: 'p1', username: 'a', createdAt: at },
        { action: 'member.cash-renewal', entity: 'member', entityId: 'm2', username: 'a', createdAt: at },
      ]);
      const kept = async () => (await db.select({ id: auditLog.entityId }).from(auditLog)).map((r) => r.id).sort();
      const day = 24 * 3600_000;
      const year = 365.25 * day;

      app.clock.advance(2 * year - 2 * day);
      expect(await app.app.jobs.runNow(AUDIT_RETENTION_JOB)).toMatchObject({ ok: true });
      expect(await kept()).toEqual(['m1', 'm2', 'p1']);

      app.clock.advance(3 * day);
      expect(await app.app.jobs.runNow(AUDIT_RETENTION_JOB)).toMatchObject({ ok: true });
      expect(await kept()).toEqual(['m2', 'p1']);

      app.clock.advance(5 * year);
      expect(await app.app.jobs.runNow(AUDIT_RETENTION_JOB)).toMatchObject({ ok: true });
      expect(await kept()).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('reads its years from the environment', async () => {
    const app = await createTestApp({ env: { AUDIT_KEEP_YEARS: '3', AUDIT_KEEP_MONEY_YEARS: '10' } });
    try {
      expect(app.config.auditRetention).toEqual({ moneyYears: 10, otherYears: 3 });
    } finally {
      await app.close();
    }
  });
});
