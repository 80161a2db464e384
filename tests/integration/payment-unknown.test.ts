/**
 * A prompt M-Pesa never gives a final answer about: the callback does not come and STK Query
 * keeps failing. After the pending timeout it becomes `unknown` (money may have moved), and that
 * is never silent: the officials get a notification and the log says which payment, by its id
 * (never the phone). Every failed STK Query is logged with its kind.
 */
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { notifications, payments } from '../../src/server/db/schema';
import { PENDING_TIMEOUT_MS } from '../../src/server/modules/payments/state';
import { createPaymentTestApp, payingPhone, stkBody, type PaymentTestApp } from '../helpers/payments';

const lines: Record<string, unknown>[] = [];
const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });

let t: PaymentTestApp;
beforeAll(async () => {
  t = await createPaymentTestApp({ callbackDelayMs: 60 * 60_000, logger });
});
afterAll(async () => {
  await t?.close();
});

it('parks a prompt whose STK Query kept failing as unknown, tells the officials and logs it without the phone', async () => {
  const phone = payingPhone();
  const answer = await t.browser().post('/api/mpesa/stkpush', stkBody(phone));
  expect(answer.status).toBe(200);
  const checkoutRequestId = answer.body.CheckoutRequestID as string;
  const [payment] = await t.database.db.select().from(payments).where(eq(payments.checkoutRequestId, checkoutRequestId));

  // M-Pesa goes away: every query from now on fails.
  await t.simulator.close();
  t.clock.advance(60_000);
  await t.app.reconcilePayments();
  expect((await t.database.db.select().from(payments).where(eq(payments.id, payment!.id)))[0]!.status).toBe('pending');

  t.clock.advance(PENDING_TIMEOUT_MS);
  await t.app.reconcilePayments();
  const [after] = await t.database.db.select().from(payments).where(eq(payments.id, payment!.id));
  expect(after!.status).toBe('unknown');
  expect(after!.note).toMatch(/Outcome unknown/);

  const notes = await t.database.db.select().from(notifications).where(eq(notifications.entityId, payment!.id));
  expect(notes.map((n) => n.kind)).toEqual(['payment_unknown']);

  const failedQueries = lines.filter((l) => l.msg === 'STK Query failed');
  expect(failedQueries.length).toBeGreaterThanOrEqual(2);
  expect(failedQueries[0]).toMatchObject({ level: 40, checkoutRequestId, kind: 'unreachable' });
  const parked = lines.filter((l) => l.msg === 'payment parked as unknown for an official');
  expect(parked).toEqual([expect.objectContaining({ level: 40, paymentId: payment!.id })]);

  // No phone, in any form, in anything logged.
  const logged = JSON.stringify(lines);
  for (const form of [phone, phone.slice(1), `254${phone.slice(1)}`]) expect(logged).not.toContain(form);
});
