/** Manual mode (paybill + M-Pesa code) and the dashboard's Payments tab: list, confirm, reject, audited. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, members } from '../../src/server/db/schema';
import { messages } from '../../src/shared/messages';
import { serverMessages } from '../../src/shared/server-messages';
import { sessionCookie } from '../helpers/factories';
import { count, createPaymentTestApp, registration, type Browser, type PaymentTestApp } from '../helpers/payments';

let t: PaymentTestApp;
let chairman: Browser;
beforeAll(async () => {
  t = await createPaymentTestApp({ env: { MPESA_MODE: 'manual' } });
  chairman = t.browser();
  const [name, value] = (await sessionCookie(t.database.db, 'chairman')).split('=') as [string, string];
  chairman.cookies.set(name, value);
});
afterAll(async () => {
  await t.close();
});

describe('manual registrations', () => {
  it('stores a pending registration that an official confirms into a member', async () => {
    const browser = t.browser();
    const reg = registration({ chapter: 'Buuri Youth Voice' });
    const sent = await browser.post('/api/registrations/manual', { registration: reg, mpesaCode: ' sgl3abc12x ' });
    expect(sent).toMatchObject({ status: 200, body: { status: 'pending', message: serverMessages.manualSubmitted } });
    const paymentId = sent.body.paymentId as string;
    expect(await count(t.database.db, 'members')).toBe(0);
    expect((await browser.post('/api/submit-membership', { paymentId })).status).toBe(402);

    const reused = await t.browser().post('/api/registrations/manual', { registration: registration(), mpesaCode: 'SGL3ABC12X' });
    expect(reused).toMatchObject({ status: 409, body: { error: { message: serverMessages.manualCodeUsed } } });

    const list = await chairman.get('/api/payments?status=pending&method=manual');
    expect(list.status).toBe(200);
    expect(list.body.items).toHaveLength(1);
    expect(list.body.items[0]).toMatchObject({
      id: paymentId,
      receipt: 'SGL3ABC12X',
      fullName: 'Kendi Mwiti',
      chapter: 'Buuri Youth Voice',
      amount: 200,
    });
    expect(list.body.counts.pending).toBe(1);
    const searched = await chairman.get(`/api/payments?search=${reg.idNumber}`);
    expect(searched.body.total).toBe(1);

    const confirmed = await chairman.post(`/api/payments/${paymentId}/confirm`, {});
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'completed', membershipNumber: expect.stringMatching(/^MYVBU-\d{4}-\d+$/) });
    const [member] = await t.database.db.select().from(members).where(eq(members.idNumber, reg.idNumber));
    expect(member).toMatchObject({ paymentMethod: 'manual', paymentStatus: 'paid', status: 'active' });
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, paymentId));
    expect(audits.map((a) => a.action)).toEqual(['payment.confirm']);

    expect((await chairman.post(`/api/payments/${paymentId}/confirm`, {})).status).toBe(409);
    expect((await chairman.post(`/api/payments/${paymentId}/reject`, {})).status).toBe(409);
    const finalised = await browser.post('/api/submit-membership', { paymentId });
    expect(finalised.status).toBe(200);
    expect(finalised.body.member.membershipNumber).toBe(confirmed.body.membershipNumber);
  });

  it('lets an official reject a code, creating no member', async () => {
    const before = await count(t.database.db, 'members');
    const sent = await t.browser().post('/api/registrations/manual', { registration: registration(), mpesaCode: 'QWERTY1234' });
    const rejected = await chairman.post(`/api/payments/${sent.body.paymentId}/reject`, {
      reason: 'No such transaction on the paybill statement',
    });
    expect(rejected.body).toMatchObject({ status: 'rejected', message: serverMessages.paymentRejected });
    expect(await count(t.database.db, 'members')).toBe(before);
  });

  it('refuses bad codes, and the M-Pesa prompt in manual mode', async () => {
    for (const code of ['', 'SHORT', 'WAY-TOO-LONG-CODE', 'ABC DEF GH']) {
      const answer = await t.browser().post('/api/registrations/manual', { registration: registration(), mpesaCode: code });
      expect(answer.status).toBe(400);
      expect(answer.body.error.message).toBe(messages.manualCodeInvalid);
    }
    const prompt = await t.browser().post('/api/mpesa/stkpush', { phoneNumber: '0712345678', registration: registration() });
    expect(prompt.status).toBe(409);
  });
});

describe('the Payments tab is for admins only', () => {
  it('answers 401 to visitors and 403 to other roles; 404 for an unknown payment', async () => {
    expect((await t.browser().get('/api/payments')).status).toBe(401);
    const secretary = t.browser();
    const [name, value] = (await sessionCookie(t.database.db, 'secretary')).split('=') as [string, string];
    secretary.cookies.set(name, value);
    expect((await secretary.get('/api/payments')).status).toBe(403);
    expect((await secretary.post('/api/payments/00000000-0000-4000-8000-000000000000/confirm', {})).status).toBe(403);
    expect((await chairman.post('/api/payments/00000000-0000-4000-8000-000000000000/confirm', {})).status).toBe(404);
    expect((await chairman.post('/api/payments/not-a-uuid/confirm', {})).status).toBe(400);
    expect((await chairman.get('/api/payments?status=paid')).status).toBe(400);
  });
});
