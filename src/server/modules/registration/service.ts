/**
 * The registration flow of /membership (docs/product-rules.md, "Fee and payment"): checks before any prompt,
 * the STK Push with a server-fixed amount and the draft stored with its payment, the status the
 * browser polls, and the idempotent finaliser. Members are created only in payments/service.ts.
 */
import { clientKey } from '../../lib/client-key';
import { and, desc, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { tokenMatchesHash } from '../../lib/tokens';
import { chapters, members, payments } from '../../db/schema';
import { AppError, badRequest, conflict } from '../../errors';
import { messages } from '../../../shared/messages';
import { serverMessages } from '../../../shared/server-messages';
import { PRIVACY_NOTICE_VERSION, REGISTRATION_FEE_KES, SMS_CONSENT_VERSION } from '../../../shared/constants';
import type { Registration } from '../../../shared/schemas/members';
import { accountReferenceFor } from '../../mpesa/credentials';
import { findChapterByName } from '../chapters';
import { deletePhoto, normalisePhoto, PUBLIC_PHOTO_LIMIT, storePhoto } from '../photos';
import { LIMITS } from '../../lib/limits';
import { enforce } from '../../lib/rate-limit';
import { notify } from '../notifications';
import {
  assertPromptLimits,
  insertPendingPayment,
  lockForPrompt,
  PENDING_TIMEOUT_MS,
  queryAndApply,
  sendPrompt,
  type PaymentGateway,
  type PaymentRow,
  type PromptLimits,
  draftOf,
  type StkPushAnswer,
} from '../payments';
import type { RegistrationDraft } from '../../../shared/schemas/payment-drafts';

export const REGISTRATION_COOKIE = 'myv_registration';

export type { PromptLimits, StkPushAnswer };

/**
 * Counts one membership look-up (POST /api/registrations/check) per address, then per ID number
 * from anywhere, by the one limiter (atomic, shared by every instance); 429 past a limit.
 */
export async function limitRegistrationChecks(db: Db, ip: string, idNumber: string, now: Date): Promise<void> {
  await enforce(db, LIMITS.registration_check_address, [clientKey(ip)], now);
  await enforce(db, LIMITS.registration_check_id, [idNumber], now);
}

/**
 * Refuses an ID number or phone that is already a member's, before anyone pays. An ID number on
 * file is answered as /renew answers: the member (the ID number with the phone on file) is told
 * so; anyone else gets help that names no one (renew or get the card with the registered phone).
 */
export async function assertNotRegistered(db: Db, idNumber: string, phoneNumber: string): Promise<void> {
  const [existing] = await db
    .select({ idNumber: members.idNumber, phoneNumber: members.phoneNumber })
    .from(members)
    .where(or(eq(members.idNumber, idNumber), eq(members.phoneNumber, phoneNumber)))
    .orderBy(desc(eq(members.idNumber, idNumber)))
    .limit(1);
  if (!existing) return;
  if (existing.idNumber === idNumber && existing.phoneNumber === phoneNumber)
    throw new AppError(409, 'already_member', messages.alreadyMember, { idNumber: messages.alreadyMember });
  if (existing.idNumber === idNumber)
    throw new AppError(409, 'id_number_registered', messages.idNumberNotRegistrable, {
      idNumber: messages.idNumberNotRegistrable,
    });
  throw conflict(serverMessages.duplicateMemberPhone, { phoneNumber: serverMessages.duplicateMemberPhone });
}

/** Validated draft: known chapter, photo decoded, re-encoded and stored. */
async function buildDraft(db: Db, registration: Registration, now: Date): Promise<RegistrationDraft> {
  const chapter = await findChapterByName(db, registration.chapter);
  if (!chapter) throw new AppError(400, 'validation', messages.chapterRequired, { chapter: messages.chapterRequired });
  // An archived chapter is off the form; a form loaded before it was archived is refused here.
  if (chapter.archivedAt)
    throw new AppError(400, 'validation', serverMessages.chapterClosed, { chapter: serverMessages.chapterClosed });
  // Decoded last, after every cheap check, and re-encoded before any prompt: a bad photo is a 400, not a paid registration without one.
  const photo = registration.profileImage ? await normalisePhoto(registration.profileImage, PUBLIC_PHOTO_LIMIT) : null;
  const photoId = photo ? await storePhoto(db, photo) : null;
  return {
    idNumber: registration.idNumber,
    fullName: registration.fullName,
    phoneNumber: registration.phoneNumber,
    gender: registration.gender,
    email: registration.email,
    chapterId: chapter.id,
    chapterName: chapter.name,
    photoId,
    consentAt: now.toISOString(),
    consentVersion: PRIVACY_NOTICE_VERSION,
    smsConsent: registration.smsConsent,
    smsConsentVersion: registration.smsConsent ? SMS_CONSENT_VERSION : null,
    language: registration.language,
  };
}

/**
 * A member phone is one member's (the database refuses a second), so while a registration with
 * this phone is being paid for, a second one (another ID number, another browser) is refused
 * before its prompt: otherwise both are charged and the one paid last cannot become a member.
 * The same browser may try again, as with an ID number.
 */
async function assertMemberPhoneFree(
  db: Db | Tx,
  input: { memberPhone: string; browserTokenHash: string; now: Date },
): Promise<void> {
  const [inProgress] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.purpose, 'registration'),
        eq(payments.status, 'pending'),
        gt(payments.createdAt, new Date(input.now.getTime() - PENDING_TIMEOUT_MS)),
        sql`${payments.draft}->>'phoneNumber' = ${input.memberPhone}`,
        or(ne(payments.browserTokenHash, input.browserTokenHash), eq(payments.method, 'manual')),
      ),
    )
    .limit(1);
  // Its own code: the page must show it, not take it for "this browser's prompt made the phone a member".
  if (inProgress)
    throw new AppError(409, 'member_phone_in_progress', serverMessages.memberPhonePaymentInProgress, {
      phoneNumber: serverMessages.memberPhonePaymentInProgress,
    });
}

/**
 * Checks and inserts the payment row under advisory locks (ID number, then phone: one order, no
 * deadlock), so two browsers cannot both pass the checks for one ID number or phone.
 */
async function reservePayment(
  db: Db,
  input: {
    method: 'mpesa_stk' | 'manual';
    payingPhone: string;
    draft: RegistrationDraft;
    ip: string;
    browserTokenHash: string;
    limits: PromptLimits;
    now: Date;
    receipt?: string;
  },
): Promise<PaymentRow> {
  return db.transaction(async (tx) => {
    await lockForPrompt(tx, { ...input, idNumber: input.draft.idNumber, memberPhone: input.draft.phoneNumber });
    const since = (ms: number) => new Date(input.now.getTime() - ms);

    const [inProgress] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.idNumber, input.draft.idNumber),
          eq(payments.status, 'pending'),
          gt(payments.createdAt, since(PENDING_TIMEOUT_MS)),
          // The same browser may try again (its earlier prompt was dismissed); another may not.
          or(ne(payments.browserTokenHash, input.browserTokenHash), eq(payments.method, 'manual')),
        ),
      )
      .limit(1);
    if (inProgress) throw conflict(serverMessages.paymentInProgress, { idNumber: serverMessages.paymentInProgress });
    await assertMemberPhoneFree(tx, { ...input, memberPhone: input.draft.phoneNumber });

    return insertPendingPayment(
      tx,
      {
        method: input.method,
        phoneNumber: input.payingPhone,
        amount: REGISTRATION_FEE_KES,
        accountReference: accountReferenceFor(input.draft.idNumber),
        draft: input.draft,
        idNumber: input.draft.idNumber,
        browserTokenHash: input.browserTokenHash,
        ip: input.ip,
        mpesaReceiptNumber: input.receipt ?? null,
      },
      input.now,
    );
  });
}

export async function startStkPush(
  db: Db,
  gateway: PaymentGateway,
  input: {
    payingPhone: string;
    registration: Registration;
    ip: string;
    browserTokenHash: string;
    limits: PromptLimits;
    now: Date;
  },
): Promise<StkPushAnswer> {
  // Limits and cheap checks first: the photo is decoded only for a prompt that may go ahead.
  await assertPromptLimits(db, { ...input, method: 'mpesa_stk' });
  await assertNotRegistered(db, input.registration.idNumber, input.registration.phoneNumber);
  await assertMemberPhoneFree(db, { ...input, memberPhone: input.registration.phoneNumber });
  const draft = await buildDraft(db, input.registration, input.now);
  const payment = await reservePayment(db, { ...input, method: 'mpesa_stk', draft }).catch(async (error: unknown) => {
    if (draft.photoId) await deletePhoto(db, draft.photoId);
    throw error;
  });

  return sendPrompt(db, gateway, payment, input.now, async () => {
    if (draft.photoId) await deletePhoto(db, draft.photoId);
  });
}

export async function submitManualRegistration(
  db: Db,
  input: { registration: Registration; mpesaCode: string; ip: string; browserTokenHash: string; limits: PromptLimits; now: Date },
): Promise<PaymentRow> {
  await assertPromptLimits(db, { ...input, payingPhone: input.registration.phoneNumber, method: 'manual' });
  await assertNotRegistered(db, input.registration.idNumber, input.registration.phoneNumber);
  await assertMemberPhoneFree(db, { ...input, memberPhone: input.registration.phoneNumber });
  const draft = await buildDraft(db, input.registration, input.now);
  const payment = await reservePayment(db, {
    ...input,
    method: 'manual',
    payingPhone: input.registration.phoneNumber,
    draft,
    receipt: input.mpesaCode,
  }).catch(async (error: unknown) => {
    if (draft.photoId) await deletePhoto(db, draft.photoId);
    throw error;
  });
  await notify(db, {
    kind: 'manual_registration',
    message: `${draft.fullName} paid by paybill (code ${input.mpesaCode}): awaiting verification`,
    entityId: payment.id,
  });
  return payment;
}

/** Status queries reach Daraja only for a prompt older than this, and at most this often. */
const STATUS_QUERY_AFTER_MS = 15_000;
const STATUS_QUERY_INTERVAL_MS = 10_000;

export async function paymentStatus(
  db: Db,
  gateway: PaymentGateway,
  checkoutRequestId: string,
  now: Date,
): Promise<{ ResultCode: string | null; ResultDesc: string | null; status: string }> {
  let [payment] = await db.select().from(payments).where(eq(payments.checkoutRequestId, checkoutRequestId)).limit(1);
  if (!payment) throw new AppError(404, 'not_found', messages.paymentNotFound);
  if (
    (payment.status === 'pending' || payment.status === 'unknown') &&
    now.getTime() - payment.createdAt.getTime() > STATUS_QUERY_AFTER_MS
  ) {
    payment = await queryAndApply(db, gateway.daraja, payment, now, STATUS_QUERY_INTERVAL_MS);
  }
  switch (payment.status) {
    // 'review': the money came in but an official must look before it is applied (a renewal for
    // a member suspended meanwhile); to the payer it is paid, and the submit says what happens next.
    case 'review':
    case 'completed':
      return {
        ResultCode: '0',
        ResultDesc: payment.resultDesc ?? 'The service request is processed successfully.',
        status: payment.status,
      };
    case 'failed':
    case 'rejected':
      return {
        ResultCode: payment.resultCode ?? '1',
        ResultDesc: payment.resultDesc ?? messages.paymentNotCompleted,
        status: payment.status,
      };
    case 'unknown':
      return { ResultCode: null, ResultDesc: messages.paymentUnconfirmed, status: payment.status };
    default:
      return { ResultCode: null, ResultDesc: null, status: payment.status };
  }
}

/** The idempotent finaliser: the member of a completed payment, to the browser that paid. */
export async function finaliseRegistration(
  db: Db,
  gateway: PaymentGateway,
  input: { checkoutRequestId?: string | undefined; paymentId?: string | undefined; browserToken: string | undefined; now: Date },
) {
  const where = input.checkoutRequestId
    ? eq(payments.checkoutRequestId, input.checkoutRequestId)
    : eq(payments.id, input.paymentId!);
  let [payment] = await db.select().from(payments).where(where).limit(1);
  if (!payment) throw new AppError(404, 'not_found', messages.paymentNotFound);
  if (!tokenMatchesHash(input.browserToken, payment.browserTokenHash)) {
    throw new AppError(403, 'registration_cookie', serverMessages.registrationCookieMissing);
  }
  // A renewal's payment (same cookie, same status answers) completes a renewal, never a registration.
  const typed = draftOf(payment);
  if (typed.purpose !== 'registration') throw badRequest(serverMessages.notARegistrationPayment);
  if (payment.status === 'pending' || payment.status === 'unknown') {
    payment = await queryAndApply(db, gateway.daraja, payment, input.now, 5_000);
  }
  // 'payment_required': still waiting (prompt pending, or a manual code an official has not checked);
  // 'payment_not_completed': M-Pesa or an official said no, so waiting longer will not help.
  if (payment.status === 'failed' || payment.status === 'rejected') {
    throw new AppError(402, 'payment_not_completed', serverMessages.paymentRequired);
  }
  if (payment.status !== 'completed') throw new AppError(402, 'payment_required', serverMessages.paymentRequired);
  if (!payment.memberId) throw conflict(await whyNoMember(db, typed.draft));
  const [row] = await db
    .select({ member: members, chapter: chapters.name })
    .from(members)
    .leftJoin(chapters, eq(chapters.id, members.chapterId))
    .where(eq(members.id, payment.memberId))
    .limit(1);
  if (!row) throw new AppError(404, 'not_found', messages.paymentNotFound);
  return { member: row.member, chapter: row.chapter };
}

/** A paid registration that made no member: its ID number, or else its phone, became another member's first. */
async function whyNoMember(db: Db, draft: RegistrationDraft): Promise<string> {
  const [byId] = await db.select({ id: members.id }).from(members).where(eq(members.idNumber, draft.idNumber)).limit(1);
  return byId ? serverMessages.duplicateMember : serverMessages.memberPhoneTakenWhilePaying;
}

/** Chapter names for step 1, archived ones left out (the form falls back to the four built-in names when this fails). */
export async function chapterNames(db: Db): Promise<string[]> {
  const rows = await db
    .select({ name: chapters.name })
    .from(chapters)
    .where(isNull(chapters.archivedAt))
    .orderBy(chapters.createdAt, chapters.name);
  return rows.map((r) => r.name);
}
