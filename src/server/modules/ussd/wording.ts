/**
 * What the caller reads: each screen in the caller's language from the message catalogue
 * (ussdMessages), made safe for any handset (plain ASCII) and cut to fit one screen. Pure.
 */
import { ussdMessages, type UssdWords } from '../../../shared/ussd-messages';

export type { UssdWords };
import { currentScreen, type Language, type ListedEvent, type MenuState } from './menu';

/** Africa's Talking shows about 182 characters; `CON `/`END ` count. */
const SCREEN_LIMIT = 182;

export const wordsFor = (language: Language | null): UssdWords => ussdMessages[language ?? 'en'];

/**
 * Plain printable ASCII and line breaks only: letters with marks lose them (a name typed on the
 * web as "Nyagā" reads "Nyaga"), anything else becomes a space.
 */
function toAscii(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/[^\x20-\x7e\n]/g, ' ');
}

/** A line that is a choice ("1 Pay", "0 Back", "00 Main menu"). */
const CHOICE = /^\d{1,2} /;

/**
 * One screen, cut to fit. What is cut is the text above the choices, never the choices: a screen
 * that lost its "1 Pay" would leave the caller unable to go on.
 */
function screen(kind: 'CON' | 'END', body: string): string {
  const text = `${kind} ${toAscii(body).trim()}`;
  if (text.length <= SCREEN_LIMIT) return text;
  const lines = text.split('\n');
  let first = lines.length;
  while (first > 1 && CHOICE.test(lines[first - 1]!)) first--;
  const choices = lines.slice(first).join('\n');
  const room = SCREEN_LIMIT - (choices ? choices.length + 1 : 0) - 3;
  if (room < 20) return `${text.slice(0, SCREEN_LIMIT - 3).trimEnd()}...`;
  const cut = `${lines.slice(0, first).join('\n').slice(0, room).trimEnd()}...`;
  return choices ? `${cut}\n${choices}` : cut;
}

export const endScreen = (body: string): string => screen('END', body);

/** Cuts a caller's or an official's text (a name, an event title) to `max` characters. */
export const clip = (text: string, max: number): string => {
  const plain = toAscii(text).replace(/\s+/g, ' ').trim();
  return plain.length <= max ? plain : `${plain.slice(0, max - 1).trimEnd()}.`;
};

/** A chapter as a screen names it: "Imenti" for "Imenti Youth Voice". */
const shortChapter = (name: string): string => name.replace(/ Youth Voice$/i, '');

/** A date on a USSD screen: 22/11/2026, read the same in both languages and short. */
export const ussdDate = (iso: string): string => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** The events screen's [title, place] lengths, tried in turn until the screen fits. */
const EVENT_SIZES_WITH_PLACE = Array.from({ length: 13 }, (_, i) => [28 - i, 12] as const);
const EVENT_SIZES_WITHOUT_PLACE = Array.from({ length: 21 }, (_, i) => [28 - i, 0] as const);

/** The screen for a state waiting for an answer (CON). */
export interface ScreenContext {
  chapters: readonly string[];
  /** The site's address, for links (no scheme: shorter). */
  host: string;
  /** The calling phone's member, for the renewal screen. */
  member: { membershipNumber: string; renewalDate: string } | null;
}

export function questionScreen(state: MenuState, context: ScreenContext): string {
  const id = currentScreen(state);
  if (id === 'language') {
    return screen('CON', `${state.error ? `${ussdMessages.en.invalidChoice}\n` : ''}${ussdMessages.chooseLanguage}`);
  }
  const w = wordsFor(state.language);
  const problem = state.error && state.error !== 'invalidChoice' ? w[state.error] : null;
  const prefix = state.error === 'invalidChoice' ? `${w.invalidChoice}\n` : '';
  const back = state.stack.length > 1 ? `\n${w.back}` : '';
  switch (id) {
    case 'main':
      return screen('CON', `${prefix}${w.mainMenu}`);
    case 'lookup_id':
      return screen('CON', `${problem ?? w.askLookupId}${back}`);
    case 'renew_confirm': {
      const member = context.member;
      const body = member ? w.renewConfirm(member.membershipNumber, ussdDate(member.renewalDate)) : w.invalidChoice;
      return screen('CON', `${prefix}${body}${back}`);
    }
    case 'renew_phone':
      return screen('CON', `${problem ?? w.askPayingPhone}${back}`);
    case 'join_id':
      return screen('CON', `${problem ?? w.askJoinId}${back}`);
    case 'join_name':
      return screen('CON', `${problem ?? w.askJoinName}${back}`);
    case 'join_chapter': {
      const list = context.chapters.map((name, i) => `${i + 1} ${clip(shortChapter(name), 24)}`).join('\n');
      return screen('CON', `${prefix}${w.askChapter}\n${list}${back}`);
    }
    case 'join_confirm': {
      // The chapter as the list named it; the name shortened as far as the screen needs, so the
      // privacy link and "1 Pay" stay whole.
      const chapter = clip(shortChapter(state.chapter ?? ''), 30);
      const body = (nameLength: number) =>
        `${prefix}${w.joinConfirm(clip(state.fullName ?? '', nameLength), chapter, state.idNumber ?? '', context.host)}${back}`;
      let nameLength = 40;
      while (nameLength > 12 && `CON ${toAscii(body(nameLength)).trim()}`.length > SCREEN_LIMIT) nameLength--;
      return screen('CON', body(nameLength));
    }
    case 'events': {
      // Every listed event numbered, those taking RSVPs marked. What the screen cannot hold goes
      // first from the titles, then the places, then the titles again: the numbers, the marks and
      // "0 Back" stay whole.
      const events = state.events ?? [];
      const open = events.flatMap((event, i) => (event.open ? [i + 1] : []));
      const line = (event: ListedEvent, i: number, [titleLength, placeLength]: readonly [number, number]) =>
        `${i + 1} ${ussdDate(event.date).slice(0, 5)} ${clip(event.title, titleLength)}` +
        `${placeLength ? `, ${clip(event.location, placeLength)}` : ''}${event.open ? ` ${w.rsvpMark}` : ''}`;
      const body = (size: readonly [number, number]) =>
        `${prefix}${w.rsvpPick(open.length === 1 ? open[0]! : null)}\n${events.map((e, i) => line(e, i, size)).join('\n')}${back}`;
      const sizes = [...EVENT_SIZES_WITH_PLACE, ...EVENT_SIZES_WITHOUT_PLACE];
      const fits = sizes.find((size) => `CON ${toAscii(body(size)).trim()}`.length <= SCREEN_LIMIT);
      return screen('CON', body(fits ?? sizes[sizes.length - 1]!));
    }
    case 'rsvp_name':
      return screen('CON', `${problem ?? w.askRsvpName}${back}`);
  }
}
