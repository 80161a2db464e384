/**
 * Starting an M-Pesa prompt, shared by every purpose (registration, renewal): the per-phone and
 * per-network prompt limits, counted in the database, and the STK Push itself with what a refused
 * or unreachable push means for the stored payment.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { payments } from '../../db/schema';
import { AppError, conflict } from '../../errors';
import { isUniqueViolation } from '../../db/errors';
import { messages } from '../../../shared/messages';
import { PROMPT_PHONE_WINDOW_MS } from '../../../shared/constants';
import type { StkPushAnswer } from '../../../shared/schemas/registration';
import { TRANSACTION_DESC } from '../../mpesa/credentials';
import { DarajaUnavailableError } from '../../mpesa/daraja-client';
import type { PaymentGateway } from './gateway';
import type { PaymentRow } from './service';

export interface PromptLimits {
  perPhonePerMinute: number;
  perIpPerTenMinutes: number;
}

/** Prompts started from one address in the last 10 minutes (the per-network cap). */
export async function promptsFromAddress(db: Db | Tx, ip: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(payments)
    .where(and(eq(payments.ip, ip), gt(payments.createdAt, new Date(now.getTime() - 10 * 60_000))));
  return Number(row?.n ?? 0);
}

/**
 * 1 prompt per paying phone a minute (Daraja locks the subscriber anyway), a cap per address.
 * Checked once before any costly work (photo decoding) and again under the reservation's locks.
 */
export async function assertPromptLimits(
  db: Db | Tx,
  input: { payingPhone: string; ip: string; limits: PromptLimits; now: Date },
): Promise<void> {
  const [byPhone] = await db
    .select({ n: sql<number>`count(*)::int`, oldest: sql<Date | string | null>`min(${payments.createdAt})` })
    .from(payments)
    .where(
      and(
        eq(payments.phoneNumber, input.payingPhone),
        gt(payments.createdAt, new Date(input.now.getTime() - PROMPT_PHONE_WINDOW_MS)),
      ),
    );
  if (Number(byPhone?.n ?? 0) >= input.limits.perPhonePerMinute) {
    // Retry-After lets the page count down to the moment the oldest prompt leaves the minute.
    const oldest = byPhone?.oldest ? new Date(byPhone.oldest).getTime() : input.now.getTime();
    const wait = Math.max(1, Math.ceil((oldest + PROMPT_PHONE_WINDOW_MS - input.now.getTime()) / 1000));
    throw new AppError(
      429,
      'too_many_prompts',
      messages.promptPhoneLimit,
      { phoneNumber: messages.promptPhoneLimit },
      { 'Retry-After': String(wait) },
    );
  }
  if ((await promptsFromAddress(db, input.ip, input.now)) >= input.limits.perIpPerTenMinutes) {
    throw new AppError(429, 'too_many_prompts', messages.promptIpLimit);
  }
}

/**
 * Inside a reservation's transaction: serialises prompts for one ID number and one paying phone
 * (advisory locks, always in this order, so two reservations never deadlock), then checks the
 * prompt limits again under those locks.
 */
export async function lockForPrompt(
  tx: Tx,
  input: { idNumber: string; payingPhone: string; ip: string; limits: PromptLimits; now: Date },
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`myv-id:${input.idNumber}`}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`myv-phone:${input.payingPhone}`}))`);
  await assertPromptLimits(tx, input);
}

/** Stores a new pending payment; an M-Pesa code already recorded on another payment is a 409 on the code field. */
export async function insertPendingPayment(
  tx: Tx,
  values: Omit<typeof payments.$inferInsert, 'status' | 'createdAt' | 'updatedAt'>,
  now: Date,
): Promise<PaymentRow> {
  try {
    const [row] = await tx
      .insert(payments)
      .values({ ...values, status: 'pending', createdAt: now, updatedAt: now })
      .returning();
    return row!;
  } catch (error) {
    if (isUniqueViolation(error, 'payments_receipt_idx'))
      throw conflict(messages.manualCodeUsed, { mpesaCode: messages.manualCodeUsed });
    throw error;
  }
}

/**
 * Sends the prompt of a stored pending payment. A push that fails or is refused leaves the
 * payment failed (`onNotSent` cleans up what the purpose stored); an accepted one records its
 * CheckoutRequestID, by which callbacks, queries and the browser find it.
 */
export async function sendPrompt(
  db: Db,
  gateway: PaymentGateway,
  payment: PaymentRow,
  now: Date,
  onNotSent: () => Promise<void> = async () => {},
): Promise<StkPushAnswer> {
  let outcome;
  try {
    outcome = await gateway.daraja.stkPush({
      phoneNumber: payment.phoneNumber,
      amount: payment.amount,
      accountReference: payment.accountReference,
      transactionDesc: TRANSACTION_DESC,
      callbackUrl: await gateway.callbackUrl(),
    });
  } catch (error) {
    // Without a CheckoutRequestID nothing can be queried later; the prompt most likely never left.
    const reason = error instanceof DarajaUnavailableError ? error.message : 'M-Pesa request failed';
    await db.update(payments).set({ status: 'failed', resultDesc: reason, updatedAt: now }).where(eq(payments.id, payment.id));
    await onNotSent();
    throw new AppError(503, 'mpesa_unavailable', messages.mpesaUnavailable);
  }
  if (!outcome.accepted) {
    await db
      .update(payments)
      .set({ status: 'failed', resultCode: outcome.errorCode, resultDesc: outcome.errorMessage, updatedAt: now })
      .where(eq(payments.id, payment.id));
    await onNotSent();
    return { ResponseCode: outcome.errorCode, ResponseDescription: outcome.errorMessage, CheckoutRequestID: null };
  }
  await db
    .update(payments)
    .set({ checkoutRequestId: outcome.checkoutRequestId, merchantRequestId: outcome.merchantRequestId, updatedAt: now })
    .where(eq(payments.id, payment.id));
  return { ResponseCode: '0', ResponseDescription: outcome.responseDescription, CheckoutRequestID: outcome.checkoutRequestId };
}
