/**
 * A member suspended while their renewal prompt is in flight: the payment succeeds (the money
 * moved), but the membership is not renewed and no card link is handed out. The payment waits in
 * `review` for an official, who is notified; the payer is told the truth. Once the member is
 * reinstated an official's confirm applies the renewal; while still suspended it changes nothing.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { members, notifications, payments } from '../../src/server/db/schema';
import { nairobiToday } from '../../src/shared/dates';
import { addDays } from '../../src/shared/membership';
import { serverMessages } from '../../src/shared/server-messages';
import { makeMember, sessionCookie } from '../helpers/factories';
import { createPaymentTestApp, payingPhone, type PaymentTestApp } from '../helpers/payments';

const HELD_BACK_MS = 60_000;
let t: PaymentTestApp;
beforeAll(async () => {
  // The simulator's own callback is held back: STK Query brings the answer, when the test says.
  t = await createPaymentTestApp({ callbackDelayMs: HELD_BACK_MS });
});
afterAll(async () => t?.close());

it('does not renew a member suspended while the prompt was in flight; the payment waits for an official', async () => {
  const today = nairobiToday(t.clock.now());
  const local = `07${String(60_000_000 + Math.floor(Math.random() * 9_000_000))}`;
  const m = await makeMember(t.database.db, { phoneNumber: `254${local.slice(1)}`, renewalDate: addDays(today, 12) });
  const browser = t.browser();
  const prompt = await browser.post('/api/renewals/stkpush', {
    idNumber: m.idNumber,
    phoneNumber: local,
    payPhoneNumber: payingPhone(),
  });
  expect(prompt.status).toBe(200);
  const checkoutRequestId = prompt.body.CheckoutRequestID as string;

  // An official suspends the member while the prompt is on the phone; then the member pays.
  await t.database.db.update(members).set({ status: 'inactive' }).where(eq(members.id, m.id));
  t.clock.advance(HELD_BACK_MS + 1000);
  await t.app.reconcilePayments();

  const [payment] = await t.database.db.select().from(payments).where(eq(payments.checkoutRequestId, checkoutRequestId));
  expect(payment).toMatchObject({ status: 'review', resultCode: '0', note: serverMessages.paymentReviewMemberSuspended });
  expect((await t.database.db.select().from(members).where(eq(members.id, m.id)))[0]!.renewalDate).toBe(addDays(today, 12));
  const notes = await t.database.db.select().from(notifications).where(eq(notifications.entityId, payment!.id));
  expect(notes.map((n) => n.kind)).toEqual(['payment_review']);

  // The payer: paid, not renewed, no card link.
  const status = await browser.get(`/api/mpesa/status?checkoutRequestId=${checkoutRequestId}`);
  expect(status.body).toMatchObject({ status: 'review', ResultCode: '0' });
  const submit = await browser.post('/api/renewals/submit', { checkoutRequestId });
  expect(submit.status).toBe(409);
  expect(submit.body.error.message).toBe(serverMessages.renewalHeldMemberSuspended);
  expect(JSON.stringify(submit.body)).not.toContain('cardUrl');

  // The Payments tab shows it as needing review.
  const cookie = await sessionCookie(t.database.db, 'treasurer');
  const official = (method: string, path: string, body?: unknown) =>
    fetch(`${t.url}${path}`, {
      method,
      headers: { origin: 'http://localhost:3000', cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  const list = await (await official('GET', '/api/payments?status=review')).json();
  expect(list.items.map((p: { id: string }) => p.id)).toEqual([payment!.id]);
  expect(list.counts.review).toBe(1);

  // Confirming while the member is still suspended changes nothing.
  const early = await official('POST', `/api/payments/${payment!.id}/confirm`, { receipt: 'SREVIEW001' });
  expect(early.status).toBe(409);
  expect((await early.json()).error.message).toBe(serverMessages.paymentReviewStillSuspended);
  expect((await t.database.db.select().from(payments).where(eq(payments.id, payment!.id)))[0]!.status).toBe('review');

  // Cash cannot go round it either: the official is asked to reinstate first, and nothing is stored.
  const paymentsBefore = (await t.database.db.select().from(payments).where(eq(payments.memberId, m.id))).length;
  const chairman = await sessionCookie(t.database.db, 'chairman');
  const cash = await fetch(`${t.url}/api/members/${m.id}/cash-renewal`, {
    method: 'POST',
    headers: { origin: 'http://localhost:3000', cookie: chairman },
  });
  expect(cash.status).toBe(409);
  expect((await cash.json()).error.message).toBe(serverMessages.cashRenewalSuspended);
  expect(await t.database.db.select().from(payments).where(eq(payments.memberId, m.id))).toHaveLength(paymentsBefore);

  // Reinstated: the official's confirm applies the renewal, once.
  await t.database.db.update(members).set({ status: 'active' }).where(eq(members.id, m.id));
  const confirmed = await official('POST', `/api/payments/${payment!.id}/confirm`, { receipt: 'SREVIEW001' });
  expect(confirmed.status).toBe(200);
  const [done] = await t.database.db
    .select()
    .from(payments)
    .where(and(eq(payments.id, payment!.id)));
  expect(done).toMatchObject({ status: 'completed', mpesaReceiptNumber: 'SREVIEW001', note: null });
  expect((await t.database.db.select().from(members).where(eq(members.id, m.id)))[0]!.renewalDate).not.toBe(addDays(today, 12));
});
