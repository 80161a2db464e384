/**
 * Card endpoints against the real app: admin downloads (audited), the signed link a member gets
 * after payment (good, unknown, malformed, forged, expired), and the public verification.
 */
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { makeLeader, makeMember, sessionCookie } from '../helpers/factories';
import { readPdf } from '../helpers/pdf';
import { auditLog, members } from '../../src/server/db/schema';
import { CARD_LINK_LIFETIME_MS, issueCardToken, issueCardUrl } from '../../src/server/modules/cards/links';
import { storePhoto } from '../../src/server/modules/photos/service';
import { messages } from '../../src/shared/messages';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await sessionCookie(t.database.db, 'chairman');
});
afterAll(async () => t?.close());

const get = (url: string, cookie?: string, ip?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {}, ...(ip ? { remoteAddress: ip } : {}) });

describe('GET /api/members/:id/card (admin)', () => {
  it('answers the PDF with the documented file name, and audits the download', async () => {
    const photo = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#7b4b2a' } })
      .jpeg()
      .toBuffer();
    const photoId = await storePhoto(t.database.db, { data: photo, width: 600, height: 600 });
    const m = await makeMember(t.database.db, { fullName: 'Kendi Mwenda', idNumber: '30111222', photoId });
    const res = await get(`/api/members/${m.id}/card`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="MYV_Card_30111222.pdf"');
    expect(res.headers['cache-control']).toBe('no-store');
    const pages = await readPdf(res.rawPayload);
    expect(pages).toHaveLength(2);
    expect(pages[0]!.text).toContain('Kendi Mwenda');
    expect(pages[0]!.text).toContain(m.membershipNumber);
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, m.id), eq(auditLog.action, 'card.generate')));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.entity).toBe('member');
  });

  it('a malformed photo in the record falls back to the placeholder, never a 500', async () => {
    const photoId = await storePhoto(t.database.db, { data: Buffer.from('garbage bytes'), width: 1, height: 1 });
    const m = await makeMember(t.database.db, { photoId });
    const res = await get(`/api/members/${m.id}/card`, admin);
    expect(res.statusCode).toBe(200);
    expect(await readPdf(res.rawPayload)).toHaveLength(2);
  });

  it('unknown or malformed id: 404 JSON', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' or '1'='1"]) {
      const res = await get(`/api/members/${encodeURIComponent(id)}/card`, admin);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(messages.cardMemberNotFound);
    }
  });

  it('anonymous 401, a non-admin official 403, and nothing is audited', async () => {
    const m = await makeMember(t.database.db);
    expect((await get(`/api/members/${m.id}/card`)).statusCode).toBe(401);
    const treasurer = await sessionCookie(t.database.db, 'treasurer');
    expect((await get(`/api/members/${m.id}/card`, treasurer)).statusCode).toBe(403);
    const vice = await sessionCookie(t.database.db, 'vice_chairman');
    expect((await get(`/api/members/${m.id}/card`, vice)).statusCode).toBe(200);
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, m.id));
    expect(rows).toHaveLength(1);
  });
});

describe('GET /api/leaders/:id/card (admin)', () => {
  it('answers the leadership card', async () => {
    const l = await makeLeader(t.database.db, { idNumber: '28999111', position: 'Treasurer', joinDate: '2026-03-01' });
    const res = await get(`/api/leaders/${l.id}/card`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="MYV_Leadership_Card_28999111.pdf"');
    const [front, back] = await readPdf(res.rawPayload);
    expect(front!.text).toContain('LEADERSHIP CARD');
    expect(front!.text).toContain('1 March 2029');
    expect(back!.text).toContain('OATH OF OFFICE');
  });

  it('unknown 404, anonymous 401', async () => {
    const res = await get('/api/leaders/00000000-0000-4000-8000-000000000000/card', admin);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(messages.cardLeaderNotFound);
    const l = await makeLeader(t.database.db);
    expect((await get(`/api/leaders/${l.id}/card`)).statusCode).toBe(401);
  });
});

describe('GET /api/cards/:token (the signed link after payment)', () => {
  it('a fresh link downloads the card without signing in', async () => {
    const m = await makeMember(t.database.db, { idNumber: '31222333' });
    const url = await issueCardUrl(t.database.db, { kind: 'member', id: m.id, now: t.clock.now() });
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="MYV_Card_31222333.pdf"');
    expect((await readPdf(res.rawPayload))[0]!.text).toContain('ID: 31222333');
  });

  it('leader links work too', async () => {
    const l = await makeLeader(t.database.db);
    const token = await issueCardToken(t.database.db, { kind: 'leader', id: l.id, now: t.clock.now() });
    expect((await get(`/api/cards/${token}`)).statusCode).toBe(200);
  });

  it('an expired link: 410 with a message saying so', async () => {
    const m = await makeMember(t.database.db);
    const token = await issueCardToken(t.database.db, {
      kind: 'member',
      id: m.id,
      now: new Date(t.clock.now().getTime() - CARD_LINK_LIFETIME_MS - 1000),
    });
    const res = await get(`/api/cards/${token}`);
    expect(res.statusCode).toBe(410);
    expect(res.json().error.message).toBe(messages.cardLinkExpired);
  });

  it("a forged link (someone else's id, or a changed expiry): 403", async () => {
    const mine = await makeMember(t.database.db);
    const theirs = await makeMember(t.database.db);
    const token = await issueCardToken(t.database.db, { kind: 'member', id: mine.id, now: t.clock.now() });
    const [kind, , expires, signature] = token.split('.');
    for (const forged of [
      `${kind}.${theirs.id}.${expires}.${signature}`,
      `${kind}.${mine.id}.${Number(expires) + 1e9}.${signature}`,
      `l.${mine.id}.${expires}.${signature}`,
    ]) {
      const res = await get(`/api/cards/${forged}`);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(messages.cardLinkInvalid);
    }
  });

  it('a malformed token: 400; a very long one is refused', async () => {
    for (const token of ['abc', 'm.1.2.3', '%00', 'x'.repeat(500)]) {
      const res = await get(`/api/cards/${token}`);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    expect((await get('/api/cards/abc')).json().error.message).toBe(messages.cardLinkInvalid);
  });

  it('a valid link to a deleted member: 404', async () => {
    const m = await makeMember(t.database.db);
    const url = await issueCardUrl(t.database.db, { kind: 'member', id: m.id, now: t.clock.now() });
    await t.database.db.delete(members).where(eq(members.id, m.id));
    expect((await get(url)).statusCode).toBe(404);
  });
});

describe('GET /api/verify/:number (public)', () => {
  it('a current card is valid, with name, chapter and dates only', async () => {
    const m = await makeMember(t.database.db, {
      fullName: 'Nkatha Verify',
      joinDate: '2026-06-01',
      idNumber: '32444555',
      email: 'n@example.org',
    });
    const res = await get(`/api/verify/${m.membershipNumber}`, undefined, '10.0.0.1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toMatchObject({
      status: 'valid',
      kind: 'member',
      fullName: 'Nkatha Verify',
      since: '2026-06-01',
      renewalDate: '2027-06-01',
    });
    expect(body.chapter).toBeTruthy();
    const raw = res.body;
    expect(raw).not.toContain('32444555');
    expect(raw).not.toContain(m.phoneNumber);
    expect(raw).not.toContain(m.phoneNumber.slice(3));
    expect(raw).not.toContain('n@example.org');
  });

  it('an old card is expired; an inactive member is inactive', async () => {
    const old = await makeMember(t.database.db, { joinDate: '2020-01-01' });
    expect((await get(`/api/verify/${old.membershipNumber}`, undefined, '10.0.0.2')).json().status).toBe('expired');
    const inactive = await makeMember(t.database.db, { status: 'inactive' });
    expect((await get(`/api/verify/${inactive.membershipNumber}`, undefined, '10.0.0.2')).json().status).toBe('inactive');
  });

  it('leaders verify by leadership number, valid for three years', async () => {
    const l = await makeLeader(t.database.db, { joinDate: '2024-06-01', position: 'Treasurer' });
    const body = (await get(`/api/verify/${l.leadershipNumber}`, undefined, '10.0.0.3')).json();
    expect(body).toMatchObject({ kind: 'leader', position: 'Treasurer', renewalDate: '2027-06-01' });
    expect(body.status).toBe(t.clock.now().toISOString().slice(0, 10) < '2027-06-01' ? 'valid' : 'expired');
  });

  it('unknown number: 404; malformed: 400', async () => {
    const unknown = await get('/api/verify/MYVIG-0101-9999', undefined, '10.0.0.4');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(messages.cardNumberUnknown);
    const bad = await get(`/api/verify/${encodeURIComponent("' or 1=1 --")}`, undefined, '10.0.0.4');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(messages.cardNumberInvalid);
    // Well-formed characters but not shaped like a number we issue: not a card number either.
    for (const text of ['garbage', 'MYVIG-0101-999999', 'LDR-1', 'MYVIG0101999']) {
      const answer = await get(`/api/verify/${text}`, undefined, '10.0.0.5');
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error.message).toBe(messages.cardNumberInvalid);
    }
  });

  it('is rate-limited to 30 a minute per IP', async () => {
    const m = await makeMember(t.database.db);
    for (let i = 0; i < 30; i++)
      expect((await get(`/api/verify/${m.membershipNumber}`, undefined, '10.9.9.9')).statusCode).toBe(200);
    const limited = await get(`/api/verify/${m.membershipNumber}`, undefined, '10.9.9.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(messages.cardVerifyRateLimited);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another IP is unaffected; a minute later this one may look up again.
    expect((await get(`/api/verify/${m.membershipNumber}`, undefined, '10.9.9.8')).statusCode).toBe(200);
    t.clock.advance(61_000);
    expect((await get(`/api/verify/${m.membershipNumber}`, undefined, '10.9.9.9')).statusCode).toBe(200);
  });
});
