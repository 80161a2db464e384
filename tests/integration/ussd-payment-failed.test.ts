/**
 * A prompt a USSD join or renewal started that M-Pesa reports failed (docs/ussd.md): the caller
 * gets one SMS in the language of the session's screens, saying what happened and to dial the code
 * again. Over real HTTP: Africa's Talking's form posts to the callback, the Daraja simulator's
 * prompts and result callbacks (its phone endings pick the outcome), and the SMS simulator the
 * outbox sends through.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type ZodApp } from '../../src/server/app';
import { openDatabase, type Database } from '../../src/server/db/client';
import { members, outbox, payments } from '../../src/server/db/schema';
import { callbackSecret, CALLBACK_PATH_PREFIX } from '../../src/server/modules/payments';
import { ussdMessages } from '../../src/shared/ussd-messages';
import { makeMember } from '../helpers/factories';
import { createPaymentTestApp, eventually, payingPhone, registration, stkBody, type PaymentTestApp } from '../helpers/payments';
import { freePort } from '../../scripts/free-port.mjs';
import { startTestSmsSimulator } from '../helpers/sms';

let t: PaymentTestApp;
let sms: Awaited<ReturnType<typeof startTestSmsSimulator>>;
let secret: string;
const en = ussdMessages.en;
const sw = ussdMessages.sw;
const SERVICE_CODE = '*384*96#';

beforeAll(async () => {
  sms = await startTestSmsSimulator();
  t = await createPaymentTestApp({ env: sms.env });
  secret = await callbackSecret(t.database.db);
});
afterAll(async () => {
  await t?.close();
  await sms?.close();
});

const canonical = (local: string) => `254${local.slice(1)}`;
const smsTo = (local: string) => sms.messages.filter((m) => m.to === `+${canonical(local)}`);
const flushOutbox = async () => {
  for (let i = 0; i < 5 && (await t.app.runOutbox()).claimed > 0; i++);
};
const failureTexts = (phone: string) =>
  t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, 'ussd_payment_failed'), eq(outbox.recipient, canonical(phone))));
const paymentsOf = (phone: string) =>
  t.database.db
    .select()
    .from(payments)
    .where(eq(payments.phoneNumber, canonical(phone)));

/** One caller's session, answering screen after screen as the handset does. */
function dial(phone: string, language: '1' | '2') {
  const sessionId = `ATUid_${randomUUID()}`;
  const answers: string[] = [];
  const screen = async (text: string) => {
    const response = await fetch(`${t.url}/hooks/ussd/${secret}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        sessionId,
        serviceCode: SERVICE_CODE,
        phoneNumber: `+${canonical(phone)}`,
        networkCode: '63902',
        text,
      }),
    });
    expect(response.status).toBe(200);
    return response.text();
  };
  return {
    async open() {
      const first = await screen('');
      // A phone new to the service chooses its language first; one that chose before is on the menu.
      if (first.startsWith(`CON ${ussdMessages.chooseLanguage}`)) {
        answers.push(language);
        return screen(answers.join('*'));
      }
      return first;
    },
    send(answer: string) {
      answers.push(answer);
      return screen(answers.join('*'));
    },
  };
}

async function joinOverUssd(phone: string, language: '1' | '2') {
  const s = dial(phone, language);
  await s.open();
  await s.send('4');
  await s.send(String(30_000_000 + Math.floor(Math.random() * 9_000_000)));
  await s.send('Nkatha Gitonga');
  await s.send('1');
  return s.send('1');
}

describe('a USSD join whose prompt fails', () => {
  it('cancelled by the caller: one SMS in English, nothing charged, dial again and choose 4; no member', async () => {
    const phone = payingPhone('1032');
    expect(await joinOverUssd(phone, '1')).toBe(`END ${en.joinPin(phone)}`);
    await eventually(async () => (await paymentsOf(phone))[0]?.status === 'failed');
    await t.simulator.settled();

    const queued = await failureTexts(phone);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ channel: 'sms', memberId: null });
    await flushOutbox();
    const sent = smsTo(phone);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.message).toBe(
      `MYV: your KSh 200 M-Pesa payment to join MYV was cancelled. Nothing was charged. Try again: dial ${SERVICE_CODE}, choose 4.`,
    );
    expect(
      await t.database.db
        .select()
        .from(members)
        .where(eq(members.phoneNumber, canonical(phone))),
    ).toHaveLength(0);
  });

  it('not enough money, in Kiswahili: the SMS is in the language of the screens', async () => {
    const phone = payingPhone('0001');
    expect(await joinOverUssd(phone, '2')).toBe(`END ${sw.joinPin(phone)}`);
    await eventually(async () => (await failureTexts(phone)).length === 1);
    await flushOutbox();
    expect(smsTo(phone).map((m) => m.message)).toEqual([
      `MYV: malipo ya M-Pesa ya Ksh 200 ya kujiunga na MYV hayakufaulu: salio halitoshi. Hujakatwa pesa. Jaribu tena: piga ${SERVICE_CODE}, uchague 4.`,
    ]);
  });

  it('texts once whatever repeats the failure: the callback again, to two instances at once', async () => {
    let second: { app: ZodApp; url: string; database: Database | null } | undefined;
    try {
      // On PostgreSQL the second instance has a pool of its own; PGlite is one process's database.
      const database = t.database.url ? await openDatabase({ databaseUrl: t.database.url, poolSize: 3 }) : null;
      const app = await buildApp(t.config, { db: database?.db ?? t.database.db, now: t.clock.now });
      second = { app, url: await app.listen({ host: '127.0.0.1', port: await freePort() }), database };

      const phone = payingPhone('1037');
      await joinOverUssd(phone, '1');
      const [payment] = await paymentsOf(phone);
      // The simulator's own callback is on its way; these copies race it on both instances.
      const body = JSON.stringify({
        Body: {
          stkCallback: {
            MerchantRequestID: payment!.merchantRequestId,
            CheckoutRequestID: payment!.checkoutRequestId,
            ResultCode: 1037,
            ResultDesc: 'DS timeout user cannot be reached',
          },
        },
      });
      const post = (base: string) =>
        fetch(`${base}${CALLBACK_PATH_PREFIX}${secret}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
      const answers = await Promise.all([t.url, second.url, t.url, second.url].map(post));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
      await t.simulator.settled();
      await post(second.url);

      expect((await paymentsOf(phone))[0]!.status).toBe('failed');
      expect(await failureTexts(phone)).toHaveLength(1);
      await Promise.all([flushOutbox(), second.app.runOutbox()]);
      expect(smsTo(phone).map((m) => m.message)).toEqual([
        `MYV: your KSh 200 M-Pesa payment to join MYV timed out (prompt not answered). Nothing was charged. Try again: dial ${SERVICE_CODE}, choose 4.`,
      ]);
    } finally {
      await second?.app.close();
      await second?.database?.close();
    }
  });
});

describe('a USSD renewal whose prompt fails', () => {
  it('texts the member on the phone on file, not the phone that was prompted, and renews nothing', async () => {
    const member = await makeMember(t.database.db);
    const phone = `0${member.phoneNumber.slice(3)}`;
    const other = payingPhone('2001');
    const s = dial(phone, '1');
    await s.open();
    await s.send('2');
    await s.send('2');
    expect(await s.send(other)).toBe(`END ${en.enterPin(other)}`);
    await eventually(async () => (await failureTexts(phone)).length === 1);

    const [queued] = await failureTexts(phone);
    expect(queued).toMatchObject({ memberId: member.id, recipient: member.phoneNumber });
    expect(await failureTexts(other)).toHaveLength(0);
    await flushOutbox();
    expect(smsTo(phone).map((m) => m.message)).toEqual([
      `MYV: your KSh 200 M-Pesa payment to renew membership failed: wrong M-Pesa PIN. Nothing was charged. Try again: dial ${SERVICE_CODE}, choose 2.`,
    ]);
    expect(smsTo(other)).toHaveLength(0);
    const [after] = await t.database.db.select().from(members).where(eq(members.id, member.id));
    expect(after!.renewalDate).toBe(member.renewalDate);
  });
});

describe('what is not texted', () => {
  it('a prompt started on the web: the page shows its outcome, no USSD SMS', async () => {
    const phone = payingPhone('1032');
    const browser = t.browser();
    const answer = await browser.post('/api/mpesa/stkpush', stkBody(phone, registration()));
    expect(answer.status).toBe(200);
    await eventually(async () => (await paymentsOf(phone))[0]?.status === 'failed');
    await t.simulator.settled();
    expect(await failureTexts(phone)).toHaveLength(0);
  });

  it('a paid USSD join: the welcome SMS, no failure text', async () => {
    const phone = payingPhone();
    await joinOverUssd(phone, '1');
    await eventually(async () => (await paymentsOf(phone))[0]?.status === 'completed');
    await t.simulator.settled();
    expect(await failureTexts(phone)).toHaveLength(0);
  });

  it('a prompt M-Pesa refuses at once: the END screen says so, no SMS follows', async () => {
    const phone = payingPhone('0500');
    expect(await joinOverUssd(phone, '1')).toBe(`END ${en.promptRefused}`);
    expect((await paymentsOf(phone))[0]!.status).toBe('failed');
    expect(await failureTexts(phone)).toHaveLength(0);
  });
});
