/**
 * The tags of the public pages' cache (modules/pages): each rendered page carries the tags of what
 * it shows, and each write route says which tags it makes stale with its route option
 * `config.invalidates`. The pages module drops those pages when the write answers 2xx, before the
 * answer leaves, and logs the tags for the other instances; it knows no other module's URLs.
 *
 * Here, below the modules, so that the modules which write (content, chapters, leaders) and the
 * one which renders (pages, which reads them) share the names without importing each other.
 */
import type { FastifyRequest } from 'fastify';

/** A section's lists (home, /events, /updates and /achievements, /about, /gallery, the sitemap). */
export type SectionTag = 'events' | 'updates' | 'gallery';
export type PageTag =
  | SectionTag
  /** Every page: they all list the chapters. */
  | 'chapters'
  /** The team page (/structure): the leader records. */
  | 'leaders'
  /** Pages that depend on today's date (which events are upcoming), dropped when it changes in Nairobi. */
  | 'today'
  /** One event's own page, by the event's id. */
  | `event:${string}`;

export const CHAPTERS_TAG = 'chapters' satisfies PageTag;
export const LEADERS_TAG = 'leaders' satisfies PageTag;
export const TODAY_TAG = 'today' satisfies PageTag;
export const eventTag = (id: string): PageTag => `event:${id}`;

/** The tags a write makes stale: fixed, or worked out from the request (an item's own page). */
export type PageInvalidation = readonly PageTag[] | ((request: FastifyRequest) => readonly PageTag[]);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The public pages this write route makes stale when it succeeds (lib/page-tags.ts). */
    invalidates?: PageInvalidation;
  }
}

/** The tags a request's route declares, or null when it declares none. */
export function tagsOf(request: FastifyRequest): readonly PageTag[] | null {
  const declared = request.routeOptions.config.invalidates;
  if (!declared) return null;
  return typeof declared === 'function' ? declared(request) : declared;
}
