/**
 * Deleting a member who has paid needs a second official, over real HTTP: the delete answers 202
 * with the request and removes nothing; the requester can neither approve it nor file it twice;
 * another chairman, vice-chairman or treasurer approves it and the member goes then (their
 * payments stay in the books); both names are in the audit log; the requester may withdraw it
 * (also a money request, from the same list); while no other official could approve, it says so.
 * A member who never paid is deleted at once, as before.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvals, auditLog, members, paymentRequests, payments, users } from '../../src/server/db/schema';
import { messages } from '../../src/shared/messages';
import { serverMessages } from '../../src/shared/server-messages';
import { officialsMessages } from '../../src/shared/officials-messages';
import type { Role } from '../../src/shared/roles';
import { createTestApp, type TestApp } from '../helpers/app';
import { makeMember, registrationDraft, sessionCookie } from '../helpers/factories';
import { Browser } from '../helpers/payments';

const t = officialsMessages.ownRequests;
let app: TestApp;
let url: string;
let seq = 0;

beforeAll(async () => {
  app = await createTestApp();
  url = await app.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => app?.close());

/** A signed-in official of `role` (a new account each time) in a browser of their own. */
async function official(role: Role, on: { t: TestApp; url: string } = { t: app, url }): Promise<Browser> {
  const browser = new Browser(on.url);
  const [name, value] = (await sessionCookie(on.t.database.db, role)).split('=') as [string, string];
  browser.cookies.set(name, value);
  return browser;
}

/** A member with a completed registration payment of KSh 200. */
async function paidMember(db = app.database.db) {
  seq += 1;
  const member = await makeMember(db);
  const draft = registrationDraft();
  const [payment] = await db
    .insert(payments)
    .values({
      method: 'mpesa_stk',
      status: 'completed',
      purpose: 'registration',
      phoneNumber: '254712345678',
      accountReference: member.membershipNumber,
      mpesaReceiptNumber: `TMD${String(seq).padStart(7, '0')}${String(Math.floor(Math.random() * 100))}`.slice(0, 10),
      amount: 200,
      draft,
      idNumber: draft.idNumber,
      memberId: member.id,
      completedAt: new Date(),
    })
    .returning();
  return { member, payment: payment! };
}

const stillThere = async (id: string) => (await app.database.db.select().from(members).where(eq(members.id, id))).length === 1;
const ids = (items: { id: string }[]) => items.map((i) => i.id);

describe('deleting a member', () => {
  it('a member who never paid is deleted at once', async () => {
    const member = await makeMember(app.database.db, { paymentStatus: 'unpaid' });
    const chairman = await official('chairman');
    const res = await chairman.request('DELETE', `/api/members/${member.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: serverMessages.memberDeleted });
    expect(await stillThere(member.id)).toBe(false);
  });

  it('a member with money in the books waits for a second official, who deletes them; both names are audited', async () => {
    // The record says unpaid, but a completed payment is theirs: that is what counts.
    const { member, payment } = await paidMember();
    await app.database.db.update(members).set({ paymentStatus: 'unpaid' }).where(eq(members.id, member.id));
    const chairman = await official('chairman');
    const asked = await chairman.request('DELETE', `/api/members/${member.id}`);
    expect(asked.status).toBe(202);
    expect(asked.body).toMatchObject({ success: true, waiting: true, secondOfficial: true, message: t.memberDeleteRequested });
    const { approvalId } = asked.body as { approvalId: string };
    expect(await stillThere(member.id)).toBe(true);

    // Filed once: the same delete again (by path or by body) is a 409 and files nothing.
    const twice = await chairman.request('DELETE', '/api/members', { memberId: member.id });
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe(t.memberDeleteAlreadyRequested);
    expect(await app.database.db.select().from(approvals).where(eq(approvals.subjectId, member.id))).toHaveLength(1);

    // The requester sees it among their own, not among what they may approve, and cannot approve it.
    const mine = (await chairman.get('/api/approvals/mine')).body.items;
    expect(mine.find((i: { id: string }) => i.id === approvalId)).toMatchObject({
      kind: 'member_delete',
      secondOfficial: true,
      withdrawable: true,
    });
    expect(ids((await chairman.get('/api/approvals')).body.items)).not.toContain(approvalId);
    const own = await chairman.post(`/api/approvals/${approvalId}/approve`);
    expect(own.status).toBe(403);
    expect(own.body.error.message).toBe(officialsMessages.approvals.ownRequest);
    // A secretary decides no money matters.
    expect((await (await official('secretary')).post(`/api/approvals/${approvalId}/approve`)).status).toBe(403);
    expect(await stillThere(member.id)).toBe(true);

    const treasurer = await official('treasurer');
    const listed = (await treasurer.get('/api/approvals')).body.items.find((i: { id: string }) => i.id === approvalId);
    expect(listed.summary).toContain(member.membershipNumber);
    expect((await treasurer.post(`/api/approvals/${approvalId}/approve`)).status).toBe(200);
    expect(await stillThere(member.id)).toBe(false);
    // The money stays in the books, no longer anyone's.
    const [kept] = await app.database.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(kept).toMatchObject({ status: 'completed', amount: 200, memberId: null });
    expect((await treasurer.post(`/api/approvals/${approvalId}/approve`)).status).toBe(409);
    expect(ids((await chairman.get('/api/approvals/mine')).body.items)).not.toContain(approvalId);

    const trail = await app.database.db.select().from(auditLog).where(eq(auditLog.entityId, member.id));
    const byAction = (action: string) => trail.find((e) => e.action === action);
    const requested = byAction('approval.request')!;
    const approved = byAction('approval.approve')!;
    const deleted = byAction('delete')!;
    expect(approved.details).toMatchObject({ approvalId, requestedBy: requested.username });
    expect((approved.details as { decidedBy: string }).decidedBy).toBe(deleted.username);
    expect(requested.username).not.toBe(deleted.username);
    expect(deleted.details).toMatchObject({ membershipNumber: member.membershipNumber, approvedBy: deleted.username });
  });

  it('the requester may withdraw it: the member stays, and it may be asked again', async () => {
    const { member } = await paidMember();
    const vice = await official('vice_chairman');
    const asked = await vice.request('DELETE', `/api/members/${member.id}`);
    expect(asked.status).toBe(202);
    const { approvalId } = asked.body as { approvalId: string };

    const treasurer = await official('treasurer');
    const notTheirs = await treasurer.post(`/api/approvals/${approvalId}/withdraw`);
    expect(notTheirs.status).toBe(403);
    expect(notTheirs.body.error.message).toBe(t.notYourRequest);
    const withdrawn = await vice.post(`/api/approvals/${approvalId}/withdraw`);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toEqual({ status: 'withdrawn', message: t.withdrawn });
    expect(ids((await vice.get('/api/approvals/mine')).body.items)).not.toContain(approvalId);
    expect(ids((await treasurer.get('/api/approvals')).body.items)).not.toContain(approvalId);
    expect((await treasurer.post(`/api/approvals/${approvalId}/approve`)).status).toBe(409);
    expect((await vice.post(`/api/approvals/${approvalId}/withdraw`)).status).toBe(409);
    expect(await stillThere(member.id)).toBe(true);
    const [entry] = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, member.id), eq(auditLog.action, 'approval.withdraw')));
    expect(entry?.details).toMatchObject({ approvalId });

    // Asked again after the withdrawal; rejected this time: the member still stays.
    const again = await vice.request('DELETE', `/api/members/${member.id}`);
    expect(again.status).toBe(202);
    const rejected = await treasurer.post(`/api/approvals/${again.body.approvalId}/reject`, { reason: 'Keep the record' });
    expect(rejected.status).toBe(200);
    expect(await stillThere(member.id)).toBe(true);
  });

  it('refuses bad input with the product message and files nothing', async () => {
    const chairman = await official('chairman');
    const before = (await app.database.db.select().from(approvals)).length;
    const notAnId = await chairman.request('DELETE', '/api/members/not-a-uuid');
    expect(notAnId.status).toBe(404);
    expect(notAnId.body.error.message).toBe(messages.memberNotFound);
    expect((await chairman.request('DELETE', '/api/members', { memberId: 'nope' })).status).toBe(400);
    const missing = await chairman.request('DELETE', '/api/members/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe(messages.memberNotFound);
    expect((await chairman.post('/api/approvals/nope/withdraw')).status).toBe(400);
    const none = await chairman.post('/api/approvals/00000000-0000-4000-8000-000000000000/withdraw');
    expect(none.status).toBe(404);
    expect(none.body.error.message).toBe(officialsMessages.approvals.notFound);
    // The treasurer may approve a deletion but not delete.
    const { member } = await paidMember();
    expect((await (await official('treasurer')).request('DELETE', `/api/members/${member.id}`)).status).toBe(403);
    expect((await app.database.db.select().from(approvals)).length).toBe(before);
  });

  it('two deletes of one paid member at once file one request', async () => {
    const { member } = await paidMember();
    const [a, b] = [await official('chairman'), await official('vice_chairman')];
    const answers = await Promise.all([
      a.request('DELETE', `/api/members/${member.id}`),
      b.request('DELETE', `/api/members/${member.id}`),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([202, 409]);
    expect(await app.database.db.select().from(approvals).where(eq(approvals.subjectId, member.id))).toHaveLength(1);
  });

  it('a money request is withdrawn from the same list', async () => {
    seq += 1;
    const [exception] = await app.database.db
      .insert(payments)
      .values({
        method: 'mpesa_stk',
        status: 'exception',
        channel: 'paybill',
        phoneNumber: '254712345678',
        accountReference: 'NOBODY',
        mpesaReceiptNumber: `TMW${String(seq).padStart(7, '0')}`,
        amount: 300,
        draft: registrationDraft(),
        idNumber: '12345678',
      })
      .returning();
    const treasurer = await official('treasurer');
    const asked = await treasurer.post(`/api/payments/${exception!.id}/refund`, { reason: 'Wrong paybill' });
    expect(asked.status).toBe(202);
    const item = (await treasurer.get('/api/approvals/mine')).body.items.find(
      (i: { id: string }) => i.id === asked.body.approvalId,
    );
    expect(item).toMatchObject({ kind: 'payment_refund', withdrawable: true });
    expect((await treasurer.post(`/api/approvals/${asked.body.approvalId}/withdraw`)).status).toBe(200);
    const [request] = await app.database.db.select().from(paymentRequests).where(eq(paymentRequests.paymentId, exception!.id));
    expect(request?.status).toBe('withdrawn');
    // Nothing waits on the payment any more: it may be asked about again.
    expect((await treasurer.post(`/api/payments/${exception!.id}/refund`, { reason: 'Wrong paybill' })).status).toBe(202);
  });

  it('says so while no other official could approve', async () => {
    const alone = await createTestApp();
    try {
      const aloneUrl = await alone.app.listen({ host: '127.0.0.1', port: 0 });
      // Every account there is disabled, so the chairman signing in now is the only one.
      await alone.database.db.update(users).set({ disabled: true });
      const chairman = await official('chairman', { t: alone, url: aloneUrl });
      const { member } = await paidMember(alone.database.db);
      const asked = await chairman.request('DELETE', `/api/members/${member.id}`);
      expect(asked.status).toBe(202);
      expect(asked.body.secondOfficial).toBe(false);
      expect(asked.body.message).toContain(t.noSecondOfficial);
      const mine = (await chairman.get('/api/approvals/mine')).body.items;
      expect(mine).toEqual([expect.objectContaining({ kind: 'member_delete', secondOfficial: false })]);
      // Adding a treasurer is what lets it go on.
      const treasurer = await official('treasurer', { t: alone, url: aloneUrl });
      expect((await chairman.get('/api/approvals/mine')).body.items[0].secondOfficial).toBe(true);
      expect((await treasurer.post(`/api/approvals/${asked.body.approvalId}/approve`)).status).toBe(200);
    } finally {
      await alone.close();
    }
  });
});
