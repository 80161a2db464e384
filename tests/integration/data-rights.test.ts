/**
 * Members' data rights over real HTTP and a real database: the export is complete, a wrong or
 * expired code opens nothing and stores nothing, corrections go through the photo pipeline and
 * a code to the new phone, a deletion request is approved into an anonymised member whose
 * payments and totals stay, the final SMS is queued, a request past 30 days shows overdue, and
 * the retention job empties stale registration drafts. A member's events: /my-card lists the
 * events they came to after the code (and nothing without it), the export (JSON and PDF) carries
 * their sign-ups and check-ins and the RSVP texts as sent, a deletion takes the name and phone out
 * of their sign-ups and check-ins while the event's figures stay; the overview's twelve months
 * of attendance, by Nairobi's calendar, scoped for a chapter coordinator; and the retention job
 * taking guests' names and phones out of an event 90 days past, members' rows and the figures kept.
 */
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  cardCodes,
  chapters,
  dataRequests,
  eventCheckIns,
  members,
  notifications,
  outbox,
  payments,
  photos,
  rsvps,
} from '../../src/server/db/schema';
import { storePhoto } from '../../src/server/modules/photos';
import { RETENTION_JOB } from '../../src/server/jobs';
import { GUEST_RETENTION_DAYS } from '../../src/server/modules/events/erasure';
import type { SmsSimulator } from '../../src/server/sms-simulator/server';
import { messages } from '../../src/shared/messages';
import { serverMessages } from '../../src/shared/server-messages';
import { PRIVACY_NOTICE_VERSION } from '../../src/shared/constants';
import { attendanceMonthsSchema } from '../../src/shared/schemas/events';
import { dataRequestListSchema } from '../../src/shared/schemas/data-rights';
import { errorBodySchema } from '../../src/shared/schemas/errors';
import { answer } from '../helpers/answer';
import { pngDataUrl } from '../helpers/admin';
import type { Role } from '../../src/shared/roles';
import { browserHeaders, createTestApp, type TestApp } from '../helpers/app';
import { makeMember, registrationDraft, sessionCookie } from '../helpers/factories';
import { validEvent } from '../helpers/content';
import { readPdf } from '../helpers/pdf';
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

/** An official whose session starts at the test clock's now (the clock moves in these tests). */
async function official(role: Role) {
  const cookie = await sessionCookie(t.database.db, role, t.clock.now());
  return (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: payload ? browserHeaders(cookie) : { cookie, ...(method === 'GET' ? {} : { origin: 'http://localhost:3000' }) },
      ...(payload ? { payload } : {}),
    });
}

/** The same, as `{ call }`. */
const adminClient = async (role: Role = 'chairman') => ({ call: await official(role) });

const setClock = (iso: string) => t.clock.advance(Date.parse(iso) - t.clock.now().getTime());

async function makeEvent(title: string, date: string) {
  const secretary = await official('secretary');
  const created = await secretary('POST', '/api/content/events', validEvent({ title, date }));
  expect(created.statusCode).toBe(201);
  const { event } = created.json() as { event: { id: string; slug: string } };
  expect(
    (await secretary('PUT', `/api/events/${event.id}/rsvp-settings`, { enabled: true, membersOnly: false })).statusCode,
  ).toBe(200);
  return event;
}

async function rsvp(slug: string, body: object) {
  const res = await post(`/api/events/${slug}/rsvp`, body);
  expect(res.statusCode).toBe(201);
  return (res.json() as { rsvp: { code: string; token: string } }).rsvp;
}

async function checkIn(eventId: string, body: object) {
  const res = await (await official('secretary'))('POST', `/api/events/${eventId}/check-in`, body);
  expect(res.statusCode).toBe(200);
  return res.json() as { result: string };
}

const auditRows = (action: string) => t.database.db.select().from(auditLog).where(eq(auditLog.action, action));

describe('POST /api/self-service/export', () => {
  it('gives everything we hold: record, photo, consents, payments, messages, events (none here), as JSON and PDF', async () => {
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
    // This member signed up for nothing (the events' tests below have one who did).
    expect(data.rsvps).toEqual([]);
    expect(data.eventsAttended).toEqual([]);

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
    expect(refused.error.message).toBe(serverMessages.codeWrong);
    const noSession = answer(await post('/api/self-service/delete-request', { idNumber: m.idNumber }), 400, errorBodySchema);
    expect(noSession.error.message).toBe(serverMessages.dataRightsSessionEnded);

    t.clock.advance(10 * 60_000 + 1_000);
    const late = await post('/api/self-service/delete-request', { idNumber: m.idNumber, code });
    expect(answer(late, 400, errorBodySchema).error.message).toBe(serverMessages.codeWrong);
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
    expect(answer(foreign, 400, errorBodySchema).error.message).toBe(serverMessages.dataRightsSessionEnded);
    expect((await post('/api/self-service/export', { idNumber: m.idNumber }, cookie)).statusCode).toBe(200);
    t.clock.advance(15 * 60_000 + 1_000);
    const ended = await post('/api/self-service/export', { idNumber: m.idNumber }, cookie);
    expect(answer(ended, 400, errorBodySchema).error.message).toBe(serverMessages.dataRightsSessionEnded);
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
    expect(saved.json()).toEqual({ fields: ['email', 'photo'], message: serverMessages.dataRightsDetailsSaved });
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
    expect(answer(wrong, 400, errorBodySchema).error.message).toBe(serverMessages.codeWrong);
    expect((await t.database.db.select().from(members).where(eq(members.id, m.id)))[0]!.phoneNumber).toBe(m.phoneNumber);
    const ok = await post('/api/self-service/phone/confirm', { idNumber: m.idNumber, newPhone: newLocal, phoneCode }, cookie);
    expect(ok.statusCode).toBe(200);
    expect((await t.database.db.select().from(members).where(eq(members.id, m.id)))[0]!.phoneNumber).toBe(newPhone);

    const taken = await member();
    const clash = await post('/api/self-service/phone', { idNumber: m.idNumber, newPhone: taken.local }, cookie);
    expect(answer(clash, 409, errorBodySchema).error.message).toBe(serverMessages.dataRightsPhoneTaken);
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
    const chairman = await adminClient();
    const totalsBefore = (await chairman.call('GET', '/api/payments')).json().totals;

    const filed = await post('/api/self-service/delete-request', { idNumber: m.idNumber, code: await freshCode(m) });
    expect(filed.statusCode).toBe(202);
    expect(filed.json()).toEqual({ filed: true, alreadyFiled: false, message: serverMessages.dataRightsDeletionFiled });
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
      fullName: serverMessages.dataRightsErasedName,
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
    let chairman = await adminClient();
    const find = async () =>
      answer(await chairman.call('GET', '/api/data-requests'), 200, dataRequestListSchema).items.find(
        (r) => r.membershipNumber === m.membershipNumber,
      )!;
    expect((await find()).overdue).toBe(false);
    t.clock.advance(30 * 24 * 60 * 60_000 + 60_000);
    chairman = await adminClient();
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
      const official = await adminClient(role);
      expect((await official.call('GET', '/api/data-requests')).statusCode).toBe(403);
    }
    expect((await (await adminClient('vice_chairman')).call('GET', '/api/data-requests')).statusCode).toBe(200);
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
    expect(staleAfter!.draft).toMatchObject({
      erased: true,
      fullName: serverMessages.retentionErasedName,
      membershipNumber: null,
    });
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

describe("a member's events on /my-card and in the data export", () => {
  // The tests above moved the clock weeks ahead; these events are in December 2026, so the clock goes
  // back to a fixed day before them (not today's: these dates would pass one day).
  beforeAll(() => setClock('2026-11-20T09:00:00Z'));

  it('lists the events they came to after the code, and exports their sign-ups and check-ins as JSON and PDF', async () => {
    const came = await makeEvent('Tree Planting at Kinoro', '2026-12-05');
    const signedOnly = await makeEvent('Debate Night Nkubu', '2026-12-12');
    const wanja = await member({ fullName: 'Wanja Gakii' });
    const other = await member({ fullName: 'Other Person Kathure' });

    // As the member at one event (checked in by number), as a guest with the same phone at another (not checked in).
    const asMember = await rsvp(came.slug, { membershipNumber: wanja.membershipNumber, phoneNumber: wanja.local });
    await rsvp(signedOnly.slug, { name: 'Wanja G', phoneNumber: wanja.local });
    expect((await checkIn(came.id, { membershipNumber: wanja.membershipNumber })).result).toBe('admitted');
    expect((await checkIn(came.id, { membershipNumber: other.membershipNumber })).result).toBe('admitted');
    for (let i = 0; i < 5 && (await t.app.runOutbox()).claimed > 0; i++);

    // Without a code or a session: the product's message, nothing listed.
    const refused = await post('/api/self-service/events', { idNumber: wanja.idNumber });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(serverMessages.dataRightsSessionEnded);
    expect(refused.body).not.toContain('Kinoro');
    // Bad input: a malformed ID number is a 400, nothing looked up.
    expect((await post('/api/self-service/events', { idNumber: 'abc' })).statusCode).toBe(400);

    const listed = await post('/api/self-service/events', { idNumber: wanja.idNumber, code: await freshCode(wanja) });
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['cache-control']).toBe('no-store');
    expect(listed.json().events).toEqual([
      { slug: came.slug, title: 'Tree Planting at Kinoro', date: '2026-12-05', checkedInAt: expect.any(String) },
    ]);
    const cookie = cookieOf(listed);
    expect(cookie).toBeDefined();
    // Another member's session does not open Wanja's list.
    const otherCode = await freshCode(other);
    const otherSession = cookieOf(await post('/api/self-service/events', { idNumber: other.idNumber, code: otherCode }));
    expect((await post('/api/self-service/events', { idNumber: wanja.idNumber }, otherSession)).statusCode).toBe(400);

    const exported = await post('/api/self-service/export', { idNumber: wanja.idNumber }, cookie);
    expect(exported.statusCode).toBe(200);
    const data = exported.json();
    expect(data.rsvps).toHaveLength(2);
    expect(data.rsvps[0]).toMatchObject({
      event: 'Tree Planting at Kinoro',
      eventDate: '2026-12-05',
      name: 'Wanja Gakii',
      phoneNumber: wanja.phoneNumber,
      status: 'going',
      code: asMember.code,
      cancelledAt: null,
    });
    expect(data.rsvps[1]).toMatchObject({ event: 'Debate Night Nkubu', name: 'Wanja G', status: 'going' });
    // The key to their RSVP page is not in a file that may be passed around.
    expect(exported.body).not.toContain(asMember.token);
    expect(data.eventsAttended).toEqual([
      {
        event: 'Tree Planting at Kinoro',
        eventDate: '2026-12-05',
        name: 'Wanja Gakii',
        membershipNumber: wanja.membershipNumber,
        chapter: expect.any(String),
        result: 'admitted',
        checkedInAt: expect.any(String),
      },
    ]);
    expect(exported.body).not.toContain('Other Person Kathure');
    // The RSVP texts read as sent: the event and the code, not "the event" and a blank.
    const going = data.messagesSent.find(
      (m: { kind: string; text: string }) => m.kind === 'rsvp_going' && m.text.includes('Kinoro'),
    );
    expect(going?.text).toContain(`Your code: ${asMember.code}`);

    const pdf = await post('/api/self-service/export?format=pdf', { idNumber: wanja.idNumber }, cookie);
    expect(pdf.statusCode).toBe(200);
    const text = (await readPdf(pdf.rawPayload)).map((p) => p.text).join('\n');
    expect(text).toContain('Event sign-ups (2)');
    expect(text).toContain('Debate Night Nkubu');
    expect(text).toContain('Events attended (1)');
    expect(text).toContain(asMember.code);
    expect(text).not.toContain('do not record');
  });

  it('a member with no events gets an empty list and empty sections', async () => {
    const m = await member();
    const listed = await post('/api/self-service/events', { idNumber: m.idNumber, code: await freshCode(m) });
    expect(listed.json()).toEqual({ events: [] });
    const data = (await post('/api/self-service/export', { idNumber: m.idNumber }, cookieOf(listed))).json();
    expect(data.rsvps).toEqual([]);
    expect(data.eventsAttended).toEqual([]);
  });

  it('an approved deletion takes the name and phone out of their sign-ups and check-ins; the figures stay', async () => {
    const event = await makeEvent('Clean-up Day Meru Town', '2026-12-19');
    const m = await member({ fullName: 'Kendi Erased Muthoni' });
    await rsvp(event.slug, { membershipNumber: m.membershipNumber, phoneNumber: m.local });
    const guestEvent = await makeEvent('Football Gala Timau', '2026-12-20');
    await rsvp(guestEvent.slug, { name: 'Kendi as Guest', phoneNumber: m.local });
    await checkIn(event.id, { membershipNumber: m.membershipNumber });
    await checkIn(guestEvent.id, { guest: { name: 'Kendi as Guest', phoneNumber: m.local } });
    const chairman = await official('chairman');
    const before = (await chairman('GET', `/api/events/${event.id}/attendance`)).json();

    expect((await post('/api/self-service/delete-request', { idNumber: m.idNumber, code: await freshCode(m) })).statusCode).toBe(
      202,
    );
    const list = answer(await chairman('GET', '/api/data-requests'), 200, dataRequestListSchema);
    const mine = list.items.find((r) => r.membershipNumber === m.membershipNumber)!;
    expect((await chairman('POST', `/api/data-requests/${mine.id}/approve`)).statusCode).toBe(200);

    const signUps = [
      ...(await t.database.db.select().from(rsvps).where(eq(rsvps.eventId, event.id))),
      ...(await t.database.db.select().from(rsvps).where(eq(rsvps.eventId, guestEvent.id))),
    ];
    expect(signUps).toHaveLength(2);
    const checkIns = [
      ...(await t.database.db.select().from(eventCheckIns).where(eq(eventCheckIns.eventId, event.id))),
      ...(await t.database.db.select().from(eventCheckIns).where(eq(eventCheckIns.eventId, guestEvent.id))),
    ];
    expect(checkIns).toHaveLength(2);
    const stored = JSON.stringify([signUps, checkIns]);
    for (const gone of ['Kendi', m.phoneNumber]) expect(stored).not.toContain(gone);
    expect(signUps.every((r) => r.name === serverMessages.dataRightsErasedName)).toBe(true);
    expect((await chairman('GET', `/api/events/${event.id}/attendance`)).json()).toEqual(before);
    // The RSVP texts (the guest one had no member id) lost the phone too; only the final SMS still names it.
    const stillTo = await t.database.db.select().from(outbox).where(eq(outbox.recipient, m.phoneNumber));
    expect(stillTo.map((row) => row.kind)).toEqual(['membership_deleted']);
  });
});

describe('/privacy on event data', () => {
  it('says, server-rendered in both languages, what sign-ups and check-ins hold, why, who sees them and how long a guest’s are kept', async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/privacy' })).body;
    for (const text of [
      'When you sign up for an event',
      'When you are checked in at an event',
      'Event sign-ups and check-ins:',
      // The notice's number is the job's (one rule, two places a person reads or a machine runs).
      `removed from them, and from the texts we sent you about the event, ${GUEST_RETENTION_DAYS} days after the event`,
    ]) {
      expect(html).toContain(text);
    }
    expect(html).not.toContain('do not record which events');
    expect(html).not.toContain('kept with the event’s records');
    // The Kiswahili twin says the same.
    const sw = await t.app.inject({ method: 'GET', url: '/sw/privacy' });
    expect(sw.statusCode).toBe(200);
    expect(sw.body).toContain(`siku ${GUEST_RETENTION_DAYS} baada ya hafla jina lako na nambari yako ya simu huondolewa`);
  });
});

describe('GET /api/attendance/months', () => {
  it('counts check-ins per Nairobi month over the last twelve, members and guests apart; a coordinator sees its chapter', async () => {
    const [first, second] = await t.database.db.select().from(chapters).orderBy(chapters.name).limit(2);
    expect(second).toBeDefined();
    // The coordinator's chapter is the first one the factories use.
    const own = await member();
    const elsewhere = await member({ chapterId: own.chapterId === first!.id ? second!.id : first!.id });
    const event = await makeEvent('Annual Youth Forum', '2026-03-31');
    const later = await makeEvent('Mid-year Forum', '2026-06-15');
    const old = await makeEvent('Old Forum', '2026-02-20');

    setClock('2026-02-20T10:00:00Z'); // outside the window below
    await checkIn(old.id, { membershipNumber: own.membershipNumber });
    setClock('2026-03-31T20:00:00Z'); // 23:00 in Nairobi: still March
    await checkIn(event.id, { guest: { name: 'Guest Mwiti', phoneNumber: '0712000991' } });
    setClock('2026-03-31T21:30:00Z'); // 00:30 on 1 April in Nairobi: April, though still March in UTC
    await checkIn(event.id, { membershipNumber: own.membershipNumber });
    setClock('2026-06-15T09:00:00Z');
    await checkIn(later.id, { membershipNumber: elsewhere.membershipNumber });
    setClock('2027-02-10T09:00:00Z');

    const all = answer(await (await official('chairman'))('GET', '/api/attendance/months'), 200, attendanceMonthsSchema);
    expect(all.months.map((m) => m.month)).toEqual([
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
    ]);
    const at = (months: typeof all.months, month: string) => months.find((m) => m.month === month);
    // Other tests of this file checked people in (in real time's months): only these months are ours alone.
    expect(at(all.months, '2026-03')).toEqual({ month: '2026-03', members: 0, guests: 1, events: 1 });
    expect(at(all.months, '2026-04')).toEqual({ month: '2026-04', members: 1, guests: 0, events: 1 });
    expect(at(all.months, '2026-06')).toEqual({ month: '2026-06', members: 1, guests: 0, events: 1 });

    const coordinator = answer(
      await (
        await official('chapter_coordinator')
      )('GET', '/api/attendance/months'),
      200,
      attendanceMonthsSchema,
    );
    expect(at(coordinator.months, '2026-03')).toMatchObject({ members: 0, guests: 0 });
    expect(at(coordinator.months, '2026-04')).toMatchObject({ members: 1, guests: 0 });
    expect(at(coordinator.months, '2026-06')).toMatchObject({ members: 0, guests: 0 });

    expect((await (await official('secretary'))('GET', '/api/attendance/months')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/attendance/months' })).statusCode).toBe(401);
  });
});

describe("retention of an event's guests", () => {
  it('90 days after an event its guests lose name and phone in sign-ups, check-ins and texts; members, later events and every figure stay', async () => {
    // Fixed days after every event of the tests above; the run day below is 91 days after `old`, 89 after `recent`.
    setClock('2027-03-01T09:00:00Z');
    const old = await makeEvent('Careers Fair Maua', '2027-03-10');
    const recent = await makeEvent('Music Festival Kianjai', '2027-03-12');
    const m = await member({ fullName: 'Nkatha Member Stays' });
    const guest = { name: 'Kinya Guest Mwende', local: '0712000661', phone: '254712000661' };
    const walkIn = { name: 'Kaimenyi Walkin Gitonga', local: '0712000663', phone: '254712000663' };
    const later = { name: 'Gatwiri Later Guest', local: '0712000662', phone: '254712000662' };
    const guestRsvp = await rsvp(old.slug, { name: guest.name, phoneNumber: guest.local });
    await rsvp(old.slug, { membershipNumber: m.membershipNumber, phoneNumber: m.local });
    const laterRsvp = await rsvp(recent.slug, { name: later.name, phoneNumber: later.local });
    // The "you're coming" texts go out; the day-before reminders stay queued (a gateway that was down).
    for (let i = 0; i < 5 && (await t.app.runOutbox()).claimed > 0; i++);
    setClock('2027-03-09T07:00:00Z'); // 10:00 in Nairobi, the day before
    await t.app.jobs.runNow('rsvp-reminders');
    setClock('2027-03-10T08:00:00Z');
    await checkIn(old.id, { code: guestRsvp.code });
    await checkIn(old.id, { guest: { name: walkIn.name, phoneNumber: walkIn.local } });
    await checkIn(old.id, { membershipNumber: m.membershipNumber });
    setClock('2027-03-12T08:00:00Z');
    await checkIn(recent.id, { code: laterRsvp.code });

    const db = t.database.db;
    const eventIds = [old.id, recent.id];
    const rowsOf = async (eventId: string) => ({
      rsvps: await db.select().from(rsvps).where(eq(rsvps.eventId, eventId)).orderBy(rsvps.position),
      checkIns: await db
        .select()
        .from(eventCheckIns)
        .where(eq(eventCheckIns.eventId, eventId))
        .orderBy(eventCheckIns.checkedInAt),
    });
    const textsOf = async (rsvpIds: string[]) =>
      (await db.select().from(outbox).orderBy(outbox.createdAt, outbox.kind)).filter((row) =>
        rsvpIds.some((id) => row.dedupeKey?.endsWith(`:${id}`)),
      );
    const figures = async () => {
      const chairman = await official('chairman');
      return {
        events: await Promise.all(eventIds.map(async (id) => (await chairman('GET', `/api/events/${id}/attendance`)).json())),
        months: (await chairman('GET', '/api/attendance/months')).json(),
      };
    };

    setClock('2027-06-09T09:00:00Z');
    const before = { old: await rowsOf(old.id), recent: await rowsOf(recent.id), figures: await figures() };
    const oldRsvpIds = before.old.rsvps.map((r) => r.id);
    const oldTextsBefore = await textsOf(oldRsvpIds);
    // The fixture is what the test says: a guest's text sent, a guest's reminder still queued, all to the guest's phone.
    expect(oldTextsBefore.filter((row) => row.recipient === guest.phone).map((row) => [row.kind, row.status])).toEqual([
      ['rsvp_going', 'sent'],
      ['rsvp_reminder', 'queued'],
    ]);
    expect(JSON.stringify(before.old)).toContain(walkIn.phone);
    expect(before.old.checkIns).toHaveLength(3);
    expect(before.figures.events[0]).toMatchObject({ going: 2, attended: 3, members: 1, guests: 2 });
    const laterTextsBefore = await textsOf(before.recent.rsvps.map((r) => r.id));

    expect((await t.app.jobs.runNow(RETENTION_JOB))?.ok).toBe(true);

    const after = { old: await rowsOf(old.id), recent: await rowsOf(recent.id), figures: await figures() };
    const oldTextsAfter = await textsOf(oldRsvpIds);
    // The old event's guests: no name, no phone in their sign-up, check-ins or texts.
    const stored = JSON.stringify([after.old, oldTextsAfter]);
    for (const gone of [guest.name, guest.phone, walkIn.name, walkIn.phone, 'Kinya', 'Kaimenyi'])
      expect(stored).not.toContain(gone);
    const guestRow = after.old.rsvps.find((r) => r.memberId === null)!;
    expect(guestRow).toMatchObject({
      name: serverMessages.retentionErasedName,
      phoneNumber: `erased:${guestRow.id}`,
      status: 'going',
    });
    const guestCheckIns = after.old.checkIns.filter((c) => c.memberId === null);
    expect(guestCheckIns).toHaveLength(2);
    for (const c of guestCheckIns)
      expect(c).toMatchObject({ name: serverMessages.retentionErasedName, personKey: `erased:${c.id}` });
    // Its RSVP's check-in still names the RSVP, so the no-shows stay right.
    expect(guestCheckIns.map((c) => c.rsvpId)).toContain(guestRow.id);
    // The queued reminder is no longer for anyone; the sent text stays counted, without phone or words.
    const guestTexts = oldTextsAfter.filter((row) => row.dedupeKey?.endsWith(`:${guestRow.id}`));
    expect(guestTexts.map((row) => [row.kind, row.status, row.recipient, row.params])).toEqual([
      ['rsvp_going', 'sent', '', {}],
      ['rsvp_reminder', 'skipped', '', {}],
    ]);
    // The member's sign-up, check-in and texts are theirs to keep (their own deletion takes them).
    const memberRows = (rows: typeof before.old) => ({
      rsvps: rows.rsvps.filter((r) => r.memberId === m.id),
      checkIns: rows.checkIns.filter((c) => c.memberId === m.id),
    });
    expect(memberRows(after.old)).toEqual(memberRows(before.old));
    expect(memberRows(after.old).rsvps[0]).toMatchObject({ name: 'Nkatha Member Stays', phoneNumber: m.phoneNumber });
    expect(oldTextsAfter.filter((row) => row.memberId === m.id)).toEqual(oldTextsBefore.filter((row) => row.memberId === m.id));
    // The event 89 days past keeps its guest, and every figure is what it was.
    expect(after.recent).toEqual(before.recent);
    expect(JSON.stringify(after.recent)).toContain(later.phone);
    expect(await textsOf(after.recent.rsvps.map((r) => r.id))).toEqual(laterTextsBefore);
    expect(after.figures).toEqual(before.figures);

    // A second run changes nothing.
    const snapshot = async () => ({ rows: [await rowsOf(old.id), await rowsOf(recent.id)], texts: await textsOf(oldRsvpIds) });
    const once = await snapshot();
    t.clock.advance(24 * 60 * 60_000);
    expect((await t.app.jobs.runNow(RETENTION_JOB))?.ok).toBe(true);
    expect(await snapshot()).toEqual(once);
  });
});
