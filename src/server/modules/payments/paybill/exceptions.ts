/**
 * An official settles an unmatched paybill payment (the exceptions queue): assigns it to a member
 * (then it renews, completes a registration or is held as a partial, exactly as if the payer had
 * typed the member's number), records it as a donation, or marks it "to refund" with a reason.
 * Each runs under the payment's row lock, is audited in the same transaction, and works once:
 * a payment no longer in the queue is refused, so nothing is undone silently.
 */
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { members, payments } from '../../../db/schema';
import { AppError, notFound } from '../../../errors';
import type { Actor } from '../../../lib/actor';
import { messages } from '../../../../shared/messages';
import { audit } from '../../audit';
import { applyEvent, type PaymentRow } from '../service';
import { applyToTarget, type BookOutcome, type PaybillTarget } from './book';
import { officialsMessages } from '../../../../shared/officials-messages';

export type ExceptionDecision = { kind: 'assign'; memberId: string } | { kind: 'donation' } | { kind: 'refund'; reason: string };

export async function settleException(
  db: Db | Tx,
  actor: Actor,
  id: string,
  decision: ExceptionDecision,
  now: Date,
): Promise<{ payment: PaymentRow; outcome: BookOutcome['outcome'] | 'rejected' }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(payments).where(eq(payments.id, id)).limit(1).for('update');
    if (!row) throw notFound(messages.paymentNotFound);
    if (row.status !== 'exception')
      throw new AppError(409, 'not_awaiting_verification', officialsMessages.paybill.notAnException);
    let outcome: BookOutcome['outcome'] | 'rejected';
    if (decision.kind === 'refund') {
      await applyEvent(
        tx,
        eq(payments.id, id),
        { type: 'exception-settled', refund: true },
        { resultDesc: `To refund: ${decision.reason}` },
        now,
      );
      await tx
        .update(payments)
        .set({ note: `To refund: ${decision.reason}` })
        .where(eq(payments.id, id));
      outcome = 'rejected';
    } else {
      let target: PaybillTarget = { kind: 'donation' };
      if (decision.kind === 'assign') {
        const [member] = await tx.select({ id: members.id }).from(members).where(eq(members.id, decision.memberId)).limit(1);
        if (!member)
          throw new AppError(404, 'not_found', officialsMessages.paybill.memberNotFound, {
            memberId: officialsMessages.paybill.memberNotFound,
          });
        target = { kind: 'member', memberId: member.id };
      }
      outcome = (await applyToTarget(tx, row, target, now)).outcome;
    }
    const [after] = await tx.select().from(payments).where(eq(payments.id, id)).limit(1);
    await audit(tx, actor, {
      action: `payment.exception.${decision.kind}`,
      entity: 'payment',
      entityId: id,
      details: {
        receipt: row.mpesaReceiptNumber,
        amount: row.amount,
        account: row.accountReference,
        to: after!.status,
        memberId: after!.memberId,
        ...(decision.kind === 'refund' ? { reason: decision.reason } : {}),
      },
    });
    return { payment: after!, outcome };
  });
}
