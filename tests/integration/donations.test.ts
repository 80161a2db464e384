/**
 * Donations by M-Pesa prompt over real HTTP against the built-in Daraja and SMS simulators: a
 * prompt to completion, bad input refused with nothing stored, the public thank-you list (only
 * consenting donors, first name only), one thank-you SMS and nothing else, exactly once when the
 * callback comes twice.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, outbox, payments } from '../../src/server/db/schema';
import { RETENTION_JOB } from '../../src/server/jobs/retention';
import { messages } from '../../src/shared/messages';
import { messages as kiswahili } from '../../src/shared/messages.sw';
import { serverMessages } from '../../src/shared/server-messages';
import { donationSummarySchema } from '../../src/shared/schemas/donations';
import { count, createPaymentTestApp, eventually, payingPhone, type PaymentTestApp } from '../helpers/payments';
import { startTestSmsSimulator } from '../helpers/sms';

let t: PaymentTestApp;
let sms: Awaited<ReturnType<typeof startTestSmsSimulator>>;
beforeAll(async () => {
  sms = await startTestSmsSimulator();
  t = await createPaymentTestApp({ env: sms.env });
});
afterAll(async () => {
  await t?.close();
  await sms?.close();
});

const paymentOf = async (checkoutRequestId: string) =>
  (await t.database.db.select().from(payments).where(eq(payments.checkoutRequestId, checkoutRequestId)))[0]!;
const canonical = (local: string) => `254${local.slice(1)}`;
const smsTo = (local: string) => sms.messages.filter((m) => m.to === `+${canonical(local)}`);
const flushOutbox = async () => {
  for (let i = 0; i < 5 && (await t.app.runOutbox()).claimed > 0; i++);
};

async function donate(body: Record<string, unknown>) {
  const browser = t.browser();
  const answer = await browser.post('/api/donations/stkpush', body);
  return { browser, answer };
}

describe('POST /api/donations/stkpush', () => {
  it('prompts the phone, completes through the simulator, and sends one thank-you SMS with the receipt link', async () => {
    const phone = payingPhone();
    const membersBefore = await count(t.database.db, 'members');
    const { browser, answer } = await donate({
      amount: 500,
      phoneNumber: phone,
      name: '  Wanjiru Kamau Njeri ',
      message: 'For the tree planting',
      listPublicly: true,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ ResponseCode: '0', CheckoutRequestID: expect.stringMatching(/^ws_CO_/) });
    const id = answer.body.CheckoutRequestID as string;
    expect(await paymentOf(id)).toMatchObject({
      purpose: 'donation',
      method: 'mpesa_stk',
      amount: 500,
      status: 'pending',
      accountReference: 'DONATE',
      memberId: null,
      draft: { name: 'Wanjiru Kamau Njeri', message: 'For the tree planting', listPublicly: true },
    });

    await t.simulator.settled();
    await eventually(async () => (await browser.get(`/api/mpesa/status?checkoutRequestId=${id}`)).body.status === 'completed');
    const status = await browser.get(`/api/mpesa/status?checkoutRequestId=${id}`);
    expect(status.body).toMatchObject({ ResultCode: '0', status: 'completed' });
    // A donation makes nobody a member.
    expect(await count(t.database.db, 'members')).toBe(membersBefore);

    await flushOutbox();
    const sent = smsTo(phone);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.message).toMatch(
      /^MYV: thank you for your donation of KSh 500\. (Receipt [A-Z0-9]{10}|Your receipt): http.*\/r\/[A-Za-z0-9_-]{30}$/,
    );
    expect(sent[0]!.message.length).toBeLessThanOrEqual(160);
    // The donor's name never rides in the SMS (texts show in logs and the officials' outbox view).
    expect(sent[0]!.message).not.toContain('Wanjiru');
    // The link opens the receipt.
    const link = new URL(sent[0]!.message.split(' ').at(-1)!);
    const pdf = await fetch(`${t.url}${link.pathname}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
  });

  it('from /sw/donate: the thank-you SMS is in Kiswahili and links the Kiswahili receipt', async () => {
    const phone = payingPhone();
    const { browser, answer } = await donate({ amount: 1250, phoneNumber: phone, listPublicly: false, language: 'sw' });
    expect(answer.status).toBe(200);
    const id = answer.body.CheckoutRequestID as string;
    expect(await paymentOf(id)).toMatchObject({ purpose: 'donation', language: 'sw' });
    await t.simulator.settled();
    await eventually(async () => (await browser.get(`/api/mpesa/status?checkoutRequestId=${id}`)).body.status === 'completed');
    await flushOutbox();
    const sent = smsTo(phone);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.message).toMatch(
      /^MYV: asante kwa mchango wako wa Ksh 1,250\. (Risiti [A-Z0-9]{10}|Risiti yako): http.*\/sw\/r\/[A-Za-z0-9_-]{30}$/,
    );
    expect(sent[0]!.message.length).toBeLessThanOrEqual(160);
    const link = new URL(sent[0]!.message.split(' ').at(-1)!);
    const pdf = await fetch(`${t.url}${link.pathname}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toMatch(/^inline; filename="MYV_Risiti_/);
  });

  it('a callback sent twice (0202) completes once and thanks once', async () => {
    const phone = payingPhone('0202');
    const { answer } = await donate({ amount: 1000, phoneNumber: phone, listPublicly: false });
    expect(answer.status).toBe(200);
    const id = answer.body.CheckoutRequestID as string;
    await t.simulator.settled();
    await eventually(async () => (await paymentOf(id)).status === 'completed');
    await new Promise((r) => setTimeout(r, 300)); // let the second callback land
    const payment = await paymentOf(id);
    const queued = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, canonical(phone)));
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ kind: 'donation_thanks', channel: 'sms', memberId: null });
    expect(queued[0]!.params).toMatchObject({ paymentId: payment.id, amount: 1000 });
    await flushOutbox();
    expect(smsTo(phone)).toHaveLength(1);
  });

  it('a cancelled prompt (1032) sends nothing and is not counted', async () => {
    const phone = payingPhone('1032');
    const before = (await t.browser().get('/api/donations/summary')).body.total;
    const { browser, answer } = await donate({ amount: 777, phoneNumber: phone, listPublicly: true, name: 'Cancel' });
    const id = answer.body.CheckoutRequestID as string;
    await t.simulator.settled();
    await eventually(async () => (await browser.get(`/api/mpesa/status?checkoutRequestId=${id}`)).body.status === 'failed');
    await flushOutbox();
    expect(smsTo(phone)).toHaveLength(0);
    expect((await t.browser().get('/api/donations/summary')).body.total).toBe(before);
  });

  it.each([
    ['below the minimum', { amount: 9 }, 'amount'],
    ['above the maximum', { amount: 150_001 }, 'amount'],
    ['not whole shillings', { amount: 100.5 }, 'amount'],
    ['a word', { amount: 'lots' }, 'amount'],
    ['negative', { amount: -100 }, 'amount'],
    ['missing', { amount: undefined }, 'amount'],
    ['not a Kenyan mobile', { phoneNumber: '0201234567' }, 'phoneNumber'],
    ['a phone of letters', { phoneNumber: 'call me' }, 'phoneNumber'],
    ['no consent choice', { listPublicly: undefined }, 'listPublicly'],
    ['a name too long', { name: 'x'.repeat(61) }, 'name'],
    ['a message too long', { message: 'x'.repeat(281) }, 'message'],
    ['a language we do not write', { language: 'fr' }, 'language'],
    ['a language as a locale', { language: 'sw-KE' }, 'language'],
  ])('refuses %s with the product message, storing nothing', async (_label, change, field) => {
    const before = await count(t.database.db, 'payments');
    const body = { amount: 100, phoneNumber: payingPhone(), listPublicly: false, ...change };
    const { answer } = await donate(body);
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('validation');
    expect(Object.keys(answer.body.error.fields)).toContain(field);
    if (field === 'amount') expect(answer.body.error.fields.amount).toBe(messages.donation.amountInvalid('10', '150,000'));
    expect(await count(t.database.db, 'payments')).toBe(before);
  });

  it("says the amount rule in the language of the request's Accept-Language", async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/donations/stkpush',
      headers: { origin: 'http://localhost:3000', 'accept-language': 'sw' },
      payload: { amount: 9, phoneNumber: payingPhone(), listPublicly: false },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.code).toBe('validation');
    expect(answer.json().error.fields.amount).toBe(kiswahili.donation.amountInvalid('10', '150,000'));
  });

  it('takes the amount as the page sends it (a string of digits), and the boundaries', async () => {
    for (const amount of ['10', 150_000]) {
      const { answer } = await donate({ amount, phoneNumber: payingPhone(), listPublicly: false });
      expect(answer.status, String(amount)).toBe(200);
    }
    await t.simulator.settled();
  });

  it('one prompt a minute per phone, as for registration', async () => {
    const phone = payingPhone();
    expect((await donate({ amount: 50, phoneNumber: phone, listPublicly: false })).answer.status).toBe(200);
    const again = await donate({ amount: 50, phoneNumber: phone, listPublicly: false });
    expect(again.answer.status).toBe(429);
    expect(again.answer.body.error.message).toBe(serverMessages.promptPhoneLimit);
    await t.simulator.settled();
  });
});

describe('GET /api/donations/summary', () => {
  it('totals this year and lists only donors who agreed, by first name and amount only', async () => {
    const before = donationSummarySchema.parse((await t.browser().get('/api/donations/summary')).body);
    const listed = payingPhone();
    const unlisted = payingPhone();
    const nameless = payingPhone();
    const a = await donate({ amount: 250, phoneNumber: listed, name: 'Makena Gitonga', listPublicly: true });
    const b = await donate({ amount: 300, phoneNumber: unlisted, name: 'Secret Person', listPublicly: false });
    const c = await donate({ amount: 40, phoneNumber: nameless, listPublicly: true });
    await t.simulator.settled();
    for (const d of [a, b, c])
      await eventually(async () => (await paymentOf(d.answer.body.CheckoutRequestID)).status === 'completed');

    const answer = await t.browser().get('/api/donations/summary');
    expect(answer.status).toBe(200);
    const summary = donationSummarySchema.parse(answer.body);
    expect(summary.year).toBe(Number(new Date(t.clock.now().getTime() + 3 * 3600_000).toISOString().slice(0, 4)));
    expect(summary.total).toBe(before.total + 250 + 300 + 40);
    expect(summary.donors.length).toBeLessThanOrEqual(10);
    const text = JSON.stringify(summary);
    expect(text).toContain('"firstName":"Makena"');
    expect(text).not.toContain('Gitonga');
    expect(text).not.toContain('Secret');
    expect(summary.donors.find((d) => d.amount === 300)).toBeUndefined();
    expect(summary.donors.find((d) => d.amount === 40)?.firstName).toBe(messages.donation.anonymousDonor);
    for (const donor of summary.donors) expect(Object.keys(donor).sort()).toEqual(['amount', 'at', 'firstName']);
  });
});

it('a donation never reaches members or their messages', async () => {
  const rows = await t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, 'donation_thanks')));
  expect(rows.every((r) => r.memberId === null && r.channel === 'sms')).toBe(true);
  expect(await t.database.db.select().from(members).where(eq(members.fullName, 'Makena Gitonga'))).toHaveLength(0);
});

// Last in the file: it moves the clock a month on.
describe('retention', () => {
  it('a donation that never completed loses the name and message after 30 days; the payment row stays', async () => {
    const { answer } = await donate({
      amount: 60,
      phoneNumber: payingPhone('1032'),
      name: 'Stale Donor',
      message: 'A private note',
      listPublicly: true,
    });
    const id = answer.body.CheckoutRequestID as string;
    await t.simulator.settled();
    await eventually(async () => (await paymentOf(id)).status === 'failed');
    t.clock.advance(31 * 24 * 60 * 60_000);
    await t.app.jobs.runNow(RETENTION_JOB);
    const after = await paymentOf(id);
    expect(after).toMatchObject({ purpose: 'donation', status: 'failed', amount: 60, phoneNumber: '' });
    expect(after.draft).toMatchObject({ erased: true });
    expect(JSON.stringify(after)).not.toMatch(/Stale Donor|private note/);
  });
});
