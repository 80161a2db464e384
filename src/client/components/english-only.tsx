/**
 * Officials' text on a Kiswahili page that is in English (docs/i18n.md, "What officials write"),
 * marked lang="en" so that a screen reader pronounces it as English. Three kinds:
 *
 * - an item with no Kiswahili version: the server marks it `englishOnly`; the page says so in its
 *   own language and marks the texts that have a Kiswahili twin (`langOf`, `EnglishOnly`);
 * - a field with a Kiswahili twin of its own (an event's place, an update's impact line) that has
 *   none on this item: the server names it in `englishFields` and the page marks it, with no
 *   notice (`fieldLang`); the server chose the text too (modules/pages/content-language.ts);
 * - a field that has no Kiswahili twin at all (an update's details, a story picture's alt text, a
 *   leader position officials no longer offer): English on every page, whatever the item, so it
 *   is marked on every page in another language (`untranslatedLang`).
 *
 * An English page shows none of the marks: the page's own lang="en" already says it.
 */
import { ACTIVE_LOCALE } from '../../shared/active-locale';
import { DEFAULT_LOCALE } from '../../shared/locale';
import { partsMessages } from '../../shared/page-messages/parts';

interface Marked {
  englishOnly?: true;
}

/** The `lang` of an item's texts: English when it has no version in the page's language, else the page's. */
export const langOf = (item: Marked): 'en' | undefined => (item.englishOnly ? 'en' : undefined);

/**
 * The `lang` of a field with a twin of its own (`location` of an event, `impact` of an update):
 * English when the server found no text for it in the page's language, else the page's.
 */
export const fieldLang = <F extends string>(item: { englishFields?: readonly F[] }, field: F): 'en' | undefined =>
  item.englishFields?.includes(field) ? 'en' : undefined;

/**
 * The `lang` of a field that has no Kiswahili twin: English on a page in another language, nothing
 * on an English page. The build knows its language (ACTIVE_LOCALE), so this is fixed per build.
 */
export const untranslatedLang: 'en' | undefined = ACTIVE_LOCALE === DEFAULT_LOCALE ? undefined : 'en';

/** "Inapatikana kwa Kiingereza tu", beside the item's category or date. */
export function EnglishOnly({ item }: { item: Marked }) {
  return item.englishOnly ? <span className="english-only">{partsMessages.englishOnly}</span> : null;
}
