/**
 * Money going the wrong way needs two officials (docs/finance.md): marking a payment "to refund"
 * and settling an `unknown` payment as paid are filed as requests, and happen only when another
 * chairman, vice-chairman or treasurer approves them (modules/approvals). The first official may
 * withdraw their request while it waits. Approving runs the decision in the approval's own
 * transaction, under the payment's row lock, so it happens exactly once; both names go to the
 * audit log (the approval's entries, and the decision's details).
 */
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { paymentRequests, payments } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { AppError, conflict, notFound } from '../../errors';
import type { Actor } from '../../lib/actor';
import { messages } from '../../../shared/messages';
import { serverMessages } from '../../../shared/server-messages';
import { formatCount } from '../../../shared/words';
import { hasSecondOfficial, requestApproval, withdrawApproval, type ApprovalKind } from '../approvals';
import { settleException } from './paybill/exceptions';
import { settleByOfficial } from './officials';
import { officialMaySettle } from './state';
import { officialsMessages } from '../../../shared/officials-messages';

const m = officialsMessages.finance;
const REFUND_KIND = 'payment_refund';
const SETTLE_KIND = 'payment_settle';
const KIND_OF = { refund: REFUND_KIND, settle: SETTLE_KIND } as const;

export type MoneyRequest = { kind: 'refund'; reason: string } | { kind: 'settle'; receipt?: string | undefined };

/** The 202 answer to a filed request. */
export const filedRequestSchema = z.object({ approvalId: z.string(), secondOfficial: z.boolean(), message: z.string() });

export interface FiledRequest {
  approvalId: string;
  /** False while no other account may approve: the dashboard says "add a treasurer to approve". */
  secondOfficial: boolean;
  message: string;
}

/** Files the request after checking it could be approved as it stands (the same checks run again on approval). */
export async function fileMoneyRequest(
  db: Db,
  actor: Actor,
  paymentId: string,
  request: MoneyRequest,
  now: Date,
): Promise<FiledRequest> {
  try {
    return await db.transaction(async (tx) => {
      const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).limit(1).for('update');
      if (!payment) throw notFound(messages.paymentNotFound);
      const kes = formatCount(payment.amount);
      const code = payment.mpesaReceiptNumber ?? (request.kind === 'settle' ? request.receipt : undefined) ?? '—';
      let summary: string;
      if (request.kind === 'refund') {
        if (payment.status !== 'exception')
          throw new AppError(409, 'not_awaiting_verification', officialsMessages.paybill.notAnException);
        summary = m.refundSummary(code, kes, request.reason);
      } else {
        if (payment.status !== 'unknown')
          throw new AppError(409, 'not_awaiting_verification', serverMessages.paymentNotAwaitingVerification);
        if (!request.receipt && !payment.mpesaReceiptNumber) {
          throw new AppError(400, 'validation', messages.receiptRequired, { receipt: messages.receiptRequired });
        }
        if (request.receipt && request.receipt !== payment.mpesaReceiptNumber) {
          const [holder] = await tx
            .select({ id: payments.id })
            .from(payments)
            .where(eq(payments.mpesaReceiptNumber, request.receipt))
            .limit(1);
          if (holder) throw conflict(serverMessages.manualCodeUsed, { receipt: serverMessages.manualCodeUsed });
        }
        summary = m.settleSummary(code, kes);
      }
      const [row] = await tx
        .insert(paymentRequests)
        .values({
          paymentId,
          kind: request.kind,
          reason: request.kind === 'refund' ? request.reason : null,
          receipt: request.kind === 'settle' ? (request.receipt ?? null) : null,
          requestedBy: actor.userId,
          createdAt: now,
        })
        .returning({ id: paymentRequests.id });
      const approvalId = await requestApproval(tx, actor, { kind: KIND_OF[request.kind], subjectId: row!.id, summary, now });
      const secondOfficial = await hasSecondOfficial(tx, 'treasury', actor.userId);
      const asked = request.kind === 'refund' ? m.refundRequested : m.settleRequested;
      return { approvalId, secondOfficial, message: secondOfficial ? asked : `${asked} ${m.noSecondOfficial}` };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'payment_requests_open_idx')) throw conflict(m.alreadyRequested);
    throw error;
  }
}

/** The requester takes back their open request on a payment. */
export async function withdrawMoneyRequest(db: Db, actor: Actor, paymentId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [open] = await tx
      .select()
      .from(paymentRequests)
      .where(and(eq(paymentRequests.paymentId, paymentId), eq(paymentRequests.status, 'pending')))
      .limit(1)
      .for('update');
    if (!open) throw notFound(officialsMessages.approvals.notFound);
    if (!actor.userId || open.requestedBy !== actor.userId) throw new AppError(403, 'forbidden', m.notYourRequest);
    await tx.update(paymentRequests).set({ status: 'withdrawn', decidedAt: now }).where(eq(paymentRequests.id, open.id));
    await withdrawApproval(tx, actor, KIND_OF[open.kind], open.id, now);
  });
}

async function openRequest(tx: Tx, id: string) {
  const [row] = await tx.select().from(paymentRequests).where(eq(paymentRequests.id, id)).limit(1).for('update');
  if (!row || row.status !== 'pending') throw conflict(officialsMessages.approvals.decided);
  return row;
}

async function approve(tx: Tx, id: string, approver: Actor, now: Date): Promise<void> {
  const request = await openRequest(tx, id);
  await tx.update(paymentRequests).set({ status: 'approved', decidedAt: now }).where(eq(paymentRequests.id, id));
  // The approver acts; the requester's name is in the approval's audit entries beside it.
  if (request.kind === 'refund') {
    await settleException(tx, approver, request.paymentId, { kind: 'refund', reason: request.reason ?? '' }, now);
  } else {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, request.paymentId)).limit(1);
    if (!payment || !officialMaySettle(payment)) {
      throw new AppError(409, 'not_awaiting_verification', serverMessages.paymentNotAwaitingVerification);
    }
    await settleByOfficial(tx, approver, request.paymentId, 'confirm', { receipt: request.receipt ?? undefined }, now);
  }
}

async function reject(tx: Tx, id: string, _actor: Actor, now: Date): Promise<void> {
  await openRequest(tx, id);
  await tx.update(paymentRequests).set({ status: 'rejected', decidedAt: now }).where(eq(paymentRequests.id, id));
}

/** Withdrawn from the dashboard's list of the requester's own requests (the approvals module checks whose). */
async function withdraw(tx: Tx, id: string, _actor: Actor, now: Date): Promise<void> {
  await openRequest(tx, id);
  await tx.update(paymentRequests).set({ status: 'withdrawn', decidedAt: now }).where(eq(paymentRequests.id, id));
}

/** The two kinds, for app.approvals.register. */
export const moneyApprovalKinds: ApprovalKind[] = [
  { kind: REFUND_KIND, access: 'treasury', approve, reject, withdraw },
  { kind: SETTLE_KIND, access: 'treasury', approve, reject, withdraw },
];
