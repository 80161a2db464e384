/**
 * M-Pesa prompts that cannot be abused, over real HTTP against the built-in Daraja simulator:
 * bodies measured before they are parsed, every prompt attempt counted per address, prompts
 * capped per paying phone whatever the ID number and purpose, one member phone paid for at a
 * time, and a renewal's payment never completing a registration.
 */
import http from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, payments } from '../../src/server/db/schema';
import { serverMessages } from '../../src/shared/server-messages';
import { nairobiToday } from '../../src/shared/dates';
import { PROMPTS_PER_PHONE } from '../../src/server/modules/payments/prompt-rules';
import { countPromptAttempt } from '../../src/server/modules/payments';
import { limitRegistrationChecks } from '../../src/server/modules/registration/service';
import { makeMember } from '../helpers/factories';
import {
  count,
  createPaymentTestApp,
  eventually,
  payingPhone,
  registration,
  stkBody,
  type PaymentTestApp,
} from '../helpers/payments';

let t: PaymentTestApp;
beforeAll(async () => {
  // The per-address limit has its own app below; here it stays out of the way.
  t = await createPaymentTestApp({ configure: (config) => (config.mpesa.promptLimits.perIpPerTenMinutes = 1_000) });
});
afterAll(async () => t?.close());

const MINUTE = 60_000;

/** A raw body, as a hostile sender writes it (Browser.post would encode it as a JSON string). */
const postRaw = (base: string, path: string, body: string) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
    body,
  });

/**
 * Declares a body of `bytes` and sends only its first byte, then reads the answer's status and
 * Connection header (fetch hides the hop-by-hop header).
 */
function postUnread(base: string, path: string, bytes: number): Promise<{ status: number; connection: string | undefined }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}${path}`, {
      method: 'POST',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/json', 'content-length': String(bytes) },
    });
    request.on('response', (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, connection: response.headers.connection });
      request.destroy();
    });
    request.on('error', reject);
    request.write('{');
  });
}

/** A member with a phone on file as the forms write it (07…), due for renewal today. */
async function dueMember(app: PaymentTestApp) {
  const row = await makeMember(app.database.db, { renewalDate: nairobiToday(app.clock.now()) });
  return { ...row, local: `0${row.phoneNumber.slice(3)}` };
}

const promptsTo = async (phone: string) =>
  (
    await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.phoneNumber, `254${phone.slice(1)}`))
  ).length;

describe('JSON bodies are measured before they are parsed', () => {
  it('6.8 MB of nested arrays to the registration prompt is refused with 400 before parsing; nothing is stored', async () => {
    const depth = 3_400_000;
    const body = `{"phoneNumber":"0712345678","registration":${'['.repeat(depth)}${']'.repeat(depth)}}`;
    expect(body.length).toBeGreaterThan(6_800_000);
    const before = await count(t.database.db, 'payments');
    const answer = await postRaw(t.url, '/api/mpesa/stkpush', body);
    expect(answer.status).toBe(400);
    expect((await answer.json()).error).toEqual({ code: 'body_too_complex', message: serverMessages.bodyTooComplex });
    expect(await count(t.database.db, 'payments')).toBe(before);
  });

  it('a flat run of a million values is refused the same way; an ordinary prompt body is parsed', async () => {
    const answer = await postRaw(t.url, '/api/mpesa/stkpush', `{"phoneNumber":[${'1,'.repeat(1_000_000)}1]}`);
    expect(answer.status).toBe(400);
    expect((await answer.json()).error.code).toBe('body_too_complex');
    const ordinary = await postRaw(t.url, '/api/mpesa/stkpush', JSON.stringify({ phoneNumber: '0712345678' }));
    expect(ordinary.status).toBe(400);
    expect((await ordinary.json()).error.code).toBe('validation');
  });

  it('the renewal routes take a few short fields: a 10 KB body is refused with 413 unread', async () => {
    for (const path of ['/api/renewals/check', '/api/renewals/stkpush', '/api/renewals/submit', '/api/renewals/manual']) {
      const answer = await postRaw(t.url, path, JSON.stringify({ idNumber: '12345678', padding: 'x'.repeat(10 * 1024) }));
      expect(answer.status, path).toBe(413);
    }
  });
});

describe('every prompt attempt counts against its address', () => {
  it('refused attempts (bad input, on either prompt route) count; past the limit a valid prompt is a 429 with Retry-After', async () => {
    const limited = await createPaymentTestApp({ configure: (config) => (config.mpesa.promptLimits.perIpPerTenMinutes = 3) });
    try {
      const browser = limited.browser();
      const invalid = await browser.post('/api/mpesa/stkpush', { phoneNumber: 'not a phone' });
      expect(invalid.status).toBe(400);
      expect((await browser.post('/api/renewals/stkpush', { idNumber: '1' })).status).toBe(400);
      expect((await postRaw(limited.url, '/api/mpesa/stkpush', `{"a":${'['.repeat(100)}`)).status).toBe(400);

      const valid = await browser.post('/api/mpesa/stkpush', stkBody(payingPhone('1032')));
      expect(valid).toMatchObject({
        status: 429,
        body: { error: { code: 'rate_limited', reason: 'prompt_address', message: serverMessages.promptIpLimit } },
      });
      expect(Number(valid.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await count(limited.database.db, 'payments')).toBe(0);

      // Refused before its body arrived: the connection is closed rather than the rest of a
      // large body read and thrown away on the thread that answers everyone.
      const refused = await postUnread(limited.url, '/api/mpesa/stkpush', 1024 * 1024);
      expect(refused).toMatchObject({ status: 429, connection: 'close' });

      // The window ends: the network may prompt again.
      limited.clock.advance(10 * MINUTE + 1_000);
      expect((await browser.post('/api/mpesa/stkpush', stkBody(payingPhone('1032')))).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('addresses that count as one', () => {
  it('an IPv6 /64 is one address for prompt attempts and registration checks: rotating within it gains nothing', async () => {
    const db = t.database.db;
    const now = t.clock.now();
    const limits = { perPhonePerMinute: 1, perIpPerTenMinutes: 2 };
    await countPromptAttempt(db, '2001:db8:64:1::1', limits, now);
    await countPromptAttempt(db, '2001:db8:64:1::2', limits, now);
    await expect(countPromptAttempt(db, '2001:db8:64:1:ffff::3', limits, now)).rejects.toMatchObject({ statusCode: 429 });
    // Another /64 is another subscriber.
    await expect(countPromptAttempt(db, '2001:db8:64:2::1', limits, now)).resolves.toBeUndefined();

    for (let i = 1; i <= 20; i++)
      await limitRegistrationChecks(db, `2001:db8:65:1::${i.toString(16)}`, `3${String(i).padStart(7, '0')}`, now);
    await expect(limitRegistrationChecks(db, '2001:db8:65:1::abcd', '39999999', now)).rejects.toMatchObject({ statusCode: 429 });
  });
});

describe('prompts per paying phone', () => {
  it('3 an hour and 5 a day, whatever the ID number and purpose; the payer is told how many and from when', async () => {
    const [hourly, daily] = PROMPTS_PER_PHONE;
    expect([hourly!.max, daily!.max]).toEqual([3, 5]);
    const phone = payingPhone('1032');
    const browser = t.browser();
    const prompt = () => browser.post('/api/mpesa/stkpush', stkBody(phone));
    const renewal = async () => {
      const m = await dueMember(t);
      return browser.post('/api/renewals/stkpush', { idNumber: m.idNumber, phoneNumber: m.local, payPhoneNumber: phone });
    };

    const started = t.clock.now().getTime();
    /** How far Retry-After is from the moment the payer should be told (the request took a moment of the clock). */
    const secondsUntil = (answer: { headers: Headers }, moment: number) =>
      Math.abs(Number(answer.headers.get('retry-after')) - (moment - t.clock.now().getTime()) / 1000);
    expect((await prompt()).status).toBe(200);
    t.clock.advance(MINUTE + 1_000);
    expect((await renewal()).status).toBe(200);
    t.clock.advance(MINUTE + 1_000);
    expect((await prompt()).status).toBe(200);
    t.clock.advance(MINUTE + 1_000);

    const fourth = await prompt();
    expect(fourth.status).toBe(429);
    expect(fourth.body.error.message).toMatch(/already been sent 3 M-Pesa payment prompts in the last hour/);
    expect(fourth.body.error).toMatchObject({ code: 'rate_limited', reason: 'prompt_phone_hour' });
    expect(fourth.body.error.fields.phoneNumber).toBe(fourth.body.error.message);
    // From a Kiswahili page: the same refusal in Kiswahili, its moment in the Kiswahili calendar.
    const inKiswahili = await t.app.inject({
      method: 'POST',
      url: '/api/mpesa/stkpush',
      headers: { origin: 'http://localhost:3000', 'accept-language': 'sw' },
      payload: stkBody(phone),
    });
    expect(inKiswahili.statusCode).toBe(429);
    const kiswahiliError = inKiswahili.json().error;
    expect(kiswahiliError).toMatchObject({ code: 'rate_limited', reason: 'prompt_phone_hour' });
    expect(kiswahiliError.message).toMatch(
      /^Simu hii tayari imetumiwa maombi 3 ya malipo ya M-Pesa ndani ya saa moja iliyopita.* \d+ [A-Z][a-z]+ \d{4}, /,
    );
    expect(kiswahiliError.message).not.toMatch(
      /January|February|March|April|May|June|July|August|September|October|November|December/,
    );
    expect(kiswahiliError.fields.phoneNumber).toBe(kiswahiliError.message);
    // Allowed again when the first prompt leaves the hour.
    expect(secondsUntil(fourth, started + 60 * MINUTE)).toBeLessThanOrEqual(2);
    // A renewal from the same phone is refused by the same cap, before any prompt.
    expect((await renewal()).status).toBe(429);
    expect(await promptsTo(phone)).toBe(3);

    t.clock.advance(60 * MINUTE);
    expect((await prompt()).status).toBe(200);
    t.clock.advance(MINUTE + 1_000);
    expect((await prompt()).status).toBe(200);
    t.clock.advance(MINUTE + 1_000);
    const sixth = await prompt();
    expect(sixth.status).toBe(429);
    expect(sixth.body.error.message).toMatch(/already been sent 5 M-Pesa payment prompts in the last 24 hours/);
    expect(sixth.body.error).toMatchObject({ code: 'rate_limited', reason: 'prompt_phone_day' });
    expect(secondsUntil(sixth, started + 24 * 60 * MINUTE)).toBeLessThanOrEqual(2);
    expect(await promptsTo(phone)).toBe(5);
  });
});

describe('one member phone is paid for at a time', () => {
  it('a second registration with the phone of one being paid for is refused before its prompt, with the real reason', async () => {
    const memberPhone = `07${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const first = await t
      .browser()
      .post('/api/mpesa/stkpush', stkBody(payingPhone('0404'), registration({ phoneNumber: memberPhone })));
    expect(first.status).toBe(200);
    const before = await count(t.database.db, 'payments');

    const second = await t
      .browser()
      .post('/api/mpesa/stkpush', stkBody(payingPhone(), registration({ phoneNumber: memberPhone })));
    expect(second.status).toBe(409);
    expect(second.body.error).toMatchObject({
      message: serverMessages.memberPhonePaymentInProgress,
      fields: { phoneNumber: serverMessages.memberPhonePaymentInProgress },
    });
    expect(await count(t.database.db, 'payments')).toBe(before);
  });

  it('two browsers racing with one member phone and different ID numbers: one prompt, one clear refusal', async () => {
    const memberPhone = `07${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const answers = await Promise.all(
      [payingPhone(), payingPhone()].map((phone) =>
        t.browser().post('/api/mpesa/stkpush', stkBody(phone, registration({ phoneNumber: memberPhone }))),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.error.message).toBe(serverMessages.memberPhonePaymentInProgress);
    // The one prompt completes: exactly one member with the phone.
    await eventually(
      async () =>
        (
          await t.database.db
            .select()
            .from(members)
            .where(eq(members.phoneNumber, `254${memberPhone.slice(1)}`))
        ).length === 1,
    );
  });
});

describe('submit-membership', () => {
  it('a paid registration whose phone became another member first is told so, not that its ID number is taken', async () => {
    const memberPhone = `07${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const browser = t.browser();
    // 0404: paid, but the callback never comes; submitting asks M-Pesa.
    const started = await browser.post(
      '/api/mpesa/stkpush',
      stkBody(payingPhone('0404'), registration({ phoneNumber: memberPhone })),
    );
    expect(started.status).toBe(200);
    // Meanwhile an official adds a member with that phone.
    await makeMember(t.database.db, { phoneNumber: `254${memberPhone.slice(1)}` });
    // Long enough for M-Pesa to know the outcome when asked.
    t.clock.advance(20_000);

    const answer = await browser.post('/api/submit-membership', { checkoutRequestId: started.body.CheckoutRequestID });
    expect(answer.status).toBe(409);
    expect(answer.body.error.message).toBe(serverMessages.memberPhoneTakenWhilePaying);
  });

  it("refuses a renewal's CheckoutRequestID from the browser that paid it, and stores nothing", async () => {
    const m = await dueMember(t);
    const browser = t.browser();
    const started = await browser.post('/api/renewals/stkpush', {
      idNumber: m.idNumber,
      phoneNumber: m.local,
      payPhoneNumber: payingPhone(),
    });
    expect(started.status).toBe(200);
    const checkoutRequestId = started.body.CheckoutRequestID as string;
    await eventually(
      async () =>
        (await t.database.db.select().from(payments).where(eq(payments.checkoutRequestId, checkoutRequestId)))[0]!.status ===
        'completed',
    );
    const membersBefore = await count(t.database.db, 'members');

    const answer = await browser.post('/api/submit-membership', { checkoutRequestId });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe(serverMessages.notARegistrationPayment);
    expect(answer.body.member).toBeUndefined();
    expect(await count(t.database.db, 'members')).toBe(membersBefore);
  });
});
