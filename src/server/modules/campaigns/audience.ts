/**
 * Who a campaign reaches (docs/campaigns.md): the audience's filters as one SQL condition
 * (`audienceCondition`, pure), then each matching member sorted into recipients and the left out,
 * with the reason counted. Filters combine (AND); inside one filter the values are alternatives
 * (OR). An empty audience is every member.
 */
import { and, asc, eq, gt, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { chapters, contentEvents, leaders, members, rsvps } from '../../db/schema';
import { AppError } from '../../errors';
import { formatLongDate } from '../../../shared/dates';
import { localeOfLanguage, type MemberLanguage } from '../../../shared/member-language';
import { membershipStatusBounds } from '../../../shared/membership';
import type { Audience } from '../../../shared/schemas/campaigns';
import { firstNameOf, type PlaceholderValues } from '../sms';
import { officialsMessages } from '../../../shared/officials-messages';

/** The phones the gateway takes: canonical Kenyan mobiles (an anonymised record holds none). */
const VALID_PHONE = /^254[17]\d{8}$/;

/** The SQL condition of an audience on `today` (Nairobi), given its chapters' ids. Pure. */
function audienceCondition(audience: Audience, chapterIds: readonly string[] | null, today: string): SQL | undefined {
  const parts: SQL[] = [];
  if (chapterIds) parts.push(chapterIds.length ? inArray(members.chapterId, [...chapterIds]) : sql`false`);
  if (audience.membershipStatus?.length) {
    const statuses = audience.membershipStatus.map((status) => {
      const { after, until } = membershipStatusBounds(status, today);
      return and(after ? gt(members.renewalDate, after) : undefined, until ? lte(members.renewalDate, until) : undefined)!;
    });
    parts.push(or(...statuses)!);
  }
  if (audience.gender?.length) parts.push(inArray(members.gender, audience.gender));
  if (audience.joinedFrom) parts.push(gte(members.joinDate, audience.joinedFrom));
  if (audience.joinedTo) parts.push(lte(members.joinDate, audience.joinedTo));
  if (audience.leadersOnly) {
    // A leader is a member whose ID number is on an active leader's record.
    parts.push(
      sql`exists (select 1 from ${leaders} where ${leaders.idNumber} = ${members.idNumber} and ${leaders.status} = 'active')`,
    );
  }
  if (audience.membershipNumbers?.length) parts.push(inArray(members.membershipNumber, audience.membershipNumbers));
  if (audience.rsvpEventId) {
    // An RSVP not cancelled (going or waiting), made as this member or with the phone on file (a
    // member who signed up without their membership number is still that member).
    parts.push(
      sql`exists (select 1 from ${rsvps} where ${rsvps.eventId} = ${audience.rsvpEventId} and ${rsvps.status} <> 'cancelled' and (${rsvps.memberId} = ${members.id} or ${rsvps.phoneNumber} = ${members.phoneNumber}))`,
    );
  }
  return parts.length ? and(...parts) : undefined;
}

export interface Recipient {
  id: string;
  membershipNumber: string;
  /** Canonical phone when valid, else null. */
  phone: string | null;
  email: string | null;
  /** The member's language: a Kiswahili reader gets the campaign's Kiswahili text when it has one. */
  language: MemberLanguage;
  values: PlaceholderValues;
}

export interface ResolvedAudience {
  recipients: Recipient[];
  excluded: { optedOut: number; notConsented: number; noPhone: number; noEmail: number; inactive: number };
  unknownMembershipNumbers: number;
  /** With an RSVP filter: the event's RSVPs that are no member's (guests), whom a campaign does not reach. */
  rsvpGuests: number;
  /** The chapters the audience named, as ids; null when it named none. */
  chapterIds: string[] | null;
}

async function chapterIdsOf(db: Db | Tx, names: readonly string[] | undefined): Promise<string[] | null> {
  if (!names?.length) return null;
  const wanted = [...new Set(names.map((n) => n.trim().toLowerCase()))];
  const rows = await db
    .select({ id: chapters.id, name: chapters.name })
    .from(chapters)
    .where(inArray(sql`lower(${chapters.name})`, wanted));
  const found = new Set(rows.map((r) => r.name.toLowerCase()));
  const missing = names.filter((n) => !found.has(n.trim().toLowerCase()));
  if (missing.length) {
    const text = officialsMessages.campaigns.unknownChapters(missing.join(', '));
    throw new AppError(400, 'unknown_chapter', text, { 'audience.chapters': text });
  }
  return rows.map((r) => r.id);
}

interface ResolveOptions {
  kind: 'promotional' | 'transactional';
  channel: 'sms' | 'email' | 'both';
  today: string;
}

/** The members matching a condition, with what sorting them needs. */
const selectCandidates = (db: Db | Tx, where: SQL | undefined) =>
  db
    .select({
      id: members.id,
      fullName: members.fullName,
      phoneNumber: members.phoneNumber,
      email: members.email,
      membershipNumber: members.membershipNumber,
      renewalDate: members.renewalDate,
      status: members.status,
      smsConsent: members.smsConsent,
      smsOptedOut: members.smsOptedOut,
      language: members.language,
      chapter: chapters.name,
    })
    .from(members)
    .leftJoin(chapters, eq(chapters.id, members.chapterId))
    .where(where)
    .orderBy(asc(members.membershipNumber));
type Candidate = Awaited<ReturnType<typeof selectCandidates>>[number];

/**
 * Sorts members into recipients and the left out: inactive records first, then (promotional
 * only) those who opted out or never agreed, then those the channel cannot reach (no valid phone
 * for SMS, no address for e-mail, neither for both).
 */
function sortOut(rows: readonly Candidate[], options: ResolveOptions): Pick<ResolvedAudience, 'recipients' | 'excluded'> {
  const excluded = { optedOut: 0, notConsented: 0, noPhone: 0, noEmail: 0, inactive: 0 };
  const recipients: Recipient[] = [];
  for (const row of rows) {
    if (row.status !== 'active') {
      excluded.inactive++;
      continue;
    }
    if (options.kind === 'promotional' && (row.smsOptedOut || !row.smsConsent)) {
      excluded.optedOut++;
      if (!row.smsConsent && !row.smsOptedOut) excluded.notConsented++;
      continue;
    }
    const phone = VALID_PHONE.test(row.phoneNumber) ? row.phoneNumber : null;
    const email = row.email || null;
    if (options.channel === 'sms' && !phone) {
      excluded.noPhone++;
      continue;
    }
    if (options.channel === 'email' && !email) {
      excluded.noEmail++;
      continue;
    }
    if (options.channel === 'both' && !phone && !email) {
      excluded.noPhone++;
      continue;
    }
    recipients.push({
      id: row.id,
      membershipNumber: row.membershipNumber,
      phone: options.channel === 'email' ? null : phone,
      email: options.channel === 'sms' ? null : email,
      language: row.language,
      values: {
        firstName: firstNameOf(row.fullName),
        membershipNumber: row.membershipNumber,
        // {renewalDate} in the reader's language: "30 Septemba 2027" in a Kiswahili text.
        renewalDate: formatLongDate(row.renewalDate, localeOfLanguage(row.language)),
        chapter: row.chapter ?? '',
      },
    });
  }
  return { recipients, excluded };
}

/**
 * The RSVPs of an event that are guests: no member id and a phone no member has on file. A
 * campaign is written to member records (consent, opt-out, placeholders, the member's own outbox
 * rows), so guests are counted for the preview, never sent to. An unknown event is refused.
 */
async function rsvpGuestsOf(db: Db | Tx, eventId: string | undefined): Promise<number> {
  if (!eventId) return 0;
  const [event] = await db.select({ id: contentEvents.id }).from(contentEvents).where(eq(contentEvents.id, eventId));
  if (!event) {
    const text = officialsMessages.campaignsMore.unknownEvent;
    throw new AppError(400, 'validation', text, { 'audience.rsvpEventId': text });
  }
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(rsvps)
    .where(
      and(
        eq(rsvps.eventId, eventId),
        sql`${rsvps.status} <> 'cancelled'`,
        sql`${rsvps.memberId} is null`,
        sql`not exists (select 1 from ${members} where ${members.phoneNumber} = ${rsvps.phoneNumber})`,
      ),
    );
  return Number(row?.n ?? 0);
}

/** The members an audience reaches by this channel, in membership-number order, and those left out. */
export async function resolveAudience(db: Db | Tx, audience: Audience, options: ResolveOptions): Promise<ResolvedAudience> {
  const chapterIds = await chapterIdsOf(db, audience.chapters);
  const rsvpGuests = await rsvpGuestsOf(db, audience.rsvpEventId);
  const rows = await selectCandidates(db, audienceCondition(audience, chapterIds, options.today));
  const pasted = new Set(audience.membershipNumbers ?? []);
  const matched = pasted.size ? rows.filter((r) => pasted.has(r.membershipNumber)).length : 0;
  return { ...sortOut(rows, options), unknownMembershipNumbers: pasted.size - matched, rsvpGuests, chapterIds };
}

/**
 * A stored recipient list read again (an approval days after the campaign was written): the same
 * sorting, so a member who opted out or lost their phone meanwhile is left out now.
 */
export async function resolveMembers(db: Db | Tx, ids: readonly string[], options: ResolveOptions): Promise<Recipient[]> {
  const recipients: Recipient[] = [];
  for (let i = 0; i < ids.length; i += ID_BATCH) {
    const rows = await selectCandidates(db, inArray(members.id, ids.slice(i, i + ID_BATCH)));
    recipients.push(...sortOut(rows, options).recipients);
  }
  return recipients;
}
/** Ids per query when reading a stored list. */
const ID_BATCH = 5_000;
