/**
 * Page invalidation by declaration: a write route names the public pages it makes stale
 * (`config.invalidates`, src/server/lib/page-tags.ts) and the pages module drops them when the
 * write succeeds, before its answer leaves; it matches no URLs of its own. Test routes here change
 * nothing themselves: a chapter renamed behind the cache's back shows only on the pages a route
 * declared stale. Needs `npm run build` (the SSR bundle and the page template).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chapters, pageInvalidations } from '../../src/server/db/schema';
import { eventTag } from '../../src/server/lib/page-tags';
import { browserHeaders, createTestApp, type TestApp } from '../helpers/app';
import { adminClient } from '../helpers/admin';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    routes: async (app) => {
      app.post('/test/gallery-changed', { config: { access: 'public', invalidates: ['gallery'] } }, async () => ({ ok: true }));
      app.post(
        '/test/events/:id/changed',
        { config: { access: 'public', invalidates: (request) => [eventTag((request.params as { id: string }).id)] } },
        async () => ({ ok: true }),
      );
      app.post('/test/gallery-refused', { config: { access: 'public', invalidates: ['gallery'] } }, async (_request, reply) =>
        reply.code(409).send({ error: { code: 'conflict', message: 'Refused.' } }),
      );
      app.post('/test/undeclared', { config: { access: 'public' } }, async () => ({ ok: true }));
    },
  });
});
afterAll(async () => t?.close());

const page = (url: string) => t.app.inject({ method: 'GET', url });
const post = (url: string) => t.app.inject({ method: 'POST', url, headers: browserHeaders(), payload: {} });

/** Renames a chapter in the database only: no route runs, so no page is dropped by it. */
async function renameChapterQuietly(name: string): Promise<void> {
  const [chapter] = await t.database.db.select().from(chapters).limit(1);
  await t.database.db.update(chapters).set({ name }).where(eq(chapters.id, chapter!.id));
}

describe('a write route that declares the pages it makes stale', () => {
  it('drops exactly those pages on success, before its answer, and logs them for other instances', async () => {
    for (const url of ['/gallery', '/events', '/contact']) expect((await page(url)).statusCode).toBe(200);
    const cache = t.app.contentPages!;
    await renameChapterQuietly('Gatimbi Youth Voice');

    // Neither a route that declares nothing nor a refused write drops a page.
    expect((await post('/test/undeclared')).statusCode).toBe(200);
    expect((await post('/test/gallery-refused')).statusCode).toBe(409);
    expect(cache.has('/gallery')).toBe(true);
    expect((await page('/gallery')).body).not.toContain('Gatimbi Youth Voice');

    const logged = (await t.database.db.select().from(pageInvalidations)).length;
    expect((await post('/test/gallery-changed')).statusCode).toBe(200);
    expect(cache.has('/gallery')).toBe(false);
    expect(cache.has('/events')).toBe(true);
    expect(cache.has('/contact')).toBe(true);
    expect((await page('/gallery')).body).toContain('Gatimbi Youth Voice');
    expect((await page('/events')).body).not.toContain('Gatimbi Youth Voice');
    const rows = await t.database.db.select().from(pageInvalidations);
    expect(rows).toHaveLength(logged + 1);
    expect(rows.at(-1)!.tags).toEqual(['gallery']);
  });

  it('works the tags out from the request when the route gives a function', async () => {
    const admin = await adminClient(t);
    const created = await admin.call('POST', '/api/content/events', {
      title: 'Kianjai Football Clinic',
      date: '2027-03-06',
      startTime: '09:00',
      endTime: '12:00',
      location: 'Kianjai Stadium',
      category: 'community',
      excerpt: 'Coaches from the county league train young players.',
      body: 'Bring boots.',
      published: true,
    });
    expect(created.statusCode).toBe(201);
    const { event } = created.json() as { event: { id: string; slug: string } };
    const detail = `/events/${event.slug}`;
    for (const url of [detail, '/gallery']) expect((await page(url)).statusCode).toBe(200);
    const cache = t.app.contentPages!;
    await renameChapterQuietly('Kianjai Youth Voice');

    expect((await post(`/test/events/${event.id}/changed`)).statusCode).toBe(200);
    expect(cache.has(detail)).toBe(false);
    expect(cache.has('/gallery')).toBe(true);
    expect((await page(detail)).body).toContain('Kianjai Youth Voice');
  });
});
