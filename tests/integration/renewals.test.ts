/**
 * Renewal by M-Pesa over real HTTP against the built-in Daraja simulator: a due and an expired
 * member, with duplicate, forged and missing callbacks. The renewal date moves exactly once per
 * paid renewal, in the transaction that completes the payment.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, members, payments } from '../../src/server/db/schema';
import { nairobiToday } from '../../src/shared/dates';
import { addDays } from '../../src/shared/membership';
import { addYears } from '../../src/shared/dates';
import { messages } from '../../src/shared/messages';
import { serverMessages } from '../../src/shared/server-messages';
import { renewalCheckResponseSchema } from '../../src/shared/schemas/renewals';
import { CALLBACK_PATH_PREFIX } from '../../src/server/modules/payments/gateway';
import { makeMember, sessionCookie } from '../helpers/factories';
import { createPaymentTestApp, eventually, payingPhone, type Browser, type PaymentTestApp } from '../helpers/payments';

let t: PaymentTestApp;
let today: string;
beforeAll(async () => {
  t = await createPaymentTestApp();
  today = nairobiToday(t.clock.now());
});
afterAll(async () => t?.close());

let phoneSeq = 0;
/** A member whose phone on file is 07…; `renewalDate` decides due or expired. */
async function member(renewalDate: string, overrides: Partial<typeof members.$inferInsert> = {}) {
  phoneSeq++;
  const local = `07${String(55_000_000 + phoneSeq * 7919 + Math.floor(Math.random() * 1000)).slice(0, 8)}`;
  const row = await makeMember(t.database.db, { phoneNumber: `254${local.slice(1)}`, renewalDate, ...overrides });
  return { ...row, local };
}
const renewalDateOf = async (id: string) =>
  (await t.database.db.select().from(members).where(eq(members.id, id)))[0]!.renewalDate;
const paymentOf = async (checkoutRequestId: string) =>
  (await t.database.db.select().from(payments).where(eq(payments.checkoutRequestId, checkoutRequestId)))[0]!;
const callbackPath = async () => {
  const [row] = await t.database.db.query.settings.findMany({ where: (s, { eq: e }) => e(s.key, 'payment_callback_secret') });
  return `${CALLBACK_PATH_PREFIX}${row!.value}`;
};
const postCallback = async (body: unknown) =>
  fetch(`${t.url}${await callbackPath()}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

async function renew(browser: Browser, m: { idNumber: string; local: string }, payPhone: string) {
  return browser.post('/api/renewals/stkpush', { idNumber: m.idNumber, phoneNumber: m.local, payPhoneNumber: payPhone });
}

describe('POST /api/renewals/check', () => {
  it('shows a due member their membership; a wrong phone or unknown ID gets one message', async () => {
    const m = await member(addDays(today, 12));
    const ok = await t.browser().post('/api/renewals/check', { idNumber: m.idNumber, phoneNumber: m.local });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({
      member: {
        fullName: m.fullName,
        membershipNumber: m.membershipNumber,
        chapter: expect.any(String),
        renewalDate: addDays(today, 12),
        membershipStatus: 'due',
        suspended: false,
        earlyRenewal: false,
      },
    });
    const wrongPhone = await t.browser().post('/api/renewals/check', { idNumber: m.idNumber, phoneNumber: '0799999999' });
    const unknown = await t.browser().post('/api/renewals/check', { idNumber: '99887766', phoneNumber: m.local });
    for (const answer of [wrongPhone, unknown]) {
      expect(answer.status).toBe(404);
      expect(answer.body.error.message).toBe(serverMessages.renewalNotFound);
    }
    // The answer never names the member or says which of the two did not match.
    expect(JSON.stringify(wrongPhone.body)).not.toContain(m.fullName);
  });

  it('calls a suspended membership suspended, whatever its dates', async () => {
    const m = await member(addDays(today, 200), { status: 'inactive' });
    const answer = await t.browser().post('/api/renewals/check', { idNumber: m.idNumber, phoneNumber: m.local });
    expect(answer.status).toBe(200);
    expect(answer.body.member).toMatchObject({ membershipStatus: 'suspended', suspended: true });
  });

  it('refuses bad input with the form messages and stores nothing', async () => {
    const bad = await t.browser().post('/api/renewals/check', { idNumber: '12', phoneNumber: 'abc' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({ idNumber: messages.idNumberInvalid });
    const none = await t.browser().post('/api/renewals/check', {});
    expect(none.status).toBe(400);
  });

  it('is limited per ID number, counted in the database', async () => {
    const m = await member(addDays(today, 5));
    for (let i = 0; i < 10; i++) {
      expect((await t.browser().post('/api/renewals/check', { idNumber: m.idNumber, phoneNumber: '0711000000' })).status).toBe(
        404,
      );
    }
    const limited = await t.browser().post('/api/renewals/check', { idNumber: m.idNumber, phoneNumber: m.local });
    expect(limited.status).toBe(429);
    expect(limited.body.error.message).toBe(serverMessages.renewalTooManyChecks);
    expect(limited.body.error).toMatchObject({ code: 'rate_limited', reason: 'renewal_lookup_id' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    t.clock.advance(61 * 60_000);
    expect((await t.browser().post('/api/renewals/check', { idNumber: m.idNumber, phoneNumber: m.local })).status).toBe(200);
  });
});

describe('renewing a due member', () => {
  it('pays from another phone, moves the date a year on from the current one, and hands out the card', async () => {
    const due = addDays(today, 20);
    const m = await member(due);
    const browser = t.browser();
    const pushed = await renew(browser, m, payingPhone());
    expect(pushed.status).toBe(200);
    expect(pushed.body).toMatchObject({ ResponseCode: '0', CheckoutRequestID: expect.stringMatching(/^ws_CO_/) });
    const id = pushed.body.CheckoutRequestID as string;
    expect(await paymentOf(id)).toMatchObject({ purpose: 'renewal', memberId: m.id, amount: 200, status: 'pending' });

    await t.simulator.settled();
    expect((await browser.get(`/api/mpesa/status?checkoutRequestId=${id}`)).body).toMatchObject({
      ResultCode: '0',
      status: 'completed',
    });
    const submitted = await browser.post('/api/renewals/submit', { checkoutRequestId: id });
    expect(submitted.status).toBe(200);
    expect(submitted.body.member).toEqual({
      membershipNumber: m.membershipNumber,
      renewalDate: addYears(due, 1),
      membershipStatus: 'active',
    });
    expect(submitted.body.cardUrl).toMatch(/^\/api\/cards\//);

    // Submitting again is idempotent: the same date, no second year.
    const again = await browser.post('/api/renewals/submit', { checkoutRequestId: id });
    expect(again.body.member.renewalDate).toBe(addYears(due, 1));
    expect(await renewalDateOf(m.id)).toBe(addYears(due, 1));

    const card = await fetch(`${t.url}${submitted.body.cardUrl}`);
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toContain('application/pdf');
  });

  it('a callback sent twice (0202) renews once', async () => {
    const due = addDays(today, 3);
    const m = await member(due);
    const browser = t.browser();
    const { body } = await renew(browser, m, payingPhone('0202'));
    await t.simulator.settled();
    await eventually(async () => (await paymentOf(body.CheckoutRequestID)).status === 'completed');
    await new Promise((r) => setTimeout(r, 300)); // let the second callback land
    expect(await renewalDateOf(m.id)).toBe(addYears(due, 1));
    expect(
      (await browser.post('/api/renewals/submit', { checkoutRequestId: body.CheckoutRequestID })).body.member.renewalDate,
    ).toBe(addYears(due, 1));
  });

  it('a forged success (wrong amount, or a phone that does not match) renews nothing', async () => {
    const due = addDays(today, 9);
    const m = await member(due);
    const browser = t.browser();
    const phone = payingPhone('1032'); // the real answer will be "cancelled"
    const { body } = await renew(browser, m, phone);
    const id = body.CheckoutRequestID as string;
    const forged = (amount: number, phoneNumber: string) => ({
      Body: {
        stkCallback: {
          MerchantRequestID: '1',
          CheckoutRequestID: id,
          ResultCode: 0,
          ResultDesc: 'The service request is processed successfully.',
          CallbackMetadata: {
            Item: [
              { Name: 'Amount', Value: amount },
              { Name: 'MpesaReceiptNumber', Value: 'SFORGED777' },
              { Name: 'PhoneNumber', Value: Number(phoneNumber) },
            ],
          },
        },
      },
    });
    expect((await postCallback(forged(200, '254700000001'))).status).toBe(200);
    await t.simulator.settled();
    expect((await paymentOf(id)).status).toBe('failed');
    expect(await renewalDateOf(m.id)).toBe(due);
    const unpaid = await browser.post('/api/renewals/submit', { checkoutRequestId: id });
    expect(unpaid.status).toBe(402);
    expect(unpaid.body.error.message).toBe(serverMessages.renewalPaymentRequired);

    // A success from an address that is not Safaricom's is not believed as it stands: it waits for
    // STK Query (here "still processing"), never a renewal.
    const m2 = await member(due);
    const phone2 = payingPhone('0404');
    const second = await renew(t.browser(), m2, phone2);
    const forgedAmount = forged(1, `254${phone2.slice(1)}`);
    forgedAmount.Body.stkCallback.CheckoutRequestID = second.body.CheckoutRequestID;
    expect((await postCallback(forgedAmount)).status).toBe(200);
    expect((await paymentOf(second.body.CheckoutRequestID)).status).toBe('pending');
    expect(await renewalDateOf(m2.id)).toBe(due);
  });
});

describe('renewing an expired member', () => {
  it('a lost callback (0404) is settled by STK Query; the new year starts today', async () => {
    const lapsed = addDays(today, -45);
    const m = await member(lapsed);
    const check = await t.browser().post('/api/renewals/check', { idNumber: m.idNumber, phoneNumber: m.local });
    expect(check.body.member.membershipStatus).toBe('expired');
    const browser = t.browser();
    const { body } = await renew(browser, m, payingPhone('0404'));
    const id = body.CheckoutRequestID as string;
    await new Promise((r) => setTimeout(r, 200));
    expect((await paymentOf(id)).status).toBe('pending');
    t.clock.advance(20_000);
    const status = await browser.get(`/api/mpesa/status?checkoutRequestId=${id}`);
    expect(status.body).toMatchObject({ ResultCode: '0', status: 'completed' });
    const submitted = await browser.post('/api/renewals/submit', { checkoutRequestId: id });
    const renewedTo = addYears(nairobiToday(t.clock.now()), 1);
    expect(submitted.body.member).toMatchObject({ renewalDate: renewedTo, membershipStatus: 'active' });
    // Reconciliation later finds nothing more to do: still one year.
    await t.app.reconcilePayments();
    expect(await renewalDateOf(m.id)).toBe(renewedTo);
  });

  it('a cancelled prompt leaves the member expired; only the browser that paid may submit', async () => {
    const lapsed = addDays(today, -2);
    const m = await member(lapsed);
    const browser = t.browser();
    const { body } = await renew(browser, m, payingPhone('1032'));
    await t.simulator.settled();
    expect((await browser.get(`/api/mpesa/status?checkoutRequestId=${body.CheckoutRequestID}`)).body.ResultCode).toBe('1032');
    expect(await renewalDateOf(m.id)).toBe(lapsed);

    const paid = await renew(browser, m, payingPhone());
    expect(paid.status).toBe(200);
    await t.simulator.settled();
    const stranger = await t.browser().post('/api/renewals/submit', { checkoutRequestId: paid.body.CheckoutRequestID });
    expect(stranger.status).toBe(403);
    expect(stranger.body.error.message).toBe(serverMessages.renewalCookieMissing);
    // A registration's checkout id is not a renewal.
    expect((await browser.post('/api/renewals/submit', { checkoutRequestId: 'ws_CO_unknown' })).status).toBe(404);
  });
});

describe('what is refused before any prompt', () => {
  it('an inactive member, a bad paying phone, a second browser while a prompt is open', async () => {
    const inactive = await member(addDays(today, 3), { status: 'inactive' });
    const refused = await renew(t.browser(), inactive, payingPhone());
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(serverMessages.renewalInactive);

    const m = await member(addDays(today, 3));
    const badPhone = await renew(t.browser(), m, '0812345678');
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.error.fields.payPhoneNumber).toBe(messages.paymentPhoneInvalid);

    const slowApp = await createPaymentTestApp({ callbackDelayMs: 5_000 });
    try {
      const sm = await makeMember(slowApp.database.db, { phoneNumber: '254733111222', renewalDate: addDays(today, 3) });
      const first = await slowApp
        .browser()
        .post('/api/renewals/stkpush', { idNumber: sm.idNumber, phoneNumber: '0733111222', payPhoneNumber: payingPhone() });
      expect(first.status).toBe(200);
      const second = await slowApp
        .browser()
        .post('/api/renewals/stkpush', { idNumber: sm.idNumber, phoneNumber: '0733111222', payPhoneNumber: payingPhone() });
      expect(second.status).toBe(409);
      expect(second.body.error.message).toBe(serverMessages.renewalInProgress);
    } finally {
      await slowApp.close();
    }
  });
});

describe('Record cash renewal (dashboard)', () => {
  it('renews through the payment state machine, audited; admins only', async () => {
    const lapsed = addDays(today, -10);
    const m = await member(lapsed);
    const cookie = await sessionCookie(t.database.db, 'chairman');
    const post = (c?: string) =>
      fetch(`${t.url}/api/members/${m.id}/cash-renewal`, {
        method: 'POST',
        headers: { origin: 'http://localhost:3000', ...(c ? { cookie: c } : {}) },
      });
    expect((await post()).status).toBe(401);
    const answer = await post(cookie);
    expect(answer.status).toBe(200);
    const body = renewalCheckResponseSchema.parse(await answer.json());
    // Today as the server sees it now: an earlier test moves the clock an hour on, which crosses
    // Nairobi midnight when the suite runs late in the evening.
    expect(body.member).toMatchObject({ renewalDate: addYears(nairobiToday(t.clock.now()), 1), membershipStatus: 'active' });
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.memberId, m.id), eq(payments.purpose, 'renewal')));
    expect(payment).toMatchObject({ method: 'manual', status: 'completed' });
    expect(
      await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'member.cash-renewal'), eq(auditLog.entityId, m.id))),
    ).toHaveLength(1);
  });
});
