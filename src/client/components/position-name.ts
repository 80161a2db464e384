/**
 * A leader's position in the page's language (the team page, a leadership card's check): the
 * officials' fixed list of positions (LEADER_POSITIONS) has its words in the catalogue; a position
 * officials no longer offer, kept on old records, has no twin and is shown as written, in English,
 * marked so on a page in another language. Apart from english-only.tsx so that only the pages that
 * show a position load the positions' words.
 */
import { positionNames } from '../../shared/page-messages/positions';
import { untranslatedLang } from './english-only';

export function positionName(position: string): { text: string; lang: 'en' | undefined } {
  const known: string | undefined = Object.hasOwn(positionNames, position)
    ? positionNames[position as keyof typeof positionNames]
    : undefined;
  return known === undefined ? { text: position, lang: untranslatedLang } : { text: known, lang: undefined };
}
