/**
 * Officials' content in the page's language (docs/i18n.md, "What officials write"): an item
 * carries its Kiswahili texts beside the English ones, and a page takes the ones it shows. The
 * page's data holds one language only, so the other never ships. Two kinds of Kiswahili text:
 *
 * - the version (title, summary, body; a photo's alt text and caption), whole or absent: a
 *   Kiswahili page shows it when there is one, else the English texts marked `englishOnly` (the
 *   page says so and marks them lang="en");
 * - a field's own twin (an event's place, an update's impact line), present or not whatever the
 *   version: a Kiswahili page shows it when there is one, else the English text with the field
 *   named in `englishFields` (the page marks it lang="en", with no notice).
 *
 * An English page always shows English and carries neither mark.
 */
import type { EventView, PhotoView, UpdateView } from '../../../shared/content-view';
import { DEFAULT_LOCALE, type Locale } from '../../../shared/locale';

/**
 * An item as read: its Kiswahili version (null: it has none) and the Kiswahili twin of each of
 * its fields `F` that has one of its own (null: none).
 */
export type Bilingual<T, K extends keyof T, F extends keyof T = never> = T & {
  sw: Pick<T, K> | null;
  twins: { [P in F]: string | null };
};
export type StoryTexts = 'title' | 'excerpt' | 'bodyHtml';
export type PhotoTexts = 'alt' | 'description';
export type BilingualEvent = Bilingual<EventView, StoryTexts, 'location'>;
export type BilingualUpdate = Bilingual<UpdateView, StoryTexts, 'impact'>;
export type BilingualPhoto = Bilingual<PhotoView, PhotoTexts>;

/** The item as a page in `locale` shows it. */
export function inLanguage<T extends EventView | UpdateView | PhotoView, K extends keyof T, F extends keyof T & string = never>(
  item: Bilingual<T, K, F>,
  locale: Locale,
): T {
  const { sw, twins, ...english } = item;
  const view = english as unknown as T;
  if (locale === DEFAULT_LOCALE) return view;
  const shown: Record<string, unknown> = sw ? { ...view, ...sw } : { ...view, englishOnly: true };
  const englishFields: string[] = [];
  for (const [field, twin] of Object.entries(twins) as [F, string | null][]) {
    if (twin) shown[field] = twin;
    // A blank English field (plain news has no impact line) is not shown, so there is nothing to mark.
    else if (view[field]) englishFields.push(field);
  }
  if (englishFields.length > 0) shown.englishFields = englishFields;
  return shown as T;
}
