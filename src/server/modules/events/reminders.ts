/**
 * The day-before reminder (docs/events.md): from 09:00 Nairobi on the day before an event, each
 * RSVP still going gets one SMS. Once: the RSVP's reminder_sent_at is set in the same transaction
 * that queues the message (and the message's dedupe key is the RSVP's), so a second run, a second
 * instance or a crash between the two sends nothing twice. Rows are claimed with SKIP LOCKED, so
 * two instances running at once split the work instead of waiting.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contentEvents, rsvps } from '../../db/schema';
import { NAIROBI_UTC_OFFSET_MS, nairobiToday } from '../../../shared/dates';
import { addDays } from '../../../shared/membership';
import { enqueueSms } from '../sms';
import { rsvpTextLanguage } from './rsvp';
import { rsvpMessageKey } from './codes';

/** The hour (Nairobi) from which the day-before reminders go: a decent hour for a text. */
const RSVP_REMINDER_HOUR = 9;
const BATCH = 500;

export async function runRsvpReminders(db: Db, now: Date): Promise<{ sent: number }> {
  const nairobiHour = new Date(now.getTime() + NAIROBI_UTC_OFFSET_MS).getUTCHours();
  if (nairobiHour < RSVP_REMINDER_HOUR) return { sent: 0 };
  const tomorrow = addDays(nairobiToday(now), 1);
  let sent = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const due = await tx
        .select({ rsvp: rsvps, title: contentEvents.title, date: contentEvents.date, startTime: contentEvents.startTime })
        .from(rsvps)
        .innerJoin(contentEvents, eq(contentEvents.id, rsvps.eventId))
        .where(
          and(
            eq(contentEvents.date, tomorrow),
            eq(contentEvents.published, true),
            eq(rsvps.status, 'going'),
            isNull(rsvps.reminderSentAt),
          ),
        )
        .limit(BATCH)
        .for('update', { of: rsvps, skipLocked: true });
      if (!due.length) return 0;
      await tx
        .update(rsvps)
        .set({ reminderSentAt: now })
        .where(
          inArray(
            rsvps.id,
            due.map((d) => d.rsvp.id),
          ),
        );
      for (const { rsvp, title, date, startTime } of due) {
        await enqueueSms(tx, {
          kind: 'rsvp_reminder',
          recipient: rsvp.phoneNumber,
          memberId: rsvp.memberId,
          params: {
            membershipNumber: '',
            event: { title, date, startTime },
            rsvpCode: rsvp.code,
            rsvpToken: rsvp.token,
            language: rsvpTextLanguage(rsvp),
          },
          dedupeKey: rsvpMessageKey('rsvp_reminder', rsvp.id),
          now,
        });
      }
      return due.length;
    });
    sent += batch;
    if (batch < BATCH) return { sent };
  }
}
