/**
 * What an official does to a payment from the Payments tab, each audited under the acting
 * official: confirming or rejecting a payment that waits for them (a manual one, or any whose
 * result is unknown), asking M-Pesa again about an unknown one, and recording the M-Pesa code of
 * a payment STK Query completed (its answer carries no code) from the paybill statement.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { payments } from '../../db/schema';
import { AppError, conflict, notFound } from '../../errors';
import type { Actor } from '../../lib/actor';
import type { DarajaClient } from '../../mpesa/daraja-client';
import { messages } from '../../../shared/messages';
import { serverMessages } from '../../../shared/server-messages';
import { audit } from '../audit';
import { isUniqueViolation } from '../../db/errors';
import { applyEvent, queryAndApply, type PaymentRow } from './service';
import { officialMaySettle } from './state';

export type OfficialDecision = 'confirm' | 'reject';

/** Confirms (with the M-Pesa code from the paybill statement when none is known) or rejects a payment. */
export async function settleByOfficial(
  db: Db | Tx,
  actor: Actor,
  id: string,
  action: OfficialDecision,
  input: { reason?: string; receipt?: string },
  now: Date,
): Promise<{ payment: PaymentRow; from: PaymentRow['status'] }> {
  const { reason } = input;
  const receipt = action === 'confirm' ? input.receipt : undefined;
  const [current] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  if (!current) throw notFound(messages.paymentNotFound);
  if (!officialMaySettle(current))
    throw new AppError(409, 'not_awaiting_verification', serverMessages.paymentNotAwaitingVerification);
  // Confirming a payment nobody has a code for yet needs the code from the paybill statement.
  if (action === 'confirm' && !receipt && !current.mpesaReceiptNumber) {
    throw new AppError(400, 'validation', messages.receiptRequired, { receipt: messages.receiptRequired });
  }
  if (receipt && receipt !== current.mpesaReceiptNumber) {
    const [holder] = await db.select({ id: payments.id }).from(payments).where(eq(payments.mpesaReceiptNumber, receipt)).limit(1);
    if (holder) throw conflict(serverMessages.manualCodeUsed, { receipt: serverMessages.manualCodeUsed });
  }
  let outcome;
  try {
    outcome = await applyEvent(
      db,
      eq(payments.id, id),
      { type: action === 'confirm' ? 'official-confirm' : 'official-reject' },
      {
        resultDesc: action === 'confirm' ? 'Confirmed by an official' : `Rejected by an official${reason ? `: ${reason}` : ''}`,
        receipt,
      },
      now,
      (tx, payment) =>
        audit(tx, actor, {
          action: `payment.${action}`,
          entity: 'payment',
          entityId: payment.id,
          details: {
            from: current.status,
            method: payment.method,
            receipt: payment.mpesaReceiptNumber,
            memberId: payment.memberId,
            reason,
          },
        }),
    );
  } catch (error) {
    if (isUniqueViolation(error, 'payments_receipt_idx'))
      throw conflict(serverMessages.manualCodeUsed, { receipt: serverMessages.manualCodeUsed });
    throw error;
  }
  if (!outcome.payment) throw notFound(messages.paymentNotFound);
  if (!outcome.changed) throw new AppError(409, 'not_awaiting_verification', serverMessages.paymentNotAwaitingVerification);
  return { payment: outcome.payment, from: current.status };
}

/** Asks M-Pesa (STK Query) about a payment now, and applies the answer. */
export async function queryByOfficial(db: Db, actor: Actor, daraja: DarajaClient, id: string, now: Date): Promise<PaymentRow> {
  const [payment] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  if (!payment) throw notFound(messages.paymentNotFound);
  const after = await queryAndApply(db, daraja, payment, now, 0);
  await audit(db, actor, {
    action: 'payment.query',
    entity: 'payment',
    entityId: payment.id,
    details: { before: payment.status, after: after.status },
  });
  return after;
}

/**
 * Records the M-Pesa code of a completed payment that has none, once: the update only touches a
 * row still without a code, so two officials typing at once cannot overwrite each other, and a
 * code another payment holds is refused (the unique index is the rule; the look-up, its message).
 */
export async function recordReceipt(db: Db, actor: Actor, id: string, receipt: string): Promise<PaymentRow> {
  const [current] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  if (!current) throw notFound(messages.paymentNotFound);
  if (current.mpesaReceiptNumber)
    throw conflict(serverMessages.receiptAlreadyRecorded, { receipt: serverMessages.receiptAlreadyRecorded });
  if (current.status !== 'completed') throw new AppError(409, 'receipt_not_needed', serverMessages.receiptNotNeeded);
  const [holder] = await db.select({ id: payments.id }).from(payments).where(eq(payments.mpesaReceiptNumber, receipt)).limit(1);
  if (holder) throw conflict(serverMessages.manualCodeUsed, { receipt: serverMessages.manualCodeUsed });
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .update(payments)
        .set({ mpesaReceiptNumber: receipt })
        .where(and(eq(payments.id, id), isNull(payments.mpesaReceiptNumber), eq(payments.status, 'completed')))
        .returning();
      if (!row) throw conflict(serverMessages.receiptAlreadyRecorded, { receipt: serverMessages.receiptAlreadyRecorded });
      await audit(tx, actor, { action: 'payment.receipt', entity: 'payment', entityId: id, details: { receipt } });
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'payments_receipt_idx'))
      throw conflict(serverMessages.manualCodeUsed, { receipt: serverMessages.manualCodeUsed });
    throw error;
  }
}
