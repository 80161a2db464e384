/**
 * Officials' text on a Kiswahili page when they wrote no Kiswahili version (docs/i18n.md, "What
 * officials write"): the server marks the item `englishOnly`; the page says so in its own
 * language, and marks the English text lang="en" so that a screen reader pronounces it as English.
 * An English page never gets such an item, so it shows neither.
 */
import { partsMessages } from '../../shared/page-messages/parts';

interface Marked {
  englishOnly?: true;
}

/** The `lang` of an item's texts: English when it has no version in the page's language, else the page's. */
export const langOf = (item: Marked): 'en' | undefined => (item.englishOnly ? 'en' : undefined);

/** "Inapatikana kwa Kiingereza tu", beside the item's category or date. */
export function EnglishOnly({ item }: { item: Marked }) {
  return item.englishOnly ? <span className="english-only">{partsMessages.englishOnly}</span> : null;
}
