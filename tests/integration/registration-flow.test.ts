/**
 * The money path end to end over real HTTP: the app on a port, the built-in Daraja simulator
 * beside it, callbacks POSTed back by the simulator.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { members, payments } from '../../src/server/db/schema';
import { messages } from '../../src/shared/messages';
import { serverMessages } from '../../src/shared/server-messages';
import { MEMBER_NUMBER_PATTERN } from '../../src/shared/numbers';
import { nairobiToday } from '../../src/shared/dates';
import { CALLBACK_PATH_PREFIX } from '../../src/server/modules/payments/gateway';
import {
  count,
  createPaymentTestApp,
  eventually,
  payingPhone,
  registration,
  stkBody,
  type Browser,
  type PaymentTestApp,
} from '../helpers/payments';
import { stkPushAnswerSchema } from '../../src/shared/schemas/registration';

let t: PaymentTestApp;
beforeAll(async () => {
  t = await createPaymentTestApp();
});
afterAll(async () => {
  await t.close();
});

async function push(browser: Browser, phone: string, reg = registration()) {
  const answer = await browser.post('/api/mpesa/stkpush', stkBody(phone, reg));
  return { ...answer, reg };
}
const paymentOf = async (checkoutRequestId: string) =>
  (await t.database.db.select().from(payments).where(eq(payments.checkoutRequestId, checkoutRequestId)))[0]!;
const callbackPath = async () => {
  const [row] = await t.database.db.query.settings.findMany({ where: (s, { eq: e }) => e(s.key, 'payment_callback_secret') });
  return `${CALLBACK_PATH_PREFIX}${row!.value}`;
};

describe('a paid registration', () => {
  it('prompts, receives the callback, creates exactly one member and hands out the card link', async () => {
    const browser = t.browser();
    const check = await browser.post('/api/registrations/check', { idNumber: '24681357', phoneNumber: '0722000111' });
    expect(check).toMatchObject({ status: 200, body: { ok: true } });

    const reg = registration({ idNumber: '24681357', phoneNumber: '0722000111', chapter: 'imenti youth voice' });
    const pushed = await push(browser, payingPhone(), reg);
    expect(pushed.status).toBe(200);
    expect(pushed.body).toMatchObject({ ResponseCode: '0', CheckoutRequestID: expect.stringMatching(/^ws_CO_/) });
    expect(browser.cookies.get('myv_registration')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const id = pushed.body.CheckoutRequestID as string;

    // The amount the browser sent (1) is ignored: the server charges 200 with a short reference.
    const stored = await paymentOf(id);
    expect(stored).toMatchObject({ amount: 200, accountReference: 'MYV-24681357', status: 'pending' });

    const early = await browser.get(`/api/mpesa/status?checkoutRequestId=${id}`);
    expect(early.body.ResultCode).toBeNull();

    await t.simulator.settled();
    const status = await browser.get(`/api/mpesa/status?checkoutRequestId=${id}`);
    expect(status.body).toMatchObject({ ResultCode: '0', status: 'completed' });

    const submitted = await browser.post('/api/submit-membership', {
      checkoutRequestId: id,
      paymentStatus: 'paid',
      fullName: 'Someone Else',
    });
    expect(submitted.status).toBe(200);
    const member = submitted.body.member;
    expect(member).toMatchObject({
      fullName: 'Kendi Mwiti',
      idNumber: '24681357',
      chapter: 'Imenti Youth Voice',
      paymentStatus: 'paid',
      paymentMethod: 'mpesa_stk',
      status: 'active',
      joinDate: nairobiToday(t.clock.now()),
    });
    expect(member.membershipNumber).toMatch(MEMBER_NUMBER_PATTERN);
    expect(member.membershipNumber.startsWith('MYVIM-')).toBe(true);
    expect(submitted.body.cardUrl).toMatch(/^\/api\/cards\/m\./);

    const again = await browser.post('/api/submit-membership', { checkoutRequestId: id });
    expect(again.body.member.id).toBe(member.id);
    const rows = await t.database.db.select().from(members).where(eq(members.idNumber, '24681357'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.consentVersion).toBeTruthy();
    // The simulator calls back from loopback, not Safaricom's addresses: STK Query confirms the
    // payment, and the code its callback carried is not believed (an official records it).
    expect((await paymentOf(id)).mpesaReceiptNumber).toBeNull();

    // Now a member: the same ID number is refused before any prompt, answered as /renew answers:
    // only the ID number with the phone on file hears "you are already a member".
    const dup = await push(t.browser(), payingPhone(), registration({ idNumber: '24681357' }));
    expect(dup).toMatchObject({ status: 409, body: { error: { message: messages.idNumberNotRegistrable } } });
    const dupCheck = await t.browser().post('/api/registrations/check', { idNumber: '24681357', phoneNumber: '0799888777' });
    expect(dupCheck.body.error).toMatchObject({
      code: 'id_number_registered',
      message: messages.idNumberNotRegistrable,
      fields: { idNumber: messages.idNumberNotRegistrable },
    });
    expect(JSON.stringify(dupCheck.body)).not.toContain('Kendi');
    const memberCheck = await t
      .browser()
      .post('/api/registrations/check', { idNumber: '24681357', phoneNumber: '+254 722 000 111' });
    expect(memberCheck.body.error).toMatchObject({ code: 'already_member', fields: { idNumber: messages.alreadyMember } });
  });

  it('handles a callback sent twice (0202) with one member', async () => {
    const before = await count(t.database.db, 'members');
    const browser = t.browser();
    const { body } = await push(browser, payingPhone('0202'));
    await t.simulator.settled();
    expect((await paymentOf(body.CheckoutRequestID)).status).toBe('completed');
    expect(await count(t.database.db, 'members')).toBe(before + 1);
    const submitted = await browser.post('/api/submit-membership', { checkoutRequestId: body.CheckoutRequestID });
    expect(submitted.status).toBe(200);
  });

  it('resolves a payment whose callback never arrives (0404) by STK Query', async () => {
    const browser = t.browser();
    const { body } = await push(browser, payingPhone('0404'));
    await new Promise((r) => setTimeout(r, 200));
    expect((await paymentOf(body.CheckoutRequestID)).status).toBe('pending');
    t.clock.advance(20_000); // the status check queries Daraja once a prompt is 15 s old
    const status = await browser.get(`/api/mpesa/status?checkoutRequestId=${body.CheckoutRequestID}`);
    expect(status.body).toMatchObject({ ResultCode: '0', status: 'completed' });
    expect((await browser.post('/api/submit-membership', { checkoutRequestId: body.CheckoutRequestID })).status).toBe(200);
  });
});

describe('payments that fail', () => {
  it.each([
    ['1032', '1032', 'Request cancelled by user'],
    ['1037', '1037', 'DS timeout user cannot be reached'],
    ['0001', '1', 'The balance is insufficient for the transaction.'],
    ['2001', '2001', 'The initiator information is invalid.'],
  ])('phone ending %s fails with result code %s and creates no member', async (suffix, code, desc) => {
    const before = await count(t.database.db, 'members');
    const browser = t.browser();
    const { body } = await push(browser, payingPhone(suffix));
    await t.simulator.settled();
    const status = await browser.get(`/api/mpesa/status?checkoutRequestId=${body.CheckoutRequestID}`);
    expect(status.body).toMatchObject({ ResultCode: code, ResultDesc: desc, status: 'failed' });
    const submitted = await browser.post('/api/submit-membership', { checkoutRequestId: body.CheckoutRequestID });
    expect(submitted).toMatchObject({
      status: 402,
      body: { error: { code: 'payment_not_completed', message: serverMessages.paymentRequired } },
    });
    expect(await count(t.database.db, 'members')).toBe(before);
  });

  it('reports a refused prompt (0500) in the Daraja answer shape and stores it as failed', async () => {
    const { status, body } = await push(t.browser(), payingPhone('0500'));
    expect(status).toBe(200);
    expect(body.ResponseCode).not.toBe('0');
    expect(body.ResponseDescription).toMatch(/Unable to lock subscriber/);
    expect(body.CheckoutRequestID).toBeNull();
  });
});

describe('when M-Pesa cannot be reached', () => {
  it('answers 503 with a clear message and stores the attempt as failed', async () => {
    // The configuration is frozen: an app of its own whose Daraja address has nobody listening.
    const unreachable = await createPaymentTestApp({ env: { MPESA_BASE_URL: 'http://127.0.0.1:9' } });
    try {
      const reg = registration();
      const answer = await push(unreachable.browser(), payingPhone(), reg);
      expect(answer).toMatchObject({ status: 503, body: { error: { message: serverMessages.mpesaUnavailable } } });
      const [row] = await unreachable.database.db.select().from(payments).where(eq(payments.idNumber, reg.idNumber));
      expect(row).toMatchObject({ status: 'failed', checkoutRequestId: null });
    } finally {
      await unreachable.close();
    }
  });
});

describe('callbacks that must change nothing', () => {
  it('answers 404 on a wrong secret and ignores forged, malformed and late callbacks', async () => {
    const path = await callbackPath();
    const forged = {
      Body: {
        stkCallback: {
          MerchantRequestID: '1',
          CheckoutRequestID: 'ws_CO_forged',
          ResultCode: 0,
          ResultDesc: 'ok',
          CallbackMetadata: { Item: [{ Name: 'Amount', Value: 200 }] },
        },
      },
    };
    const wrong = await fetch(`${t.url}${CALLBACK_PATH_PREFIX}${'0'.repeat(48)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(forged),
    });
    expect(wrong.status).toBe(404);
    const before = await count(t.database.db, 'members');
    for (const body of [forged, { hello: 'world' }, { Body: { stkCallback: { ResultCode: 0 } } }]) {
      const answer = await fetch(`${t.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    }
    expect(await count(t.database.db, 'members')).toBe(before);
  });

  it('believes a success it cannot match (masked phone) only after STK Query confirms it', async () => {
    const path = await callbackPath();
    const post = (id: string) =>
      fetch(`${t.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          Body: {
            stkCallback: {
              CheckoutRequestID: id,
              ResultCode: 0,
              ResultDesc: 'ok',
              CallbackMetadata: {
                Item: [
                  { Name: 'Amount', Value: 200 },
                  { Name: 'MpesaReceiptNumber', Value: `SMASK${Date.now() % 100000}` },
                ],
              },
            },
          },
        }),
      });
    // The simulator will say 1032 (cancelled): a "success" without a phone must not create a member.
    const before = await count(t.database.db, 'members');
    const cancelled = await push(t.browser(), payingPhone('1032'));
    expect((await post(cancelled.body.CheckoutRequestID)).status).toBe(200); // before the real answer
    expect((await paymentOf(cancelled.body.CheckoutRequestID)).status).not.toBe('completed');
    await t.simulator.settled();
    expect((await paymentOf(cancelled.body.CheckoutRequestID)).status).toBe('failed');
    expect(await count(t.database.db, 'members')).toBe(before);

    // The simulator knows 0404 as paid (its own callback is lost): STK Query confirms ours.
    const paid = await push(t.browser(), payingPhone('0404'));
    await new Promise((r) => setTimeout(r, 200));
    expect((await post(paid.body.CheckoutRequestID)).status).toBe(200);
    const settled = await paymentOf(paid.body.CheckoutRequestID);
    expect(settled.status).toBe('completed');
    expect(settled.mpesaReceiptNumber).toBeNull(); // the unconfirmed sender's code is not kept
    expect(await count(t.database.db, 'members')).toBe(before + 1);
  });

  it('ignores a callback that arrives after the poller already completed the payment', async () => {
    const slow = await createPaymentTestApp({ callbackDelayMs: 1_500 });
    try {
      const browser = slow.browser();
      const body = stkPushAnswerSchema.parse((await browser.post('/api/mpesa/stkpush', stkBody(payingPhone()))).body);
      slow.clock.advance(20_000);
      const status = await browser.get(`/api/mpesa/status?checkoutRequestId=${body.CheckoutRequestID}`);
      expect(status.body.ResultCode).toBe('0');
      const [completedBefore] = await slow.database.db.select().from(payments);
      await slow.simulator.settled();
      expect(slow.simulator.stats.callbacksSent).toBe(1);
      const [after] = await slow.database.db.select().from(payments);
      expect(after!.updatedAt.getTime()).toBe(completedBefore!.updatedAt.getTime());
      expect(await count(slow.database.db, 'members')).toBe(1);
    } finally {
      await slow.close();
    }
  });
});

describe('loss-free across restarts and token expiry', () => {
  it('completes a payment whose callback hit a stopped server, by start-up reconciliation', async () => {
    const first = await createPaymentTestApp({ callbackDelayMs: 300 });
    try {
      const browser = first.browser();
      const body = stkPushAnswerSchema.parse((await browser.post('/api/mpesa/stkpush', stkBody(payingPhone()))).body);
      await first.app.close(); // the server goes down before the callback
      await first.simulator.settled();
      expect(first.simulator.stats.callbacksSent).toBe(0);
      const [pending] = await first.database.db.select().from(payments);
      expect(pending!.status).toBe('pending');

      const second = await buildApp(first.config, { db: first.database.db, now: first.clock.now, runJobs: true });
      await second.ready(); // the background jobs start: reconciliation's first run comes at once
      await eventually(async () => (await first.database.db.select().from(payments))[0]!.status !== 'pending');
      const [settled] = await first.database.db.select().from(payments);
      expect(settled).toMatchObject({ status: 'completed', checkoutRequestId: body.CheckoutRequestID });
      expect(await count(first.database.db, 'members')).toBe(1);
      await second.close();
    } finally {
      await first.simulator.close();
      await first.database.close();
    }
  });

  it('refreshes the OAuth token once when Daraja says it is invalid', async () => {
    // Its own app, as the tests around it: the shared one has had requests and idle connections
    // from every test before, and this one counts tokens (CI once saw it fail only there, on PostgreSQL).
    const own = await createPaymentTestApp();
    try {
      const browser = own.browser();
      const pushed = await browser.post('/api/mpesa/stkpush', stkBody(payingPhone('0404')));
      expect(pushed).toMatchObject({ status: 200, body: { ResponseCode: '0' } });
      const body = stkPushAnswerSchema.parse(pushed.body);
      const issued = own.simulator.stats.tokensIssued;
      own.simulator.revokeTokens();
      own.clock.advance(20_000);
      const status = await browser.get(`/api/mpesa/status?checkoutRequestId=${body.CheckoutRequestID}`);
      expect(status).toMatchObject({ status: 200, body: { ResultCode: '0', status: 'completed' } });
      expect(own.simulator.stats.tokensIssued).toBe(issued + 1);
    } finally {
      await own.close();
    }
  });

  it('moves a prompt with no answer to unknown after 5 minutes, then settles it by reconciliation', async () => {
    const silent = await createPaymentTestApp({ callbackDelayMs: 8 * 60_000 });
    try {
      const body = stkPushAnswerSchema.parse(
        (await silent.browser().post('/api/mpesa/stkpush', stkBody(payingPhone('0404')))).body,
      );
      silent.clock.advance(6 * 60_000);
      await silent.app.reconcilePayments();
      const [unknown] = await silent.database.db.select().from(payments);
      expect(unknown!.status).toBe('unknown');
      const status = await silent.browser().get(`/api/mpesa/status?checkoutRequestId=${body.CheckoutRequestID}`);
      expect(status.body).toMatchObject({ ResultCode: null, status: 'unknown', ResultDesc: messages.paymentUnconfirmed });
      silent.clock.advance(3 * 60_000);
      await silent.app.reconcilePayments();
      const [settled] = await silent.database.db.select().from(payments);
      expect(settled!.status).toBe('completed');
      expect(await count(silent.database.db, 'members')).toBe(1);
    } finally {
      await silent.close();
    }
  });
});

describe('who may finalise, and how often one may ask', () => {
  it('refuses submit-membership without the registration cookie or from another browser', async () => {
    const browser = t.browser();
    const { body } = await push(browser, payingPhone());
    await t.simulator.settled();
    const anonymous = await fetch(`${t.url}/api/submit-membership`, {
      method: 'POST',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
      body: JSON.stringify({ checkoutRequestId: body.CheckoutRequestID }),
    });
    expect(anonymous.status).toBe(403);
    const other = t.browser();
    await other.post('/api/mpesa/stkpush', stkBody(payingPhone('0500'))); // gets its own cookie
    const stranger = await other.post('/api/submit-membership', { checkoutRequestId: body.CheckoutRequestID });
    expect(stranger).toMatchObject({ status: 403, body: { error: { message: serverMessages.registrationCookieMissing } } });
    expect((await browser.post('/api/submit-membership', { checkoutRequestId: body.CheckoutRequestID })).status).toBe(200);
    expect((await browser.post('/api/submit-membership', { checkoutRequestId: 'ws_CO_nope' })).status).toBe(404);
  });

  it('lets only one of two browsers pay for one ID number at a time', async () => {
    const reg = registration();
    const [a, b] = [t.browser(), t.browser()];
    const results = await Promise.all([
      a.post('/api/mpesa/stkpush', stkBody(payingPhone('0404'), reg)),
      b.post('/api/mpesa/stkpush', stkBody(payingPhone('0404'), { ...reg, phoneNumber: '0733444555' })),
    ]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.error.message).toBe(serverMessages.paymentInProgress);
  });

  it('limits prompts to one per phone per minute and a number per network', async () => {
    const phone = payingPhone('1032');
    const browser = t.browser();
    expect((await push(browser, phone)).status).toBe(200);
    const second = await push(browser, phone);
    expect(second).toMatchObject({
      status: 429,
      body: { error: { code: 'rate_limited', reason: 'prompt_phone_minute', message: serverMessages.promptPhoneLimit } },
    });
    // The page counts down from Retry-After: the seconds until the first prompt leaves the minute.
    const wait = Number(second.headers.get('retry-after'));
    expect(wait).toBeGreaterThanOrEqual(55);
    expect(wait).toBeLessThanOrEqual(60);

    const limited = await createPaymentTestApp({ configure: (config) => (config.mpesa.promptLimits.perIpPerTenMinutes = 2) });
    try {
      const b = limited.browser();
      expect((await b.post('/api/mpesa/stkpush', stkBody(payingPhone('1032')))).status).toBe(200);
      expect((await b.post('/api/mpesa/stkpush', stkBody(payingPhone('1032')))).status).toBe(200);
      const third = await b.post('/api/mpesa/stkpush', stkBody(payingPhone('1032')));
      expect(third).toMatchObject({
        status: 429,
        body: { error: { code: 'rate_limited', reason: 'prompt_address', message: serverMessages.promptIpLimit } },
      });
    } finally {
      await limited.close();
    }
  });

  it('reports Daraja reachability without secrets', async () => {
    const answer = await t.browser().get('/api/mpesa/direct-safaricom-test');
    expect(answer.body).toEqual({ mode: 'simulator', reachable: true, authenticated: true, latencyMs: expect.any(Number) });
  });
});
