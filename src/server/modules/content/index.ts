/**
 * What the public pages read (server rendering, the sitemap, page caches): published items only.
 * The API routes are in routes.ts; how it all works is in docs/content.md.
 */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contentEvents, contentUpdates } from '../../db/schema';

export { publishedEvents, findPublishedEvent } from './events';
export { publishedUpdates, findPublishedUpdate } from './updates';
export { listGalleryPhotos as publishedGalleryPhotos } from './gallery';
export { bumpRevision, contentVersion } from './revision';
export { renderMarkdown } from './markdown';
export { contentRoutes as contentPlugin } from './routes';

export interface SitemapEntry {
  /** The page's path, e.g. /events/youth-business-pitch-day. */
  path: string;
  /** When the item last changed (YYYY-MM-DD), for <lastmod>. */
  lastModified: string;
}

/** Every published event and update page, for the sitemap. */
export async function contentSitemap(db: Db): Promise<SitemapEntry[]> {
  const [events, updates] = await Promise.all([
    db
      .select({ slug: contentEvents.slug, updatedAt: contentEvents.updatedAt })
      .from(contentEvents)
      .where(eq(contentEvents.published, true))
      .orderBy(desc(contentEvents.date)),
    db
      .select({ slug: contentUpdates.slug, updatedAt: contentUpdates.updatedAt })
      .from(contentUpdates)
      .where(eq(contentUpdates.published, true))
      .orderBy(desc(contentUpdates.date)),
  ]);
  return [
    ...events.map((e) => ({ path: `/events/${e.slug}`, lastModified: e.updatedAt.toISOString().slice(0, 10) })),
    ...updates.map((u) => ({ path: `/updates/${u.slug}`, lastModified: u.updatedAt.toISOString().slice(0, 10) })),
  ];
}
