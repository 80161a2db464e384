/**
 * The starting content of a new site: loaded once, also when two instances start together, and
 * never again afterwards (what officials delete stays deleted).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentEvents, contentSlugs, contentUpdates, galleryPhotos, settings } from '../../src/server/db/schema';
import { contentVersion } from '../../src/server/modules/content';
import { CONTENT_SEEDED_KEY, seedContent } from '../../src/server/modules/content/seed';
import { createTestDatabase, type TestDatabase } from '../helpers/db';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const counts = async () => ({
  events: (await database.db.select({ id: contentEvents.id }).from(contentEvents)).length,
  updates: (await database.db.select({ id: contentUpdates.id }).from(contentUpdates)).length,
  gallery: (await database.db.select({ id: galleryPhotos.id }).from(galleryPhotos)).length,
});

describe('content seed', () => {
  it('two instances starting at once load the content exactly once', async () => {
    expect(await counts()).toEqual({ events: 0, updates: 0, gallery: 0 });
    const results = await Promise.all([seedContent(database.db), seedContent(database.db)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await counts()).toEqual({ events: 6, updates: 6, gallery: 43 });
    expect(await database.db.select().from(settings).where(eq(settings.key, CONTENT_SEEDED_KEY))).toHaveLength(1);
    expect(await contentVersion(database.db)).toBe(1);
  });

  it('each seeded event and update keeps its first slug and its numeric id as an old slug', async () => {
    const slugs = await database.db.select({ kind: contentSlugs.kind, slug: contentSlugs.slug }).from(contentSlugs);
    for (const kind of ['event', 'update'] as const) {
      const mine = slugs.filter((s) => s.kind === kind).map((s) => s.slug);
      expect(mine).toEqual(expect.arrayContaining(['1', '2', '3', '4', '5', '6']));
      expect(mine).toHaveLength(12);
    }
  });

  it('a later start loads nothing: a deleted seeded event stays deleted', async () => {
    const [first] = await database.db.select({ id: contentEvents.id }).from(contentEvents).limit(1);
    await database.db.delete(contentEvents).where(eq(contentEvents.id, first!.id));
    expect(await seedContent(database.db)).toBe(false);
    expect((await counts()).events).toBe(5);
  });
});
