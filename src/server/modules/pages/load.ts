/**
 * What a server-rendered path shows, read from the database through PublicContent: the page's
 * data and metadata and the tags its cache entry carries, a 301 to a renamed slug, or a 404 for
 * an unpublished or deleted item. Every public page shows the chapters (the footer), so every
 * page carries the 'chapters' tag.
 */
import { RELATED_UPDATES_LIMIT } from '../../../shared/constants';
import { relatedUpdates, splitEvents, type PageData } from '../../../shared/content-view';
import { sdgPaths, type PageMeta } from '../../../shared/pages';
import { DEFAULT_LOCALE, type Locale } from '../../../shared/locale';
import type { PageMetaSource } from './renderer';
import type { PublicContent } from './source';
import { inLanguage } from './content-language';
import { CHAPTERS_TAG, LEADERS_TAG, TODAY_TAG, eventTag, type PageTag } from '../../lib/page-tags';

export type PageResult =
  /** data null: a page with no content of its own (contact, privacy…), the chapters aside. */
  | { status: 200; data: PageData | null; meta: PageMeta; tags: PageTag[] }
  | { status: 301; location: string }
  | { status: 404; section: 'events' | 'updates' };

/** The paths this module renders (the routes with render: 'server'); anything else gets the shell. */
export const LIST_PATHS = ['/', '/about', '/events', '/updates', '/achievements', '/gallery'] as const;
/**
 * Pages without content of their own: fixed text, a form, the chapters in the footer (sign-in
 * shows no footer, but is rendered the same way so its form paints before the app starts).
 */
export const FIXED_PATHS = [
  '/contact',
  '/structure',
  '/privacy',
  '/membership',
  '/unauthorized',
  '/renew',
  '/my-card',
  '/admin/login',
] as const;
/**
 * The query parameters a page's HTML depends on: /renew?id=… opens with the ID number filled in.
 * Such a request is rendered for itself and not cached; every other parameter is ignored.
 */
export const QUERY_PARAMS: Partial<Record<string, readonly string[]>> = { '/renew': ['id'] };
/** The SDG category pages: one route, the paths of src/shared/sdg.ts (any other gets the shell). */
export const SDG_ROUTE = '/sdg/:goal/:category';
const FIXED = new Set<string>([...FIXED_PATHS, ...sdgPaths()]);
export const DETAIL_PREFIXES = ['/events/', '/updates/', '/achievements/'] as const;

/** Items shown in the home page's tabs and the About page's key achievements. */
const HOME_ITEMS = 3;
const ABOUT_ITEMS = 4;

/**
 * `today`: the date in Nairobi (YYYY-MM-DD), which decides the upcoming events. `path` is the
 * English site's path (/about, also for /sw/about); the metadata comes from `metaSource`, the
 * page's language (renderer.ts). The data is the same in every language.
 */
export async function loadPage(
  path: string,
  content: PublicContent,
  today: string,
  metaSource: PageMetaSource,
  /** The page's language: the event page's form is drawn in it. */
  locale: Locale = DEFAULT_LOCALE,
): Promise<PageResult | undefined> {
  const result = await loadContent(path, content, today, metaSource, locale);
  return result?.status === 200 ? { ...result, tags: [...result.tags, CHAPTERS_TAG] } : result;
}

async function loadContent(
  path: string,
  content: PublicContent,
  today: string,
  { findPageMeta, eventMeta, updateMeta }: PageMetaSource,
  locale: Locale,
): Promise<PageResult | undefined> {
  const meta = findPageMeta(path);
  // Officials' content in the page's language (the cache keeps each language's page apart).
  const local = {
    events: async () => (await content.events()).map((e) => inLanguage(e, locale)),
    updates: async () => (await content.updates()).map((u) => inLanguage(u, locale)),
    photos: async () => (await content.photos()).map((p) => inLanguage(p, locale)),
  };
  // Listed with the fixed pages for its route, but drawn from the leader records.
  if (path === '/structure')
    return { status: 200, data: { kind: 'team', team: await content.team() }, meta: meta!, tags: [LEADERS_TAG] };
  if (FIXED.has(path)) return { status: 200, data: null, meta: findPageMeta(path)!, tags: [] };
  switch (path) {
    case '/': {
      const [updates, events] = await Promise.all([local.updates(), local.events()]);
      return {
        status: 200,
        data: {
          kind: 'home',
          updates: updates.slice(0, HOME_ITEMS),
          events: splitEvents(events, today).upcoming.slice(0, HOME_ITEMS),
        },
        meta: meta!,
        tags: ['events', 'updates', TODAY_TAG],
      };
    }
    case '/about':
      return {
        status: 200,
        data: { kind: 'about', updates: (await local.updates()).slice(0, ABOUT_ITEMS) },
        meta: meta!,
        tags: ['updates'],
      };
    case '/events':
      return {
        status: 200,
        data: { kind: 'events', ...splitEvents(await local.events(), today) },
        meta: meta!,
        tags: ['events', TODAY_TAG],
      };
    case '/updates':
    case '/achievements':
      return { status: 200, data: { kind: 'updates', updates: await local.updates() }, meta: meta!, tags: ['updates'] };
    case '/gallery':
      return { status: 200, data: { kind: 'gallery', photos: await local.photos() }, meta: meta!, tags: ['gallery'] };
  }
  const prefix = DETAIL_PREFIXES.find((p) => path.startsWith(p));
  if (!prefix) return undefined;
  const slug = path.slice(prefix.length);
  if (!slug || slug.includes('/')) return undefined;
  if (prefix === '/events/') {
    const found = await content.event(slug);
    if (!found) return { status: 404, section: 'events' };
    if ('movedTo' in found) return { status: 301, location: `${prefix}${found.movedTo}` };
    const event = inLanguage(found.item, locale);
    return {
      status: 200,
      data: { kind: 'event', event, rsvp: await content.eventRsvp(event.id, locale) },
      meta: eventMeta(event),
      tags: [eventTag(event.id)],
    };
  }
  const found = await content.update(slug);
  if (!found) return { status: 404, section: 'updates' };
  if ('movedTo' in found) return { status: 301, location: `${prefix}${found.movedTo}` };
  // The related list shows other updates, so an update's page changes with any update.
  const update = inLanguage(found.item, locale);
  const related = relatedUpdates(update, await local.updates(), RELATED_UPDATES_LIMIT);
  return { status: 200, data: { kind: 'update', update, related }, meta: updateMeta(update), tags: ['updates'] };
}
