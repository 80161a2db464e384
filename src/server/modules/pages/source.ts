/**
 * What the public pages read from the database: published content and the chapters. The content
 * and chapters modules provide these reads; this interface is all the page renderer depends on.
 */
import type { TeamMemberView } from '../../../shared/team';
import type { Locale } from '../../../shared/locale';
import type { BilingualEvent, BilingualPhoto, BilingualUpdate } from './content-language';

/** An item by slug: found, renamed (its new slug), or absent (never existed, unpublished or deleted). */
type BySlug<T> = { item: T } | { movedTo: string } | null;

/** Content items come with their Kiswahili texts; loadPage keeps the page's language (content-language.ts). */
export interface PublicContent {
  /** Published events, in the order the list shows them. */
  events(): Promise<BilingualEvent[]>;
  event(slug: string): Promise<BySlug<BilingualEvent>>;
  /** The event page's "I'm coming" form with the places left (modules/events); null: no RSVP. */
  /** The event page's form, in the page's language. */
  eventRsvp(eventId: string, locale?: Locale): Promise<{ html: string } | null>;
  /** Published updates (achievements), newest first. */
  updates(): Promise<BilingualUpdate[]>;
  update(slug: string): Promise<BySlug<BilingualUpdate>>;
  photos(): Promise<BilingualPhoto[]>;
  /** The leaders the team page shows, in the order it shows them (modules/leaders). */
  team(): Promise<TeamMemberView[]>;
  /** The names of the chapters every public page lists (footer, About, /membership). */
  chapters(): Promise<string[]>;
  /** Moves on with every write to content, on any instance (see invalidation-log.ts). */
  version(): Promise<number>;
}
