/**
 * The Payments tab as the treasurer uses it: amount and purpose per payment, totals over the
 * whole filter, the search regardless of letter marks, the CSV export of the same rows, and
 * recording the M-Pesa code of a payment STK Query completed without one (validated, audited, once).
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, payments } from '../../src/server/db/schema';
import { messages } from '../../src/shared/messages';
import { serverMessages } from '../../src/shared/server-messages';
import { adminClient, adminTestApp } from '../helpers/admin';

const t = adminTestApp();
let treasurer: Awaited<ReturnType<typeof adminClient>>['call'];

let next = 0;
async function makePayment(values: Partial<typeof payments.$inferInsert> & { fullName?: string } = {}) {
  const { fullName = `Payer ${next} Mwiti`, ...row } = values;
  next += 1;
  const [payment] = await t.t.database.db
    .insert(payments)
    .values({
      method: 'mpesa_stk',
      purpose: 'registration',
      status: 'completed',
      phoneNumber: `2547${String(10_000_000 + next)}`,
      amount: 200,
      accountReference: 'MYV',
      idNumber: String(40_000_000 + next),
      // The list reads the payer's name (and chapter) from the draft.
      draft: { fullName, chapterName: null } as never,
      completedAt: new Date(),
      ...row,
    })
    .returning();
  return payment!;
}

let noCode: Awaited<ReturnType<typeof makePayment>>;
let pending: Awaited<ReturnType<typeof makePayment>>;
beforeAll(async () => {
  treasurer = (await adminClient(t.t, 'treasurer')).call;
  await makePayment({ fullName: 'Kĩmathi Gitonga', mpesaReceiptNumber: 'QK11111111' });
  await makePayment({ fullName: 'Kimathi Njeru', mpesaReceiptNumber: 'QK22222222' });
  await makePayment({ purpose: 'renewal', fullName: 'Renewing Kendi', mpesaReceiptNumber: 'QK33333333' });
  await makePayment({ status: 'failed', completedAt: null, fullName: 'Failed Karimi' });
  pending = await makePayment({ status: 'pending', completedAt: null, amount: 200, fullName: 'Waiting Mutwiri' });
  // Completed by STK Query: M-Pesa said paid, but its answer carries no code.
  noCode = await makePayment({ fullName: '=HYPERLINK("x") Nkirote' });
});

describe('the Payments tab', () => {
  it('lists amount and purpose, and totals over the whole filter', async () => {
    const all = (await treasurer('GET', '/api/payments?page=1&pageSize=2')).json();
    expect(all.items).toHaveLength(2);
    expect(all.items[0]).toMatchObject({ amount: 200, purpose: expect.stringMatching(/^(registration|renewal)$/) });
    // Totals count every matching payment, not the page of 2.
    expect(all.total).toBe(6);
    expect(all.totals).toEqual({ amount: 1200, received: 800, completed: 4 });

    const completed = (await treasurer('GET', '/api/payments?status=completed')).json();
    expect(completed.totals).toEqual({ amount: 800, received: 800, completed: 4 });
    const renewals = (await treasurer('GET', '/api/payments?purpose=renewal')).json();
    expect(renewals.items.map((p: { fullName: string; purpose: string }) => [p.fullName, p.purpose])).toEqual([
      ['Renewing Kendi', 'renewal'],
    ]);
    expect(renewals.totals).toEqual({ amount: 200, received: 200, completed: 1 });
  });

  it('finds a payer with and without letter marks', async () => {
    const found = async (term: string) =>
      ((await treasurer('GET', `/api/payments?search=${encodeURIComponent(term)}`)).json().items as { fullName: string }[])
        .map((p) => p.fullName)
        .sort();
    expect(await found('kimathi')).toEqual(['Kimathi Njeru', 'Kĩmathi Gitonga']);
    expect(await found('Kĩmathi')).toEqual(['Kimathi Njeru', 'Kĩmathi Gitonga']);
  });

  it('exports the filtered payments as CSV, formulas made text, never cached', async () => {
    const res = await treasurer('GET', '/api/payments/export.csv?status=completed');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="MYV_Payments_\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Date,Name,ID Number,Phone,Chapter,Purpose,Method,Amount (KES),Status,M-Pesa Code,Membership Number,Completed',
    );
    // The four completed payments, not the failed or the pending one.
    expect(lines).toHaveLength(5);
    expect(lines.some((l) => l.includes('Failed Karimi') || l.includes('Waiting Mutwiri'))).toBe(false);
    expect(lines.find((l) => l.includes('Renewing Kendi'))).toMatch(/,renewal,M-Pesa prompt,200,completed,QK33333333,/);
    // A name that a spreadsheet would run as a formula stays text.
    expect(lines.find((l) => l.includes('HYPERLINK'))).toContain(`"'=HYPERLINK(""x"") Nkirote"`);
  });

  it('refuses a badly formed M-Pesa code with the product message and stores nothing', async () => {
    for (const receipt of ['ABC', '', 'QK12AB34C!', 'QK12AB34CD5', 42]) {
      const res = await treasurer('POST', `/api/payments/${noCode.id}/receipt`, { receipt });
      expect(res.statusCode, String(receipt)).toBe(400);
      expect(res.json().error.message).toBe(messages.receiptRequired);
    }
    expect((await treasurer('POST', `/api/payments/${noCode.id}/receipt`, {})).statusCode).toBe(400);
    const [row] = await t.t.database.db.select().from(payments).where(eq(payments.id, noCode.id));
    expect(row!.mpesaReceiptNumber).toBeNull();
  });

  it('refuses a code another payment holds, and a payment that is not completed', async () => {
    const taken = await treasurer('POST', `/api/payments/${noCode.id}/receipt`, { receipt: 'QK11111111' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(serverMessages.manualCodeUsed);
    const notDone = await treasurer('POST', `/api/payments/${pending.id}/receipt`, { receipt: 'QK44444444' });
    expect(notDone.statusCode).toBe(409);
    expect(notDone.json().error.message).toBe(serverMessages.receiptNotNeeded);
  });

  it('records the code of a completed payment once, audited under the official', async () => {
    const res = await treasurer('POST', `/api/payments/${noCode.id}/receipt`, { receipt: ' qk12ab34cd ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(serverMessages.receiptRecorded);
    const [row] = await t.t.database.db.select().from(payments).where(eq(payments.id, noCode.id));
    expect(row!.mpesaReceiptNumber).toBe('QK12AB34CD');
    const audits = await t.t.database.db.select().from(auditLog).where(eq(auditLog.entityId, noCode.id));
    expect(audits.map((a) => [a.action, a.details])).toEqual([['payment.receipt', { receipt: 'QK12AB34CD' }]]);

    const again = await treasurer('POST', `/api/payments/${noCode.id}/receipt`, { receipt: 'QK55555555' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(serverMessages.receiptAlreadyRecorded);
    const [still] = await t.t.database.db.select().from(payments).where(eq(payments.id, noCode.id));
    expect(still!.mpesaReceiptNumber).toBe('QK12AB34CD');
  });
});
