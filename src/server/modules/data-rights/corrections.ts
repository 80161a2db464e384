/**
 * "Correct my details" (docs/data-rights.md): the member changes their e-mail and photo at once,
 * and their phone in two steps (a code to the NEW phone proves they hold it). The photo goes
 * through the photo pipeline (decoded, checked, re-encoded: metadata gone) like a registration's.
 * Each change is audited under the member (memberActor), naming the fields, never their values.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { LIMITS } from '../../lib/limits';
import { tooMany } from '../../lib/rate-limit';
import { badRequest, conflict } from '../../errors';
import { messages } from '../../../shared/messages';
import { serverMessages } from '../../../shared/server-messages';
import { audit } from '../audit';
import { deletePhoto, normalisePhoto, PUBLIC_PHOTO_LIMIT, storePhoto } from '../photos';
import type { MemberRecord } from '../renewals';
import { requestPhoneCode, verifyPhoneCode } from '../self-service';

export async function correctDetails(
  db: Db,
  actor: Actor,
  member: MemberRecord,
  input: { email?: string | undefined; profileImage?: string | undefined },
  now: Date,
): Promise<{ fields: string[] }> {
  if (input.email === undefined && !input.profileImage) throw badRequest(messages.dataRightsNothingToChange);
  // Decoded and re-encoded before the transaction: a bad image changes nothing.
  const photo = input.profileImage ? await normalisePhoto(input.profileImage, PUBLIC_PHOTO_LIMIT) : null;
  const fields: string[] = [];
  await db.transaction(async (tx) => {
    const change: Partial<typeof members.$inferInsert> = { updatedAt: now };
    if (input.email !== undefined) {
      change.email = input.email || null;
      fields.push('email');
    }
    if (photo) {
      change.photoId = await storePhoto(tx, photo);
      fields.push('photo');
    }
    await tx.update(members).set(change).where(eq(members.id, member.id));
    if (photo && member.photoId) await deletePhoto(tx, member.photoId);
    await audit(tx, actor, { action: 'member.self_correct', entity: 'member', entityId: member.id, details: { fields } });
  });
  return { fields };
}

async function phoneTaken(db: Db, memberId: string, phone: string): Promise<boolean> {
  const [other] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.phoneNumber, phone), ne(members.id, memberId)))
    .limit(1);
  return !!other;
}

/** Step 1: a code to the new phone. */
export async function startPhoneChange(db: Db, member: MemberRecord, newPhone: string, now: Date): Promise<void> {
  if (newPhone === member.phoneNumber)
    throw badRequest(serverMessages.dataRightsPhoneSame, { newPhone: serverMessages.dataRightsPhoneSame });
  if (await phoneTaken(db, member.id, newPhone)) {
    throw conflict(serverMessages.dataRightsPhoneTaken, { newPhone: serverMessages.dataRightsPhoneTaken });
  }
  const outcome = await requestPhoneCode(db, { member, newPhone, now });
  if (!outcome.sent) throw tooMany(LIMITS.card_code_member, outcome.retryAfterSeconds);
}

/** Step 2: the code from the new phone makes it the phone on file. */
export async function confirmPhoneChange(
  db: Db,
  actor: Actor,
  member: MemberRecord,
  input: { newPhone: string; phoneCode: string },
  now: Date,
): Promise<void> {
  const ok = await verifyPhoneCode(db, {
    memberId: member.id,
    newPhone: input.newPhone,
    code: input.phoneCode,
    ip: actor.ip,
    now,
  });
  if (!ok) throw badRequest(serverMessages.codeWrong, { phoneCode: serverMessages.codeWrong });
  if (await phoneTaken(db, member.id, input.newPhone)) {
    throw conflict(serverMessages.dataRightsPhoneTaken, { newPhone: serverMessages.dataRightsPhoneTaken });
  }
  await db.transaction(async (tx) => {
    await tx.update(members).set({ phoneNumber: input.newPhone, updatedAt: now }).where(eq(members.id, member.id));
    await audit(tx, actor, {
      action: 'member.self_correct',
      entity: 'member',
      entityId: member.id,
      details: { fields: ['phone'] },
    });
  });
}
