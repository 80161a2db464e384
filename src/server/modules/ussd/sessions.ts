/**
 * One USSD screen, start to finish (docs/ussd.md): the session row by Africa's Talking's sessionId
 * (so any instance answers any screen), the caller's new answers fed to the menu (menu.ts), the
 * job carried out when one is complete (actions.ts), and the answer stored with the text it
 * answered, so a repeated request gets the same screen and runs nothing twice.
 */
import { and, eq, isNotNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Config } from '../../config';
import { ussdLanguages, ussdSessions } from '../../db/schema';
import { LIMITS } from '../../lib/limits';
import { hashedKey, hit } from '../../lib/rate-limit';
import { toCanonicalPhone } from '../../../shared/phone';
import { ussdMessages } from '../../../shared/ussd-messages';
import type { PaymentGateway } from '../payments';
import { memberByPhone, openChapterNames, runAction, upcomingEvents } from './actions';
import { advance, currentScreen, menuStateSchema, startState, type Action, type Language, type MenuState } from './menu';
import { endScreen, questionScreen, wordsFor } from './wording';
import type { RecentSessions, SessionRow } from './recent-sessions';

/** Networks end a session after about three minutes: after that its state is forgotten. */
const SESSION_TTL_MS = 3 * 60_000;

/** The one answer to anything that went wrong. */
export const SORRY = endScreen(ussdMessages.sorry);

export interface UssdRequest {
  sessionId: string;
  phoneNumber: string;
  text: string;
}

export interface UssdDeps {
  db: Db;
  config: Config;
  gateway: PaymentGateway;
  now: Date;
  /** The sessions this instance answered last (none: every screen reads its row). */
  recent?: RecentSessions | undefined;
}

/** Thrown for a request no caller could have sent (a phone that is not a Kenyan mobile): the route answers "sorry". */
class UnusableRequestError extends Error {}

/** Text as the database can keep it and compare it later: no NUL, no lone surrogate. */
const storable = (text: string) =>
  text.replace(/\0/g, '').replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

export async function answerScreen(request: UssdRequest, deps: UssdDeps): Promise<string> {
  const { db, now, recent } = deps;
  const phone = toCanonicalPhone(request.phoneNumber);
  if (!phone) throw new UnusableRequestError('the calling phone is not a Kenyan mobile number');
  const caller = { sessionId: request.sessionId, phone, text: storable(request.text) };

  // The row as this instance left it, if it answered the last screen: no read. Past its three
  // minutes it is read again (the clean-up job may have cleared it since).
  const kept = recent?.get(caller.sessionId);
  if (kept && now.getTime() - kept.createdAt.getTime() <= SESSION_TTL_MS) {
    const answer = await answerFrom(kept, true, caller, deps);
    if (answer !== MOVED_ELSEWHERE) return answer;
  }
  recent?.drop(caller.sessionId);
  const [row] = await db.select(sessionColumns).from(ussdSessions).where(eq(ussdSessions.sessionId, caller.sessionId)).limit(1);
  const answer = await answerFrom(row ?? null, false, caller, deps);
  return answer === MOVED_ELSEWHERE ? SORRY : answer;
}

/** What a screen reads of its session's row (recent-sessions.ts keeps the same). */
const sessionColumns = {
  sessionId: ussdSessions.sessionId,
  state: ussdSessions.state,
  lastText: ussdSessions.lastText,
  lastResponse: ussdSessions.lastResponse,
  version: ussdSessions.version,
  createdAt: ussdSessions.createdAt,
};

/** A kept row was out of date: another instance (or a racing request) moved the session first. */
const MOVED_ELSEWHERE = Symbol('moved elsewhere');

async function answerFrom(
  found: SessionRow | null,
  /** The row came from memory: out of date, it is read again instead of answering "sorry". */
  fromMemory: boolean,
  { sessionId, phone, text }: { sessionId: string; phone: string; text: string },
  deps: UssdDeps,
): Promise<string | typeof MOVED_ELSEWHERE> {
  const { db, now, recent } = deps;
  let row: SessionRow | null | undefined = found;
  // The same request again (a retry): the same answer, and nothing done twice.
  if (row && row.lastText === text) return row.lastResponse ?? SORRY;

  const phoneKey = hashedKey(phone);
  const host = deps.config.publicUrl.replace(/^https?:\/\//, '').replace(/\/+$/, '');
  if (!row) {
    const [counted, language] = await Promise.all([
      hit(db, LIMITS.ussd_sessions_phone, [phone], now),
      rememberedLanguage(db, phoneKey),
    ]);
    if (!counted.allowed) return endScreen(wordsFor(language).tooManySessions);
    const start = startState(language);
    if (text === '') {
      // The dial itself (every session's first request): the row is stored already answered, one
      // write instead of an insert and a claim. The first screen needs no member and no chapters.
      const question = questionScreen(start, { chapters: [], host, member: null });
      const answered = { sessionId, state: start, lastText: text, lastResponse: question, version: 1, createdAt: now };
      const [inserted] = await db
        .insert(ussdSessions)
        .values({ ...answered, lastScreen: currentScreen(start), updatedAt: now })
        .onConflictDoNothing()
        .returning({ sessionId: ussdSessions.sessionId });
      if (inserted) {
        recent?.keep(answered);
        return question;
      }
    }
    [row] = await db
      .insert(ussdSessions)
      .values({ sessionId, state: start, lastScreen: 'start', createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning(sessionColumns);
    // Another instance inserted it first: read theirs.
    if (!row) [row] = await db.select(sessionColumns).from(ussdSessions).where(eq(ussdSessions.sessionId, sessionId)).limit(1);
    if (!row) throw new Error('USSD session row missing after insert');
  }

  // Where the session stands, and the answers it has not seen yet. A session past its three
  // minutes (or with no readable state) starts again from its first screen; a text that does not
  // continue the one answered last (never seen from Africa's Talking) re-asks the current screen.
  const stored = menuStateSchema.safeParse(row.state);
  let state: MenuState;
  let answers: string[];
  if (!stored.success || now.getTime() - row.createdAt.getTime() > SESSION_TTL_MS) {
    state = startState(await rememberedLanguage(db, phoneKey));
    answers = [];
  } else {
    state = stored.data;
    const known = row.lastText;
    if (known === null) answers = text === '' ? [] : text.split('*');
    else if (known === '' && text !== '') answers = text.split('*');
    else if (known !== '' && text.startsWith(`${known}*`)) answers = text.slice(known.length + 1).split('*');
    else answers = [];
  }

  // Only what the screens ahead can use is read (a join's screens need no member, most no chapters).
  // The chapter list is read once per session and kept in the state: the answer picks from the
  // list as it was shown, and going back to it from the confirm screen shows it again.
  const at = currentScreen(state);
  const replaying = answers.length > 1;
  const listAhead = replaying || at === 'join_name' || at === 'join_chapter' || at === 'join_confirm';
  const kept = replaying ? undefined : state.chapters;
  // The events only when the caller chooses them from the main menu (`5`): the list, with which
  // take RSVPs, is then kept in the state like the chapters.
  const eventsAhead = (replaying || at === 'main') && answers.some((answer) => answer.trim() === '5');
  const memberAhead = replaying || ['main', 'renew_confirm', 'renew_phone', 'events', 'rsvp_name'].includes(at);
  const [member, chapterNames, events] = await Promise.all([
    memberAhead ? memberByPhone(db, phone) : null,
    listAhead ? (kept ?? openChapterNames(db)) : [],
    eventsAhead ? upcomingEvents(db, now) : undefined,
  ]);
  const context = { isMember: member !== null, chapters: chapterNames, events };
  let action: Action | undefined;
  let chosen: Language | undefined;
  for (const answer of answers) {
    const step = advance(state, answer, context);
    state = step.state;
    chosen = step.chosenLanguage ?? chosen;
    if (step.action) {
      action = step.action;
      break;
    }
  }

  // The chapter list about to be shown is kept with the state: its answer needs no second read.
  if (!action && currentScreen(state) === 'join_chapter') state = { ...state, chapters: [...chapterNames] };
  // A question is answered with the claim itself; a job's END is stored once the job is done.
  const question = action ? null : questionScreen(state, { chapters: chapterNames, host, member });
  // Claim this screen: of two requests racing on one session, one moves it and the other says sorry.
  const moved = { state: action ? null : state, lastText: text, lastResponse: question, version: row.version + 1 };
  const claimed = await db
    .update(ussdSessions)
    .set({ ...moved, lastScreen: action ? `done:${action.kind}` : currentScreen(state), updatedAt: now })
    .where(and(eq(ussdSessions.sessionId, row.sessionId), eq(ussdSessions.version, row.version)))
    .returning({ version: ussdSessions.version });
  if (!claimed.length) return fromMemory ? MOVED_ELSEWHERE : SORRY;
  recent?.keep({ ...row, ...moved });
  if (chosen) await rememberLanguage(db, phoneKey, chosen, now);
  if (!action) return question!;

  const result = await runAction(action, {
    ...deps,
    sessionId: row.sessionId,
    phone,
    member,
    // A member who joins on USSD in Kiswahili gets their SMS in Kiswahili (docs/member-language.md).
    language: state.language ?? 'en',
    words: wordsFor(state.language),
    host,
  });
  const response = endScreen(result.text);
  await db
    .update(ussdSessions)
    .set({ lastResponse: response, ...(result.outcome ? { outcome: result.outcome } : {}), updatedAt: now })
    .where(eq(ussdSessions.sessionId, row.sessionId));
  recent?.keep({ ...row, ...moved, lastResponse: response });
  return response;
}

async function rememberedLanguage(db: Db, phoneKey: string): Promise<Language | null> {
  const [row] = await db
    .select({ language: ussdLanguages.language })
    .from(ussdLanguages)
    .where(eq(ussdLanguages.phoneKey, phoneKey))
    .limit(1);
  return row?.language ?? null;
}

async function rememberLanguage(db: Db, phoneKey: string, language: Language, now: Date): Promise<void> {
  await db
    .insert(ussdLanguages)
    .values({ phoneKey, language, updatedAt: now })
    .onConflictDoUpdate({ target: ussdLanguages.phoneKey, set: { language, updatedAt: now } });
}

/**
 * The clean-up job: sessions past their three minutes lose what was typed and shown (the state,
 * the text with an ID number or a name, the last screen's words); what the report counts stays.
 */
export async function forgetOldSessions(db: Db, now: Date, recent?: RecentSessions): Promise<number> {
  recent?.dropStartedBefore(new Date(now.getTime() - SESSION_TTL_MS));
  const forgotten = await db
    .update(ussdSessions)
    .set({ state: null, lastText: null, lastResponse: null })
    .where(
      and(
        or(isNotNull(ussdSessions.state), isNotNull(ussdSessions.lastText), isNotNull(ussdSessions.lastResponse)),
        lt(ussdSessions.createdAt, new Date(now.getTime() - SESSION_TTL_MS)),
      ),
    )
    .returning({ sessionId: ussdSessions.sessionId });
  return forgotten.length;
}
