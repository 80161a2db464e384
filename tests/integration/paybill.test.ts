/**
 * Paybill payments without a prompt (Daraja C2B), over real HTTP with the built-in simulator:
 * the simulator's "a customer pays the paybill" posts validation and confirmation to the URLs
 * the app registered, and answers Pull Transactions from the payments it made.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/client';
import { auditLog, members, outbox, payments } from '../../src/server/db/schema';
import { C2B_PATH_PREFIX } from '../../src/server/modules/payments/gateway';
import type { SimulatedPaybillPayment } from '../../src/server/mpesa-simulator/c2b';
import { addYears } from '../../src/shared/dates';
import { makeMember, sessionCookie } from '../helpers/factories';
import {
  count,
  createPaymentTestApp,
  eventually,
  payingPhone,
  registration,
  stkBody,
  type PaymentTestApp,
} from '../helpers/payments';
import { officialsMessages } from '../../src/shared/officials-messages';

let t: PaymentTestApp;
let cookie: string;
/** While true, every transaction the app opens fails as a lost connection does. */
let databaseDown = false;

const lostConnection = () => Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
const failingDb = (db: Db): Db =>
  new Proxy(db, {
    get(target, property, receiver) {
      if (property === 'transaction' && databaseDown) return () => Promise.reject(lostConnection());
      return Reflect.get(target, property, receiver) as unknown;
    },
  });

beforeAll(async () => {
  t = await createPaymentTestApp({ wrapDb: failingDb });
  cookie = await sessionCookie(t.database.db, 'treasurer');
  const registered = await official('POST', '/api/paybill/registration');
  expect(registered.status).toBe(200);
  expect(registered.body.ok).toBe(true);
});
afterAll(async () => t?.close());

async function official(method: string, path: string, body?: unknown) {
  const response = await fetch(`${t.url}${path}`, {
    method,
    headers: { cookie, origin: 'http://localhost:3000', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

/** A customer pays the paybill from the M-Pesa menu; resolves once the simulator has delivered it. */
async function pay(
  account: string,
  amount: number,
  options: { missConfirmation?: boolean } = {},
): Promise<SimulatedPaybillPayment> {
  if (options.missConfirmation) t.simulator.c2b.missNextConfirmation();
  const before = t.simulator.c2b.payments().length;
  const reply = await t.app.payments.daraja.simulateC2b({ amount, account, msisdn: '254708374149' });
  expect(reply.ok).toBe(true);
  await t.simulator.settled();
  const made = t.simulator.c2b.payments();
  expect(made.length).toBe(before + 1);
  return made.at(-1)!;
}

const secret = async () => (await t.app.payments.c2bUrls()).confirmationUrl.split('/').at(-2)!;
async function hook(kind: 'confirmation' | 'validation', body: unknown, secretPart?: string) {
  const response = await fetch(`${t.url}${C2B_PATH_PREFIX}${secretPart ?? (await secret())}/${kind}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

const byReceipt = async (receipt: string) =>
  (await t.database.db.select().from(payments).where(eq(payments.mpesaReceiptNumber, receipt)))[0];
const memberById = async (id: string) => (await t.database.db.select().from(members).where(eq(members.id, id)))[0]!;
const outboxFor = (memberId: string, kind: string) =>
  t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.memberId, memberId), eq(outbox.kind, kind as never)));

describe('validation', () => {
  it('accepts what could be ours, refuses by shape alone: C2B00012 for the account, C2B00013 for the amount', async () => {
    expect((await hook('validation', { TransID: 'TVAL000001', TransAmount: '200', BillRefNumber: 'nonsense' })).body).toEqual({
      ResultCode: '0',
      ResultDesc: 'Accepted',
    });
    for (const account of ['', '   ', 'x'.repeat(21)]) {
      const answer = await hook('validation', { TransID: 'TVAL000002', TransAmount: '200', BillRefNumber: account });
      expect(answer.status).toBe(200);
      expect(answer.body.ResultCode).toBe('C2B00012');
    }
    for (const amount of ['0', '0.50', '-5', 'abc']) {
      expect(
        (await hook('validation', { TransID: 'TVAL000003', TransAmount: amount, BillRefNumber: 'DONATE' })).body.ResultCode,
      ).toBe('C2B00013');
    }
  });

  it('a wrong secret is a 404 for both hooks, and stores nothing', async () => {
    const before = await count(t.database.db, 'payments');
    expect((await hook('validation', { TransAmount: '200', BillRefNumber: 'DONATE' }, 'f'.repeat(48))).status).toBe(404);
    expect(
      (await hook('confirmation', { TransID: 'TWRONG0001', TransAmount: '200', BillRefNumber: 'DONATE' }, 'f'.repeat(48))).status,
    ).toBe(404);
    expect(await count(t.database.db, 'payments')).toBe(before);
  });

  it('a paybill payment the validation refuses is never made', async () => {
    const before = t.simulator.c2b.payments().length;
    await t.app.payments.daraja.simulateC2b({ amount: 200, account: 'x'.repeat(21), msisdn: '254708374149' });
    await t.simulator.settled();
    expect(t.simulator.c2b.payments().length).toBe(before);
  });
});

describe('matching by the account number the payer typed', () => {
  it('to a membership number (any case and spacing): the membership is renewed once, with the renewal SMS', async () => {
    const member = await makeMember(t.database.db);
    const paid = await pay(` ${member.membershipNumber.toLowerCase().replace(/-/g, ' ')} `, 200);
    const payment = (await byReceipt(paid.TransID))!;
    expect(payment).toMatchObject({
      status: 'completed',
      channel: 'paybill',
      purpose: 'renewal',
      memberId: member.id,
      amount: 200,
    });
    expect(payment.payerFirstName).toBe('Simulated');
    expect(payment.rawPayload).toMatchObject({ TransID: paid.TransID, MSISDN: paid.MSISDN });
    expect((await memberById(member.id)).renewalDate).toBe(addYears(member.renewalDate, 1));
    expect(await outboxFor(member.id, 'renewal')).toHaveLength(1);
  });

  it('to an ID number, above the fee: renewed, and the rest recorded as a donation of its own', async () => {
    const member = await makeMember(t.database.db);
    const paid = await pay(member.idNumber, 350);
    const payment = (await byReceipt(paid.TransID))!;
    expect(payment).toMatchObject({ status: 'completed', purpose: 'renewal', amount: 200, memberId: member.id });
    const [rest] = await t.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.purpose, 'donation'), eq(payments.note, `Above the fee on M-Pesa receipt ${paid.TransID}`)));
    expect(rest).toMatchObject({ status: 'completed', amount: 150, channel: 'paybill', mpesaReceiptNumber: null });
    expect((await memberById(member.id)).renewalDate).toBe(addYears(member.renewalDate, 1));
  });

  it('to DONATE, DONATION or SADAKA: a donation, touching no member', async () => {
    for (const word of ['DONATE', 'donation', 'Sadaka']) {
      const paid = await pay(word, 500);
      expect(await byReceipt(paid.TransID)).toMatchObject({
        status: 'completed',
        purpose: 'donation',
        memberId: null,
        amount: 500,
      });
    }
  });

  it('to nonsense, or a number that matches nobody: the exceptions queue, listed for the treasurer', async () => {
    const nonsense = await pay('hello there', 200);
    const nobody = await pay('MYVIM-1126-999', 200);
    for (const paid of [nonsense, nobody]) expect((await byReceipt(paid.TransID))!.status).toBe('exception');
    const list = await official('GET', '/api/payments?status=exception&channel=paybill');
    expect(list.status).toBe(200);
    const row = list.body.items.find((p: { receipt: string }) => p.receipt === nonsense.TransID);
    expect(row).toMatchObject({
      receipt: nonsense.TransID,
      purpose: 'donation',
      channel: 'paybill',
      amount: 200,
      status: 'exception',
      accountReference: 'hello there',
      memberId: null,
      payerFirstName: 'Simulated',
    });
    expect((await official('GET', '/api/payments?channel=nowhere')).status).toBe(400);
  });

  it('to the ID number of a registration whose prompt failed: that registration completes, with the welcome SMS', async () => {
    const reg = registration();
    const browser = t.browser();
    const started = await browser.post('/api/mpesa/stkpush', stkBody(payingPhone('1032'), reg));
    expect(started.status).toBe(200);
    await eventually(
      async () =>
        (await t.database.db.select().from(payments).where(eq(payments.checkoutRequestId, started.body.CheckoutRequestID)))[0]
          ?.status === 'failed',
    );
    const paid = await pay(reg.idNumber, 200);
    const payment = (await byReceipt(paid.TransID))!;
    expect(payment).toMatchObject({ status: 'completed', purpose: 'registration' });
    const member = await memberById(payment.memberId!);
    expect(member).toMatchObject({ idNumber: reg.idNumber, fullName: reg.fullName, paymentStatus: 'paid', status: 'active' });
    expect(await outboxFor(member.id, 'welcome')).not.toHaveLength(0);
  });

  it("a failed prompt's draft erased by the retention job matches nothing: the payment waits in the queue", async () => {
    const idNumber = '27182818';
    await t.database.db.insert(payments).values({
      method: 'mpesa_stk',
      purpose: 'registration',
      status: 'failed',
      phoneNumber: '254712000999',
      amount: 200,
      accountReference: `MYV-${idNumber}`,
      idNumber,
      draft: { erased: true, fullName: 'Erased', membershipNumber: null, chapterId: null, chapterName: null },
    });
    const paid = await pay(idNumber, 200);
    expect(await byReceipt(paid.TransID)).toMatchObject({ status: 'exception', memberId: null });
  });

  it('partials below the fee are held on the member, and complete the renewal once they add up to it', async () => {
    const member = await makeMember(t.database.db);
    const first = await pay(member.membershipNumber, 120);
    expect(await byReceipt(first.TransID)).toMatchObject({ status: 'partial', memberId: member.id, amount: 120 });
    expect((await memberById(member.id)).renewalDate).toBe(member.renewalDate);
    const second = await pay(member.idNumber, 100);
    expect(await byReceipt(first.TransID)).toMatchObject({ status: 'completed', amount: 120 });
    expect(await byReceipt(second.TransID)).toMatchObject({ status: 'completed', amount: 80 });
    expect((await memberById(member.id)).renewalDate).toBe(addYears(member.renewalDate, 1));
    expect(await outboxFor(member.id, 'renewal')).toHaveLength(1);
    const [donation] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.note, `Above the fee on M-Pesa receipt ${second.TransID}`));
    expect(donation!.amount).toBe(20);
  });
});

describe('counted once', () => {
  it('the same confirmation twice (Daraja resends it) books one payment and one renewal', async () => {
    const member = await makeMember(t.database.db);
    const paid = await pay(member.membershipNumber, 200);
    const before = await count(t.database.db, 'payments');
    const again = await hook('confirmation', paid);
    expect(again).toEqual({ status: 200, body: { ResultCode: 0, ResultDesc: 'Accepted' } });
    expect(await count(t.database.db, 'payments')).toBe(before);
    expect((await memberById(member.id)).renewalDate).toBe(addYears(member.renewalDate, 1));
  });

  it("a prompt's receipt arriving again as a paybill confirmation counts once", async () => {
    const reg = registration();
    const started = await t.browser().post('/api/mpesa/stkpush', stkBody(payingPhone(), reg));
    const checkout = started.body.CheckoutRequestID as string;
    let prompt: typeof payments.$inferSelect | undefined;
    await eventually(async () => {
      [prompt] = await t.database.db.select().from(payments).where(eq(payments.checkoutRequestId, checkout));
      return prompt?.status === 'completed';
    });
    const receipt = prompt!.mpesaReceiptNumber ?? 'SPROMPT001';
    if (!prompt!.mpesaReceiptNumber)
      await t.database.db.update(payments).set({ mpesaReceiptNumber: receipt }).where(eq(payments.id, prompt!.id));
    const members = await count(t.database.db, 'members');
    const before = await count(t.database.db, 'payments');
    const answer = await hook('confirmation', {
      TransID: receipt,
      TransAmount: '200.00',
      BillRefNumber: `MYV-${reg.idNumber}`,
      MSISDN: '2547 ***** 126',
    });
    expect(answer.body).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    expect(await count(t.database.db, 'payments')).toBe(before);
    expect(await count(t.database.db, 'members')).toBe(members);
  });

  it("a confirmation M-Pesa cannot vouch for is kept in the queue with no effect, even to a real member's number", async () => {
    const member = await makeMember(t.database.db);
    const answer = await hook('confirmation', {
      TransID: 'TFORGED001',
      TransAmount: '200',
      BillRefNumber: member.membershipNumber,
      FirstName: 'Forger',
    });
    expect(answer.body).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    const kept = (await byReceipt('TFORGED001'))!;
    expect(kept.status).toBe('exception');
    expect(kept.note).toMatch(/Not confirmed as M-Pesa's/);
    expect((await memberById(member.id)).renewalDate).toBe(member.renewalDate);
  });

  it('while the database is down the confirmation is answered non-2xx, and the retry books it once', async () => {
    const member = await makeMember(t.database.db);
    const paid = await pay(member.membershipNumber, 200, { missConfirmation: true });
    expect(await byReceipt(paid.TransID)).toBeUndefined();
    await secret(); // the secret is read (and cached) before the database goes away
    databaseDown = true;
    let down;
    try {
      down = await hook('confirmation', paid);
    } finally {
      databaseDown = false;
    }
    expect(down.status).toBeGreaterThanOrEqual(500);
    expect(await byReceipt(paid.TransID)).toBeUndefined();
    expect((await hook('confirmation', paid)).status).toBe(200);
    expect((await hook('confirmation', paid)).status).toBe(200);
    expect(await byReceipt(paid.TransID)).toMatchObject({ status: 'completed', memberId: member.id });
    expect((await memberById(member.id)).renewalDate).toBe(addYears(member.renewalDate, 1));
  });

  it('the same confirmation arriving twice at once (two instances, two connections) still books one payment', async () => {
    const member = await makeMember(t.database.db);
    const paid = await pay(member.membershipNumber, 200, { missConfirmation: true });
    const answers = await Promise.all([hook('confirmation', paid), hook('confirmation', paid), hook('confirmation', paid)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(await t.database.db.select().from(payments).where(eq(payments.mpesaReceiptNumber, paid.TransID))).toHaveLength(1);
    expect((await memberById(member.id)).renewalDate).toBe(addYears(member.renewalDate, 1));
    expect(await outboxFor(member.id, 'renewal')).toHaveLength(1);
  });

  it('validation answers from the shape alone while the database is down', async () => {
    await secret();
    databaseDown = true;
    try {
      expect((await hook('validation', { TransAmount: '200', BillRefNumber: 'DONATE' })).body).toEqual({
        ResultCode: '0',
        ResultDesc: 'Accepted',
      });
      expect((await hook('validation', { TransAmount: '0', BillRefNumber: 'DONATE' })).body.ResultCode).toBe('C2B00013');
    } finally {
      databaseDown = false;
    }
  });

  it('the pull job finds a payment whose confirmation never came, and books it once however often it runs', async () => {
    const member = await makeMember(t.database.db);
    const paid = await pay(member.membershipNumber, 200, { missConfirmation: true });
    expect(await byReceipt(paid.TransID)).toBeUndefined();
    const first = await t.app.pullPaybillPayments();
    expect(first.booked).toBe(1);
    expect(await byReceipt(paid.TransID)).toMatchObject({ status: 'completed', channel: 'paybill', memberId: member.id });
    expect((await t.app.pullPaybillPayments()).booked).toBe(0);
    expect((await memberById(member.id)).renewalDate).toBe(addYears(member.renewalDate, 1));
  });
});

describe('the M-Pesa statement', () => {
  it('matches every Paid In line; uploading the same file again counts nothing twice', async () => {
    const member = await makeMember(t.database.db);
    const known = await pay('DONATE', 300);
    const csv = [
      'Meru Youth Voice,,,,,,',
      'Receipt No.,Completion Time,Details,Transaction Status,Paid In,Withdrawn,Balance',
      `${known.TransID},2026-11-25 10:00:00,Pay Bill from 2547*****126 - SIMULATED PAYER Acc. DONATE,Completed,300.00,,1000.00`,
      `TSTMT00001,2026-11-25 11:00:00,Pay Bill from 2547*****555 - WANJIKU K Acc. ${member.membershipNumber},Completed,200.00,,1200.00`,
      `TSTMT00002,2026-11-25 12:00:00,Pay Bill from 2547*****777 - OTIENO Acc. my friend,Completed,"1,000.00",,2200.00`,
      `TSTMT00003,2026-11-25 13:00:00,Business Payment to bank,Completed,,500.00,1700.00`,
    ].join('\n');
    expect(await official('POST', '/api/finance/statement', { csv })).toEqual({
      status: 200,
      body: { matched: 1, alreadyRecorded: 1, exceptions: 1 },
    });
    expect(await byReceipt('TSTMT00001')).toMatchObject({ status: 'completed', memberId: member.id, payerFirstName: 'WANJIKU' });
    expect(await byReceipt('TSTMT00002')).toMatchObject({ status: 'exception', amount: 1000, accountReference: 'my friend' });
    expect(await official('POST', '/api/finance/statement', { csv })).toEqual({
      status: 200,
      body: { matched: 0, alreadyRecorded: 3, exceptions: 0 },
    });
    expect((await memberById(member.id)).renewalDate).toBe(addYears(member.renewalDate, 1));
  });

  it('refuses a file that is not a statement, storing nothing', async () => {
    const before = await count(t.database.db, 'payments');
    const answer = await official('POST', '/api/finance/statement', { csv: 'name,amount\nx,200' });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe(officialsMessages.paybill.statementUnreadable);
    expect((await official('POST', '/api/finance/statement', { csv: '' })).status).toBe(400);
    expect(await count(t.database.db, 'payments')).toBe(before);
  });
});

describe('the exceptions queue', () => {
  it('assigns to a member (renewed as if typed right), marks a donation, or to refund with a reason: each audited, once', async () => {
    const member = await makeMember(t.database.db);
    const a = (await byReceipt((await pay('wrong number', 200)).TransID))!;
    const b = (await byReceipt((await pay('gift', 100)).TransID))!;
    const c = (await byReceipt((await pay('oops', 50)).TransID))!;

    const assigned = await official('POST', `/api/payments/${a.id}/assign`, { memberId: member.id });
    expect(assigned.status).toBe(200);
    expect(assigned.body).toMatchObject({ status: 'completed', memberId: member.id });
    expect((await memberById(member.id)).renewalDate).toBe(addYears(member.renewalDate, 1));
    expect((await official('POST', `/api/payments/${a.id}/assign`, { memberId: member.id })).status).toBe(409);

    expect((await official('POST', `/api/payments/${b.id}/donation`)).body).toMatchObject({ status: 'completed' });
    expect(await byReceipt(b.mpesaReceiptNumber!)).toMatchObject({ purpose: 'donation', status: 'completed' });

    const noReason = await official('POST', `/api/payments/${c.id}/refund`, { reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.message).toBe(officialsMessages.paybill.refundReasonRequired);
    // Money going back out waits for a second official (docs/finance.md).
    const asked = await official('POST', `/api/payments/${c.id}/refund`, { reason: 'Paid to us by mistake' });
    expect(asked.status).toBe(202);
    expect(await byReceipt(c.mpesaReceiptNumber!)).toMatchObject({ status: 'exception' });
    const approved = await fetch(`${t.url}/api/approvals/${asked.body.approvalId}/approve`, {
      method: 'POST',
      headers: { cookie: await sessionCookie(t.database.db, 'chairman'), origin: 'http://localhost:3000' },
    });
    expect(approved.status).toBe(200);
    expect(await byReceipt(c.mpesaReceiptNumber!)).toMatchObject({
      status: 'rejected',
      note: 'To refund: Paid to us by mistake',
    });
    expect((await official('POST', `/api/payments/${c.id}/donation`)).status).toBe(409);

    const unknownMember = await official(
      'POST',
      `/api/payments/${(await byReceipt((await pay('zzz', 200)).TransID))!.id}/assign`,
      {
        memberId: '00000000-0000-4000-8000-000000000000',
      },
    );
    expect(unknownMember.status).toBe(404);

    const actions = await t.database.db.select().from(auditLog).where(eq(auditLog.entity, 'payment'));
    const mine = actions.filter((row) => [a.id, b.id, c.id].includes(row.entityId ?? ''));
    expect(mine.map((row) => row.action).sort()).toEqual([
      'payment.exception.assign',
      'payment.exception.donation',
      'payment.exception.refund',
    ]);
  });

  it('an official without a treasury role cannot settle one', async () => {
    const row = (await byReceipt((await pay('someone', 200)).TransID))!;
    const secretaryCookie = await sessionCookie(t.database.db, 'secretary');
    const response = await fetch(`${t.url}/api/payments/${row.id}/donation`, {
      method: 'POST',
      headers: { cookie: secretaryCookie, origin: 'http://localhost:3000' },
    });
    expect(response.status).toBe(403);
    expect((await byReceipt(row.mpesaReceiptNumber!))!.status).toBe('exception');
  });
});

describe('registering the URLs', () => {
  it('shows the URLs (no word Daraja refuses) and when and how M-Pesa took them', async () => {
    const answer = await official('GET', '/api/paybill/registration');
    expect(answer.status).toBe(200);
    expect(answer.body.urls.confirmationUrl).toMatch(/\/hooks\/c2b\/[0-9a-f]+\/confirmation$/);
    expect(answer.body.urls.validationUrl).toMatch(/\/hooks\/c2b\/[0-9a-f]+\/validation$/);
    expect(answer.body.urls.confirmationUrl).not.toMatch(/m-?pesa|safaricom|exe|cmd|sql|query/i);
    expect(answer.body.last).toMatchObject({ ok: true, answer: { ResponseCode: '0', ResponseDescription: 'Success' } });
    expect(answer.body.last.pull).toMatchObject({ ok: true });
    expect(t.simulator.c2b.registered()).toMatchObject({
      responseType: 'Completed',
      confirmationUrl: answer.body.urls.confirmationUrl,
    });
  });
});
