/**
 * Applying payment results: every answer (callback, STK Query, an official's decision) goes
 * through `applyEvent`, which locks the payment row, asks the pure state machine (state.ts) and
 * writes the new state and the member in one transaction. Safe to receive twice, in any order,
 * from any number of server instances.
 */
import { and, eq, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { payments } from '../../db/schema';
import type { DarajaClient } from '../../mpesa/daraja-client';
import { AppError } from '../../errors';
import { serverMessages } from '../../../shared/server-messages';
import { notify } from '../notifications';
import { onCompleted, onNotPaid, textFailedUssdPrompt } from './purposes';
import { PENDING_TIMEOUT_MS, transition, type PaymentEvent } from './state';

export type PaymentRow = typeof payments.$inferSelect;

export interface ApplyDetails {
  resultDesc?: string | undefined;
  receipt?: string | undefined;
  merchantRequestId?: string | undefined;
}

export type ApplyOutcome =
  | { changed: false; reason: 'unknown-payment' | 'no-transition'; payment: PaymentRow | null }
  | { changed: true; payment: PaymentRow };

/** Applies one event to the payment found by `where`, under a row lock. */
export async function applyEvent(
  db: Db,
  where: SQL,
  event: PaymentEvent,
  details: ApplyDetails,
  now: Date,
  extra?: (tx: Tx, payment: PaymentRow) => Promise<void>,
): Promise<ApplyOutcome> {
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(where).limit(1).for('update');
    if (!payment) return { changed: false, reason: 'unknown-payment', payment: null } as const;
    const next = transition(payment, event);
    if (!next) return { changed: false, reason: 'no-transition', payment } as const;

    let memberId: string | null = null;
    let status = next.status;
    // A payment leaving review drops its review note (the audit log keeps what happened).
    let note = next.note ?? (payment.status === 'review' ? null : payment.note);
    // A receipt is unique across payments: one already on another payment is not stored twice
    // (it would fail the whole answer); the payment says so for an official instead.
    let receipt = details.receipt;
    if (receipt && receipt !== payment.mpesaReceiptNumber) {
      const [holder] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.mpesaReceiptNumber, receipt), sql`${payments.id} <> ${payment.id}`))
        .limit(1);
      if (holder) {
        note = `M-Pesa receipt ${receipt} is already recorded on another payment: check the statement`;
        receipt = undefined;
      }
    }
    // The purpose's effect (create the member, move the renewal date) in this same transaction.
    if (next.createsMember) {
      // With the receipt this answer brings: the donor's thank-you quotes it.
      const effect = await onCompleted(tx, { ...payment, mpesaReceiptNumber: receipt ?? payment.mpesaReceiptNumber }, now);
      memberId = effect.memberId;
      if (effect.note) note = effect.note;
      if (effect.held) {
        // An official confirming it again while the cause stands (still suspended) changes nothing.
        if (payment.status === 'review') throw new AppError(409, 'still_held', serverMessages.paymentReviewStillSuspended);
        status = 'review';
        note = effect.held;
      }
    }
    if (next.status === 'failed' || next.status === 'rejected') await onNotPaid(tx, payment);
    // M-Pesa says a prompt failed: a USSD caller is told by SMS (nothing else tells them).
    if (next.status === 'failed' && event.type === 'result') await textFailedUssdPrompt(tx, payment, event.resultCode, now);
    const [updated] = await tx
      .update(payments)
      .set({
        status,
        note,
        memberId: memberId ?? payment.memberId,
        resultCode: event.type === 'result' ? event.resultCode : payment.resultCode,
        resultDesc: details.resultDesc ?? payment.resultDesc,
        mpesaReceiptNumber: receipt ?? payment.mpesaReceiptNumber,
        merchantRequestId: details.merchantRequestId ?? payment.merchantRequestId,
        completedAt: status === 'completed' ? now : payment.completedAt,
        updatedAt: now,
      })
      .where(eq(payments.id, payment.id))
      .returning();
    await extra?.(tx, updated!);
    return { changed: true, payment: updated! } as const;
  });
}

export const byCheckoutRequestId = (id: string) => eq(payments.checkoutRequestId, id);

/**
 * Stores the M-Pesa code of a completed payment that has none (STK Query completed it, and its
 * answer carries no code), from a trusted source only: Safaricom's own callback. Once: a code
 * already there is never replaced, and one another payment holds is not stored twice.
 */
export async function recordTrustedReceipt(db: Db, payment: PaymentRow, receipt: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [holder] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.mpesaReceiptNumber, receipt)).limit(1);
    if (holder) return;
    await tx
      .update(payments)
      .set({ mpesaReceiptNumber: receipt, updatedAt: now })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'completed'), isNull(payments.mpesaReceiptNumber)));
  });
}

/**
 * Asks Daraja about one payment, at most once per `minIntervalMs` across all instances (the
 * last_queried_at claim), and applies a final answer. Returns the payment as it now stands.
 */
export async function queryAndApply(
  db: Db,
  daraja: DarajaClient,
  payment: PaymentRow,
  now: Date,
  minIntervalMs: number,
): Promise<PaymentRow> {
  if (!payment.checkoutRequestId || payment.method !== 'mpesa_stk') return payment;
  const claimed = await db
    .update(payments)
    .set({ lastQueriedAt: now })
    .where(
      and(
        eq(payments.id, payment.id),
        inArray(payments.status, ['pending', 'unknown']),
        or(sql`${payments.lastQueriedAt} is null`, lt(payments.lastQueriedAt, new Date(now.getTime() - minIntervalMs))),
      ),
    )
    .returning({ id: payments.id });
  if (!claimed.length) return payment;

  const answer = await daraja.stkQuery(payment.checkoutRequestId);
  if (answer.state === 'final') {
    const outcome = await applyEvent(
      db,
      eq(payments.id, payment.id),
      { type: 'result', resultCode: answer.resultCode },
      { resultDesc: answer.resultDesc },
      now,
    );
    if (outcome.payment) return outcome.payment;
  }
  if (payment.status === 'pending' && now.getTime() - payment.createdAt.getTime() > PENDING_TIMEOUT_MS) {
    // M-Pesa gave no final answer in time (still processing, or the query kept failing): the
    // money may have moved, so an official is told, exactly as for prompts nothing can query.
    const outcome = await applyEvent(db, eq(payments.id, payment.id), { type: 'timeout' }, {}, now, (tx, parked) =>
      notifyUnknown(tx, parked.id),
    );
    if (outcome.changed) logParked(daraja.log, outcome.payment);
    if (outcome.payment) return outcome.payment;
  }
  return payment;
}

/** The officials' notification for a payment whose outcome nobody knows (the bell, Payments tab). */
export const notifyUnknown = (tx: Tx, paymentId: string) =>
  notify(tx, {
    kind: 'payment_unknown',
    message: 'A payment prompt has an unknown outcome: check it in the Payments tab',
    entityId: paymentId,
  });

/** The payment's ids only: the phone and the name stay out of logs. */
const logParked = (log: FastifyBaseLogger | undefined, payment: Pick<PaymentRow, 'id' | 'checkoutRequestId'>) =>
  log?.warn({ paymentId: payment.id, checkoutRequestId: payment.checkoutRequestId }, 'payment parked as unknown for an official');

/** Reconciliation window: payments older than this stay `unknown` for an official to settle. */
const RECONCILE_WINDOW_MS = 24 * 60 * 60 * 1000;
const RECONCILE_BATCH = 50;

/**
 * A prompt with no CheckoutRequestID after this long was cut off between asking M-Pesa and
 * storing its answer (the server stopped): longer than the Daraja request timeout, so no prompt
 * still in flight on any instance is caught.
 */
const ORPHANED_PROMPT_AFTER_MS = 2 * 60 * 1000;

/**
 * Prompts nothing can query any more become `unknown`, for an official to settle against the
 * paybill statement: those without a CheckoutRequestID (M-Pesa may still have sent the prompt,
 * and the customer may have paid) and those older than the reconciliation window.
 */
async function parkUnqueryablePayments(db: Db, now: Date, log?: FastifyBaseLogger): Promise<number> {
  const orphanedBefore = new Date(now.getTime() - ORPHANED_PROMPT_AFTER_MS);
  const staleBefore = new Date(now.getTime() - RECONCILE_WINDOW_MS);
  const parked = await db.transaction(async (tx) => {
    const rows = await tx
      .update(payments)
      .set({
        status: 'unknown',
        note: sql`coalesce(${payments.note}, ${'Outcome unknown: M-Pesa cannot be asked about this prompt. Check the paybill statement, then confirm with the M-Pesa code or reject.'})`,
        updatedAt: now,
      })
      .where(
        and(
          eq(payments.method, 'mpesa_stk'),
          eq(payments.status, 'pending'),
          or(
            and(isNull(payments.checkoutRequestId), lt(payments.createdAt, orphanedBefore)),
            lt(payments.createdAt, staleBefore),
          ),
        ),
      )
      .returning({ id: payments.id, checkoutRequestId: payments.checkoutRequestId });
    for (const row of rows) await notifyUnknown(tx, row.id);
    return rows;
  });
  for (const row of parked) logParked(log, { id: row.id, checkoutRequestId: row.checkoutRequestId });
  return parked.length;
}

/** Settles prompts left pending or unknown (start-up and every minute). */
export async function reconcilePayments(
  db: Db,
  daraja: DarajaClient,
  now: Date,
  log?: FastifyBaseLogger,
): Promise<{ checked: number; settled: number }> {
  const parked = await parkUnqueryablePayments(db, now, log);
  const open = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.method, 'mpesa_stk'),
        inArray(payments.status, ['pending', 'unknown']),
        isNotNull(payments.checkoutRequestId),
        sql`${payments.createdAt} > ${new Date(now.getTime() - RECONCILE_WINDOW_MS)}`,
      ),
    )
    .orderBy(payments.createdAt)
    .limit(RECONCILE_BATCH);
  let settled = 0;
  for (const payment of open) {
    try {
      const after = await queryAndApply(db, daraja, payment, now, 20_000);
      if (after.status !== payment.status) settled++;
    } catch (error) {
      log?.warn({ err: error, paymentId: payment.id }, 'reconciliation of a payment failed; will retry');
    }
  }
  return { checked: open.length + parked, settled: settled + parked };
}
