/**
 * The member's side over real HTTP (the built-in Daraja and SMS simulators beside the app): the
 * renewal's real state (suspended, early), phones in every format stored canonical, and the
 * simulated phones' inbox, which only the operator on this machine may open.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, payments } from '../../src/server/db/schema';
import { nairobiToday } from '../../src/shared/dates';
import { addDays } from '../../src/shared/membership';
import { serverMessages } from '../../src/shared/server-messages';
import { browserHeaders, createTestApp, type TestAppOptions } from '../helpers/app';
import { makeMember, sessionCookie } from '../helpers/factories';
import { createPaymentTestApp, payingPhone, type PaymentTestApp } from '../helpers/payments';
import { startTestSmsSimulator } from '../helpers/sms';
import type { SmsSimulator } from '../../src/server/sms-simulator/server';

let t: PaymentTestApp;
let sms: SmsSimulator;
let today: string;
beforeAll(async () => {
  const simulator = await startTestSmsSimulator();
  sms = simulator;
  t = await createPaymentTestApp({ env: simulator.env });
  today = nairobiToday(t.clock.now());
});
afterAll(async () => {
  await t?.close();
  await sms?.close();
});

let seq = 0;
async function member(renewalDate: string, overrides: Partial<typeof members.$inferInsert> = {}) {
  const local = `07${String(61_000_000 + ++seq * 7_919).slice(-8)}`;
  const row = await makeMember(t.database.db, { phoneNumber: `254${local.slice(1)}`, renewalDate, ...overrides });
  return { ...row, local };
}
const paymentsOf = async (memberId: string) => t.database.db.select().from(payments).where(eq(payments.memberId, memberId));

describe('/renew shows the real state before anyone pays', () => {
  it('a suspended member is shown as suspended, and no prompt is sent', async () => {
    const m = await member(addDays(today, 200), { status: 'inactive' });
    const check = await t.browser().post('/api/renewals/check', { idNumber: m.idNumber, phoneNumber: m.local });
    expect(check.status).toBe(200);
    expect(check.body.member).toMatchObject({ suspended: true });
    const push = await t
      .browser()
      .post('/api/renewals/stkpush', { idNumber: m.idNumber, phoneNumber: m.local, payPhoneNumber: payingPhone() });
    expect(push.status).toBe(409);
    expect(await paymentsOf(m.id)).toHaveLength(0);
  });

  it('a membership with most of its year ahead is renewed only after an explicit yes', async () => {
    const m = await member(addDays(today, 360));
    const check = await t.browser().post('/api/renewals/check', { idNumber: m.idNumber, phoneNumber: m.local });
    expect(check.body.member).toMatchObject({ suspended: false, earlyRenewal: true, membershipStatus: 'active' });

    const unasked = await t
      .browser()
      .post('/api/renewals/stkpush', { idNumber: m.idNumber, phoneNumber: m.local, payPhoneNumber: payingPhone() });
    expect(unasked.status).toBe(409);
    expect(unasked.body.error).toMatchObject({
      code: 'early_renewal',
      message: serverMessages.renewalEarlyNeedsConfirmation,
    });
    expect(await paymentsOf(m.id)).toHaveLength(0);

    // The paying phone in the international form is the same phone.
    const confirmed = await t.browser().post('/api/renewals/stkpush', {
      idNumber: m.idNumber,
      phoneNumber: `+254 ${m.local.slice(1)}`,
      payPhoneNumber: `+254${payingPhone().slice(1)}`,
      confirmEarlyRenewal: true,
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.ResponseCode).toBe('0');
    const [payment] = await paymentsOf(m.id);
    expect(payment!.phoneNumber).toMatch(/^2547\d{8}$/);
  });

  it('a membership due within the year needs no confirmation', async () => {
    const m = await member(addDays(today, 100));
    const check = await t.browser().post('/api/renewals/check', { idNumber: m.idNumber, phoneNumber: m.local });
    expect(check.body.member).toMatchObject({ earlyRenewal: false });
    const push = await t
      .browser()
      .post('/api/renewals/stkpush', { idNumber: m.idNumber, phoneNumber: m.local, payPhoneNumber: payingPhone() });
    expect(push.status).toBe(200);
  });
});

describe('phones in every format people write them', () => {
  it.each(['+254712345601', '254712345602', '712345603', '0712 345 604'])(
    "an official's form accepts %s and stores the canonical number",
    async (phone) => {
      const cookie = await sessionCookie(t.database.db);
      const idNumber = String(40_000_000 + ++seq);
      const response = await fetch(`${t.url}/api/members`, {
        method: 'POST',
        headers: browserHeaders(cookie),
        body: JSON.stringify({
          idNumber,
          fullName: 'Nkatha Simu',
          phoneNumber: phone,
          gender: 'female',
          chapter: 'Imenti Youth Voice',
        }),
      });
      expect(response.status).toBe(201);
      const [row] = await t.database.db.select().from(members).where(eq(members.idNumber, idNumber));
      expect(row!.phoneNumber).toBe(`2547${phone.replace(/\D/g, '').slice(-8)}`);
    },
  );

  it('registration accepts them too: the check and the prompt', async () => {
    const browser = t.browser();
    const check = await browser.post('/api/registrations/check', { idNumber: '41234567', phoneNumber: '+254 733 100 200' });
    expect(check).toMatchObject({ status: 200, body: { ok: true } });
    const push = await browser.post('/api/mpesa/stkpush', {
      phoneNumber: `254${payingPhone().slice(1)}`,
      registration: {
        idNumber: '41234567',
        fullName: 'Gatwiri Simu',
        phoneNumber: '733100200',
        gender: 'female',
        chapter: 'Imenti Youth Voice',
        email: null,
        consent: true,
      },
    });
    expect(push.status).toBe(200);
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.checkoutRequestId, push.body.CheckoutRequestID as string));
    expect(payment!.phoneNumber).toMatch(/^254\d{9}$/);
    expect((payment!.draft as { phoneNumber: string }).phoneNumber).toBe('254733100200');
  });
});

describe('GET /dev/sms-inbox', () => {
  it('shows the operator the texts the simulator delivered, one-time code included', async () => {
    const m = await member(addDays(today, 100));
    const asked = await t.browser().post('/api/self-service/code', { idNumber: m.idNumber, phoneNumber: m.local });
    expect(asked.status).toBe(202);
    for (let i = 0; i < 5 && (await t.app.runOutbox()).claimed > 0; i++);
    const page = await fetch(`${t.url}/dev/sms-inbox`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('<h1>SMS simulator inbox</h1>');
    const sent = sms.messages.filter((s) => s.to === `+${m.phoneNumber}`).at(-1)!;
    const code = /\b(\d{6})\b/.exec(sent.message)![1]!;
    expect(html).toContain(code);
  });

  it('does not exist for a request from another machine, or through a proxy', async () => {
    const remote = await t.app.inject({ method: 'GET', url: '/dev/sms-inbox', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(404);
    const proxied = await fetch(`${t.url}/dev/sms-inbox`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(proxied.status).toBe(404);
    expect(await proxied.text()).not.toContain('SMS simulator inbox');
  });

  it('does not exist when SMS goes to a real gateway, or in production mode', async () => {
    const variants: TestAppOptions[] = [
      { env: { SMS_MODE: 'off' } },
      {
        env: { SMS_BASE_URL: sms.url },
        configure: (draft) => {
          draft.env = 'production';
        },
      },
    ];
    for (const options of variants) {
      const other = await createTestApp(options);
      try {
        const response = await other.app.inject({ method: 'GET', url: '/dev/sms-inbox', remoteAddress: '127.0.0.1' });
        expect(response.statusCode).toBe(404);
      } finally {
        await other.close();
      }
    }
  });
});
