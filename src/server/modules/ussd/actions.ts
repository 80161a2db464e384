/**
 * The jobs a USSD session ends with (menu.ts Action), each carried out through the same services
 * as the web: a renewal as /renew starts it, a registration as /membership starts it (no photo:
 * the card shows the placeholder until the member adds one on /my-card), SMS through the outbox.
 * Each answers the END screen's text; a refusal the caller can act on is a sentence, never an error.
 */
import { createHash } from 'node:crypto';
import { and, asc, eq, gte, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Config } from '../../config';
import { chapters, contentEvents, members, ussdPrompts } from '../../db/schema';
import { ERROR_CODES } from '../../../shared/error-codes';
import { rsvpInputSchema } from '../../../shared/schemas/events';
import { AppError } from '../../errors';
import { LIMITS } from '../../lib/limits';
import { hashedKey, hit } from '../../lib/rate-limit';
import { nairobiToday } from '../../../shared/dates';
import { publicMembershipStatus } from '../../../shared/membership';
import { toDisplayPhone } from '../../../shared/phone';
import { registrationSchema } from '../../../shared/schemas/members';
import type { MemberLanguage } from '../../../shared/member-language';
import type { PaymentGateway, StkPushAnswer } from '../payments';
import { startStkPush } from '../registration';
import { startRenewalPrompt } from '../renewals';
import { createRsvp, eventById, eventColumns, rsvpAvailability } from '../events';
import { enqueueForMember } from '../sms';
import type { Action, Language, ListedEvent } from './menu';
import { clip, ussdDate, type UssdWords } from './wording';

export type Outcome = 'membership_shown' | 'lookup' | 'renewal_prompted' | 'number_sent' | 'join_prompted' | 'events' | 'rsvp';

/** The calling phone's member, as the menus need it. */
export interface CallerMember {
  id: string;
  idNumber: string;
  fullName: string;
  membershipNumber: string;
  phoneNumber: string;
  chapterName: string | null;
  renewalDate: string;
  status: 'active' | 'inactive';
  language: MemberLanguage;
}

export async function memberByPhone(db: Db, phone: string): Promise<CallerMember | null> {
  const [row] = await db
    .select({
      id: members.id,
      idNumber: members.idNumber,
      fullName: members.fullName,
      membershipNumber: members.membershipNumber,
      phoneNumber: members.phoneNumber,
      chapterName: chapters.name,
      renewalDate: members.renewalDate,
      status: members.status,
      language: members.language,
    })
    .from(members)
    .leftJoin(chapters, eq(chapters.id, members.chapterId))
    .where(eq(members.phoneNumber, phone))
    .limit(1);
  return row ?? null;
}

/** Open chapters in the order the join screen numbers them (the /membership form's order). */
export async function openChapterNames(db: Db): Promise<string[]> {
  const rows = await db
    .select({ name: chapters.name })
    .from(chapters)
    .where(isNull(chapters.archivedAt))
    .orderBy(asc(chapters.createdAt), asc(chapters.name));
  return rows.map((row) => row.name);
}

export interface ActionInput {
  db: Db;
  config: Config;
  gateway: PaymentGateway;
  sessionId: string;
  /** Canonical 2547…/2541…. */
  phone: string;
  member: CallerMember | null;
  /**
   * The language of the session's screens: a prompt's failure is texted in it, and a member
   * joining here keeps it for their SMS.
   */
  language: Language;
  words: UssdWords;
  host: string;
  now: Date;
}

export interface ActionResult {
  text: string;
  outcome?: Outcome;
}

/**
 * Stands in for the browser and its address in the payment services: the session's token (the
 * same session may try again, another may not) and the calling phone, hashed, as the "address" that
 * per-address limits count (every USSD request comes from Africa's Talking's few addresses).
 */
const ussdToken = (sessionId: string) => `ussd:${createHash('sha256').update(sessionId).digest('hex')}`;
const ussdAddress = (phone: string) => `ussd:${hashedKey(phone)}`;

export async function runAction(action: Action, input: ActionInput): Promise<ActionResult> {
  const { words: w, member } = input;
  switch (action.kind) {
    case 'show_membership':
      return member
        ? { text: membershipText(member, w, input.now), outcome: 'membership_shown' }
        : { text: w.notOnFile(input.host) };
    case 'not_on_file':
      return { text: w.notOnFile(input.host) };
    case 'already_member':
      return { text: w.alreadyMember(member?.membershipNumber ?? '') };
    case 'lookup':
      return lookUp(action.idNumber, input);
    case 'send_number':
      return sendNumber(input);
    case 'renew':
      return renew(action.payingPhone ?? input.phone, input);
    case 'join':
      return join(action, input);
    case 'events':
      return { text: eventsText(action.events, input.words), outcome: 'events' };
    case 'rsvp':
      return rsvp(action, input);
  }
}

function membershipText(member: CallerMember, w: UssdWords, now: Date): string {
  const status = publicMembershipStatus(member.renewalDate, member.status, nairobiToday(now));
  return w.membership(
    clip(member.fullName, 40),
    member.membershipNumber,
    clip(member.chapterName ?? w.noChapter, 30),
    w.statuses[status],
    ussdDate(member.renewalDate),
  );
}

/** Anyone may ask about an ID number; the answer names no one: active until a date, or not found. */
async function lookUp(idNumber: string, input: ActionInput): Promise<ActionResult> {
  // The web's own look-up limit per ID number: USSD is no way round it.
  const counted = await hit(input.db, LIMITS.renewal_lookup_id, [idNumber], input.now);
  if (!counted.allowed) return { text: input.words.tooManyLookups };
  const [row] = await input.db
    .select({ renewalDate: members.renewalDate, status: members.status })
    .from(members)
    .where(eq(members.idNumber, idNumber))
    .limit(1);
  const status = row ? publicMembershipStatus(row.renewalDate, row.status, nairobiToday(input.now)) : null;
  const active = status === 'active' || status === 'due';
  return {
    text: active ? input.words.lookupActive(ussdDate(row!.renewalDate)) : input.words.lookupNotFound,
    outcome: 'lookup',
  };
}

/** The membership number, to the phone on file only (the caller's, since only a member's phone gets here). */
async function sendNumber(input: ActionInput): Promise<ActionResult> {
  const { member, words: w } = input;
  if (!member) return { text: w.notOnFile(input.host) };
  const counted = await hit(input.db, LIMITS.ussd_number_sms, [member.phoneNumber], input.now);
  if (!counted.allowed) return { text: w.tooManyNumberSms };
  // SMS only (email: null): the caller asked on a phone, and the text goes to the phone on file.
  await enqueueForMember(input.db, { ...member, email: null }, 'membership_number', { now: input.now });
  return { text: w.numberSent(toDisplayPhone(member.phoneNumber)), outcome: 'number_sent' };
}

async function renew(payingPhone: string, input: ActionInput): Promise<ActionResult> {
  const { member, words: w } = input;
  if (!member) return { text: w.notOnFile(input.host) };
  return prompt(input, 'renewal_prompted', w.enterPin(toDisplayPhone(payingPhone)), () =>
    startRenewalPrompt(input.db, input.gateway, {
      idNumber: member.idNumber,
      phoneNumber: member.phoneNumber,
      payingPhone,
      ip: ussdAddress(input.phone),
      browserTokenHash: ussdToken(input.sessionId),
      limits: input.config.mpesa.promptLimits,
      now: input.now,
      // The confirm screen showed the date it runs to: choosing "pay" is the member's yes.
      confirmEarlyRenewal: true,
    }),
  );
}

async function join(action: Extract<Action, { kind: 'join' }>, input: ActionInput): Promise<ActionResult> {
  // The /membership form's own schema: the same rules for the ID number, name and phone.
  const registration = registrationSchema.parse({
    idNumber: action.idNumber,
    fullName: action.fullName,
    phoneNumber: input.phone,
    // Not asked on USSD (four screens at most): stored as "Prefer not to say", which the member
    // or an official can change.
    gender: 'other',
    chapter: action.chapter,
    email: null,
    profileImage: null,
    // The confirm screen names the privacy notice; choosing "pay" is the consent.
    consent: true,
    language: input.language,
  });
  return prompt(input, 'join_prompted', input.words.joinPin(toDisplayPhone(input.phone)), () =>
    startStkPush(input.db, input.gateway, {
      payingPhone: input.phone,
      registration,
      ip: ussdAddress(input.phone),
      browserTokenHash: ussdToken(input.sessionId),
      limits: input.config.mpesa.promptLimits,
      now: input.now,
    }),
  );
}

/** Starts a prompt and says what happened in the caller's words; only the unexpected is thrown. */
async function prompt(
  input: ActionInput,
  outcome: Outcome,
  sent: string,
  start: () => Promise<StkPushAnswer>,
): Promise<ActionResult> {
  const w = input.words;
  // Before the prompt goes out: a failure may come back before start() has returned, on any
  // instance, and its SMS needs the caller's language and code (payments/purposes/ussd-prompt.ts).
  const token = ussdToken(input.sessionId);
  const promptRow = { language: input.language, serviceCode: input.config.ussd.serviceCode };
  await input.db
    .insert(ussdPrompts)
    .values({ token, ...promptRow, createdAt: input.now })
    .onConflictDoUpdate({ target: ussdPrompts.token, set: promptRow });
  try {
    const answer = await start();
    return answer.ResponseCode === '0' ? { text: sent, outcome } : { text: w.promptRefused };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const text = refusal(error, w);
    if (text) return { text };
    throw error;
  }
}

/** The payment services' refusals, as USSD sentences; null for one that is a defect here. */
function refusal(error: AppError, w: UssdWords): string | null {
  if (error.code === 'rate_limited') return error.reason?.startsWith('renewal_lookup') ? w.tooManyLookups : w.tooManyPrompts;
  switch (error.code) {
    case 'already_member':
    case 'id_number_registered':
      return w.idRegistered;
    case 'member_phone_in_progress':
      return w.paymentInProgress;
    case 'member_inactive':
      return w.memberInactive;
    case 'mpesa_unavailable':
      return w.mpesaUnavailable;
    case 'conflict':
      return error.fields?.phoneNumber ? w.phoneRegistered : w.paymentInProgress;
    default:
      return null;
  }
}

/**
 * The next three published events (today's included), soonest first, each with whether it takes
 * RSVPs now and from whom (the events module's own rule, as the event page shows it).
 */
export async function upcomingEvents(db: Db, now: Date): Promise<ListedEvent[]> {
  const rows = await db
    .select({ ...eventColumns, location: contentEvents.location })
    .from(contentEvents)
    .where(and(eq(contentEvents.published, true), gte(contentEvents.date, nairobiToday(now))))
    .orderBy(asc(contentEvents.date), asc(contentEvents.startTime))
    .limit(3);
  return Promise.all(
    rows.map(async (event) => {
      const availability = await rsvpAvailability(db, event, now);
      return {
        id: event.id,
        date: event.date,
        title: event.title,
        location: event.location,
        open: availability.open,
        membersOnly: availability.membersOnly,
      };
    }),
  );
}

/** The events as an END screen (none takes RSVPs now). */
function eventsText(events: readonly ListedEvent[], w: UssdWords): string {
  if (!events.length) return w.noEvents;
  const lines = events.map((e) => `${ussdDate(e.date).slice(0, 5)} ${clip(e.title, 28)}, ${clip(e.location, 14)}`);
  return `${w.events}\n${lines.join('\n')}`;
}

/**
 * An RSVP through the events module, as the event page makes it: the web's limits, then
 * createRsvp's rules (open, deadline, members only, capacity and waiting list, one per phone) and
 * its SMS. The calling phone is the person: a member's phone on file RSVPs as that member.
 */
async function rsvp(action: Extract<Action, { kind: 'rsvp' }>, input: ActionInput): Promise<ActionResult> {
  const { db, now, member, words: w } = input;
  // A guest on a members-only event (the menu asks no name for it).
  if (!member && !action.name) return { text: w.rsvpMembersOnly };
  const event = await eventById(db, action.eventId);
  if (!event) return { text: w.rsvpClosed };
  for (const [limit, subject] of [
    [LIMITS.rsvp_address, ussdAddress(input.phone)],
    [LIMITS.rsvp_phone, member?.phoneNumber ?? input.phone],
    [LIMITS.rsvp_event, event.id],
  ] as const) {
    if (!(await hit(db, limit, [subject], now)).allowed) return { text: w.tooManyRsvps };
  }
  const details = rsvpInputSchema.parse(
    member
      ? { idNumber: member.idNumber, phoneNumber: member.phoneNumber, language: input.language }
      : { name: action.name, phoneNumber: input.phone, language: input.language },
  );
  try {
    const created = await createRsvp(db, event, details, now);
    const title = clip(event.title, 40);
    const text = created.status === 'going' ? w.rsvpGoing(title, ussdDate(event.date)) : w.rsvpWaiting(title);
    return { text, outcome: 'rsvp' };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    switch (error.code) {
      case ERROR_CODES.alreadyOnList:
        return { text: w.rsvpAlready };
      case ERROR_CODES.rsvpClosed:
        return { text: w.rsvpClosed };
      case ERROR_CODES.rsvpDeadlinePassed:
        return { text: w.rsvpDeadlinePassed };
      case ERROR_CODES.rsvpMembersOnly:
        // The caller's phone is a member's, but the membership is not valid today.
        return { text: member ? w.rsvpNotValid : w.rsvpMembersOnly };
      default:
        throw error;
    }
  }
}
