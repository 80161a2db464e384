/**
 * What the public pages read from the database: published content and the chapters. The content
 * and chapters modules provide these reads; this interface is all the page renderer depends on.
 */
import type { EventView, PhotoView, UpdateView } from '../../../shared/content-view';
import type { TeamMemberView } from '../../../shared/team';

/** An item by slug: found, renamed (its new slug), or absent (never existed, unpublished or deleted). */
type BySlug<T> = { item: T } | { movedTo: string } | null;

export interface PublicContent {
  /** Published events, in the order the list shows them. */
  events(): Promise<EventView[]>;
  event(slug: string): Promise<BySlug<EventView>>;
  /** Published updates (achievements), newest first. */
  updates(): Promise<UpdateView[]>;
  update(slug: string): Promise<BySlug<UpdateView>>;
  photos(): Promise<PhotoView[]>;
  /** The leaders the team page shows, in the order it shows them (modules/leaders). */
  team(): Promise<TeamMemberView[]>;
  /** The names of the chapters every public page lists (footer, About, /membership). */
  chapters(): Promise<string[]>;
  /** Moves on with every write to content, on any instance (see invalidation-log.ts). */
  version(): Promise<number>;
}
