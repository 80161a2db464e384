/**
 * Who came (docs/events.md): an event's figures for the annual report (RSVPs, waiting, attended by
 * members and guests, no-shows, by chapter), its CSV, the events a member attended, a person's own
 * sign-ups and check-ins (their data export, /my-card), and the overview's twelve months.
 */
import { and, asc, count, countDistinct, desc, eq, gte, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chapters, contentEvents, eventCheckIns, rsvps } from '../../db/schema';
import { notFound } from '../../errors';
import { messages } from '../../../shared/messages';
import {
  NAIROBI_UTC_OFFSET_MS,
  lastMonths,
  monthStart,
  nairobiDayStart,
  nairobiStamp,
  nairobiToday,
} from '../../../shared/dates';
import type { Attendance, AttendanceMonths } from '../../../shared/schemas/events';
import { csvRow } from '../../lib/csv';
import type { Scope } from '../auth';
import { eventById } from './rsvp';

/** The chapter column of people with none (guests, members without a chapter). */
const NO_CHAPTER = 'No chapter';

export async function attendance(db: Db, eventId: string): Promise<Attendance> {
  if (!(await eventById(db, eventId))) throw notFound(messages.rsvp.eventNotFound);
  const byStatus = await db
    .select({ status: rsvps.status, n: count() })
    .from(rsvps)
    .where(eq(rsvps.eventId, eventId))
    .groupBy(rsvps.status);
  const statusCount = (status: string) => byStatus.find((r) => r.status === status)?.n ?? 0;
  const [inside] = await db
    .select({ all: count(), members: count(eventCheckIns.memberId) })
    .from(eventCheckIns)
    .where(eq(eventCheckIns.eventId, eventId));
  // Going, and no check-in names their RSVP.
  const [noShows] = await db
    .select({ n: count() })
    .from(rsvps)
    .leftJoin(eventCheckIns, and(eq(eventCheckIns.eventId, rsvps.eventId), eq(eventCheckIns.rsvpId, rsvps.id)))
    .where(and(eq(rsvps.eventId, eventId), eq(rsvps.status, 'going'), isNull(eventCheckIns.id)));
  const chapterRows = await db
    .select({ chapter: chapters.name, n: count() })
    .from(eventCheckIns)
    .leftJoin(chapters, eq(chapters.id, eventCheckIns.chapterId))
    .where(eq(eventCheckIns.eventId, eventId))
    .groupBy(chapters.name)
    .orderBy(desc(count()), chapters.name);
  const all = inside?.all ?? 0;
  return {
    going: statusCount('going'),
    waiting: statusCount('waiting'),
    attended: all,
    members: inside?.members ?? 0,
    guests: all - (inside?.members ?? 0),
    noShows: noShows?.n ?? 0,
    byChapter: chapterRows.map((r) => ({ chapter: r.chapter ?? NO_CHAPTER, attended: r.n })),
  };
}

const CSV_HEADER = ['Name', 'Membership number', 'Chapter', 'RSVP', 'RSVP code', 'Checked in at (Nairobi)', 'At the door'];

/**
 * One row per person who signed up or came: RSVPs (cancelled ones too, so the list explains
 * itself) with their check-in, then walk-ins. No phone numbers: the figures need none.
 * A chapter's scope narrows it to the members of that chapter who were checked in (the chapter a
 * check-in records): other chapters' members, guests and RSVPs nobody came for are not its to list.
 */
export async function* attendanceCsv(db: Db, eventId: string, scope: Scope): AsyncGenerator<string> {
  yield csvRow(CSV_HEADER);
  const ofScope = scope === 'all' ? undefined : eq(eventCheckIns.chapterId, scope.chapterId);
  const signedUp = await db
    .select({
      name: rsvps.name,
      status: rsvps.status,
      code: rsvps.code,
      membershipNumber: eventCheckIns.membershipNumber,
      chapter: chapters.name,
      checkedInAt: eventCheckIns.checkedInAt,
      result: eventCheckIns.result,
    })
    .from(rsvps)
    .leftJoin(eventCheckIns, and(eq(eventCheckIns.eventId, rsvps.eventId), eq(eventCheckIns.rsvpId, rsvps.id)))
    .leftJoin(chapters, eq(chapters.id, eventCheckIns.chapterId))
    .where(and(eq(rsvps.eventId, eventId), ofScope))
    .orderBy(rsvps.position);
  for (const r of signedUp) {
    yield csvRow([
      r.name,
      r.membershipNumber ?? '',
      r.chapter ?? '',
      r.status,
      r.code,
      r.checkedInAt ? nairobiStamp(r.checkedInAt) : '',
      r.result ?? '',
    ]);
  }
  const walkIns = await db
    .select({
      name: eventCheckIns.name,
      membershipNumber: eventCheckIns.membershipNumber,
      chapter: chapters.name,
      checkedInAt: eventCheckIns.checkedInAt,
      result: eventCheckIns.result,
    })
    .from(eventCheckIns)
    .leftJoin(chapters, eq(chapters.id, eventCheckIns.chapterId))
    .where(and(eq(eventCheckIns.eventId, eventId), isNull(eventCheckIns.rsvpId), ofScope))
    .orderBy(eventCheckIns.checkedInAt);
  for (const r of walkIns) {
    yield csvRow([r.name, r.membershipNumber ?? '', r.chapter ?? '', 'walk-in', '', nairobiStamp(r.checkedInAt), r.result]);
  }
}

/**
 * The events the Check-in tab offers, latest first: every one to a publisher (who may check in
 * at an event before publishing it), the published ones to anyone else at the door.
 */
export const doorEvents = (db: Db, withDrafts: boolean) =>
  db
    .select({ id: contentEvents.id, title: contentEvents.title, date: contentEvents.date, startTime: contentEvents.startTime })
    .from(contentEvents)
    .where(withDrafts ? undefined : eq(contentEvents.published, true))
    .orderBy(desc(contentEvents.date), contentEvents.startTime)
    .limit(100);

/** The events a member came to, latest first (their dashboard record). */
export async function memberEvents(db: Db, memberId: string) {
  const rows = await db
    .select({
      slug: contentEvents.slug,
      title: contentEvents.title,
      date: contentEvents.date,
      checkedInAt: eventCheckIns.checkedInAt,
      result: eventCheckIns.result,
    })
    .from(eventCheckIns)
    .innerJoin(contentEvents, eq(contentEvents.id, eventCheckIns.eventId))
    .where(eq(eventCheckIns.memberId, memberId))
    .orderBy(desc(contentEvents.date), sql`${eventCheckIns.checkedInAt} desc`)
    .limit(200);
  return rows.map((r) => ({ ...r, checkedInAt: r.checkedInAt.toISOString() }));
}

/**
 * Whose RSVPs and check-ins are a person's: those made as the member, and those made with the
 * phone on file as a guest (before they joined, or without giving a membership number), as the
 * export counts payments made with their ID number before the membership existed.
 */
const ownRsvps = (who: { memberId: string; phoneNumber: string }) =>
  or(eq(rsvps.memberId, who.memberId), eq(rsvps.phoneNumber, who.phoneNumber));
const ownCheckIns = (who: { memberId: string; phoneNumber: string }) =>
  or(eq(eventCheckIns.memberId, who.memberId), eq(eventCheckIns.personKey, `p:${who.phoneNumber}`));

/**
 * A person's own events, for their data export: every sign-up (cancelled ones too) and every
 * check-in, oldest first. The RSVP's token is left out: it is the key to the person's page, not
 * data about them, and a file that is passed around must not carry it.
 */
export async function personEvents(db: Db, who: { memberId: string; phoneNumber: string }) {
  const signUps = await db
    .select({
      event: contentEvents.title,
      eventDate: contentEvents.date,
      name: rsvps.name,
      phoneNumber: rsvps.phoneNumber,
      status: rsvps.status,
      code: rsvps.code,
      signedUpAt: rsvps.createdAt,
      promotedAt: rsvps.promotedAt,
      reminderSentAt: rsvps.reminderSentAt,
      cancelledAt: rsvps.cancelledAt,
    })
    .from(rsvps)
    .innerJoin(contentEvents, eq(contentEvents.id, rsvps.eventId))
    .where(ownRsvps(who))
    .orderBy(asc(rsvps.createdAt));
  const checkIns = await db
    .select({
      event: contentEvents.title,
      eventDate: contentEvents.date,
      name: eventCheckIns.name,
      membershipNumber: eventCheckIns.membershipNumber,
      chapter: chapters.name,
      result: eventCheckIns.result,
      checkedInAt: eventCheckIns.checkedInAt,
    })
    .from(eventCheckIns)
    .innerJoin(contentEvents, eq(contentEvents.id, eventCheckIns.eventId))
    .leftJoin(chapters, eq(chapters.id, eventCheckIns.chapterId))
    .where(ownCheckIns(who))
    .orderBy(asc(eventCheckIns.checkedInAt));
  return { signUps, checkIns };
}

/** The events a person came to, latest first: the list on /my-card after the code. */
export async function ownEventsAttended(db: Db, who: { memberId: string; phoneNumber: string }) {
  const rows = await db
    .select({
      slug: contentEvents.slug,
      title: contentEvents.title,
      date: contentEvents.date,
      checkedInAt: eventCheckIns.checkedInAt,
    })
    .from(eventCheckIns)
    .innerJoin(contentEvents, eq(contentEvents.id, eventCheckIns.eventId))
    .where(ownCheckIns(who))
    .orderBy(desc(contentEvents.date), sql`${eventCheckIns.checkedInAt} desc`)
    .limit(200);
  return rows.map((r) => ({ ...r, checkedInAt: r.checkedInAt.toISOString() }));
}

const CHART_MONTHS = 12;

/**
 * People checked in per month over the last twelve (the month of the check-in on Nairobi's
 * calendar, as the Finance chart counts payments), members and guests apart, and how many events
 * had anyone in. A chapter's scope counts its own members only, as its overview does.
 */
export async function attendanceByMonth(db: Db, now: Date, scope: Scope): Promise<AttendanceMonths> {
  const today = nairobiToday(now);
  const from = nairobiDayStart(monthStart(today, CHART_MONTHS - 1));
  // The month on Nairobi's clock, computed in the database so the rows never leave it (the offset
  // is our constant, written into the text so the GROUP BY names the very same expression).
  const offset = sql.raw(`interval '${NAIROBI_UTC_OFFSET_MS / 1000} seconds'`);
  const month = sql<string>`to_char((${eventCheckIns.checkedInAt} at time zone 'UTC') + ${offset}, 'YYYY-MM')`;
  const rows = await db
    .select({ month, all: count(), members: count(eventCheckIns.memberId), events: countDistinct(eventCheckIns.eventId) })
    .from(eventCheckIns)
    .where(and(gte(eventCheckIns.checkedInAt, from), scope === 'all' ? undefined : eq(eventCheckIns.chapterId, scope.chapterId)))
    .groupBy(month);
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  return {
    months: lastMonths(today, CHART_MONTHS).map((m) => {
      const row = byMonth.get(m);
      return { month: m, members: row?.members ?? 0, guests: (row?.all ?? 0) - (row?.members ?? 0), events: row?.events ?? 0 };
    }),
  };
}
