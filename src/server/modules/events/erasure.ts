/**
 * Names and phones leave the events' rows in two ways, written once here so both leave the same
 * shape (docs/data-rights.md):
 *
 * - A member's deletion request, approved, reaches their events: their RSVPs (as the member, or
 *   as a guest with the phone on file) lose the name and phone, and their check-ins the name and
 *   a guest's phone in its person key.
 * - A guest's name and phone are kept for 90 days after the event, then the retention job takes
 *   them out of the guest's RSVPs, check-ins and RSVP texts the same way.
 *
 * The rows stay, so every event's figures (going, attended, members and guests, by chapter, the
 * months' chart) are unchanged, as payments keep every total.
 */
import { and, eq, inArray, isNull, like, lt, notLike, or, sql, type AnyColumn } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { contentEvents, eventCheckIns, outbox, rsvps } from '../../db/schema';
import { serverMessages } from '../../../shared/server-messages';
import { nairobiToday } from '../../../shared/dates';
import { addDays } from '../../../shared/membership';
import { forgetMessages } from '../sms';
import { RSVP_MESSAGE_KINDS, rsvpMessageKey } from './codes';

/**
 * 90 days: long enough for the texts and calls after an event and for the attendance questions
 * of the quarter's report, short enough that no guest's phone is kept for years.
 */
export const GUEST_RETENTION_DAYS = 90;
const BATCH = 500;

/**
 * The phone or person key an erased row gets: `erased:<the row's id>`, which no form accepts. Each
 * row its own: one phone may be on one active RSVP per event (a unique index), and the person key
 * is unique per event, so two rows of one event must not become equal.
 */
const placeholder = (id: AnyColumn) => sql<string>`'erased:' || ${id}`;
/** Rows whose phone is a placeholder already: not selected again. */
const ERASED_PATTERN = 'erased:%';
/** A guest's check-in names the phone in its person key (`p:<phone>`); a member's is `m:<id>`. */
const GUEST_KEY_PATTERN = 'p:%';

const erasedRsvp = (name: string) => ({ name, phoneNumber: placeholder(rsvps.id) });
const erasedCheckIn = (name: string) => ({
  name,
  personKey: sql<string>`case when ${like(eventCheckIns.personKey, GUEST_KEY_PATTERN)} then ${placeholder(eventCheckIns.id)} else ${eventCheckIns.personKey} end`,
});

export async function eraseEventsOf(tx: Tx, who: { memberId: string; phoneNumber: string }, erasedName: string): Promise<void> {
  await tx
    .update(rsvps)
    .set(erasedRsvp(erasedName))
    .where(or(eq(rsvps.memberId, who.memberId), eq(rsvps.phoneNumber, who.phoneNumber)));
  await tx
    .update(eventCheckIns)
    .set(erasedCheckIn(erasedName))
    .where(or(eq(eventCheckIns.memberId, who.memberId), eq(eventCheckIns.personKey, `p:${who.phoneNumber}`)));
}

/**
 * The retention job's part for events: guests' RSVPs (no member) and check-ins (a `p:` person key)
 * of events more than GUEST_RETENTION_DAYS days past, on Nairobi's calendar, lose the name and
 * phone; the RSVPs' texts lose the phone and what they said (one still queued is skipped). Members'
 * rows follow the member and are left alone. Rows already erased are not selected again, so a
 * second run changes nothing. Answers how many rows it erased.
 */
export async function eraseGuestsOfPastEvents(db: Db, now: Date): Promise<number> {
  // An event on this day or later keeps its guests' details today.
  const firstKept = addDays(nairobiToday(now), -GUEST_RETENTION_DAYS);
  const erasedName = serverMessages.retentionErasedName;
  let erased = 0;
  for (;;) {
    const batch = await db
      .select({ id: rsvps.id })
      .from(rsvps)
      .innerJoin(contentEvents, eq(contentEvents.id, rsvps.eventId))
      .where(and(isNull(rsvps.memberId), notLike(rsvps.phoneNumber, ERASED_PATTERN), lt(contentEvents.date, firstKept)))
      .limit(BATCH);
    if (!batch.length) break;
    const ids = batch.map((r) => r.id);
    await db.transaction(async (tx) => {
      const keys = ids.flatMap((id) => RSVP_MESSAGE_KINDS.map((kind) => rsvpMessageKey(kind, id)));
      await forgetMessages(tx, inArray(outbox.dedupeKey, keys), {}, now);
      await tx.update(rsvps).set(erasedRsvp(erasedName)).where(inArray(rsvps.id, ids));
    });
    erased += ids.length;
  }
  for (;;) {
    const batch = await db
      .select({ id: eventCheckIns.id })
      .from(eventCheckIns)
      .innerJoin(contentEvents, eq(contentEvents.id, eventCheckIns.eventId))
      .where(
        and(isNull(eventCheckIns.memberId), like(eventCheckIns.personKey, GUEST_KEY_PATTERN), lt(contentEvents.date, firstKept)),
      )
      .limit(BATCH);
    if (!batch.length) break;
    const ids = batch.map((r) => r.id);
    await db.update(eventCheckIns).set(erasedCheckIn(erasedName)).where(inArray(eventCheckIns.id, ids));
    erased += ids.length;
  }
  return erased;
}
