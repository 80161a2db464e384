/**
 * Check-in at the door (docs/events.md). A scan names a person (a card's QR text, a typed
 * membership number, an RSVP code, or a walk-in guest's name and phone); the answer is what the
 * door shows: admitted, expired (let in, recorded as such), not_on_list (a members-only event the
 * person did not sign up for: recorded only when the official admits anyway) or already.
 *
 * Once per person whatever the race: the row's (event, person_key) is unique, so two officials
 * scanning the same card at the same moment write one row and the second is told "already". A scan
 * carries the screen's scan id; a replay of it (the browser was offline and sends its queue again)
 * finds its first row by (event, scan_id) and gets the first answer back, not "already".
 */
import { and, count, eq, isNotNull, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chapters, eventCheckIns, eventRsvpSettings, members, rsvps } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import type { Actor } from '../../lib/actor';
import type { CardLinks } from '../cards';
import { messages } from '../../../shared/messages';
import { ERROR_CODES } from '../../../shared/error-codes';
import { membershipStatus } from '../../../shared/membership';
import { nairobiToday } from '../../../shared/dates';
import type { CheckInAnswer, CheckInCount, CheckInInput } from '../../../shared/schemas/events';
import { cardNumberSchema } from '../../../shared/schemas/cards';
import { RSVP_CODE_LENGTH } from './codes';
import { eventById } from './rsvp';

type CheckInRow = typeof eventCheckIns.$inferSelect;

/** A card's QR code: PUBLIC_URL/verify/<number>?t=<token> (modules/cards). Any host: a card printed under another address still scans. */
const CARD_QR = /\/verify\/([A-Za-z0-9-]{3,40})\?t=([A-Za-z0-9_-]{22})(?:&|#|$)/;
/** An RSVP's QR code holds its code alone (the /rsvp/<token> page draws it). */
const RSVP_QR = new RegExp(`^[A-Z0-9]{${RSVP_CODE_LENGTH}}$`);

const unknownQr = () => new AppError(404, ERROR_CODES.notFound, messages.rsvp.checkIn.unknownCard);
const noMatch = () => notFound(messages.rsvp.checkIn.notFound);

interface Person {
  key: string;
  name: string;
  memberId: string | null;
  membershipNumber: string | null;
  chapterId: string | null;
  chapter: string | null;
  /** A member whose membership has lapsed (or is switched off): let in, recorded as expired. */
  expiredOn: string | null;
  rsvpId: string | null;
}

async function memberByNumber(db: Db, number: string) {
  const [row] = await db
    .select({
      id: members.id,
      fullName: members.fullName,
      phoneNumber: members.phoneNumber,
      membershipNumber: members.membershipNumber,
      renewalDate: members.renewalDate,
      status: members.status,
      chapterId: members.chapterId,
      chapter: chapters.name,
    })
    .from(members)
    .leftJoin(chapters, eq(chapters.id, members.chapterId))
    .where(eq(members.membershipNumber, number))
    .limit(1);
  return row ?? null;
}

async function memberById(db: Db, id: string) {
  const [row] = await db.select({ number: members.membershipNumber }).from(members).where(eq(members.id, id)).limit(1);
  return row ? memberByNumber(db, row.number) : null;
}

type MemberRow = NonNullable<Awaited<ReturnType<typeof memberByNumber>>>;

async function activeRsvp(db: Db, eventId: string, match: { memberId?: string; phone?: string; code?: string }) {
  const [row] = await db
    .select()
    .from(rsvps)
    .where(
      and(
        eq(rsvps.eventId, eventId),
        ne(rsvps.status, 'cancelled'),
        match.code
          ? eq(rsvps.code, match.code)
          : or(
              match.memberId ? eq(rsvps.memberId, match.memberId) : undefined,
              match.phone ? eq(rsvps.phoneNumber, match.phone) : undefined,
            ),
      ),
    )
    .limit(1);
  return row ?? null;
}

function memberPerson(member: MemberRow, rsvpId: string | null, today: string): Person {
  const lapsed = member.status !== 'active' || membershipStatus(member.renewalDate, today) === 'expired';
  return {
    key: `m:${member.id}`,
    name: member.fullName,
    memberId: member.id,
    membershipNumber: member.membershipNumber,
    chapterId: member.chapterId,
    chapter: member.chapter,
    expiredOn: lapsed ? member.renewalDate : null,
    rsvpId,
  };
}

const guestPerson = (name: string, phone: string, rsvpId: string | null): Person => ({
  key: `p:${phone}`,
  name,
  memberId: null,
  membershipNumber: null,
  chapterId: null,
  chapter: null,
  expiredOn: null,
  rsvpId,
});

/** Who the scan names: a member (with their RSVP, if any) or a guest. */
async function resolvePerson(db: Db, links: CardLinks, eventId: string, input: CheckInInput, today: string): Promise<Person> {
  let number = input.membershipNumber;
  let code = input.code;
  if (input.qr) {
    const card = CARD_QR.exec(input.qr);
    const qrCode = input.qr.trim().toUpperCase();
    if (card) {
      const parsed = cardNumberSchema.safeParse(card[1]);
      // Only a card this installation printed: the token is its HMAC of the number.
      if (!parsed.success || !(await links.checkVerifyToken(parsed.data, card[2]))) throw unknownQr();
      number = parsed.data;
    } else if (RSVP_QR.test(qrCode)) code = qrCode;
    else throw unknownQr();
  }
  if (number) {
    const member = await memberByNumber(db, number);
    if (!member) throw noMatch();
    const rsvp = await activeRsvp(db, eventId, { memberId: member.id, phone: member.phoneNumber });
    return memberPerson(member, rsvp?.id ?? null, today);
  }
  if (code) {
    const rsvp = await activeRsvp(db, eventId, { code });
    if (!rsvp) throw noMatch();
    const member = rsvp.memberId ? await memberById(db, rsvp.memberId) : null;
    return member ? memberPerson(member, rsvp.id, today) : guestPerson(rsvp.name, rsvp.phoneNumber, rsvp.id);
  }
  const guest = input.guest!;
  const rsvp = await activeRsvp(db, eventId, { phone: guest.phoneNumber });
  return guestPerson(rsvp?.name ?? guest.name, guest.phoneNumber, rsvp?.id ?? null);
}

const personView = (
  p: Pick<CheckInRow, 'name' | 'membershipNumber'> & { chapter: string | null; renewalDate?: string | null },
) => ({
  name: p.name,
  membershipNumber: p.membershipNumber,
  chapter: p.chapter,
  renewalDate: p.renewalDate ?? null,
});

async function chapterName(db: Db, chapterId: string | null): Promise<string | null> {
  if (!chapterId) return null;
  const [row] = await db.select({ name: chapters.name }).from(chapters).where(eq(chapters.id, chapterId)).limit(1);
  return row?.name ?? null;
}

/** The first answer of a scan, given again for its replay. */
async function answerOf(db: Db, row: CheckInRow, result: CheckInAnswer['result']): Promise<CheckInAnswer> {
  return {
    result,
    person: personView({ ...row, chapter: await chapterName(db, row.chapterId) }),
    checkedInAt: row.checkedInAt.toISOString(),
  };
}

async function findCheckIn(db: Db, eventId: string, match: { scanId?: string; personKey?: string }) {
  const [row] = await db
    .select()
    .from(eventCheckIns)
    .where(
      and(
        eq(eventCheckIns.eventId, eventId),
        match.scanId ? eq(eventCheckIns.scanId, match.scanId) : eq(eventCheckIns.personKey, match.personKey!),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function checkIn(
  db: Db,
  links: CardLinks,
  actor: Actor,
  eventId: string,
  input: CheckInInput,
  now: Date,
): Promise<CheckInAnswer> {
  const event = await eventById(db, eventId);
  if (!event) throw notFound(messages.rsvp.eventNotFound);
  if (input.scanId) {
    const replayed = await findCheckIn(db, eventId, { scanId: input.scanId });
    if (replayed) return answerOf(db, replayed, replayed.result);
  }
  const person = await resolvePerson(db, links, eventId, input, nairobiToday(now));
  const [settings] = await db.select().from(eventRsvpSettings).where(eq(eventRsvpSettings.eventId, eventId)).limit(1);
  const onList = person.rsvpId !== null || !(settings?.enabled && settings.membersOnly);
  const result = !onList ? 'not_on_list' : person.expiredOn ? 'expired' : 'admitted';
  const view = { ...personView({ ...person, renewalDate: person.expiredOn }) };
  if (!onList && !input.admitAnyway) {
    // Not let in (yet): nothing recorded, unless the person was already (an official admitted them).
    const earlier = await findCheckIn(db, eventId, { personKey: person.key });
    if (earlier) return { result: 'already', person: view, checkedInAt: earlier.checkedInAt.toISOString() };
    return { result, person: view, checkedInAt: null };
  }
  const [row] = await db
    .insert(eventCheckIns)
    .values({
      eventId,
      personKey: person.key,
      memberId: person.memberId,
      rsvpId: person.rsvpId,
      name: person.name,
      membershipNumber: person.membershipNumber,
      chapterId: person.chapterId,
      result,
      scanId: input.scanId ?? null,
      checkedInBy: actor.userId,
      checkedInAt: now,
    })
    // Either index: the person is in already, or this very scan landed meanwhile (a replay racing itself).
    .onConflictDoNothing()
    .returning();
  if (row) return { result, person: view, checkedInAt: row.checkedInAt.toISOString() };
  const sameScan = input.scanId ? await findCheckIn(db, eventId, { scanId: input.scanId }) : null;
  if (sameScan) return answerOf(db, sameScan, sameScan.result);
  const earlier = await findCheckIn(db, eventId, { personKey: person.key });
  return { result: 'already', person: view, checkedInAt: earlier?.checkedInAt.toISOString() ?? null };
}

export async function checkInCount(db: Db, eventId: string): Promise<CheckInCount> {
  if (!(await eventById(db, eventId))) throw notFound(messages.rsvp.eventNotFound);
  const [inside] = await db
    .select({ all: count(), members: count(eventCheckIns.memberId) })
    .from(eventCheckIns)
    .where(eq(eventCheckIns.eventId, eventId));
  const [going] = await db
    .select({ n: count() })
    .from(rsvps)
    .where(and(eq(rsvps.eventId, eventId), eq(rsvps.status, 'going')));
  const all = inside?.all ?? 0;
  const memberCount = inside?.members ?? 0;
  return { checkedIn: all, members: memberCount, guests: all - memberCount, going: going?.n ?? 0 };
}

/** Whether any check-in of the event names this RSVP (the name search marks who is in). */
export async function checkedInRsvpIds(db: Db, eventId: string): Promise<Set<string>> {
  const rows = await db
    .select({ rsvpId: eventCheckIns.rsvpId })
    .from(eventCheckIns)
    .where(and(eq(eventCheckIns.eventId, eventId), isNotNull(eventCheckIns.rsvpId)));
  return new Set(rows.map((r) => r.rsvpId!));
}
