/**
 * Deletion requests (docs/data-rights.md). A member files one from /my-card; the chairman or
 * vice-chairman approves it (the member is anonymised) or rejects it with a reason, within the
 * 30 days the law gives. Everything is audited: the member's filing under memberActor, the
 * decision under the official.
 */
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { cardCodes, dataRequests, members, notifications, outbox, payments, photos } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { conflict, notFound } from '../../errors';
import { serverMessages } from '../../../shared/server-messages';
import type { DataRequest } from '../../../shared/schemas/data-rights';
import { registrationDraftSchema, type ErasedDraft } from '../../../shared/schemas/payment-drafts';
import { audit } from '../audit';
import { memberById, type MemberRecord } from '../renewals';
import { notify } from '../notifications';
import { enqueueForMember, forgetMessages } from '../sms';
import { eraseEventsOf } from '../events';

/** What the law gives us to answer a request. */
const DATA_REQUEST_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

const dueBy = (createdAt: Date): Date => new Date(createdAt.getTime() + DATA_REQUEST_DAYS * DAY_MS);

/** Files a deletion request; a second one while the first is open files nothing (`alreadyFiled`). */
export async function fileDeletionRequest(
  db: Db,
  actor: Actor,
  member: MemberRecord,
  now: Date,
): Promise<{ id: string; alreadyFiled: boolean }> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(dataRequests)
      .values({ memberId: member.id, membershipNumber: member.membershipNumber, kind: 'deletion', createdAt: now })
      .onConflictDoNothing()
      .returning({ id: dataRequests.id });
    if (!inserted[0]) {
      const [open] = await tx
        .select({ id: dataRequests.id })
        .from(dataRequests)
        .where(and(eq(dataRequests.memberId, member.id), eq(dataRequests.status, 'pending')))
        .limit(1);
      return { id: open!.id, alreadyFiled: true };
    }
    // The officials hear of it at once (the bell); the member number only, as in every data-rights record.
    await notify(tx, {
      kind: 'data_request',
      message: `Membership ${member.membershipNumber} asks to be deleted: answer in the Data requests tab within 30 days`,
      entityId: inserted[0].id,
    });
    await audit(tx, actor, {
      action: 'data_request.file',
      entity: 'data_request',
      entityId: inserted[0].id,
      details: { kind: 'deletion' },
    });
    return { id: inserted[0].id, alreadyFiled: false };
  });
}

export async function listDataRequests(db: Db, now: Date): Promise<{ items: DataRequest[]; overdue: number }> {
  const rows = await db
    .select({ request: dataRequests, fullName: members.fullName })
    .from(dataRequests)
    .leftJoin(members, eq(members.id, dataRequests.memberId))
    // Open ones first, oldest first (the nearest deadline on top); then the handled, newest first.
    .orderBy(
      sql`case when ${dataRequests.status} = 'pending' then 0 else 1 end`,
      sql`case when ${dataRequests.status} = 'pending' then ${dataRequests.createdAt} end asc`,
      desc(dataRequests.handledAt),
    )
    .limit(500);
  const items = rows.map(({ request, fullName }): DataRequest => {
    const due = dueBy(request.createdAt);
    return {
      id: request.id,
      kind: request.kind,
      status: request.status,
      membershipNumber: request.membershipNumber,
      // An approved request's member is anonymised: no name to show.
      fullName: request.status === 'approved' ? null : (fullName ?? null),
      reason: request.reason,
      createdAt: request.createdAt.toISOString(),
      handledAt: request.handledAt?.toISOString() ?? null,
      overdue: request.status === 'pending' && due.getTime() < now.getTime(),
      dueBy: due.toISOString(),
    };
  });
  return { items, overdue: items.filter((i) => i.overdue).length };
}

/** The pending request, locked for the decision; 404 or 409 otherwise. */
async function pendingRequest(tx: Tx, id: string) {
  const [request] = await tx.select().from(dataRequests).where(eq(dataRequests.id, id)).for('update');
  if (!request) throw notFound(serverMessages.dataRightsRequestNotFound);
  if (request.status !== 'pending') throw conflict(serverMessages.dataRightsRequestHandled);
  return request;
}

export async function rejectDataRequest(db: Db, actor: Actor, id: string, reason: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await pendingRequest(tx, id);
    await tx
      .update(dataRequests)
      .set({ status: 'rejected', reason, handledBy: actor.userId, handledAt: now })
      .where(eq(dataRequests.id, id));
    // The reason is the official's words about the request; it stays out of the audit details.
    await audit(tx, actor, { action: 'data_request.reject', entity: 'data_request', entityId: id });
  });
}

/** Approves a deletion: the final SMS is queued to the phone on file, then the member is anonymised. */
export async function approveDeletionRequest(db: Db, actor: Actor, id: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const request = await pendingRequest(tx, id);
    const member = request.memberId ? await memberById(tx, request.memberId) : null;
    if (member) {
      // Queued first, while the phone is still on file; the row is sent by the outbox worker.
      await enqueueForMember(tx, { ...member, email: null }, 'membership_deleted', { now, dedupeKey: `deleted:${member.id}` });
      await anonymiseMember(tx, member, now);
    }
    await tx
      .update(dataRequests)
      .set({ status: 'approved', handledBy: actor.userId, handledAt: now })
      .where(eq(dataRequests.id, id));
    await audit(tx, actor, {
      action: 'data_request.approve',
      entity: 'data_request',
      entityId: id,
      details: { membershipNumber: request.membershipNumber },
    });
  });
}

/**
 * Removes a member's name, ID number, phone, e-mail and photo. The record stays under its member
 * number (statistics and the numbering stay whole), switched off; its payments stay with their
 * amounts and M-Pesa receipts and the member number only, as the law on financial records
 * requires, so every total is unchanged. Messages already sent lose their recipient, except the
 * final SMS still to be sent. Event sign-ups and check-ins stay in the figures, nameless.
 */
async function anonymiseMember(tx: Tx, member: MemberRecord, now: Date): Promise<void> {
  const erasedName = serverMessages.dataRightsErasedName;
  const placeholder = `erased:${member.id}`;
  await tx
    .update(members)
    .set({
      fullName: erasedName,
      idNumber: placeholder,
      phoneNumber: placeholder,
      email: null,
      photoId: null,
      status: 'inactive',
      updatedAt: now,
    })
    .where(eq(members.id, member.id));
  if (member.photoId) await tx.delete(photos).where(eq(photos.id, member.photoId));

  const own = or(eq(payments.memberId, member.id), eq(payments.idNumber, member.idNumber));
  const paymentRows = await tx.select({ id: payments.id, draft: payments.draft }).from(payments).where(own);
  for (const payment of paymentRows) {
    const draft = registrationDraftSchema.safeParse(payment.draft);
    const photoId = draft.success ? draft.data.photoId : null;
    if (photoId && photoId !== member.photoId) await tx.delete(photos).where(eq(photos.id, photoId));
  }
  const erasedDraft: ErasedDraft = {
    erased: true,
    fullName: erasedName,
    membershipNumber: member.membershipNumber,
    chapterId: member.chapterId,
    chapterName: member.chapterName,
  };
  await tx.update(payments).set({ draft: erasedDraft, idNumber: '', phoneNumber: '', ip: null, updatedAt: now }).where(own);
  if (paymentRows.length) {
    // Officials' notifications about these payments named the member.
    await tx
      .update(notifications)
      .set({ message: erasedName })
      .where(inArray(notifications.entityId, [member.id, ...paymentRows.map((p) => p.id)]));
  }
  // The messages the export counts as theirs: to the member, or to their phone or e-mail (an RSVP
  // made as a guest was texted without a member id).
  const recipients = [member.phoneNumber, ...(member.email ? [member.email] : [])];
  const earlierMessages = and(
    or(eq(outbox.memberId, member.id), inArray(outbox.recipient, recipients)),
    sql`${outbox.kind} <> 'membership_deleted'`,
  );
  // Anything still waiting (a reminder) is skipped; every row keeps the member number only.
  await forgetMessages(tx, earlierMessages!, { membershipNumber: member.membershipNumber }, now);
  await tx.delete(cardCodes).where(eq(cardCodes.memberId, member.id));
  // Their RSVPs and check-ins keep the events' figures, without the name and phone.
  await eraseEventsOf(tx, { memberId: member.id, phoneNumber: member.phoneNumber }, erasedName);
}
