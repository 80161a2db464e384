/**
 * Card endpoints against the real app: admin downloads (audited), the signed link a member gets
 * after payment (good, unknown, malformed, forged, expired), and the public verification.
 */
import { Writable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { createLogger } from '../../src/server/logging';
import { makeLeader, makeMember, sessionCookie } from '../helpers/factories';
import { readPdf } from '../helpers/pdf';
import { auditLog, members } from '../../src/server/db/schema';
import { CARD_LINK_LIFETIME_MS, createCardLinks, issueCardToken, issueCardUrl } from '../../src/server/modules/cards/links';
import { hitVerifyLimit } from '../../src/server/modules/cards/verify-limit';
import { storePhoto } from '../../src/server/modules/photos/service';
import { messages } from '../../src/shared/messages';
import { serverMessages } from '../../src/shared/server-messages';

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
      expect(res.json().error.message).toBe(serverMessages.cardMemberNotFound);
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
    expect(res.json().error.message).toBe(serverMessages.cardLeaderNotFound);
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
    expect(res.json().error.message).toBe(serverMessages.cardLinkExpired);
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
      expect(res.json().error.message).toBe(serverMessages.cardLinkInvalid);
    }
  });

  it('a malformed token: 400; a very long one is refused', async () => {
    for (const token of ['abc', 'm.1.2.3', '%00', 'x'.repeat(500)]) {
      const res = await get(`/api/cards/${token}`);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    expect((await get('/api/cards/abc')).json().error.message).toBe(serverMessages.cardLinkInvalid);
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
    const token = await createCardLinks(t.database.db).verifyToken(m.membershipNumber);
    const res = await get(`/api/verify/${m.membershipNumber}?t=${token}`, undefined, '10.0.0.1');
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
    const token = await createCardLinks(t.database.db).verifyToken(l.leadershipNumber);
    const body = (await get(`/api/verify/${l.leadershipNumber}?t=${token}`, undefined, '10.0.0.3')).json();
    expect(body).toMatchObject({ kind: 'leader', position: 'Treasurer', renewalDate: '2027-06-01' });
    expect(body.status).toBe(t.clock.now().toISOString().slice(0, 10) < '2027-06-01' ? 'valid' : 'expired');
  });

  it('unknown number: 404; malformed: 400', async () => {
    const unknown = await get('/api/verify/MYVIG-0101-9999', undefined, '10.0.0.4');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(serverMessages.cardNumberUnknown);
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
    expect(limited.json().error.message).toBe(serverMessages.cardVerifyRateLimited);
    expect(limited.json().error).toMatchObject({ code: 'rate_limited', reason: 'card_verify_address' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another IP is unaffected; a minute later this one may look up again.
    expect((await get(`/api/verify/${m.membershipNumber}`, undefined, '10.9.9.8')).statusCode).toBe(200);
    t.clock.advance(61_000);
    expect((await get(`/api/verify/${m.membershipNumber}`, undefined, '10.9.9.9')).statusCode).toBe(200);
  });
});

describe('walking the number space: names only with the QR token', () => {
  it("without the token, or with a wrong or another card's token, only valid / not valid", async () => {
    const m = await makeMember(t.database.db, { fullName: 'Gatwiri Hidden', joinDate: '2026-06-01' });
    const other = await makeMember(t.database.db);
    const links = createCardLinks(t.database.db);
    const othersToken = await links.verifyToken(other.membershipNumber);
    for (const query of ['', '?t=', '?t=AAAAAAAAAAAAAAAAAAAAAA', `?t=${othersToken}`, '?t=x']) {
      const res = await get(`/api/verify/${m.membershipNumber}${query}`, undefined, '10.0.1.1');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status: 'valid',
        membershipStatus: 'active',
        kind: 'member',
        number: m.membershipNumber,
        renewalDate: '2027-06-01',
        fullName: null,
        chapter: null,
        position: null,
        since: null,
      });
      expect(res.body).not.toContain('Gatwiri');
    }
    const named = await get(
      `/api/verify/${m.membershipNumber}?t=${await links.verifyToken(m.membershipNumber)}`,
      undefined,
      '10.0.1.1',
    );
    expect(named.json().fullName).toBe('Gatwiri Hidden');
  });

  it('a suspended member verifies as inactive and suspended', async () => {
    const m = await makeMember(t.database.db, { status: 'inactive' });
    const body = (await get(`/api/verify/${m.membershipNumber}`, undefined, '10.0.1.3')).json();
    expect(body).toMatchObject({ status: 'inactive', membershipStatus: 'suspended' });
  });
});

describe('verification limits hold against many addresses', () => {
  it('an IPv6 /64 is one address; ::ffff:a.b.c.d is a.b.c.d', async () => {
    const m = await makeMember(t.database.db);
    for (let i = 1; i <= 30; i++) {
      const address = `2001:db8:77:1:${i.toString(16)}::1`;
      expect((await get(`/api/verify/${m.membershipNumber}`, undefined, address)).statusCode).toBe(200);
    }
    const sameNetwork = await get(`/api/verify/${m.membershipNumber}`, undefined, '2001:db8:77:1:ffff::2');
    expect(sameNetwork.statusCode).toBe(429);
    expect(sameNetwork.json().error.message).toBe(serverMessages.cardVerifyRateLimited);
    expect((await get(`/api/verify/${m.membershipNumber}`, undefined, '2001:db8:77:2::1')).statusCode).toBe(200);

    for (let i = 0; i < 30; i++) await get(`/api/verify/${m.membershipNumber}`, undefined, '::ffff:10.0.2.1');
    expect((await get(`/api/verify/${m.membershipNumber}`, undefined, '10.0.2.1')).statusCode).toBe(429);
  });

  it('a site-wide ceiling counts all addresses together; one address past its own limit does not spend it', async () => {
    t.clock.advance(61_000); // a fresh window
    const limits = { perAddress: 2, site: 4 };
    const at = t.clock.now();
    // One address hammering: refused by its own limit, the site's budget untouched.
    for (let i = 0; i < 5; i++) await hitVerifyLimit(t.database.db, '10.0.3.1', at, limits);
    const allowed = [];
    for (let i = 2; i <= 5; i++) allowed.push((await hitVerifyLimit(t.database.db, `10.0.3.${i}`, at, limits)).allowed);
    // 10.0.3.1 spent 2 of the site's 4; two more addresses fill it.
    expect(allowed).toEqual([true, true, false, false]);
    const refused = await hitVerifyLimit(t.database.db, '10.0.3.9', at, limits);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
  });
});

describe('card links', () => {
  it("a suspended member's link is refused with a message; the officials' download still works", async () => {
    const m = await makeMember(t.database.db, { status: 'inactive' });
    const url = await issueCardUrl(t.database.db, { kind: 'member', id: m.id, now: t.clock.now() });
    const res = await get(url, undefined, '10.0.4.1');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(serverMessages.cardSuspended);
    expect((await get(`/api/members/${m.id}/card`, admin)).statusCode).toBe(200);
  });

  it('a link opened again serves the card rendered before, until the record changes', async () => {
    const m = await makeMember(t.database.db, { fullName: 'Kawira Cached' });
    const url = await issueCardUrl(t.database.db, { kind: 'member', id: m.id, now: t.clock.now() });
    const first = await get(url, undefined, '10.0.4.2');
    // A render stamps the PDF with the time: the same bytes a minute later mean no second render.
    t.clock.advance(60_000);
    const again = await get(url, undefined, '10.0.4.2');
    expect(Buffer.compare(first.rawPayload, again.rawPayload)).toBe(0);
    await t.database.db.update(members).set({ fullName: 'Kawira Renamed' }).where(eq(members.id, m.id));
    const changed = await get(url, undefined, '10.0.4.2');
    expect((await readPdf(changed.rawPayload))[0]!.text).toContain('Kawira Renamed');
  });

  it('downloads are limited per address (an IPv6 /64 is one)', async () => {
    t.clock.advance(11 * 60_000); // a fresh window
    const m = await makeMember(t.database.db);
    const url = await issueCardUrl(t.database.db, { kind: 'member', id: m.id, now: t.clock.now() });
    for (let i = 1; i <= 30; i++) expect((await get(url, undefined, `2001:db8:88:1:${i.toString(16)}::1`)).statusCode).toBe(200);
    const refused = await get(url, undefined, '2001:db8:88:1::99');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(serverMessages.cardDownloadRateLimited);
    expect(refused.json().error).toMatchObject({ code: 'rate_limited', reason: 'card_download' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await get(url, undefined, '2001:db8:88:2::1')).statusCode).toBe(200);
  });
});

describe('the request log', () => {
  it("never holds a card link's token or a QR token", async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info' }), {
      db: t.database.db,
      logger: createLogger('info', sink),
    });
    const m = await makeMember(t.database.db);
    const links = createCardLinks(t.database.db);
    const token = await links.issueToken({ kind: 'member', id: m.id });
    const qrToken = await links.verifyToken(m.membershipNumber);
    try {
      expect((await app.inject({ method: 'GET', url: `/api/cards/${token}`, remoteAddress: '10.0.5.1' })).statusCode).toBe(200);
      await app.inject({ method: 'GET', url: `/api/verify/${m.membershipNumber}?t=${qrToken}`, remoteAddress: '10.0.5.1' });
    } finally {
      await app.close();
    }
    const all = lines.join('');
    expect(all).toContain('/api/cards/[redacted]');
    expect(all).not.toContain(token.split('.')[1]!); // the member id
    expect(all).not.toContain(token.split('.')[3]!); // the signature
    expect(all).not.toContain(qrToken);
  });
});
