/**
 * RSVPs (docs/events.md): officials' settings per event, sign-ups with a capacity and a waiting
 * list, and cancellations that move the first waiting person up.
 *
 * Capacity under concurrency: every sign-up and cancellation of an event first locks the event's
 * settings row (SELECT … FOR UPDATE) in its transaction, then counts who is going and writes. So
 * writers of one event go one at a time and the count each sees is the truth: 30 people asking for
 * 10 places at once get exactly 10 "going" (tests/integration/event-rsvp.test.ts, on PGlite and
 * PostgreSQL). Other events are not held up. One active RSVP per phone per event is the partial
 * unique index's (rsvps_one_active_idx), so the same person twice at once is also one row.
 */
import { and, asc, count, eq, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { contentEvents, eventRsvpSettings, members, rsvps } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { AppError, notFound } from '../../errors';
import { audit } from '../audit';
import type { Actor } from '../../lib/actor';
import { enqueueSms } from '../sms';
import { messages } from '../../../shared/messages';
import { ERROR_CODES } from '../../../shared/error-codes';
import { membershipStatus } from '../../../shared/membership';
import { nairobiToday } from '../../../shared/dates';
import type { Locale } from '../../../shared/locale';
import type { MemberLanguage } from '../../../shared/member-language';
import type {
  RsvpAvailability,
  RsvpInput,
  RsvpSettingsInput,
  RsvpSettingsView,
  RsvpStatus,
} from '../../../shared/schemas/events';
import { eventStartsAt, newRsvpCode, newRsvpToken, rsvpMessageKey, type RsvpMessageKind } from './codes';
import { rsvpFormHtml } from './form-html';

type EventRow = Pick<typeof contentEvents.$inferSelect, 'id' | 'slug' | 'title' | 'date' | 'startTime' | 'published'>;
type SettingsRow = typeof eventRsvpSettings.$inferSelect;
type RsvpRow = typeof rsvps.$inferSelect;

/** The columns of an EventRow, for any module that reads events the RSVP rules take. */
export const eventColumns = {
  id: contentEvents.id,
  slug: contentEvents.slug,
  title: contentEvents.title,
  date: contentEvents.date,
  startTime: contentEvents.startTime,
  published: contentEvents.published,
};

export type { EventRow };

export async function eventById(db: Db | Tx, id: string): Promise<EventRow | null> {
  const [row] = await db.select(eventColumns).from(contentEvents).where(eq(contentEvents.id, id)).limit(1);
  return row ?? null;
}

/** A published event by its current slug (RSVPs are for what the public can see). */
export async function publishedEventBySlug(db: Db | Tx, slug: string): Promise<EventRow | null> {
  const [row] = await db
    .select(eventColumns)
    .from(contentEvents)
    .where(and(eq(contentEvents.slug, slug), eq(contentEvents.published, true)))
    .limit(1);
  return row ?? null;
}

const settingsView = (row: SettingsRow | null): RsvpSettingsView => ({
  enabled: row?.enabled ?? false,
  capacity: row?.capacity ?? null,
  deadline: row?.deadline?.toISOString() ?? null,
  membersOnly: row?.membersOnly ?? false,
});

async function settingsOf(db: Db | Tx, eventId: string, lock = false): Promise<SettingsRow | null> {
  const query = db.select().from(eventRsvpSettings).where(eq(eventRsvpSettings.eventId, eventId)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function getRsvpSettings(db: Db, eventId: string): Promise<RsvpSettingsView> {
  if (!(await eventById(db, eventId))) throw notFound(messages.rsvp.eventNotFound);
  return settingsView(await settingsOf(db, eventId));
}

const goingCount = async (tx: Db | Tx, eventId: string): Promise<number> => {
  const [row] = await tx
    .select({ n: count() })
    .from(rsvps)
    .where(and(eq(rsvps.eventId, eventId), eq(rsvps.status, 'going')));
  return row?.n ?? 0;
};

/** Why an event takes no sign-up now, or null when it does. */
function closedReason(event: EventRow, settings: SettingsRow | null, now: Date): 'closed' | 'deadline' | null {
  if (!settings?.enabled || !event.published || now >= eventStartsAt(event)) return 'closed';
  if (settings.deadline && now > settings.deadline) return 'deadline';
  return null;
}

export async function rsvpAvailability(db: Db, event: EventRow, now: Date): Promise<RsvpAvailability> {
  const settings = await settingsOf(db, event.id);
  const reason = closedReason(event, settings, now);
  const going = settings?.capacity ? await goingCount(db, event.id) : 0;
  return {
    enabled: settings?.enabled ?? false,
    open: reason === null,
    closedReason: reason,
    membersOnly: settings?.membersOnly ?? false,
    capacity: settings?.capacity ?? null,
    spacesLeft: settings?.capacity ? Math.max(0, settings.capacity - going) : null,
    deadline: settings?.deadline?.toISOString() ?? null,
  };
}

/** The event page's "I'm coming" form, or null when the event takes no sign-ups. */
export async function eventRsvpForPage(db: Db, eventId: string, now: Date, locale?: Locale): Promise<{ html: string } | null> {
  const event = await eventById(db, eventId);
  if (!event) return null;
  const availability = await rsvpAvailability(db, event, now);
  return availability.enabled ? { html: rsvpFormHtml(event.slug, availability, locale) } : null;
}

/**
 * The language of an RSVP's texts: a guest's is the page's they signed up on; a member's is left
 * to the outbox, which writes in members.language (docs/member-language.md).
 */
export const rsvpTextLanguage = (rsvp: Pick<RsvpRow, 'memberId' | 'language'>): MemberLanguage | undefined =>
  rsvp.memberId ? undefined : (rsvp.language ?? undefined);

const smsParams = (event: EventRow, rsvp: Pick<RsvpRow, 'code' | 'token' | 'memberId' | 'language'>, membershipNumber = '') => ({
  membershipNumber,
  event: { title: event.title, date: event.date, startTime: event.startTime },
  rsvpCode: rsvp.code,
  rsvpToken: rsvp.token,
  language: rsvpTextLanguage(rsvp),
});

async function textRsvp(tx: Tx, event: EventRow, rsvp: RsvpRow, kind: RsvpMessageKind, now: Date): Promise<void> {
  await enqueueSms(tx, {
    kind,
    recipient: rsvp.phoneNumber,
    memberId: rsvp.memberId,
    params: smsParams(event, rsvp),
    // Each kind at most once per RSVP (a promoted person is never moved up twice).
    dedupeKey: rsvpMessageKey(kind, rsvp.id),
    now,
  });
}

/** Moves waiting people up, first come first served, while places are free; texts each of them. */
async function promoteWaiting(tx: Tx, event: EventRow, settings: SettingsRow, now: Date): Promise<number> {
  const free = settings.capacity === null ? Number.MAX_SAFE_INTEGER : settings.capacity - (await goingCount(tx, event.id));
  if (free <= 0) return 0;
  const next = await tx
    .select({ id: rsvps.id })
    .from(rsvps)
    .where(and(eq(rsvps.eventId, event.id), eq(rsvps.status, 'waiting')))
    .orderBy(asc(rsvps.position))
    .limit(Math.min(free, 10_000));
  for (const { id } of next) {
    const [moved] = await tx.update(rsvps).set({ status: 'going', promotedAt: now }).where(eq(rsvps.id, id)).returning();
    if (moved) await textRsvp(tx, event, moved, 'rsvp_promoted', now);
  }
  return next.length;
}

export async function putRsvpSettings(db: Db, actor: Actor, eventId: string, input: RsvpSettingsInput, now: Date) {
  return db.transaction(async (tx) => {
    const event = await eventById(tx, eventId);
    if (!event) throw notFound(messages.rsvp.eventNotFound);
    const values = {
      enabled: input.enabled,
      capacity: input.capacity,
      deadline: input.deadline ? new Date(input.deadline) : null,
      membersOnly: input.membersOnly,
      updatedAt: now,
    };
    const [settings] = await tx
      .insert(eventRsvpSettings)
      .values({ eventId, ...values })
      .onConflictDoUpdate({ target: eventRsvpSettings.eventId, set: values })
      .returning();
    // A larger capacity (or none) frees places for those waiting.
    const promoted = await promoteWaiting(tx, event, settings!, now);
    await audit(tx, actor, {
      action: 'event.rsvp_settings',
      entity: 'event',
      entityId: eventId,
      details: { ...settingsView(settings!), promoted },
    });
    return settingsView(settings!);
  });
}

const refuse = (code: 'rsvpClosed' | 'rsvpDeadlinePassed' | 'rsvpMembersOnly', message: string, field?: string) =>
  new AppError(422, ERROR_CODES[code], message, field ? { [field]: message } : undefined, undefined, ERROR_CODES[code]);

/** The member the details name, when the phone is the one on file and the membership is valid today. */
async function validMember(db: Db | Tx, input: RsvpInput, now: Date) {
  const key = input.membershipNumber
    ? eq(members.membershipNumber, input.membershipNumber)
    : input.idNumber
      ? eq(members.idNumber, input.idNumber)
      : null;
  if (!key) return null;
  const [member] = await db
    .select({
      id: members.id,
      fullName: members.fullName,
      phoneNumber: members.phoneNumber,
      status: members.status,
      renewalDate: members.renewalDate,
      membershipNumber: members.membershipNumber,
    })
    .from(members)
    .where(key)
    .limit(1);
  if (!member || member.phoneNumber !== input.phoneNumber || member.status !== 'active') return null;
  if (membershipStatus(member.renewalDate, nairobiToday(now)) === 'expired') return null;
  return member;
}

export interface RsvpCreated {
  code: string;
  status: RsvpStatus;
  token: string;
}

export async function createRsvp(db: Db, event: EventRow, input: RsvpInput, now: Date): Promise<RsvpCreated> {
  const claimsMembership = Boolean(input.membershipNumber || input.idNumber);
  const member = claimsMembership ? await validMember(db, input, now) : null;
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        // The lock that makes the count below the truth (see the top of this file).
        const settings = await settingsOf(tx, event.id, true);
        const reason = closedReason(event, settings, now);
        if (reason === 'closed') throw refuse('rsvpClosed', messages.rsvp.closed);
        if (reason === 'deadline') throw refuse('rsvpDeadlinePassed', messages.rsvp.deadlinePassed);
        if (claimsMembership && !member) {
          throw refuse('rsvpMembersOnly', messages.rsvp.notAMember, input.membershipNumber ? 'membershipNumber' : 'idNumber');
        }
        if (settings!.membersOnly && !member) throw refuse('rsvpMembersOnly', messages.rsvp.membersOnly, 'membershipNumber');
        const full = settings!.capacity !== null && (await goingCount(tx, event.id)) >= settings!.capacity;
        const [row] = await tx
          .insert(rsvps)
          .values({
            eventId: event.id,
            memberId: member?.id ?? null,
            name: member?.fullName ?? input.name!,
            phoneNumber: input.phoneNumber,
            status: full ? 'waiting' : 'going',
            code: newRsvpCode(),
            token: newRsvpToken(),
            language: input.language ?? null,
            createdAt: now,
          })
          .returning();
        await textRsvp(tx, event, row!, full ? 'rsvp_waiting' : 'rsvp_going', now);
        return { code: row!.code, status: row!.status, token: row!.token };
      });
    } catch (error) {
      if (isUniqueViolation(error, 'rsvps_one_active_idx')) {
        throw new AppError(409, ERROR_CODES.alreadyOnList, messages.rsvp.alreadyOnList);
      }
      // A code another RSVP of this event already has (1 in 244 million per pair): draw again.
      if (isUniqueViolation(error, 'rsvps_event_code_idx') && attempt < 5) continue;
      throw error;
    }
  }
}

export interface RsvpPageView {
  status: RsvpStatus;
  code: string;
  event: { slug: string; title: string; date: string; startTime: string };
  /** Whether "Cancel my place" is still offered (not once the event has started). */
  cancellable: boolean;
}

export async function rsvpByToken(db: Db, token: string, now: Date): Promise<RsvpPageView | null> {
  const [row] = await db
    .select({ rsvp: rsvps, event: eventColumns })
    .from(rsvps)
    .innerJoin(contentEvents, eq(contentEvents.id, rsvps.eventId))
    .where(eq(rsvps.token, token))
    .limit(1);
  if (!row) return null;
  const { rsvp, event } = row;
  return {
    status: rsvp.status,
    code: rsvp.code,
    event: { slug: event.slug, title: event.title, date: event.date, startTime: event.startTime },
    cancellable: rsvp.status !== 'cancelled' && now < eventStartsAt(event),
  };
}

/** Cancels the RSVP of this token (again: nothing changes) and gives its place to the first waiting. */
export async function cancelRsvp(db: Db, token: string, now: Date): Promise<{ status: 'cancelled'; eventId: string }> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select({ eventId: rsvps.eventId }).from(rsvps).where(eq(rsvps.token, token)).limit(1);
    if (!found) throw notFound(messages.rsvp.notFound);
    const settings = await settingsOf(tx, found.eventId, true);
    const [cancelled] = await tx
      .update(rsvps)
      .set({ status: 'cancelled', cancelledAt: now })
      .where(and(eq(rsvps.token, token), ne(rsvps.status, 'cancelled')))
      .returning();
    const event = await eventById(tx, found.eventId);
    if (cancelled?.status === 'cancelled' && settings && event && now < eventStartsAt(event)) {
      await promoteWaiting(tx, event, settings, now);
    }
    return { status: 'cancelled' as const, eventId: found.eventId };
  });
}

/** The RSVPs of an event whose name or code matches, for the check-in screen's search (officials). */
export async function searchRsvps(db: Db, eventId: string, q: string) {
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select({ id: rsvps.id, name: rsvps.name, code: rsvps.code, status: rsvps.status, memberId: rsvps.memberId })
    .from(rsvps)
    .where(
      and(
        eq(rsvps.eventId, eventId),
        ne(rsvps.status, 'cancelled'),
        q ? or(sql`${rsvps.name} ilike ${pattern}`, sql`${rsvps.code} ilike ${pattern}`) : undefined,
      ),
    )
    .orderBy(asc(rsvps.name))
    .limit(50);
}
