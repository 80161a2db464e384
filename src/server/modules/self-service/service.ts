/**
 * "Get my card again" (/my-card, docs/membership.md): a 6-digit one-time code goes by SMS to the
 * phone on file; entering it shows the membership and a signed card link.
 *
 * - Asking for a code answers the same whether or not the ID number and phone match (no
 *   enumeration). A code is only issued — and an SMS only sent — when they match.
 * - When they match but no code will be sent (the member's hourly limit, a suspended membership),
 *   the answer says so and what to do next: the right ID number + phone pair is what /renew
 *   already accepts as proof of being the member, so this tells nobody anything new, while a
 *   stranger (a wrong pair) still hears "a code is on its way", exactly as for a member.
 * - Codes are stored as hashes, expire after 10 minutes, end when used, and five wrong tries void
 *   them. At most 3 codes per member an hour (beyond that nothing is sent; the answer is the same).
 * - Per IP: code requests and code tries are limited (the one limiter, lib/limits.ts), high
 *   enough for a family or a cyber café sharing one connection.
 */
import { createHash, randomInt } from 'node:crypto';
import { and, count, eq, gt, isNull, lt, min, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cardCodes, members } from '../../db/schema';
import { badRequest } from '../../errors';
import { serverMessages } from '../../../shared/server-messages';
import { clientKey } from '../../lib/client-key';
import { LIMITS } from '../../lib/limits';
import { enforce } from '../../lib/rate-limit';
import { memberById, memberByIdAndPhone, type MemberRecord } from '../renewals';
import { enqueueForMember } from '../sms';

const CODE_LIFETIME_MS = 10 * 60 * 1000;
const MAX_WRONG_TRIES = 5;
/** Counted from card_codes (a sliding hour: each code leaves it on its own). */
const PER_MEMBER = LIMITS.card_code_member;

/** Stands in for the member of an unknown ID number: no member has it, so it matches no code. */
const NO_MEMBER = '00000000-0000-0000-0000-000000000000';

/** The member id is part of the hash: a code is only ever good for its own member. */
const hashCode = (memberId: string, code: string) =>
  createHash('sha256').update(`myv-card-code:${memberId}:${code}`).digest('hex');

/** What became of a code request; only the matching pair ever hears anything but "sent". */
export type CodeRequestOutcome =
  { kind: 'sent-if-member' } | { kind: 'suspended' } | { kind: 'hourly-limit'; retryAfterSeconds: number };

export async function requestCode(
  db: Db,
  input: { idNumber: string; phoneNumber: string; ip: string; now: Date },
): Promise<CodeRequestOutcome> {
  await enforce(db, LIMITS.card_code_address, [clientKey(input.ip)], input.now);
  const member = await memberByIdAndPhone(db, input.idNumber, input.phoneNumber);
  if (!member) return { kind: 'sent-if-member' };
  if (member.status !== 'active') return { kind: 'suspended' };
  return db.transaction(async (tx): Promise<CodeRequestOutcome> => {
    // Serialises two requests for one member, so the hourly cap is exact.
    await tx.select({ id: members.id }).from(members).where(eq(members.id, member.id)).for('update');
    const [recent] = await tx
      .select({ n: count(), oldest: min(cardCodes.createdAt) })
      .from(cardCodes)
      .where(
        and(eq(cardCodes.memberId, member.id), gt(cardCodes.createdAt, new Date(input.now.getTime() - PER_MEMBER.windowMs))),
      );
    if (Number(recent?.n ?? 0) >= PER_MEMBER.max) {
      // The next code may go when the oldest of the hour's codes leaves the window.
      const oldest = recent?.oldest ? new Date(recent.oldest).getTime() : input.now.getTime();
      return {
        kind: 'hourly-limit',
        retryAfterSeconds: Math.max(60, Math.ceil((oldest + PER_MEMBER.windowMs - input.now.getTime()) / 1000)),
      };
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await tx.insert(cardCodes).values({
      memberId: member.id,
      codeHash: hashCode(member.id, code),
      expiresAt: new Date(input.now.getTime() + CODE_LIFETIME_MS),
      createdAt: input.now,
    });
    // The SMS is queued with the code in the same transaction; the worker sends it to the phone on file.
    await enqueueForMember(tx, member, 'card_code', { code, now: input.now });
    return { kind: 'sent-if-member' };
  });
}

/** The member whose live code this is, ending the code; otherwise 400 with one message. */
export async function verifyCode(
  db: Db,
  input: { idNumber: string; code: string; ip: string; now: Date },
): Promise<MemberRecord> {
  await enforce(db, LIMITS.card_code_try_address, [clientKey(input.ip)], input.now);
  const wrong = () => badRequest(serverMessages.codeWrong, { code: serverMessages.codeWrong });
  const [owner] = await db.select({ id: members.id }).from(members).where(eq(members.idNumber, input.idNumber)).limit(1);
  // An unknown ID number does the same work as a known one (the same statements, the same
  // hashing), under an id no member has: answering it sooner would tell a stranger, without
  // any phone, which ID numbers are members'.
  const memberId = owner?.id ?? NO_MEMBER;
  // The member's live codes: read and changed by the same condition, so the statements never depend on how many there are.
  const liveCodes = and(
    eq(cardCodes.memberId, memberId),
    // A code sent to a new phone (phone change) proves that phone, never the member.
    isNull(cardCodes.newPhone),
    isNull(cardCodes.usedAt),
    gt(cardCodes.expiresAt, input.now),
    lt(cardCodes.wrongTries, MAX_WRONG_TRIES),
  );
  const matched = await useCode(db, liveCodes, hashCode(memberId, input.code), input.now);
  if (!matched || !owner) throw wrong();
  const member = await memberById(db, owner.id);
  if (!member) throw wrong();
  return member;
}

/**
 * "Correct my details": a code to the NEW phone (docs/data-rights.md). The caller has already
 * proved to be the member; this proves they hold the new phone. Counted in the member's hourly
 * codes like any other; the SMS goes to the new phone only.
 */
export async function requestPhoneCode(
  db: Db,
  input: { member: MemberRecord; newPhone: string; now: Date },
): Promise<{ sent: true } | { sent: false; retryAfterSeconds: number }> {
  return db.transaction(async (tx) => {
    await tx.select({ id: members.id }).from(members).where(eq(members.id, input.member.id)).for('update');
    const [recent] = await tx
      .select({ n: count(), oldest: min(cardCodes.createdAt) })
      .from(cardCodes)
      .where(
        and(
          eq(cardCodes.memberId, input.member.id),
          gt(cardCodes.createdAt, new Date(input.now.getTime() - PER_MEMBER.windowMs)),
        ),
      );
    if (Number(recent?.n ?? 0) >= PER_MEMBER.max) {
      const oldest = recent?.oldest ? new Date(recent.oldest).getTime() : input.now.getTime();
      return {
        sent: false,
        retryAfterSeconds: Math.max(60, Math.ceil((oldest + PER_MEMBER.windowMs - input.now.getTime()) / 1000)),
      };
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await tx.insert(cardCodes).values({
      memberId: input.member.id,
      codeHash: hashCode(input.member.id, `${input.newPhone}:${code}`),
      newPhone: input.newPhone,
      expiresAt: new Date(input.now.getTime() + CODE_LIFETIME_MS),
      createdAt: input.now,
    });
    await enqueueForMember(tx, { ...input.member, phoneNumber: input.newPhone, email: null }, 'phone_code', {
      code,
      now: input.now,
    });
    return { sent: true as const };
  });
}

/** Whether `code` is the live code sent to `newPhone` for this member; using it ends it. */
export async function verifyPhoneCode(
  db: Db,
  input: { memberId: string; newPhone: string; code: string; ip: string; now: Date },
): Promise<boolean> {
  await enforce(db, LIMITS.card_code_try_address, [clientKey(input.ip)], input.now);
  const liveCodes = and(
    eq(cardCodes.memberId, input.memberId),
    eq(cardCodes.newPhone, input.newPhone),
    isNull(cardCodes.usedAt),
    gt(cardCodes.expiresAt, input.now),
    lt(cardCodes.wrongTries, MAX_WRONG_TRIES),
  );
  return useCode(db, liveCodes, hashCode(input.memberId, `${input.newPhone}:${input.code}`), input.now);
}

/**
 * Whether one of the live codes (`liveCodes`: read and changed by the same condition, so the
 * statements never depend on how many there are) has this hash. A match ends it and the other
 * live codes with it; a miss counts a wrong try on each, run even when there is no live code (it
 * then changes no row) so a miss costs the same work either way.
 */
async function useCode(db: Db, liveCodes: SQL | undefined, hash: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const live = await tx.select().from(cardCodes).where(liveCodes).for('update');
    if (!live.some((c) => c.codeHash === hash)) {
      await tx
        .update(cardCodes)
        .set({ wrongTries: sql`${cardCodes.wrongTries} + 1` })
        .where(liveCodes);
      return false;
    }
    await tx.update(cardCodes).set({ usedAt: now }).where(liveCodes);
    return true;
  });
}
