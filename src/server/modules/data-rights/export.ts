/**
 * "Download my data" (docs/data-rights.md): everything we hold about one member, gathered in one
 * place so the JSON and the PDF say the same. Payments are the member's own and any prompt made
 * with their ID number before the membership existed; messages are the outbox rows to the member
 * or to the phone or e-mail on file, with one-time codes never shown; events are the member's RSVPs
 * and check-ins, and those made with the phone on file as a guest.
 */
import { asc, desc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dataRequests, outbox, payments, photos } from '../../db/schema';
import { registrationDraftSchema } from '../../../shared/schemas/payment-drafts';
import type { MemberRecord } from '../renewals';
import { personEvents } from '../events';
import { redactCodes, smsText } from '../sms';
import { z } from 'zod';

/** An outbox row's params, read by a schema (the column is JSON); the code is never kept. */
const messageParamsSchema = z.object({
  membershipNumber: z.string().catch(''),
  renewalDate: z.string().optional().catch(undefined),
  // An RSVP's texts name the event and the code for the door (its page's token is gone once sent).
  event: z.object({ title: z.string(), date: z.string(), startTime: z.string() }).optional().catch(undefined),
  rsvpCode: z.string().optional().catch(undefined),
});
const paramsOf = (value: unknown) => messageParamsSchema.catch({ membershipNumber: '' }).parse(value);

export interface MemberDataExport {
  generatedAt: string;
  controller: { name: string; contact: string };
  member: {
    membershipNumber: string;
    fullName: string;
    idNumber: string;
    phoneNumber: string;
    email: string | null;
    gender: string;
    chapter: string | null;
    joinDate: string | null;
    renewalDate: string;
    paymentStatus: string;
    paymentMethod: string | null;
    recordStatus: string;
    registeredAt: string;
    updatedAt: string;
  };
  /** The photo on the card, as we store it (re-encoded JPEG, no metadata), or null. */
  photo: { mimeType: string; width: number; height: number; dataUrl: string } | null;
  consents: { given: string; version: string; where: string }[];
  payments: {
    purpose: string;
    method: string;
    status: string;
    amountKsh: number;
    payingPhone: string;
    mpesaReceipt: string | null;
    result: string | null;
    createdAt: string;
    completedAt: string | null;
  }[];
  messagesSent: {
    channel: string;
    kind: string;
    to: string;
    status: string;
    text: string;
    createdAt: string;
    sentAt: string | null;
  }[];
  /** Sign-ups to events (cancelled ones too); the RSVP's page link is not data about the member and is left out. */
  rsvps: {
    event: string;
    eventDate: string;
    name: string;
    phoneNumber: string;
    status: string;
    code: string;
    signedUpAt: string;
    promotedAt: string | null;
    reminderSentAt: string | null;
    cancelledAt: string | null;
  }[];
  /** Check-ins at the door: what was recorded then (name, number, chapter) and the door's answer. */
  eventsAttended: {
    event: string;
    eventDate: string;
    name: string;
    membershipNumber: string | null;
    chapter: string | null;
    result: string;
    checkedInAt: string;
  }[];
  requests: { kind: string; status: string; reason: string | null; createdAt: string; handledAt: string | null }[];
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export async function exportMemberData(
  db: Db,
  member: MemberRecord,
  options: { now: Date; publicUrl: string; contact: string },
): Promise<MemberDataExport> {
  const paymentRows = await db
    .select()
    .from(payments)
    .where(or(eq(payments.memberId, member.id), eq(payments.idNumber, member.idNumber)))
    .orderBy(asc(payments.createdAt));
  const recipients = [member.phoneNumber, ...(member.email ? [member.email] : [])];
  const messageRows = await db
    .select()
    .from(outbox)
    .where(or(eq(outbox.memberId, member.id), inArray(outbox.recipient, recipients)))
    .orderBy(asc(outbox.createdAt));
  const [photo] = member.photoId ? await db.select().from(photos).where(eq(photos.id, member.photoId)).limit(1) : [];
  const requestRows = await db
    .select()
    .from(dataRequests)
    .where(eq(dataRequests.memberId, member.id))
    .orderBy(desc(dataRequests.createdAt));
  const events = await personEvents(db, { memberId: member.id, phoneNumber: member.phoneNumber });

  const consents: MemberDataExport['consents'] = [];
  if (member.consentAt && member.consentVersion) {
    consents.push({ given: member.consentAt.toISOString(), version: member.consentVersion, where: 'membership record' });
  }
  for (const payment of paymentRows) {
    if (payment.purpose !== 'registration') continue;
    const draft = registrationDraftSchema.safeParse(payment.draft);
    if (!draft.success) continue;
    const same = consents.some((c) => c.given === draft.data.consentAt && c.version === draft.data.consentVersion);
    if (!same) consents.push({ given: draft.data.consentAt, version: draft.data.consentVersion, where: 'registration form' });
  }

  return {
    generatedAt: options.now.toISOString(),
    controller: { name: 'Meru Youth Voice', contact: options.contact },
    member: {
      membershipNumber: member.membershipNumber,
      fullName: member.fullName,
      idNumber: member.idNumber,
      phoneNumber: member.phoneNumber,
      email: member.email,
      gender: member.gender,
      chapter: member.chapterName,
      joinDate: member.joinDate,
      renewalDate: member.renewalDate,
      paymentStatus: member.paymentStatus,
      paymentMethod: member.paymentMethod,
      recordStatus: member.status,
      registeredAt: member.createdAt.toISOString(),
      updatedAt: member.updatedAt.toISOString(),
    },
    photo: photo
      ? {
          mimeType: photo.mimeType,
          width: photo.width,
          height: photo.height,
          dataUrl: `data:${photo.mimeType};base64,${photo.data.toString('base64')}`,
        }
      : null,
    consents,
    payments: paymentRows.map((p) => ({
      purpose: p.purpose,
      method: p.method,
      status: p.status,
      amountKsh: p.amount,
      payingPhone: p.phoneNumber,
      mpesaReceipt: p.mpesaReceiptNumber,
      result: p.resultDesc,
      createdAt: p.createdAt.toISOString(),
      completedAt: iso(p.completedAt),
    })),
    messagesSent: messageRows.map((m) => ({
      channel: m.channel,
      kind: m.kind,
      to: m.recipient,
      status: m.status,
      // Rendered as sent; a one-time code never shows (redacted, and removed from params once sent).
      text: redactCodes(smsText(m.kind, paramsOf(m.params), options.publicUrl)),
      createdAt: m.createdAt.toISOString(),
      sentAt: iso(m.sentAt),
    })),
    rsvps: events.signUps.map((r) => ({
      ...r,
      signedUpAt: r.signedUpAt.toISOString(),
      promotedAt: iso(r.promotedAt),
      reminderSentAt: iso(r.reminderSentAt),
      cancelledAt: iso(r.cancelledAt),
    })),
    eventsAttended: events.checkIns.map((c) => ({ ...c, checkedInAt: c.checkedInAt.toISOString() })),
    requests: requestRows.map((r) => ({
      kind: r.kind,
      status: r.status,
      reason: r.reason,
      createdAt: r.createdAt.toISOString(),
      handledAt: iso(r.handledAt),
    })),
  };
}
