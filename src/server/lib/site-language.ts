/**
 * Which language a request is in (docs/i18n.md).
 *
 * Pages: by address. Kiswahili pages live under /sw: the app rewrites /sw/<path> to /<path> before
 * routing (`rewriteLanguageUrl`, Fastify's rewriteUrl) and remembers the language on the request,
 * so every page route, the pages module's and any other module's (/rsvp/<token>, the RSVP form's
 * post), answers its /sw twin with no route of its own; the page renderer reads the language
 * (`pageLocaleOf`) and a redirect the route answers stays in it (`registerLanguageRedirects`). The
 * API and the dashboard have no twin: /sw/api/… and /sw/admin/… are unknown addresses.
 *
 * API answers: by the request's Accept-Language (`preferredLocale`), which the Kiswahili build of
 * the client sends with every call.
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, LANGUAGES, LOCALES, localeOfPath, pathIn, withoutLocale, type Locale } from '../../shared/locale';

const PAGE_LOCALE = Symbol('myv.pageLocale');
type TaggedRequest = IncomingMessage & { [PAGE_LOCALE]?: Locale };

/** Paths that exist in one language only: the API and the officials' dashboard. */
const UNTRANSLATED = /^\/(api|admin)(\/|$)/;

/** Fastify's rewriteUrl: /sw/about?x → /about?x, the request marked as Kiswahili; anything else as it came. */
export function rewriteLanguageUrl(raw: IncomingMessage): string {
  const url = raw.url ?? '/';
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  const locale = localeOfPath(pathname);
  if (locale === DEFAULT_LOCALE) return url;
  const rest = withoutLocale(pathname);
  if (UNTRANSLATED.test(rest)) return url;
  (raw as TaggedRequest)[PAGE_LOCALE] = locale;
  return queryAt === -1 ? rest : rest + url.slice(queryAt);
}

/** The language of the page asked for: Kiswahili for /sw/…, else English. */
export const pageLocaleOf = (request: FastifyRequest): Locale => (request.raw as TaggedRequest)[PAGE_LOCALE] ?? DEFAULT_LOCALE;

/**
 * The language an Accept-Language header prefers among ours, or null when it names none of them
 * ("fr, de"). Highest weight first; among equal weights, the earlier one; a region (sw-TZ) counts
 * for its language; `*` matches nothing in particular.
 */
export function preferredLocale(header: string | string[] | undefined): Locale | null {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const ranges = text
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      // A weight that is not a number (q=abc) leaves the range out, as a refusal would.
      const weight = params.find((p) => /^\s*q\s*=/.test(p));
      const q = weight === undefined ? 1 : /^\s*q\s*=\s*([01](\.\d{0,3})?)\s*$/.test(weight) ? Number(weight.split('=')[1]) : NaN;
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', q, index };
    })
    .filter((range) => range.language && range.q > 0 && Number.isFinite(range.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const range of ranges) {
    const locale = LOCALES.find((l) => LANGUAGES[l].lang === range.language);
    if (locale) return locale;
  }
  return null;
}

/** The language of an API answer (its error messages): the page's for a /sw address, else Accept-Language's. */
export function answerLocaleOf(request: FastifyRequest): Locale {
  const page = pageLocaleOf(request);
  return page !== DEFAULT_LOCALE ? page : (preferredLocale(request.headers['accept-language']) ?? DEFAULT_LOCALE);
}

/** A redirect's site-relative Location, in the language of the page that answered it (/ → /sw). */
export function locationIn(locale: Locale, location: string): string {
  if (locale === DEFAULT_LOCALE || !location.startsWith('/') || location.startsWith('//')) return location;
  const queryAt = location.search(/[?#]/);
  const pathname = queryAt === -1 ? location : location.slice(0, queryAt);
  if (UNTRANSLATED.test(pathname) || localeOfPath(pathname) !== DEFAULT_LOCALE) return location;
  return pathIn(locale, pathname) + (queryAt === -1 ? '' : location.slice(queryAt));
}

/** A redirect answered to a Kiswahili page leads to the Kiswahili twin (a renamed slug, /rsvp/<token> after a form). */
export function registerLanguageRedirects(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const locale = pageLocaleOf(request);
    const location = reply.getHeader('location');
    if (locale !== DEFAULT_LOCALE && typeof location === 'string') reply.header('location', locationIn(locale, location));
    return payload;
  });
}
