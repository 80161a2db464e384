/**
 * Renewal by M-Pesa (/renew, docs/membership.md): the member proves who they are with the ID
 * number and the phone on file, then a renewal payment is started. What a completed renewal does
 * (the new renewal date) is the payments module's business (payments/purposes/renewal.ts); this
 * module only looks members up and starts payments.
 */
import { and, eq, gt, ne, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { chapters, members, payments } from '../../db/schema';
import { AppError, conflict, notFound } from '../../errors';
import { messages } from '../../../shared/messages';
import { serverMessages } from '../../../shared/server-messages';
import { nairobiToday } from '../../../shared/dates';
import { isEarlyRenewal, publicMembershipStatus, RENEWAL_FEE_KES } from '../../../shared/membership';
import type { OwnMembership } from '../../../shared/schemas/renewals';
import { accountReferenceFor } from '../../mpesa/credentials';
import { LIMITS } from '../../lib/limits';
import { hit, tooMany } from '../../lib/rate-limit';
import { notify } from '../notifications';
import {
  applyEvent,
  insertPendingPayment,
  lockForPrompt,
  PENDING_TIMEOUT_MS,
  queryAndApply,
  sendPrompt,
  type PaymentGateway,
  type PaymentRow,
  type PromptLimits,
  type StkPushAnswer,
} from '../payments';
import type { RenewalDraft } from '../../../shared/schemas/payment-drafts';
import { audit } from '../audit';
import type { Actor } from '../../lib/actor';
import { tokenMatchesHash } from '../../lib/tokens';
import { clientKey } from '../../lib/client-key';

export type MemberRecord = typeof members.$inferSelect & { chapterName: string | null };

export function ownMembership(member: MemberRecord, now: Date): OwnMembership {
  const today = nairobiToday(now);
  return {
    fullName: member.fullName,
    membershipNumber: member.membershipNumber,
    chapter: member.chapterName,
    renewalDate: member.renewalDate,
    membershipStatus: publicMembershipStatus(member.renewalDate, member.status, today),
    suspended: member.status !== 'active',
    earlyRenewal: isEarlyRenewal(member.renewalDate, today),
  };
}

export async function memberById(db: Db | Tx, id: string): Promise<MemberRecord | null> {
  const [row] = await db
    .select({ member: members, chapterName: chapters.name })
    .from(members)
    .leftJoin(chapters, eq(chapters.id, members.chapterId))
    .where(eq(members.id, id))
    .limit(1);
  return row ? { ...row.member, chapterName: row.chapterName } : null;
}

/** The member with this ID number whose phone on file is `phoneNumber`, or null. Not counted. */
export async function memberByIdAndPhone(db: Db, idNumber: string, phoneNumber: string): Promise<MemberRecord | null> {
  const [row] = await db
    .select({ member: members, chapterName: chapters.name })
    .from(members)
    .leftJoin(chapters, eq(chapters.id, members.chapterId))
    .where(eq(members.idNumber, idNumber))
    .limit(1);
  if (!row || row.member.phoneNumber !== phoneNumber) return null;
  return { ...row.member, chapterName: row.chapterName };
}

/**
 * The member with this ID number and phone on file, counted against the per-ID and per-IP limits
 * (in the database). An unknown ID and a wrong phone get the same answer: nothing to enumerate.
 */
export async function lookUpMember(
  db: Db,
  input: { idNumber: string; phoneNumber: string; ip: string; now: Date },
): Promise<MemberRecord> {
  // Both counted before either refuses: a refused look-up counts too (lib/limits.ts).
  const byId = await hit(db, LIMITS.renewal_lookup_id, [input.idNumber], input.now);
  const byAddress = await hit(db, LIMITS.renewal_lookup_address, [clientKey(input.ip)], input.now);
  if (!byId.allowed) throw tooMany(LIMITS.renewal_lookup_id, byId.retryAfterSeconds);
  if (!byAddress.allowed) throw tooMany(LIMITS.renewal_lookup_address, byAddress.retryAfterSeconds);
  const member = await memberByIdAndPhone(db, input.idNumber, input.phoneNumber);
  if (!member) throw notFound(serverMessages.renewalNotFound);
  return member;
}

/** Inserts the pending renewal payment under the same per-ID advisory lock as registrations. */
async function reserveRenewal(
  db: Db,
  input: {
    member: MemberRecord;
    method: 'mpesa_stk' | 'manual';
    payingPhone: string;
    ip: string;
    browserTokenHash: string;
    limits: PromptLimits;
    now: Date;
    receipt?: string;
    confirmEarlyRenewal?: boolean | undefined;
  },
): Promise<PaymentRow> {
  const { member } = input;
  if (member.status !== 'active') throw new AppError(409, 'member_inactive', serverMessages.renewalInactive);
  // A second year paid by mistake (a member who joined minutes ago) is refused unless the member said yes.
  if (isEarlyRenewal(member.renewalDate, nairobiToday(input.now)) && !input.confirmEarlyRenewal)
    throw new AppError(409, 'early_renewal', serverMessages.renewalEarlyNeedsConfirmation);
  return db.transaction(async (tx) => {
    await lockForPrompt(tx, { ...input, idNumber: member.idNumber });
    const [inProgress] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.memberId, member.id),
          eq(payments.purpose, 'renewal'),
          eq(payments.status, 'pending'),
          gt(payments.createdAt, new Date(input.now.getTime() - PENDING_TIMEOUT_MS)),
          // The same browser may try again (its earlier prompt was dismissed); another may not.
          or(ne(payments.browserTokenHash, input.browserTokenHash), eq(payments.method, 'manual')),
        ),
      )
      .limit(1);
    if (inProgress) throw conflict(serverMessages.renewalInProgress);
    const draft: RenewalDraft = {
      fullName: member.fullName,
      membershipNumber: member.membershipNumber,
      chapterId: member.chapterId,
      chapterName: member.chapterName,
      renewalDateBefore: member.renewalDate,
    };
    return insertPendingPayment(
      tx,
      {
        method: input.method,
        purpose: 'renewal',
        phoneNumber: input.payingPhone,
        amount: RENEWAL_FEE_KES,
        accountReference: accountReferenceFor(member.idNumber),
        draft,
        idNumber: member.idNumber,
        memberId: member.id,
        browserTokenHash: input.browserTokenHash,
        ip: input.ip,
        mpesaReceiptNumber: input.receipt ?? null,
      },
      input.now,
    );
  });
}

export async function startRenewalPrompt(
  db: Db,
  gateway: PaymentGateway,
  input: {
    idNumber: string;
    phoneNumber: string;
    payingPhone: string;
    ip: string;
    browserTokenHash: string;
    limits: PromptLimits;
    now: Date;
    confirmEarlyRenewal?: boolean | undefined;
  },
): Promise<StkPushAnswer> {
  const member = await lookUpMember(db, input);
  const payment = await reserveRenewal(db, { ...input, member, method: 'mpesa_stk' });
  return sendPrompt(db, gateway, payment, input.now);
}

export async function submitManualRenewal(
  db: Db,
  input: {
    idNumber: string;
    phoneNumber: string;
    mpesaCode: string;
    ip: string;
    browserTokenHash: string;
    limits: PromptLimits;
    now: Date;
    confirmEarlyRenewal?: boolean | undefined;
  },
): Promise<PaymentRow> {
  const member = await lookUpMember(db, input);
  const payment = await reserveRenewal(db, {
    ...input,
    member,
    method: 'manual',
    payingPhone: member.phoneNumber,
    receipt: input.mpesaCode,
  });
  await notify(db, {
    kind: 'manual_renewal',
    message: `${member.fullName} paid a renewal by paybill (code ${input.mpesaCode}): awaiting verification`,
    entityId: payment.id,
  });
  return payment;
}

/**
 * "Record cash renewal" in the dashboard: a manual renewal payment confirmed at once through the
 * payment state machine, so the renewal date moves in exactly the one place it always does.
 */
/** An official took the fee in cash: the renewal is paid and confirmed at once, audited under them. */
export async function recordCashRenewal(db: Db, actor: Actor, member: MemberRecord, now: Date): Promise<void> {
  // A suspended member is not renewed by any payment (payments/purposes): refused before the cash is recorded.
  if (member.status !== 'active') throw new AppError(409, 'member_inactive', serverMessages.cashRenewalSuspended);
  const payment = await reserveCashRenewal(db, { member, ip: actor.ip, now });
  await applyEvent(
    db,
    eq(payments.id, payment.id),
    { type: 'official-confirm' },
    { resultDesc: 'Cash renewal recorded by an official' },
    now,
    (tx, done) =>
      audit(tx, actor, {
        action: 'member.cash-renewal',
        entity: 'member',
        entityId: member.id,
        details: { paymentId: done.id, renewalDateBefore: member.renewalDate },
      }),
  );
}

async function reserveCashRenewal(db: Db, input: { member: MemberRecord; ip: string; now: Date }): Promise<PaymentRow> {
  const [row] = await db
    .insert(payments)
    .values({
      method: 'manual',
      purpose: 'renewal',
      status: 'pending',
      phoneNumber: input.member.phoneNumber,
      amount: RENEWAL_FEE_KES,
      accountReference: accountReferenceFor(input.member.idNumber),
      draft: {
        fullName: input.member.fullName,
        membershipNumber: input.member.membershipNumber,
        chapterId: input.member.chapterId,
        chapterName: input.member.chapterName,
        renewalDateBefore: input.member.renewalDate,
      } satisfies RenewalDraft,
      idNumber: input.member.idNumber,
      memberId: input.member.id,
      ip: input.ip,
      note: 'Cash renewal recorded by an official',
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning();
  return row!;
}

/** The idempotent finaliser: the renewed member, to the browser that started the renewal. */
export async function finaliseRenewal(
  db: Db,
  gateway: PaymentGateway,
  input: { checkoutRequestId?: string | undefined; paymentId?: string | undefined; browserToken: string | undefined; now: Date },
): Promise<MemberRecord> {
  const which = input.checkoutRequestId
    ? eq(payments.checkoutRequestId, input.checkoutRequestId)
    : eq(payments.id, input.paymentId!);
  let [payment] = await db
    .select()
    .from(payments)
    .where(and(which, eq(payments.purpose, 'renewal')))
    .limit(1);
  if (!payment) throw notFound(messages.paymentNotFound);
  if (!tokenMatchesHash(input.browserToken, payment.browserTokenHash)) {
    throw new AppError(403, 'renewal_cookie', serverMessages.renewalCookieMissing);
  }
  if (payment.status === 'pending' || payment.status === 'unknown') {
    payment = await queryAndApply(db, gateway.daraja, payment, input.now, 5_000);
  }
  // Paid while the member was suspended: not renewed, no card; an official decides (and says so).
  if (payment.status === 'review') throw new AppError(409, 'renewal_held', serverMessages.renewalHeldMemberSuspended);
  if (payment.status !== 'completed') throw new AppError(402, 'payment_required', serverMessages.renewalPaymentRequired);
  const member = payment.memberId ? await memberById(db, payment.memberId) : null;
  if (!member) throw conflict(payment.note ?? messages.paymentNotFound);
  return member;
}
