/**
 * Loads the starting content (seed-data.ts) into a new site's database, once. A settings row
 * marks it done, inserted in the same transaction as the content: when two instances start
 * together, the second waits on that row's key and then finds it taken, so nothing is loaded
 * twice; and content officials delete later never comes back on a restart.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { contentEvents, contentUpdates, galleryPhotos, settings } from '../../db/schema';
import { renderMarkdown } from './markdown';
import { bumpRevision } from './revision';
import { seedEvents, seedGallery, seedUpdates, type SeedPicture } from './seed-data';
import { reserveSlugs } from './slugs';

export const CONTENT_SEEDED_KEY = 'content_seeded';

const picture = (image: SeedPicture) => ({
  imageUrl: image.url,
  imageWidth: image.width,
  imageHeight: image.height,
  imageAlt: image.alt,
});

/** Returns true when this call loaded the content, false when it was already there. */
export async function seedContent(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(settings)
      .values({ key: CONTENT_SEEDED_KEY, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning({ key: settings.key });
    if (!claimed.length) return false;

    const started = Date.now();
    for (const event of seedEvents) {
      const id = randomUUID();
      const { legacyId, image, ...fields } = event;
      await tx
        .insert(contentEvents)
        .values({ id, ...fields, bodyHtml: renderMarkdown(fields.body), ...picture(image), published: true });
      // The current slug, and the numeric id the first site's links used.
      await reserveSlugs(tx, 'event', id, [fields.slug, String(legacyId)]);
    }
    for (const update of seedUpdates) {
      const id = randomUUID();
      const { legacyId, image, ...fields } = update;
      await tx
        .insert(contentUpdates)
        .values({ id, ...fields, bodyHtml: renderMarkdown(fields.body), ...picture(image), published: true });
      await reserveSlugs(tx, 'update', id, [fields.slug, String(legacyId)]);
    }
    // Creation times one millisecond apart keep the first site's order among photos of one day.
    await tx.insert(galleryPhotos).values(
      seedGallery.map((photo, index) => ({
        imageUrl: photo.url,
        imageWidth: photo.width,
        imageHeight: photo.height,
        alt: photo.alt,
        category: photo.category,
        date: photo.date,
        description: photo.description,
        createdAt: new Date(started + index),
        updatedAt: new Date(started + index),
      })),
    );
    await bumpRevision(tx);
    return true;
  });
}
