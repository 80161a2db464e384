/**
 * Texts sent to our number (docs/sms.md, "Delivery reports and inbound texts"). STOP opts every
 * member with that phone on file out of promotional messages, START opts them back in (and counts
 * as consent: imported members have none until they say START or tick it); each change is a row
 * of sms_preference_changes with source `sms`. Any other text is kept for the dashboard's inbox.
 * One gateway id is stored once, in the same transaction as its changes: a repeated post does nothing.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, smsInbound, smsPreferenceChanges } from '../../db/schema';
import { toCanonicalPhone } from '../../../shared/phone';

export interface InboundText {
  id: string;
  from: string;
  to: string;
  text: string;
  date?: string | undefined;
  linkId?: string | undefined;
}

/** The wording version stored as consent when a member replies START. */
const START_CONSENT_VERSION = 'sms-start';

const OPT_OUT_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE']);
const OPT_IN_WORDS = new Set(['START', 'SUBSCRIBE']);

/** What a text asks for, by its first word in any case ("stop", "Stop please" → opt_out). */
export function inboundAction(text: string): 'opt_out' | 'opt_in' | 'message' {
  const first =
    text
      .trim()
      .split(/\s+/)[0]
      ?.toUpperCase()
      .replace(/[^A-Z]/g, '') ?? '';
  if (OPT_OUT_WORDS.has(first)) return 'opt_out';
  if (OPT_IN_WORDS.has(first)) return 'opt_in';
  return 'message';
}

/** Stores one inbound text and applies it; answers whether it was new. */
export async function receiveInbound(db: Db, message: InboundText, now: Date): Promise<{ stored: boolean }> {
  const phone = toCanonicalPhone(message.from);
  const action = inboundAction(message.text);
  return db.transaction(async (tx) => {
    const owners = phone
      ? await tx.select({ id: members.id }).from(members).where(eq(members.phoneNumber, phone)).orderBy(desc(members.createdAt))
      : [];
    const inserted = await tx
      .insert(smsInbound)
      .values({
        gatewayId: message.id,
        sender: phone ?? message.from,
        shortCode: message.to,
        text: message.text,
        linkId: message.linkId ?? null,
        memberId: owners[0]?.id ?? null,
        action,
        sentAt: message.date ?? null,
        receivedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: smsInbound.id });
    if (!inserted.length) return { stored: false };
    // Each change is an UPDATE that only matches while the member is in the other state: two
    // texts from one phone at once (STOP, then "Stop" in a hurry) wait on the row's lock, and the
    // second finds nothing left to change, so the history holds one change of mind, not two.
    for (const owner of owners) {
      if (action === 'opt_out') {
        const changed = await tx
          .update(members)
          .set({ smsOptedOut: true, updatedAt: now })
          .where(and(eq(members.id, owner.id), eq(members.smsOptedOut, false)))
          .returning({ id: members.id });
        if (changed.length)
          await tx.insert(smsPreferenceChanges).values({ memberId: owner.id, change: 'opt_out', source: 'sms', at: now });
      }
      if (action === 'opt_in') {
        const optedIn = await tx
          .update(members)
          .set({ smsOptedOut: false, updatedAt: now })
          .where(and(eq(members.id, owner.id), eq(members.smsOptedOut, true)))
          .returning({ id: members.id });
        if (optedIn.length)
          await tx.insert(smsPreferenceChanges).values({ memberId: owner.id, change: 'opt_in', source: 'sms', at: now });
        const consented = await tx
          .update(members)
          .set({ smsConsent: true, smsConsentAt: now, smsConsentVersion: START_CONSENT_VERSION, updatedAt: now })
          .where(and(eq(members.id, owner.id), eq(members.smsConsent, false)))
          .returning({ id: members.id });
        if (consented.length)
          await tx.insert(smsPreferenceChanges).values({ memberId: owner.id, change: 'consent', source: 'sms', at: now });
      }
    }
    return { stored: true };
  });
}
