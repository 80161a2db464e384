/**
 * A member's deletion request, approved (docs/data-rights.md), reaches their events too: their
 * RSVPs (as the member, or as a guest with the phone on file) lose the name and phone, and their
 * check-ins the name and a guest's phone in its person key. The rows stay, so every event's
 * figures (going, attended, by chapter) are unchanged, as payments keep every total.
 */
import { eq, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { eventCheckIns, rsvps } from '../../db/schema';

export async function eraseEventsOf(tx: Tx, who: { memberId: string; phoneNumber: string }, erasedName: string): Promise<void> {
  // Each row its own placeholder: one phone may be on one active RSVP per event (a unique index),
  // and the person key is unique per event, so two rows of one event must not become equal.
  await tx
    .update(rsvps)
    .set({ name: erasedName, phoneNumber: sql`'erased:' || ${rsvps.id}` })
    .where(or(eq(rsvps.memberId, who.memberId), eq(rsvps.phoneNumber, who.phoneNumber)));
  await tx
    .update(eventCheckIns)
    .set({
      name: erasedName,
      personKey: sql`case when ${eventCheckIns.personKey} like 'p:%' then 'erased:' || ${eventCheckIns.id} else ${eventCheckIns.personKey} end`,
    })
    .where(or(eq(eventCheckIns.memberId, who.memberId), eq(eventCheckIns.personKey, `p:${who.phoneNumber}`)));
}
