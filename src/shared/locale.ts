/**
 * The languages the site speaks, as BCP 47 tags that both the message catalogues (catalogue.ts)
 * and the date formats (dates.ts) take: English, and Kiswahili (docs/i18n.md).
 */
export type Locale = 'en-KE' | 'sw-KE';

/** The language of every text and date until a page asks for another. */
export const DEFAULT_LOCALE: Locale = 'en-KE';

/** Every language, the default first (sitemaps, hreflang alternates and the switch list them in this order). */
export const LOCALES: readonly Locale[] = ['en-KE', 'sw-KE'];

/**
 * How each language shows in addresses and markup: the path prefix of its pages ('' for the
 * default, which keeps the addresses the site always had), `<html lang>` and hreflang, Open
 * Graph's locale, and its own name, written as its speakers write it (the switch offers each
 * language in its own words, so a reader who does not read the page's language still finds theirs).
 */
export const LANGUAGES: Record<Locale, { prefix: '' | `/${string}`; lang: string; ogLocale: string; name: string }> = {
  'en-KE': { prefix: '', lang: 'en', ogLocale: 'en_KE', name: 'English' },
  'sw-KE': { prefix: '/sw', lang: 'sw', ogLocale: 'sw_KE', name: 'Kiswahili' },
};

/** The language a site path belongs to: /sw and /sw/… are Kiswahili, anything else English. */
export function localeOfPath(pathname: string): Locale {
  for (const locale of LOCALES) {
    const { prefix } = LANGUAGES[locale];
    if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`))) return locale;
  }
  return DEFAULT_LOCALE;
}

/** A site path without its language prefix: /sw/about → /about, /sw → /. */
export function withoutLocale(pathname: string): string {
  const { prefix } = LANGUAGES[localeOfPath(pathname)];
  return prefix ? pathname.slice(prefix.length) || '/' : pathname;
}

/** A page's path (as the English site writes it) in a language: /about → /sw/about, / → /sw. */
export function pathIn(locale: Locale, pathname: string): string {
  const { prefix } = LANGUAGES[locale];
  if (!prefix) return pathname;
  return pathname === '/' ? prefix : `${prefix}${pathname}`;
}
