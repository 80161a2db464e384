/**
 * Starting an M-Pesa prompt, shared by every purpose (registration, renewal): the per-phone and
 * per-network prompt limits (prompt-rules.ts), counted in the database, and the STK Push itself
 * with what a refused or unreachable push means for the stored payment.
 */
import { clientKey } from '../../lib/client-key';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { payments } from '../../db/schema';
import { AppError, conflict } from '../../errors';
import { isUniqueViolation } from '../../db/errors';
import { serverMessages } from '../../../shared/server-messages';
import type { StkPushAnswer } from '../../../shared/schemas/registration';
import { TRANSACTION_DESC } from '../../mpesa/credentials';
import { DarajaUnavailableError } from '../../mpesa/daraja-client';
import { LIMITS, type Limit } from '../../lib/limits';
import { enforce, tooMany } from '../../lib/rate-limit';
import type { PaymentGateway } from './gateway';
import { LONGEST_PHONE_CAP_MS, phoneCapReached } from './prompt-rules';
import type { PaymentRow } from './service';

export interface PromptLimits {
  perPhonePerMinute: number;
  perIpPerTenMinutes: number;
}

/**
 * Counts one prompt attempt from an address (every prompt route, before its body is read), by the
 * one limiter: refused attempts (bad input, a cap, a conflict) count too, so a sender cannot make
 * the server read and parse megabytes over and over for free.
 */
export async function countPromptAttempt(db: Db | Tx, ip: string, limits: PromptLimits, now: Date): Promise<void> {
  await enforce(db, LIMITS.prompt_address, [clientKey(ip)], now, { max: limits.perIpPerTenMinutes });
}

/** Retry-After lets the page count down to the moment the phone may be prompted again. */
const tooManyPrompts = (limit: Limit, retryAt: Date, now: Date) =>
  tooMany(limit, (retryAt.getTime() - now.getTime()) / 1000, { until: retryAt, field: 'phoneNumber' });

/**
 * The paying phone's limits: 1 prompt a minute whatever the method (Daraja locks the subscriber
 * anyway), and for prompts the caps of prompt-rules.ts, whatever the ID number and purpose.
 * Checked once before any costly work (photo decoding) and again under the reservation's locks.
 */
export async function assertPromptLimits(
  db: Db | Tx,
  input: { payingPhone: string; method: PaymentRow['method']; limits: PromptLimits; now: Date },
): Promise<void> {
  const now = input.now.getTime();
  const perMinute = LIMITS.prompt_phone_minute;
  const earlier = await db
    .select({ createdAt: payments.createdAt, method: payments.method })
    .from(payments)
    .where(
      and(
        eq(payments.phoneNumber, input.payingPhone),
        gt(payments.createdAt, new Date(now - Math.max(perMinute.windowMs, LONGEST_PHONE_CAP_MS))),
      ),
    );
  const lastMinute = earlier.map((p) => p.createdAt.getTime()).filter((at) => at > now - perMinute.windowMs);
  if (lastMinute.length >= input.limits.perPhonePerMinute) {
    throw tooManyPrompts(perMinute, new Date(Math.min(...lastMinute) + perMinute.windowMs), input.now);
  }
  if (input.method !== 'mpesa_stk') return;
  const reached = phoneCapReached(
    earlier.filter((p) => p.method === 'mpesa_stk').map((p) => p.createdAt),
    input.now,
  );
  if (reached) throw tooManyPrompts(reached.cap, reached.retryAt, input.now);
}

/**
 * Inside a reservation's transaction: serialises prompts for one ID number, one paying phone and
 * (a registration) one member phone (advisory locks, always in this order, so two reservations
 * never deadlock), then checks the prompt limits again under those locks.
 */
export async function lockForPrompt(
  tx: Tx,
  input: {
    idNumber: string;
    payingPhone: string;
    memberPhone?: string;
    method: PaymentRow['method'];
    limits: PromptLimits;
    now: Date;
  },
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`myv-id:${input.idNumber}`}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`myv-phone:${input.payingPhone}`}))`);
  if (input.memberPhone)
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`myv-member-phone:${input.memberPhone}`}))`);
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
      throw conflict(serverMessages.manualCodeUsed, { mpesaCode: serverMessages.manualCodeUsed });
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
    throw new AppError(503, 'mpesa_unavailable', serverMessages.mpesaUnavailable);
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
