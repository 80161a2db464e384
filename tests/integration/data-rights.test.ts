/**
 * Members' data rights over real HTTP and a real database: the export is complete, a wrong or
 * expired code opens nothing and stores nothing, corrections go through the photo pipeline and
 * a code to the new phone, a deletion request is approved into an anonymised member whose
 * payments and totals stay, the final SMS is queued, a request past 30 days shows overdue, and
 * the retention job empties stale registration drafts.
 */
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, cardCodes, dataRequests, members, notifications, outbox, payments, photos } from '../../src/server/db/schema';
import { storePhoto } from '../../src/server/modules/photos';
import { RETENTION_JOB } from '../../src/server/jobs';
import type { SmsSimulator } from '../../src/server/sms-simulator/server';
import { messages } from '../../src/shared/messages';
import { PRIVACY_NOTICE_VERSION } from '../../src/shared/constants';
import { dataRequestListSchema } from '../../src/shared/schemas/data-rights';
import { errorBodySchema } from '../../src/shared/schemas/errors';
import { answer } from '../helpers/answer';
import { pngDataUrl } from '../helpers/admin';
import type { Role } from '../../src/shared/roles';
import { browserHeaders, createTestApp, type TestApp } from '../helpers/app';
import { makeMember, registrationDraft, sessionCookie } from '../helpers/factories';
import { startTestSmsSimulator } from '../helpers/sms';

let t: TestApp;
let sms: SmsSimulator;
beforeAll(async () => {
  const simulator = await startTestSmsSimulator();
  sms = simulator;
  t = await createTestApp({ env: simulator.env });
});
afterAll(async () => {
  await t?.close();
  await sms?.close();
});

let ipSeq = 0;
const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, headers: browserHeaders(cookie), payload, remoteAddress: `10.30.0.${++ipSeq % 250}` });

let phoneSeq = 0;
async function member(overrides: Parameters<typeof makeMember>[1] = {}) {
  const local = `07${String(41_000_000 + ++phoneSeq * 104_729).slice(-8)}`;
  const row = await makeMember(t.database.db, {
    phoneNumber: `254${local.slice(1)}`,
    email: null,
    consentAt: t.clock.now(),
    consentVersion: PRIVACY_NOTICE_VERSION,
    ...overrides,
  });
  return { ...row, local };
}

/** Sends what is queued and returns the last code texted to this phone. */
async function codeSentTo(canonicalPhone: string): Promise<string> {
  for (let i = 0; i < 5 && (await t.app.runOutbox()).claimed > 0; i++);
  const texts = sms.messages.filter((m) => m.to === `+${canonicalPhone}`);
  const code = /\b(\d{6})\b/.exec(texts[texts.length - 1]?.message ?? '')?.[1];
  expect(code).toMatch(/^\d{6}$/);
  return code!;
}

async function freshCode(m: { idNumber: string; local: string; phoneNumber: string }) {
  expect((await post('/api/self-service/code', { idNumber: m.idNumber, phoneNumber: m.local })).statusCode).toBe(202);
  return codeSentTo(m.phoneNumber);
}

const cookieOf = (response: { cookies: { name: string; value: string }[] }) => {
  const c = response.cookies.find((x) => x.name === 'myv_member');
  return c ? `myv_member=${c.value}` : undefined;
};

let receiptSeq = 0;
async function payment(
  memberRow: { id: string; idNumber: string; phoneNumber: string },
  purpose: 'registration' | 'renewal',
  amount = 200,
) {
  const [row] = await t.database.db
    .insert(payments)
    .values({
      method: 'mpesa_stk',
      purpose,
      status: 'completed',
      phoneNumber: memberRow.phoneNumber,
      amount,
      accountReference: 'MYV',
      mpesaReceiptNumber: `DR${String(++receiptSeq).padStart(8, '0')}`,
      draft: registrationDraft({ idNumber: memberRow.idNumber, phoneNumber: memberRow.phoneNumber }),
      idNumber: memberRow.idNumber,
      memberId: memberRow.id,
      completedAt: t.clock.now(),
    })
    .returning();
  return row!;
}

/** A signed-in official whose session starts at the test clock's now (the clock moves in these tests). */
async function adminClient(app: TestApp, role: Role = 'chairman') {
  const cookie = await sessionCookie(app.database.db, role, app.clock.now());
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.app.inject({
      method,
      url,
      headers: payload ? browserHeaders(cookie) : { cookie, ...(method === 'POST' ? { origin: 'http://localhost:3000' } : {}) },
      ...(payload ? { payload } : {}),
    });
  return { call };
}

const auditRows = (action: string) => t.database.db.select().from(auditLog).where(eq(auditLog.action, action));

describe('POST /api/self-service/export', () => {
  it('gives everything we hold: record, photo, consents, payments, messages, events (none), as JSON and PDF', async () => {
    const photoId = await storePhoto(t.database.db, {
      data: await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a0' } })
        .jpeg()
        .toBuffer(),
      width: 8,
      height: 8,
    });
    const m = await member({ email: 'wanjiru@example.org', photoId });
    await payment(m, 'registration');
    await payment(m, 'renewal');
    await t.database.db.insert(outbox).values({
      channel: 'sms',
      kind: 'welcome',
      memberId: m.id,
      recipient: m.phoneNumber,
      params: { membershipNumber: m.membershipNumber },
      status: 'sent',
    });
    const code = await freshCode(m);

    const response = await post('/api/self-service/export', { idNumber: m.idNumber, code });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="MYV_my_data_.+\.json"$/);
    expect(response.headers['cache-control']).toBe('no-store');
    const data = response.json();
    expect(data.member).toMatchObject({
      membershipNumber: m.membershipNumber,
      fullName: m.fullName,
      idNumber: m.idNumber,
      phoneNumber: m.phoneNumber,
      email: 'wanjiru@example.org',
    });
    expect(data.photo).toMatchObject({ mimeType: 'image/jpeg', width: 8, height: 8 });
    expect(data.photo.dataUrl).toMatch(/^data:image\/jpeg;base64,/);
    expect(data.consents[0]).toMatchObject({ version: PRIVACY_NOTICE_VERSION, where: 'membership record' });
    expect(data.payments.map((p: { purpose: string }) => p.purpose).sort()).toEqual(['registration', 'renewal']);
    expect(data.payments.every((p: { mpesaReceipt: string }) => p.mpesaReceipt.startsWith('DR'))).toBe(true);
    const kinds = data.messagesSent.map((x: { kind: string }) => x.kind);
    expect(kinds).toEqual(expect.arrayContaining(['welcome', 'card_code']));
    // The code the member just used is never in the file.
    expect(JSON.stringify(data.messagesSent)).not.toContain(code);
    expect(data.eventsAttended).toEqual({ recorded: false, note: messages.dataRightsNoEvents });

    // The code is used up, but this browser now holds the short session: the PDF needs no second code.
    const cookie = cookieOf(response);
    expect(cookie).toBeDefined();
    const pdf = await post('/api/self-service/export?format=pdf', { idNumber: m.idNumber }, cookie);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.length).toBeGreaterThan(2000);
  });

  it('refuses a wrong, reused or expired code, or no code without a session, with the product’s message; stores nothing', async () => {
    const m = await member();
    const code = await freshCode(m);
    const wrong = code === '000000' ? '111111' : '000000';
    const before = (await t.database.db.select().from(auditLog)).length;

    const refused = answer(await post('/api/self-service/export', { idNumber: m.idNumber, code: wrong }), 400, errorBodySchema);
    expect(refused.error.message).toBe(messages.codeWrong);
    const noSession = answer(await post('/api/self-service/delete-request', { idNumber: m.idNumber }), 400, errorBodySchema);
    expect(noSession.error.message).toBe(messages.dataRightsSessionEnded);

    t.clock.advance(10 * 60_000 + 1_000);
    const late = await post('/api/self-service/delete-request', { idNumber: m.idNumber, code });
    expect(answer(late, 400, errorBodySchema).error.message).toBe(messages.codeWrong);
    expect(late.cookies.find((c) => c.name === 'myv_member')).toBeUndefined();

    expect(await t.database.db.select().from(dataRequests).where(eq(dataRequests.memberId, m.id))).toHaveLength(0);
    expect((await t.database.db.select().from(auditLog)).length).toBe(before);
  });

  it('a session cookie opens only its own member, and ends after 15 minutes', async () => {
    const m = await member();
    const other = await member();
    const first = await post('/api/self-service/verify', { idNumber: m.idNumber, code: await freshCode(m) });
    expect(first.statusCode).toBe(200);
    const cookie = cookieOf(first);
    const foreign = await post('/api/self-service/export', { idNumber: other.idNumber }, cookie);
    expect(answer(foreign, 400, errorBodySchema).error.message).toBe(messages.dataRightsSessionEnded);
    expect((await post('/api/self-service/export', { idNumber: m.idNumber }, cookie)).statusCode).toBe(200);
    t.clock.advance(15 * 60_000 + 1_000);
    const ended = await post('/api/self-service/export', { idNumber: m.idNumber }, cookie);
    expect(answer(ended, 400, errorBodySchema).error.message).toBe(messages.dataRightsSessionEnded);
  });
});

describe('correct my details', () => {
  it('changes the e-mail and the photo (re-encoded), audited under the member', async () => {
    const m = await member();
    const png = await pngDataUrl(400, 400);
    const saved = await post('/api/self-service/details', {
      idNumber: m.idNumber,
      code: await freshCode(m),
      email: 'New.Address@Example.org',
      profileImage: png,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ fields: ['email', 'photo'], message: messages.dataRightsDetailsSaved });
    const [after] = await t.database.db.select().from(members).where(eq(members.id, m.id));
    expect(after!.email).toBe('new.address@example.org');
    const [photo] = await t.database.db.select().from(photos).where(eq(photos.id, after!.photoId!));
    expect(photo!.mimeType).toBe('image/jpeg');
    expect((await sharp(photo!.data).metadata()).format).toBe('jpeg');
    const [row] = (await auditRows('member.self_correct')).filter((r) => r.entityId === m.id);
    expect(row).toMatchObject({ userId: null, username: `member:${m.membershipNumber}` });
    expect(JSON.stringify(row!.details)).not.toContain('example.org');

    const notImage = await post(
      '/api/self-service/details',
      { idNumber: m.idNumber, profileImage: 'data:image/png;base64,AAAA' },
      cookieOf(saved),
    );
    expect(notImage.statusCode).toBe(400);
    const [unchanged] = await t.database.db.select().from(members).where(eq(members.id, m.id));
    expect(unchanged!.photoId).toBe(after!.photoId);
  });

  it('changes the phone only with the code sent to the new phone', async () => {
    const m = await member();
    const first = await post('/api/self-service/verify', { idNumber: m.idNumber, code: await freshCode(m) });
    const cookie = cookieOf(first);
    const newLocal = `07${String(42_500_000 + ++phoneSeq * 7_919).slice(-8)}`;
    const newPhone = `254${newLocal.slice(1)}`;
    const asked = await post('/api/self-service/phone', { idNumber: m.idNumber, newPhone: newLocal }, cookie);
    expect(asked.statusCode).toBe(202);
    const phoneCode = await codeSentTo(newPhone);
    // A phone-change code never opens the card flow.
    const asCard = await post('/api/self-service/verify', { idNumber: m.idNumber, code: phoneCode });
    expect(asCard.statusCode).toBe(400);
    const wrong = await post(
      '/api/self-service/phone/confirm',
      { idNumber: m.idNumber, newPhone: newLocal, phoneCode: phoneCode === '000000' ? '111111' : '000000' },
      cookie,
    );
    expect(answer(wrong, 400, errorBodySchema).error.message).toBe(messages.codeWrong);
    expect((await t.database.db.select().from(members).where(eq(members.id, m.id)))[0]!.phoneNumber).toBe(m.phoneNumber);
    const ok = await post('/api/self-service/phone/confirm', { idNumber: m.idNumber, newPhone: newLocal, phoneCode }, cookie);
    expect(ok.statusCode).toBe(200);
    expect((await t.database.db.select().from(members).where(eq(members.id, m.id)))[0]!.phoneNumber).toBe(newPhone);

    const taken = await member();
    const clash = await post('/api/self-service/phone', { idNumber: m.idNumber, newPhone: taken.local }, cookie);
    expect(answer(clash, 409, errorBodySchema).error.message).toBe(messages.dataRightsPhoneTaken);
  });
});

describe('deletion requests', () => {
  it('request → approve: anonymised record, payments kept with the number, totals unchanged, final SMS queued, audited', async () => {
    const photoId = await storePhoto(t.database.db, {
      data: await sharp({ create: { width: 8, height: 8, channels: 3, background: '#00a' } })
        .jpeg()
        .toBuffer(),
      width: 8,
      height: 8,
    });
    const m = await member({ email: 'gone@example.org', photoId });
    await payment(m, 'registration');
    await payment(m, 'renewal');
    const chairman = await adminClient(t);
    const totalsBefore = (await chairman.call('GET', '/api/payments')).json().totals;

    const filed = await post('/api/self-service/delete-request', { idNumber: m.idNumber, code: await freshCode(m) });
    expect(filed.statusCode).toBe(202);
    expect(filed.json()).toEqual({ filed: true, alreadyFiled: false, message: messages.dataRightsDeletionFiled });
    const again = await post('/api/self-service/delete-request', { idNumber: m.idNumber }, cookieOf(filed));
    expect(again.json()).toMatchObject({ alreadyFiled: true });
    expect(await t.database.db.select().from(dataRequests).where(eq(dataRequests.memberId, m.id))).toHaveLength(1);
    expect((await auditRows('data_request.file')).some((r) => r.username === `member:${m.membershipNumber}`)).toBe(true);
    const bell = await t.database.db.select().from(notifications).where(eq(notifications.kind, 'data_request'));
    expect(bell.filter((n) => n.message.includes(m.membershipNumber))).toHaveLength(1);

    const list = answer(await chairman.call('GET', '/api/data-requests'), 200, dataRequestListSchema);
    const mine = list.items.find((r) => r.membershipNumber === m.membershipNumber)!;
    expect(mine).toMatchObject({ status: 'pending', fullName: m.fullName, overdue: false });

    expect((await chairman.call('POST', `/api/data-requests/${mine.id}/approve`)).statusCode).toBe(200);

    const [after] = await t.database.db.select().from(members).where(eq(members.id, m.id));
    expect(after).toMatchObject({
      fullName: messages.dataRightsErasedName,
      email: null,
      photoId: null,
      status: 'inactive',
      membershipNumber: m.membershipNumber,
    });
    expect(after!.idNumber).not.toBe(m.idNumber);
    expect(after!.phoneNumber).not.toBe(m.phoneNumber);
    expect(await t.database.db.select().from(photos).where(eq(photos.id, photoId))).toHaveLength(0);
    expect(await t.database.db.select().from(cardCodes).where(eq(cardCodes.memberId, m.id))).toHaveLength(0);

    const kept = await t.database.db.select().from(payments).where(eq(payments.memberId, m.id));
    expect(kept).toHaveLength(2);
    for (const p of kept) {
      expect(p.draft).toMatchObject({ erased: true, membershipNumber: m.membershipNumber });
      const text = JSON.stringify(p);
      for (const personal of [m.fullName, m.idNumber, m.phoneNumber, 'gone@example.org']) expect(text).not.toContain(personal);
    }
    expect((await chairman.call('GET', '/api/payments')).json().totals).toEqual(totalsBefore);

    const [final] = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.memberId, m.id), eq(outbox.kind, 'membership_deleted')));
    expect(final).toMatchObject({ channel: 'sms', recipient: m.phoneNumber, status: 'queued' });
    // Earlier messages no longer say whom they went to.
    const earlier = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.memberId, m.id), eq(outbox.kind, 'card_code')));
    expect(earlier.every((row) => row.recipient === '')).toBe(true);
    await t.app.runOutbox();
    expect(sms.messages.some((s) => s.to === `+${m.phoneNumber}` && s.message.includes('deleted'))).toBe(true);

    expect((await auditRows('data_request.approve')).some((r) => r.entityId === mine.id && r.userId)).toBe(true);
    const handled = answer(await chairman.call('GET', '/api/data-requests'), 200, dataRequestListSchema).items.find(
      (r) => r.id === mine.id,
    );
    expect(handled).toMatchObject({ status: 'approved', fullName: null });
    // The old ID number opens nothing any more; a second decision is refused.
    expect((await post('/api/self-service/code', { idNumber: m.idNumber, phoneNumber: m.local })).statusCode).toBe(202);
    expect((await chairman.call('POST', `/api/data-requests/${mine.id}/approve`)).statusCode).toBe(409);
  });

  it('rejecting needs a reason; a request not handled in 30 days shows overdue', async () => {
    const m = await member();
    await post('/api/self-service/delete-request', { idNumber: m.idNumber, code: await freshCode(m) });
    let chairman = await adminClient(t);
    const find = async () =>
      answer(await chairman.call('GET', '/api/data-requests'), 200, dataRequestListSchema).items.find(
        (r) => r.membershipNumber === m.membershipNumber,
      )!;
    expect((await find()).overdue).toBe(false);
    t.clock.advance(30 * 24 * 60 * 60_000 + 60_000);
    chairman = await adminClient(t);
    const late = answer(await chairman.call('GET', '/api/data-requests'), 200, dataRequestListSchema);
    expect(late.items.find((r) => r.membershipNumber === m.membershipNumber)!.overdue).toBe(true);
    expect(late.overdue).toBeGreaterThanOrEqual(1);

    const id = (await find()).id;
    const noReason = answer(
      await chairman.call('POST', `/api/data-requests/${id}/reject`, { reason: ' ' }),
      400,
      errorBodySchema,
    );
    expect(noReason.error.fields?.reason).toBe(messages.dataRightsRejectReasonRequired);
    expect((await find()).status).toBe('pending');
    expect(
      (await chairman.call('POST', `/api/data-requests/${id}/reject`, { reason: 'Membership fees are disputed in court' }))
        .statusCode,
    ).toBe(200);
    expect(await find()).toMatchObject({ status: 'rejected', reason: 'Membership fees are disputed in court', overdue: false });
    expect((await auditRows('data_request.reject')).some((r) => r.entityId === id)).toBe(true);
    // The member keeps their record.
    expect((await t.database.db.select().from(members).where(eq(members.id, m.id)))[0]!.fullName).toBe(m.fullName);
  });

  it('only the chairman and vice-chairman see and decide requests', async () => {
    for (const role of ['secretary', 'treasurer'] as const) {
      const official = await adminClient(t, role);
      expect((await official.call('GET', '/api/data-requests')).statusCode).toBe(403);
    }
    expect((await (await adminClient(t, 'vice_chairman')).call('GET', '/api/data-requests')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/data-requests' })).statusCode).toBe(401);
  });
});

describe('retention', () => {
  it('after 30 days a registration that never completed loses its draft and photo; the payment row stays', async () => {
    const photoId = await storePhoto(t.database.db, { data: Buffer.from('x'), width: 1, height: 1 });
    const staleDraft = registrationDraft({ photoId, fullName: 'Kawira Stale Registrant' });
    const freshDraft = registrationDraft({ fullName: 'Kendi Fresh Registrant' });
    const base = {
      method: 'mpesa_stk' as const,
      purpose: 'registration' as const,
      status: 'failed' as const,
      amount: 200,
      accountReference: 'MYV',
    };
    const [stale] = await t.database.db
      .insert(payments)
      .values({
        ...base,
        phoneNumber: staleDraft.phoneNumber,
        idNumber: staleDraft.idNumber,
        draft: staleDraft,
        ip: '10.9.9.9',
        createdAt: t.clock.now(),
      })
      .returning();
    t.clock.advance(20 * 24 * 60 * 60_000);
    const [fresh] = await t.database.db
      .insert(payments)
      .values({
        ...base,
        phoneNumber: freshDraft.phoneNumber,
        idNumber: freshDraft.idNumber,
        draft: freshDraft,
        createdAt: t.clock.now(),
      })
      .returning();

    t.clock.advance(11 * 24 * 60 * 60_000);
    // The job reads the app's clock: run it as the runner would.
    await t.app.jobs.runNow(RETENTION_JOB);

    const [staleAfter] = await t.database.db.select().from(payments).where(eq(payments.id, stale!.id));
    expect(staleAfter).toMatchObject({ status: 'failed', amount: 200, idNumber: '', phoneNumber: '', ip: null });
    expect(staleAfter!.draft).toMatchObject({ erased: true, membershipNumber: null });
    expect(JSON.stringify(staleAfter)).not.toContain('Kawira');
    expect(await t.database.db.select().from(photos).where(eq(photos.id, photoId))).toHaveLength(0);
    const [freshAfter] = await t.database.db.select().from(payments).where(eq(payments.id, fresh!.id));
    expect(freshAfter!.draft).toMatchObject({ fullName: 'Kendi Fresh Registrant' });
  });
});

describe('/privacy', () => {
  it('says, server-rendered, how to download, correct and delete, how long we keep what, and where to complain', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/privacy' });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    for (const text of [
      'Download my data',
      'Correct my details',
      'Delete my membership',
      'within 30 days',
      'deleted after 30 days',
      'Office of the Data Protection Commissioner',
      'href="/my-card"',
    ]) {
      expect(html).toContain(text);
    }
  });
});
