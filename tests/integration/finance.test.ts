/**
 * The treasurer's view: the accountant's export and the Finance tab's figures come from one
 * ledger, so the file adds up to the tab's total for the same dates; refunds are negative rows;
 * dates are Nairobi's calendar; bad dates are refused; only the treasury level may look.
 */
import { parse } from 'csv-parse/sync';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, payments, users } from '../../src/server/db/schema';
import { nairobiToday } from '../../src/shared/dates';
import { adminClient } from '../helpers/admin';
import { createTestApp, type TestApp } from '../helpers/app';
import { makeChapter, makeMember, registrationDraft } from '../helpers/factories';
import { officialsMessages } from '../../src/shared/officials-messages';

let t: TestApp;
let treasurer: Awaited<ReturnType<typeof adminClient>>['call'];
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  treasurer = (await adminClient(t, 'treasurer')).call;
});
afterAll(async () => t?.close());

async function payment(values: Partial<typeof payments.$inferInsert> & { amount: number }) {
  seq += 1;
  const draft = registrationDraft();
  const [row] = await t.database.db
    .insert(payments)
    .values({
      method: 'mpesa_stk',
      status: 'completed',
      phoneNumber: '254712345678',
      accountReference: `MYV-${draft.idNumber}`,
      mpesaReceiptNumber: `TFN${String(seq).padStart(7, '0')}`,
      draft,
      idNumber: draft.idNumber,
      ...values,
    })
    .returning();
  return row!;
}

const rowsOf = (body: string) => parse(body.replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
const sumOf = (rows: Record<string, string>[]) => rows.reduce((total, r) => total + Number(r['Amount (KES)']), 0);

describe('the accountant export and the summary', () => {
  it('lists completed payments in Nairobi dates, refunds as negative rows, and sums to the summary total', async () => {
    const chapter = await makeChapter(t.database.db, { name: 'Tigania Finance Chapter' });
    const member = await makeMember(t.database.db, { chapterId: chapter.id });
    // 2026-03-31 22:30 UTC is 1 April 01:30 in Nairobi: an April payment.
    const april = await payment({
      amount: 200,
      memberId: member.id,
      purpose: 'registration',
      completedAt: new Date('2026-03-31T22:30:00Z'),
    });
    const march = await payment({
      amount: 150,
      purpose: 'renewal',
      memberId: member.id,
      completedAt: new Date('2026-03-31T20:59:00Z'),
    });
    const gift = await payment({
      amount: 1_000,
      purpose: 'donation',
      channel: 'paybill',
      completedAt: new Date('2026-04-10T09:00:00Z'),
    });
    // Money in on 5 April, marked to refund on 12 April: two rows, net nothing.
    const refunded = await payment({
      amount: 300,
      status: 'rejected',
      channel: 'paybill',
      createdAt: new Date('2026-04-05T08:00:00Z'),
      updatedAt: new Date('2026-04-12T08:00:00Z'),
    });
    // Not money: a failed prompt, a manual code an official rejected, money still undecided.
    await payment({ amount: 999, status: 'failed', mpesaReceiptNumber: null, createdAt: new Date('2026-04-06T08:00:00Z') });
    await payment({
      amount: 998,
      status: 'rejected',
      method: 'manual',
      channel: 'manual',
      updatedAt: new Date('2026-04-06T08:00:00Z'),
    });
    await payment({ amount: 50, status: 'partial', channel: 'paybill', createdAt: new Date('2026-04-07T08:00:00Z') });
    await payment({ amount: 70, status: 'exception', channel: 'paybill', createdAt: new Date('2026-04-07T08:00:00Z') });

    const response = await treasurer('GET', '/api/finance/export.csv?from=2026-04-01&to=2026-04-30');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['cache-control']).toBe('no-store');
    const rows = rowsOf(response.body);
    expect(rows.map((r) => [r.Date, r.Receipt, r.Purpose, r['Member Number'], r.Chapter, r['Amount (KES)'], r.Channel])).toEqual([
      [
        '2026-04-01 01:30:00',
        april.mpesaReceiptNumber,
        'registration',
        member.membershipNumber,
        'Tigania Finance Chapter',
        '200',
        'stk',
      ],
      ['2026-04-05 11:00:00', refunded.mpesaReceiptNumber, 'registration', '', 'Imenti Youth Voice', '300', 'paybill'],
      ['2026-04-10 12:00:00', gift.mpesaReceiptNumber, 'donation', 'DONATION', 'Imenti Youth Voice', '1000', 'paybill'],
      ['2026-04-12 11:00:00', refunded.mpesaReceiptNumber, 'refund', '', 'Imenti Youth Voice', '-300', 'paybill'],
    ]);
    expect(rows.some((r) => r.Receipt === march.mpesaReceiptNumber)).toBe(false);
    expect(sumOf(rows)).toBe(1_200);

    const summary = await treasurer('GET', '/api/finance/summary?from=2026-04-01&to=2026-04-30');
    expect(summary.statusCode).toBe(200);
    expect(summary.json().total).toBe(sumOf(rows));
    expect(summary.json().exceptions).toEqual({ count: 1, amount: 70 });
    expect(summary.json().partialsHeld).toEqual({ count: 1, amount: 50 });
    expect(summary.json().chapters).toEqual(
      expect.arrayContaining([
        { chapter: 'Tigania Finance Chapter', amount: 200 },
        { chapter: 'Imenti Youth Voice', amount: 1_000 },
      ]),
    );

    // March alone: the renewal at 23:59 Nairobi on the 31st, not the April payment.
    const marchRows = rowsOf((await treasurer('GET', '/api/finance/export.csv?from=2026-03-01&to=2026-03-31')).body);
    expect(marchRows.map((r) => r.Receipt)).toEqual([march.mpesaReceiptNumber]);
    expect((await treasurer('GET', '/api/finance/summary?from=2026-03-01&to=2026-03-31')).json().total).toBe(150);

    const [exported] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'export'), eq(auditLog.entity, 'finance')));
    expect(exported?.details).toMatchObject({ filters: { from: '2026-04-01', to: '2026-04-30' } });
  });

  it('gives twelve months by purpose, and this month against last', async () => {
    const now = t.clock.now();
    await payment({ amount: 400, purpose: 'renewal', completedAt: now });
    await payment({ amount: 25, purpose: 'donation', completedAt: now });
    const summary = (await treasurer('GET', '/api/finance/summary')).json();
    expect(summary.months).toHaveLength(12);
    expect(summary.months.at(-1)).toMatchObject({ month: nairobiToday(now).slice(0, 7), renewal: 400, donation: 25 });
    expect(summary.thisMonth).toBe(425);
    expect(summary.to).toBe(nairobiToday(now));
  });

  it('refuses bad dates with the product message, and records no export', async () => {
    const before = await t.database.db.select().from(auditLog).where(eq(auditLog.entity, 'finance'));
    for (const [query, message] of [
      ['from=2026-13-01&to=2026-12-31', officialsMessages.finance.dateInvalid],
      ['from=yesterday&to=2026-12-31', officialsMessages.finance.dateInvalid],
      ['to=2026-12-31', officialsMessages.finance.dateInvalid],
      ['from=2026-05-01&to=2026-04-01', officialsMessages.finance.rangeReversed],
      ['from=2016-01-01&to=2026-04-01', officialsMessages.finance.rangeTooLong(5)],
    ] as const) {
      const response = await treasurer('GET', `/api/finance/export.csv?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.message, query).toBe(message);
    }
    expect((await treasurer('GET', '/api/finance/summary?from=2026-05-01&to=2026-04-01')).statusCode).toBe(400);
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.entity, 'finance'))).toHaveLength(before.length);
  });

  it('is for the chairman, vice-chairman and treasurer only', async () => {
    for (const role of ['chairman', 'vice_chairman'] as const) {
      expect((await (await adminClient(t, role)).call('GET', '/api/finance/summary')).statusCode, role).toBe(200);
    }
    for (const role of ['secretary', 'chapter_coordinator'] as const) {
      const { call } = await adminClient(t, role);
      expect((await call('GET', '/api/finance/summary')).statusCode, role).toBe(403);
      expect((await call('GET', '/api/finance/export.csv?from=2026-04-01&to=2026-04-30')).statusCode, role).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/finance/summary' })).statusCode).toBe(401);
  });
});

describe('two officials for money going the wrong way', () => {
  it('a refund waits for another official: the requester cannot approve it, another can, and nothing happens before', async () => {
    const exception = await payment({ amount: 640, status: 'exception', channel: 'paybill', accountReference: 'NONSENSE' });
    const first = await adminClient(t, 'treasurer');
    const asked = await first.call('POST', `/api/payments/${exception.id}/refund`, { reason: 'Paid to us by mistake' });
    expect(asked.statusCode).toBe(202);
    const { approvalId } = asked.json();
    expect(asked.json().message).toBe(officialsMessages.finance.refundRequested);
    const untouched = async () => (await t.database.db.select().from(payments).where(eq(payments.id, exception.id)))[0]!.status;
    expect(await untouched()).toBe('exception');

    // Asking twice files nothing more.
    expect((await first.call('POST', `/api/payments/${exception.id}/refund`, { reason: 'Again' })).statusCode).toBe(409);
    // The requester neither sees it nor may approve it.
    expect((await first.call('GET', '/api/approvals')).json().items.some((i: { id: string }) => i.id === approvalId)).toBe(false);
    const own = await first.call('POST', `/api/approvals/${approvalId}/approve`);
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toBe(officialsMessages.approvals.ownRequest);
    expect(await untouched()).toBe('exception');
    // A secretary may not decide money.
    expect((await (await adminClient(t, 'secretary')).call('POST', `/api/approvals/${approvalId}/approve`)).statusCode).toBe(403);

    const second = await adminClient(t, 'vice_chairman');
    const waiting = (await second.call('GET', '/api/approvals')).json().items.find((i: { id: string }) => i.id === approvalId);
    expect(waiting).toMatchObject({ kind: 'payment_refund' });
    expect(waiting.summary).toContain('Paid to us by mistake');
    expect((await second.call('POST', `/api/approvals/${approvalId}/approve`)).statusCode).toBe(200);
    const [after] = await t.database.db.select().from(payments).where(eq(payments.id, exception.id));
    expect(after).toMatchObject({ status: 'rejected', note: 'To refund: Paid to us by mistake' });
    // Approved once: a second approval changes nothing.
    expect((await second.call('POST', `/api/approvals/${approvalId}/approve`)).statusCode).toBe(409);

    // The approval's entries (its subject is the request) carry both names; the decision, the payment's.
    const trail = await t.database.db.select().from(auditLog).where(eq(auditLog.entity, 'payment_refund'));
    const approved = trail.find(
      (e) => e.action === 'approval.approve' && (e.details as { approvalId: string }).approvalId === approvalId,
    );
    expect(approved?.details).toMatchObject({ requestedBy: expect.any(String), decidedBy: expect.any(String) });
    expect((approved!.details as { requestedBy: string }).requestedBy).not.toBe(
      (approved!.details as { decidedBy: string }).decidedBy,
    );
    expect(trail.map((e) => e.action)).toContain('approval.request');
    const decision = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, exception.id));
    expect(decision.map((e) => e.action)).toContain('payment.exception.refund');
  });

  it('settling an unknown payment as paid waits for another official; the requester may withdraw it', async () => {
    const unknown = await payment({ amount: 200, status: 'unknown', mpesaReceiptNumber: null });
    const first = await adminClient(t, 'chairman');
    const statusOf = async () => (await t.database.db.select().from(payments).where(eq(payments.id, unknown.id)))[0]!.status;

    const asked = await first.call('POST', `/api/payments/${unknown.id}/confirm`, { receipt: 'TFS1234567' });
    expect(asked.statusCode).toBe(202);
    expect(await statusOf()).toBe('unknown');
    // Another official cannot withdraw it; the requester can, and it leaves the list.
    const other = await adminClient(t, 'treasurer');
    expect((await other.call('POST', `/api/payments/${unknown.id}/withdraw`)).statusCode).toBe(403);
    expect((await first.call('POST', `/api/payments/${unknown.id}/withdraw`)).statusCode).toBe(200);
    expect(
      (await other.call('GET', '/api/approvals')).json().items.some((i: { id: string }) => i.id === asked.json().approvalId),
    ).toBe(false);
    expect((await other.call('POST', `/api/approvals/${asked.json().approvalId}/approve`)).statusCode).toBe(409);
    expect(await statusOf()).toBe('unknown');

    // Asked again, approved by another official: completed with the code.
    const again = await first.call('POST', `/api/payments/${unknown.id}/confirm`, { receipt: 'TFS1234567' });
    expect(again.statusCode).toBe(202);
    expect((await other.call('POST', `/api/approvals/${again.json().approvalId}/approve`)).statusCode).toBe(200);
    const [after] = await t.database.db.select().from(payments).where(eq(payments.id, unknown.id));
    expect(after).toMatchObject({ status: 'completed', mpesaReceiptNumber: 'TFS1234567' });
  });

  it('says so while no other official could approve', async () => {
    const alone = await createTestApp();
    try {
      // The seeded first chairman is the only other treasury account: disable every other one.
      const { call } = await adminClient(alone, 'treasurer');
      await alone.database.db.update(users).set({ disabled: true }).where(ne(users.role, 'treasurer'));
      const exception = await alone.database.db
        .insert(payments)
        .values({
          method: 'mpesa_stk',
          status: 'exception',
          channel: 'paybill',
          phoneNumber: '254712345678',
          accountReference: 'NONSENSE',
          mpesaReceiptNumber: 'TFA0000001',
          amount: 100,
          draft: registrationDraft(),
          idNumber: '12345678',
        })
        .returning();
      const asked = await call('POST', `/api/payments/${exception[0]!.id}/refund`, { reason: 'Wrong paybill' });
      expect(asked.statusCode).toBe(202);
      expect(asked.json()).toMatchObject({ secondOfficial: false });
      expect(asked.json().message).toContain(officialsMessages.finance.noSecondOfficial);
    } finally {
      await alone.close();
    }
  });
});
