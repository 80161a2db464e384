/**
 * Who may report a paid prompt. A success callback is believed at once only from Safaricom's
 * published addresses (as seen through the trusted proxy hops); from anywhere else it is
 * confirmed by STK Query, and "still processing" leaves the payment pending. The simulator's
 * own callbacks are held back (long delay) so only the test's callbacks arrive; the test clock
 * decides when STK Query has a final answer.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, payments } from '../../src/server/db/schema';
import { CALLBACK_PATH_PREFIX } from '../../src/server/modules/payments/gateway';
import { count, createPaymentTestApp, payingPhone, stkBody, type PaymentTestApp } from '../helpers/payments';

const SAFARICOM_ADDRESS = '196.201.214.200';
const HELD_BACK_MS = 60_000;

let direct: PaymentTestApp; // nothing in front: X-Forwarded-For is ignored
let proxied: PaymentTestApp; // TRUST_PROXY names the local proxy
beforeAll(async () => {
  direct = await createPaymentTestApp({ callbackDelayMs: HELD_BACK_MS });
  proxied = await createPaymentTestApp({ callbackDelayMs: HELD_BACK_MS, env: { TRUST_PROXY: '127.0.0.1' } });
});
afterAll(async () => {
  await direct?.close();
  await proxied?.close();
});

async function prompt(t: PaymentTestApp, phone: string) {
  const answer = await t.browser().post('/api/mpesa/stkpush', stkBody(phone));
  expect(answer.status).toBe(200);
  return answer.body.CheckoutRequestID as string;
}

let receipts = 0;
async function sendSuccess(
  t: PaymentTestApp,
  id: string,
  phone: string,
  options: { amount?: number; forwardedFor?: string; receipt?: string } = {},
) {
  const [secret] = await t.database.db.query.settings.findMany({ where: (s, { eq: e }) => e(s.key, 'payment_callback_secret') });
  const body = {
    Body: {
      stkCallback: {
        MerchantRequestID: '1',
        CheckoutRequestID: id,
        ResultCode: 0,
        ResultDesc: 'The service request is processed successfully.',
        CallbackMetadata: {
          Item: [
            { Name: 'Amount', Value: options.amount ?? 200 },
            { Name: 'MpesaReceiptNumber', Value: options.receipt ?? `SINVENT${String(++receipts).padStart(3, '0')}` },
            { Name: 'TransactionDate', Value: 20261123120000 },
            { Name: 'PhoneNumber', Value: Number(`254${phone.slice(1)}`) },
          ],
        },
      },
    },
  };
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.forwardedFor) headers['x-forwarded-for'] = options.forwardedFor;
  const answer = await fetch(`${t.url}${CALLBACK_PATH_PREFIX}${secret!.value}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  expect(answer.status).toBe(200);
}

const paymentOf = async (t: PaymentTestApp, id: string) =>
  (await t.database.db.select().from(payments).where(eq(payments.checkoutRequestId, id)))[0]!;

describe("a success callback from an address not on Safaricom's list", () => {
  it('creates no member for a prompt M-Pesa will report cancelled; the payment waits, then fails', async () => {
    const phone = payingPhone('1032');
    const id = await prompt(direct, phone);
    const members = await count(direct.database.db, 'members');
    await sendSuccess(direct, id, phone); // amount and phone match, receipt invented
    expect((await paymentOf(direct, id)).status).toBe('pending');
    expect(await count(direct.database.db, 'members')).toBe(members);

    // M-Pesa answers: the query now says cancelled, and that is what counts.
    direct.clock.advance(HELD_BACK_MS + 1000);
    await direct.app.reconcilePayments();
    expect((await paymentOf(direct, id)).status).toBe('failed');
    expect(await count(direct.database.db, 'members')).toBe(members);
  });

  it('refuses a success that STK Query contradicts, and tells the officials', async () => {
    const phone = payingPhone('1032');
    const id = await prompt(direct, phone);
    direct.clock.advance(HELD_BACK_MS + 1000); // M-Pesa has its answer; its callback has not come
    const members = await count(direct.database.db, 'members');
    await sendSuccess(direct, id, phone);
    const payment = await paymentOf(direct, id);
    expect(payment).toMatchObject({ status: 'failed', resultCode: '1032', mpesaReceiptNumber: null });
    expect(await count(direct.database.db, 'members')).toBe(members);
    const notes = await direct.database.db.select().from(notifications).where(eq(notifications.entityId, payment.id));
    expect(notes.map((n) => n.kind)).toContain('callback_refused');
  });

  it('believes the success once STK Query confirms it (ResultCode 0), but not the receipt number it carried', async () => {
    const phone = payingPhone();
    const id = await prompt(direct, phone);
    direct.clock.advance(HELD_BACK_MS + 1000);
    await sendSuccess(direct, id, phone, { receipt: 'SFORGED001' });
    const payment = await paymentOf(direct, id);
    expect(payment.status).toBe('completed');
    expect(payment.memberId).not.toBeNull();
    // The sender chose that code; STK Query's answer has none: an official records it from the statement.
    expect(payment.mpesaReceiptNumber).toBeNull();
  });

  it('ignores X-Forwarded-For when no proxy is trusted: a claimed Safaricom address is not believed', async () => {
    const phone = payingPhone();
    const id = await prompt(direct, phone);
    await sendSuccess(direct, id, phone, { forwardedFor: SAFARICOM_ADDRESS });
    expect((await paymentOf(direct, id)).status).toBe('pending');
  });
});

describe("a success callback from Safaricom's published addresses, through the trusted proxy", () => {
  it('is believed as it comes when amount and phone match', async () => {
    const phone = payingPhone();
    const id = await prompt(proxied, phone);
    await sendSuccess(proxied, id, phone, { forwardedFor: SAFARICOM_ADDRESS, receipt: 'SREAL00001' });
    const payment = await paymentOf(proxied, id);
    expect(payment).toMatchObject({ status: 'completed', mpesaReceiptNumber: 'SREAL00001' });
  });

  it('a receipt already recorded on another payment is not stored twice, and no 500 makes Daraja retry', async () => {
    const phone = payingPhone();
    const id = await prompt(proxied, phone);
    await sendSuccess(proxied, id, phone, { forwardedFor: SAFARICOM_ADDRESS, receipt: 'SREAL00001' });
    const payment = await paymentOf(proxied, id);
    expect(payment).toMatchObject({ status: 'completed', mpesaReceiptNumber: null });
    expect(payment.note).toMatch(/already recorded on another payment/);
  });

  it("takes the M-Pesa code of a payment STK Query completed from Safaricom's late callback, once", async () => {
    const phone = payingPhone();
    const id = await prompt(proxied, phone);
    proxied.clock.advance(HELD_BACK_MS + 1000);
    await proxied.app.reconcilePayments();
    expect(await paymentOf(proxied, id)).toMatchObject({ status: 'completed', mpesaReceiptNumber: null });
    await sendSuccess(proxied, id, phone, { forwardedFor: SAFARICOM_ADDRESS, receipt: 'SLATE00001' });
    expect((await paymentOf(proxied, id)).mpesaReceiptNumber).toBe('SLATE00001');
    await sendSuccess(proxied, id, phone, { forwardedFor: SAFARICOM_ADDRESS, receipt: 'SLATE00002' });
    expect((await paymentOf(proxied, id)).mpesaReceiptNumber).toBe('SLATE00001');
  });

  it('parks a success with the wrong amount as unknown, with no member', async () => {
    const phone = payingPhone();
    const id = await prompt(proxied, phone);
    const members = await count(proxied.database.db, 'members');
    await sendSuccess(proxied, id, phone, { amount: 1, forwardedFor: SAFARICOM_ADDRESS });
    const payment = await paymentOf(proxied, id);
    expect(payment.status).toBe('unknown');
    expect(payment.note).toMatch(/Amount mismatch/);
    expect(await count(proxied.database.db, 'members')).toBe(members);
    const notes = await proxied.database.db.select().from(notifications).where(eq(notifications.entityId, payment.id));
    expect(notes.map((n) => n.kind)).toEqual(['payment_unknown']);
  });

  it("a client-chosen X-Forwarded-For before the proxy's own hop is not believed", async () => {
    const phone = payingPhone();
    const id = await prompt(proxied, phone);
    // The proxy appends the address it saw (here an outsider); what the client wrote before it is theirs.
    await sendSuccess(proxied, id, phone, { forwardedFor: `${SAFARICOM_ADDRESS}, 203.0.113.9` });
    expect((await paymentOf(proxied, id)).status).toBe('pending');
  });
});
