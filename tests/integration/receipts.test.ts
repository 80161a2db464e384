/**
 * Receipts over real HTTP against the built-in Daraja simulator: a one-page PDF for a completed
 * registration, renewal and donation at the signed link, refused (one 404) when the link is
 * tampered with or the payment is not completed, and the officials' download (treasury only).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../src/server/db/schema';
import { createReceiptLinks } from '../../src/server/lib/receipt-links';
import { receiptWording, receiptWordingFor } from '../../src/server/modules/receipts/wording';
import { members } from '../../src/server/db/schema';
import { addDays } from '../../src/shared/membership';
import { formatLongDate, nairobiToday } from '../../src/shared/dates';
import { messages } from '../../src/shared/messages';
import { makeMember, sessionCookie } from '../helpers/factories';
import { createPaymentTestApp, eventually, payingPhone, registration, stkBody, type PaymentTestApp } from '../helpers/payments';
import { readPdf } from '../helpers/pdf';

let t: PaymentTestApp;
beforeAll(async () => {
  t = await createPaymentTestApp();
});
afterAll(async () => t?.close());

const paymentBy = async (checkoutRequestId: string) =>
  (await t.database.db.select().from(payments).where(eq(payments.checkoutRequestId, checkoutRequestId)))[0]!;
const completed = async (checkoutRequestId: string) => {
  await t.simulator.settled();
  await eventually(async () => (await paymentBy(checkoutRequestId)).status === 'completed');
  return paymentBy(checkoutRequestId);
};
const get = (path: string, cookie?: string) => fetch(`${t.url}${path}`, { headers: cookie ? { cookie } : {} });
async function pdfText(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('application/pdf');
  const pages = await readPdf(new Uint8Array(await response.arrayBuffer()));
  expect(pages).toHaveLength(1);
  return pages[0]!.text.replace(/\s+/g, ' ');
}

let registrationPayment: typeof payments.$inferSelect;
let renewalPayment: typeof payments.$inferSelect;
let donationPayment: typeof payments.$inferSelect;
let swahiliDonation: typeof payments.$inferSelect;

beforeAll(async () => {
  const reg = registration({ fullName: 'Mũthoni Kĩmathi' });
  const joined = await t.browser().post('/api/mpesa/stkpush', stkBody(payingPhone(), reg));
  expect(joined.status).toBe(200);
  registrationPayment = await completed(joined.body.CheckoutRequestID);

  const local = `07${String(40_000_000 + Math.floor(Math.random() * 9_000_000))}`;
  const member = await makeMember(t.database.db, {
    phoneNumber: `254${local.slice(1)}`,
    fullName: 'Kawira Mwenda',
    renewalDate: addDays(nairobiToday(t.clock.now()), 10),
  });
  const renewed = await t.browser().post('/api/renewals/stkpush', {
    idNumber: member.idNumber,
    phoneNumber: local,
    payPhoneNumber: payingPhone(),
  });
  expect(renewed.status).toBe(200);
  renewalPayment = await completed(renewed.body.CheckoutRequestID);

  const donated = await t.browser().post('/api/donations/stkpush', {
    amount: 1250,
    phoneNumber: payingPhone(),
    name: 'Gatwiri Well-Wisher',
    listPublicly: false,
  });
  expect(donated.status).toBe(200);
  donationPayment = await completed(donated.body.CheckoutRequestID);

  // From /sw/donate, with no name: a well-wisher, in Kiswahili.
  const swahili = await t
    .browser()
    .post('/api/donations/stkpush', { amount: 150_000, phoneNumber: payingPhone(), listPublicly: false, language: 'sw' });
  expect(swahili.status).toBe(200);
  swahiliDonation = await completed(swahili.body.CheckoutRequestID);
});

describe('the signed receipt link', () => {
  it('gives each purpose its one-page PDF with the receipt, the payer, the purpose and the amount in words', async () => {
    const links = createReceiptLinks(t.database.db);
    const cases = [
      [registrationPayment, 'Mũthoni Kĩmathi', receiptWording.purposes.registration, 'Ksh 200', 'Two hundred shillings only'],
      [renewalPayment, 'Kawira Mwenda', receiptWording.purposes.renewal, 'Ksh 200', 'Two hundred shillings only'],
      [
        donationPayment,
        'Gatwiri Well-Wisher',
        receiptWording.purposes.donation,
        'Ksh 1,250',
        'One thousand, two hundred and fifty shillings only',
      ],
    ] as const;
    for (const [payment, payer, purpose, figures, words] of cases) {
      const path = await links.pathFor(payment.id);
      expect(path).toMatch(/^\/r\/[A-Za-z0-9_-]{30}$/);
      const response = await get(path);
      expect(response.headers.get('content-disposition')).toMatch(/^inline; filename="MYV_Receipt_/);
      expect(response.headers.get('cache-control')).toContain('no-store');
      const text = await pdfText(response);
      expect(text, purpose).toContain('Meru Youth Voice');
      expect(text, purpose).toContain(payer);
      expect(text, purpose).toContain(purpose);
      expect(text, purpose).toContain(figures);
      expect(text, purpose).toContain(words);
      expect(text, purpose).toContain('Thank you');
      expect(text, purpose).toContain(payment.mpesaReceiptNumber ?? `MYV-${payment.id.slice(0, 8).toUpperCase()}`);
    }
  });

  it('is in Kiswahili under /sw: words, date, amount in figures and in words; the same link without /sw is English', async () => {
    const path = await createReceiptLinks(t.database.db).pathFor(swahiliDonation.id);
    const sw = receiptWordingFor('sw');
    const response = await get(`/sw${path}`);
    expect(response.headers.get('content-disposition')).toMatch(/^inline; filename="MYV_Risiti_/);
    const text = await pdfText(response);
    for (const words of [
      sw.title.toUpperCase(),
      sw.receivedFrom,
      'Mtakia mema',
      sw.purposes.donation,
      sw.paidBy,
      'Ksh 150,000',
      'Shilingi laki moja na elfu hamsini tu',
      formatLongDate(nairobiToday(swahiliDonation.completedAt!), 'sw-KE'),
      'Asante!',
      'Kaunti ya Meru',
    ])
      expect(text).toContain(words);
    expect(text).not.toMatch(/Thank you|Received from|Donation|shillings only|A well-wisher/);
    expect(text).toMatch(/\d{1,2} (Januari|Februari|Machi|Aprili|Mei|Juni|Julai|Agosti|Septemba|Oktoba|Novemba|Desemba) \d{4}/);

    const english = await pdfText(await get(path));
    expect(english).toContain('One hundred and fifty thousand shillings only');
    expect(english).toContain('A well-wisher');
    expect(english).not.toContain('Asante');
    // A refusal under /sw is said in Kiswahili.
    const refused = await get(`/sw/r/${'A'.repeat(30)}`);
    expect(refused.status).toBe(404);
    expect((await refused.json()).error.message).toBe('Kiungo hiki cha risiti si halali.');
  });

  it("the officials' download is in the payer's language: a Kiswahili member's renewal, a /sw donation", async () => {
    const treasurer = await sessionCookie(t.database.db, 'treasurer');
    const pdfOf = async (id: string) => pdfText(await get(`/api/payments/${id}/receipt.pdf`, treasurer));
    expect(await pdfOf(swahiliDonation.id)).toContain('Mchango');
    await t.database.db.update(members).set({ language: 'sw' }).where(eq(members.id, renewalPayment.memberId!));
    try {
      const text = await pdfOf(renewalPayment.id);
      expect(text).toContain(receiptWordingFor('sw').purposes.renewal);
      expect(text).toContain('Shilingi mia mbili tu');
    } finally {
      await t.database.db.update(members).set({ language: 'en' }).where(eq(members.id, renewalPayment.memberId!));
    }
  });

  it('answers one 404 for a tampered, forged or malformed link, and for a payment not completed', async () => {
    const links = createReceiptLinks(t.database.db);
    const good = await links.pathFor(donationPayment.id);
    const token = good.slice(3);
    const flip = (s: string, i: number) => s.slice(0, i) + (s[i] === 'A' ? 'B' : 'A') + s.slice(i + 1);
    const other = (await links.pathFor(registrationPayment.id)).slice(3);
    const pending = await t
      .browser()
      .post('/api/donations/stkpush', { amount: 20, phoneNumber: payingPhone('1037'), listPublicly: false });
    const pendingPath = await links.pathFor((await paymentBy(pending.body.CheckoutRequestID)).id);
    for (const bad of [
      `/r/${flip(token, 29)}`, // the signature
      `/r/${flip(token, 3)}`, // the payment id
      `/r/${token.slice(0, 22)}${other.slice(22)}`, // another payment's signature
      `/r/${token.slice(0, 29)}`,
      `/r/${token}x`,
      '/r/not-a-receipt',
      pendingPath,
    ]) {
      const response = await get(bad);
      expect(response.status, bad).toBe(404);
      expect((await response.json()).error.message, bad).toBe(messages.donation.receiptNotFound);
    }
    await t.simulator.settled();
  });
});

describe('GET /api/payments/:id/receipt.pdf', () => {
  it('downloads for the treasury roles only', async () => {
    const path = `/api/payments/${donationPayment.id}/receipt.pdf`;
    expect((await get(path)).status).toBe(401);
    expect((await get(path, await sessionCookie(t.database.db, 'secretary'))).status).toBe(403);
    for (const role of ['chairman', 'vice_chairman', 'treasurer'] as const) {
      const response = await get(path, await sessionCookie(t.database.db, role));
      expect(response.headers.get('content-disposition'), role).toMatch(/^attachment; filename="MYV_Receipt_.+\.pdf"$/);
      expect(await pdfText(response), role).toContain(receiptWording.purposes.donation);
    }
    const treasurer = await sessionCookie(t.database.db, 'treasurer');
    expect((await get('/api/payments/not-a-uuid/receipt.pdf', treasurer)).status).toBe(404);
    expect((await get(`/api/payments/${crypto.randomUUID()}/receipt.pdf`, treasurer)).status).toBe(404);
  });
});
