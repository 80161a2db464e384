/**
 * The USSD menu as a small state machine (docs/ussd.md): pure, no database and no clock. The
 * service feeds it the caller's answers one at a time (Africa's Talking sends them all so far,
 * joined by `*`) with what it knows about the caller, and gets back the next state and, when a job
 * is complete, the action to carry out (which ends the session).
 *
 * `0` goes back one screen, `00` to the main menu; a wrong answer leaves the state on the same
 * screen with an error, so the screen is asked again.
 */
import { z } from 'zod';
import { fullName, idNumber, paymentPhone } from '../../../shared/schemas/fields';

const LANGUAGES = ['en', 'sw'] as const;
export type Language = (typeof LANGUAGES)[number];

const SCREENS = [
  'language',
  'main',
  'lookup_id',
  'renew_confirm',
  'renew_phone',
  'join_id',
  'join_name',
  'join_chapter',
  'join_confirm',
  'events',
  'rsvp_name',
] as const;
export type ScreenId = (typeof SCREENS)[number];

/** Why the current screen is asked again. */
const ANSWER_ERRORS = ['invalidChoice', 'idInvalid', 'phoneInvalid', 'nameInvalid'] as const;
export type AnswerError = (typeof ANSWER_ERRORS)[number];

/** An upcoming event as the events screen lists it, and whether it takes RSVPs now. */
const listedEventSchema = z.object({
  id: z.string(),
  date: z.string(),
  title: z.string(),
  location: z.string(),
  open: z.boolean(),
  membersOnly: z.boolean(),
});
export type ListedEvent = z.infer<typeof listedEventSchema>;

/**
 * A session's place in the menu, as ussd_sessions.state stores it (JSON): read back through this
 * schema, so a row that is not a state starts the menu again instead of failing further on.
 */
export const menuStateSchema = z.object({
  language: z.enum(LANGUAGES).nullable(),
  /** The screens on the way to the current one (the last): `0` goes back to the one before. */
  stack: z.array(z.enum(SCREENS)).min(1),
  /** What the caller typed for the job in hand. */
  idNumber: z.string().optional(),
  fullName: z.string().optional(),
  chapter: z.string().optional(),
  /** The chapters the join screen listed, as numbered there (sessions.ts): the answer picks from these. */
  chapters: z.array(z.string()).optional(),
  error: z.enum(ANSWER_ERRORS).optional(),
  /** The events the events screen listed, as numbered there: the answer picks from these. */
  events: z.array(listedEventSchema).optional(),
  /** The event a guest is giving their name for. */
  eventId: z.string().optional(),
});
export type MenuState = z.infer<typeof menuStateSchema>;

/** What the service knows about the caller when an answer arrives. */
export interface MenuContext {
  /** The member whose phone on file is the calling phone, if any. */
  isMember: boolean;
  /** Open chapters, in the order the join screen numbers them. */
  chapters: readonly string[];
  /** The next events (read only when the caller may choose 5 on the main menu). */
  events?: readonly ListedEvent[] | undefined;
}

export type Action =
  | { kind: 'show_membership' }
  | { kind: 'lookup'; idNumber: string }
  /** payingPhone null: the calling phone pays. */
  | { kind: 'renew'; payingPhone: string | null }
  | { kind: 'send_number' }
  | { kind: 'join'; idNumber: string; fullName: string; chapter: string }
  /** The events screen as an END: none of them takes RSVPs now. */
  | { kind: 'events'; events: ListedEvent[] }
  /** name null: the caller's phone is a member's (or a guest on a members-only event: refused). */
  | { kind: 'rsvp'; eventId: string; name: string | null }
  | { kind: 'not_on_file' }
  | { kind: 'already_member' };

export interface Step {
  state: MenuState;
  /** A job complete: the service carries it out and the session ends. */
  action?: Action;
  /** The caller chose a language: the service remembers it for this phone. */
  chosenLanguage?: Language;
}

/** The first state of a session: the main menu when the phone chose a language before. */
export const startState = (remembered: Language | null): MenuState => ({
  language: remembered,
  stack: [remembered ? 'main' : 'language'],
});

export const currentScreen = (state: MenuState): ScreenId => state.stack[state.stack.length - 1]!;

/** An answer longer than this is no answer to any screen (a name is at most 100). */
const LONGEST_ANSWER = 120;

const mainMenu = (state: MenuState): MenuState => ({ language: state.language, stack: [state.language ? 'main' : 'language'] });
const push = (state: MenuState, screen: ScreenId, data: Partial<MenuState> = {}): MenuState => ({
  ...state,
  ...data,
  stack: [...state.stack, screen],
  error: undefined,
});
const retry = (state: MenuState, error: AnswerError): Step => ({ state: { ...state, error } });
const act = (state: MenuState, action: Action): Step => ({ state: { ...state, error: undefined }, action });

export function advance(state: MenuState, rawAnswer: string, context: MenuContext): Step {
  const answer = rawAnswer.trim();
  if (answer === '00') return { state: mainMenu(state) };
  if (answer === '0') {
    const stack = state.stack.length > 1 ? state.stack.slice(0, -1) : state.stack;
    return { state: { ...state, stack, error: undefined } };
  }
  if (answer.length > LONGEST_ANSWER) return retry(state, errorFor(currentScreen(state)));
  switch (currentScreen(state)) {
    case 'language':
      if (answer !== '1' && answer !== '2') return retry(state, 'invalidChoice');
      return chooseLanguage(state, answer === '1' ? 'en' : 'sw');
    case 'main':
      return mainChoice(state, answer, context);
    case 'lookup_id': {
      const id = idNumber.safeParse(answer);
      return id.success ? act(state, { kind: 'lookup', idNumber: id.data }) : retry(state, 'idInvalid');
    }
    case 'renew_confirm':
      if (answer === '1') return act(state, { kind: 'renew', payingPhone: null });
      if (answer === '2') return { state: push(state, 'renew_phone') };
      return retry(state, 'invalidChoice');
    case 'renew_phone': {
      const phone = paymentPhone.safeParse(answer);
      return phone.success ? act(state, { kind: 'renew', payingPhone: phone.data }) : retry(state, 'phoneInvalid');
    }
    case 'join_id': {
      const id = idNumber.safeParse(answer);
      return id.success ? { state: push(state, 'join_name', { idNumber: id.data }) } : retry(state, 'idInvalid');
    }
    case 'join_name': {
      const name = fullName.safeParse(answer.replace(/\s+/g, ' '));
      return name.success ? { state: push(state, 'join_chapter', { fullName: name.data }) } : retry(state, 'nameInvalid');
    }
    case 'join_chapter': {
      const chapter = /^\d{1,2}$/.test(answer) ? context.chapters[Number(answer) - 1] : undefined;
      return chapter ? { state: push(state, 'join_confirm', { chapter }) } : retry(state, 'invalidChoice');
    }
    case 'join_confirm': {
      const { idNumber: id, fullName: name, chapter } = state;
      if (answer !== '1' || !id || !name || !chapter) return retry(state, 'invalidChoice');
      return act(state, { kind: 'join', idNumber: id, fullName: name, chapter });
    }
    case 'events': {
      const event = /^\d$/.test(answer) ? state.events?.[Number(answer) - 1] : undefined;
      if (!event?.open) return retry(state, 'invalidChoice');
      // A member RSVPs as themselves; a guest gives a name, unless the event is for members only
      // (the action then says so: no name is asked for nothing).
      if (context.isMember || event.membersOnly) return act(state, { kind: 'rsvp', eventId: event.id, name: null });
      return { state: push(state, 'rsvp_name', { eventId: event.id }) };
    }
    case 'rsvp_name': {
      const name = fullName.safeParse(answer.replace(/\s+/g, ' '));
      if (!name.success || !state.eventId) return retry(state, 'nameInvalid');
      return act(state, { kind: 'rsvp', eventId: state.eventId, name: name.data });
    }
  }
}

function chooseLanguage(state: MenuState, language: Language): Step {
  return { state: { language, stack: ['main'] }, chosenLanguage: language };
}

function mainChoice(state: MenuState, answer: string, { isMember, events = [] }: MenuContext): Step {
  switch (answer) {
    case '1':
      return isMember ? act(state, { kind: 'show_membership' }) : { state: push(state, 'lookup_id') };
    case '2':
      return isMember ? { state: push(state, 'renew_confirm') } : act(state, { kind: 'not_on_file' });
    case '3':
      return act(state, { kind: isMember ? 'send_number' : 'not_on_file' });
    case '4':
      return isMember ? act(state, { kind: 'already_member' }) : { state: push(state, 'join_id') };
    case '5':
      // A list to choose from only when there is something to choose; otherwise it ends as a list.
      return events.some((event) => event.open)
        ? { state: push(state, 'events', { events: [...events] }) }
        : act(state, { kind: 'events', events: [...events] });
    case '9':
      return chooseLanguage(state, state.language === 'sw' ? 'en' : 'sw');
    default:
      return retry(state, 'invalidChoice');
  }
}

/** The error a screen shows for an answer far too long to be one. */
function errorFor(screen: ScreenId): AnswerError {
  switch (screen) {
    case 'lookup_id':
    case 'join_id':
      return 'idInvalid';
    case 'renew_phone':
      return 'phoneInvalid';
    case 'join_name':
    case 'rsvp_name':
      return 'nameInvalid';
    default:
      return 'invalidChoice';
  }
}
