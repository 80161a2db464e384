/**
 * Officials' content in the page's language (docs/i18n.md, "What officials write"): an item
 * carries its Kiswahili version beside the English one, and a page takes the one it shows. A
 * Kiswahili page shows the Kiswahili version when there is one, else the English text marked
 * `englishOnly` (the page says so and marks the text lang="en"); an English page always shows
 * English. The page's data holds one language only, so the other never ships.
 */
import type { EventView, PhotoView, UpdateView } from '../../../shared/content-view';
import { DEFAULT_LOCALE, type Locale } from '../../../shared/locale';

/** An item as read, with its Kiswahili texts (null: it has no Kiswahili version). */
export type Bilingual<T, K extends keyof T> = T & { sw: Pick<T, K> | null };
export type StoryTexts = 'title' | 'excerpt' | 'bodyHtml';
export type PhotoTexts = 'alt' | 'description';

/** The item as a page in `locale` shows it. */
export function inLanguage<T extends EventView | UpdateView | PhotoView, K extends keyof T>(
  item: Bilingual<T, K>,
  locale: Locale,
): T {
  const { sw, ...english } = item;
  const view = english as unknown as T;
  if (locale === DEFAULT_LOCALE) return view;
  return sw ? { ...view, ...sw } : { ...view, englishOnly: true };
}
