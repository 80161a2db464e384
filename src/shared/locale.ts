/**
 * The languages the site speaks, as BCP 47 tags that both the message catalogues (catalogue.ts)
 * and the date formats (dates.ts) take. Adding Kiswahili is adding 'sw-KE' here and its catalogue.
 */
export type Locale = 'en-KE';

/** The language of every text and date until a page asks for another. */
export const DEFAULT_LOCALE: Locale = 'en-KE';
