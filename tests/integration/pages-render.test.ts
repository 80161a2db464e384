/**
 * Officials' content pages rendered on the server from the database: the text is in the HTML,
 * a write invalidates exactly the pages it changed (on this instance at once, on another after
 * its next version check), a renamed slug answers 301 and an unpublished or deleted item 404.
 * Needs `npm run build` (the SSR bundle and the page template).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type ZodApp } from '../../src/server/app';
import { contentRevision, pageInvalidations } from '../../src/server/db/schema';
import { appRoutes } from '../../src/client/routes';
import { sdgPaths } from '../../src/shared/pages';
import { IMAGES_VERSION } from '../../src/shared/image-url';
import { VERSION_CHECK_MS } from '../../src/server/modules/pages/routes';
import { createTestApp, TestClock, type TestApp } from '../helpers/app';
import { adminClient, pngDataUrl } from '../helpers/admin';
import { messages } from '../../src/shared/messages';
import { REGISTRATION_FEE_KES } from '../../src/shared/constants';

let t: TestApp;
let admin: Awaited<ReturnType<typeof adminClient>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminClient(t);
});
afterAll(async () => t?.close());

const newEvent = (extra: Record<string, unknown> = {}) => ({
  title: 'Tharaka Water Harvesting Day',
  date: '2027-02-06',
  startTime: '09:00',
  endTime: '13:30',
  location: 'Kanyakine Primary School',
  category: 'community',
  excerpt: 'Members dig water pans and show farmers how to harvest rain.',
  body: 'Bring a **jembe**.\n\n<script>alert(1)</script>',
  published: true,
  ...extra,
});

const page = (app: ZodApp, url: string) => app.inject({ method: 'GET', url });

describe('content pages from the database', () => {
  it('puts a published event in the HTML of /events and of its own page, with its data for hydration', async () => {
    const created = await admin.call('POST', '/api/content/events', {
      ...newEvent(),
      image: await pngDataUrl(800, 600),
      imageAlt: 'Farmers digging a water pan',
    });
    expect(created.statusCode).toBe(201);
    const { event } = created.json() as { event: { id: string; slug: string } };

    const list = await page(t.app, '/events');
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toContain('text/html');
    expect(list.body).toContain('Tharaka Water Harvesting Day');
    expect(list.body).toContain('<title>Events — Meru Youth Voice</title>');

    const detail = await page(t.app, `/events/${event.slug}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.body).toContain('<h1>Tharaka Water Harvesting Day</h1>');
    expect(detail.body).toContain('<strong>jembe</strong>');
    expect(detail.body).toContain(`<link rel="canonical" href="http://localhost:3000/events/${event.slug}" />`);
    // Sizes and variants for the picture; the script never reaches the page.
    expect(detail.body).toMatch(/<img[^>]+srcSet="[^"]+ 400w/i);
    expect(detail.body).toMatch(/<img[^>]+width="800"[^>]+height="600"/);
    expect(detail.body).not.toContain('<script>alert(1)</script>');
    const json = /<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(detail.body)?.[1];
    expect(JSON.parse(json!).data.event.slug).toBe(event.slug);
  });

  it('escapes what an official wrote so it cannot close the data script', async () => {
    const created = await admin.call(
      'POST',
      '/api/content/events',
      newEvent({ title: 'Quiz night </script><script>alert(2)</script>' }),
    );
    const { event } = created.json() as { event: { slug: string } };
    const detail = await page(t.app, `/events/${event.slug}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.body).not.toContain('<script>alert(2)</script>');
    expect(detail.body).toContain('\\u003c/script\\u003e');
  });

  it('invalidates exactly the pages a write changed, and shows the change at once', async () => {
    const created = await admin.call('POST', '/api/content/events', newEvent({ title: 'Imenti Chess Open' }));
    const { event } = created.json() as { event: { id: string; slug: string } };
    for (const url of ['/events', `/events/${event.slug}`, '/gallery', '/updates', '/'])
      expect((await page(t.app, url)).statusCode).toBe(200);
    const cache = t.app.contentPages!;
    for (const url of ['/events', `/events/${event.slug}`, '/gallery', '/updates', '/']) expect(cache.has(url)).toBe(true);

    const edited = await admin.call(
      'PUT',
      `/api/content/events/${event.id}`,
      newEvent({ title: 'Imenti Chess Open', location: 'Nkubu Social Hall' }),
    );
    expect(edited.statusCode).toBe(200);
    // The event's list, its page and the home tabs go; the gallery and the updates stay.
    expect(cache.has('/events')).toBe(false);
    expect(cache.has(`/events/${event.slug}`)).toBe(false);
    expect(cache.has('/')).toBe(false);
    expect(cache.has('/gallery')).toBe(true);
    expect(cache.has('/updates')).toBe(true);
    expect((await page(t.app, `/events/${event.slug}`)).body).toContain('Nkubu Social Hall');
  });

  it('renders an update posted as plain news without empty impact, place or lists', async () => {
    const created = await admin.call('POST', '/api/content/updates', {
      title: 'Office Moves to Makutano',
      date: '2026-10-01',
      category: 'community',
      excerpt: 'Our office is now beside the Makutano stage.',
      body: 'Visit us from Monday to Friday.',
      published: true,
    });
    expect(created.statusCode).toBe(201);
    const html = (await page(t.app, '/updates')).body;
    // The list item of this update: from its title to its "Read the full story" link.
    const item = /Office Moves to Makutano<\/a><\/h2>(.*?)Read the full story/s.exec(html)?.[1];
    expect(item).toContain('Our office is now beside the Makutano stage.');
    expect(item).not.toContain('Impact:');
    expect(item).not.toContain('·');
    expect(item).not.toContain('detail-columns');
    // A seeded achievement still shows all of its details.
    expect(html).toContain('Impact:');
    expect(html).toContain('detail-columns');
  });

  it('/membership says the fee is paid every year, never that it is paid once', async () => {
    const html = (await page(t.app, '/membership')).body;
    expect(html).toContain(messages.membershipFeeSubtitle('Meru Youth Voice', REGISTRATION_FEE_KES));
    expect(html).toContain('a year');
    expect(html.toLowerCase()).not.toMatch(/one-time (registration )?fee/);
  });

  it('answers 301 from a renamed slug to the new one', async () => {
    const created = await admin.call('POST', '/api/content/events', newEvent({ title: 'Buuri Football Gala' }));
    const { event } = created.json() as { event: { id: string; slug: string } };
    const renamed = await admin.call(
      'PUT',
      `/api/content/events/${event.id}`,
      newEvent({ title: 'Buuri Football and Netball Gala' }),
    );
    const after = (renamed.json() as { event: { slug: string } }).event;
    expect(after.slug).not.toBe(event.slug);
    const old = await page(t.app, `/events/${event.slug}`);
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(`/events/${after.slug}`);
    expect((await page(t.app, `/events/${after.slug}`)).statusCode).toBe(200);
    const data = await t.app.inject({ method: 'GET', url: `/api/pages?path=/events/${event.slug}` });
    expect(data.json()).toEqual({ status: 301, location: `/events/${after.slug}` });
  });

  it('answers 404 with the not-found page once an event is unpublished or deleted', async () => {
    const created = await admin.call('POST', '/api/content/events', newEvent({ title: 'Maua Talent Show' }));
    const { event } = created.json() as { event: { id: string; slug: string } };
    expect((await page(t.app, `/events/${event.slug}`)).statusCode).toBe(200);

    await admin.call('PUT', `/api/content/events/${event.id}`, newEvent({ title: 'Maua Talent Show', published: false }));
    const hidden = await page(t.app, `/events/${event.slug}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).toContain('Event Not Found');
    expect(hidden.body).toContain('<meta name="robots" content="noindex" />');
    expect((await page(t.app, '/events')).body).not.toContain('Maua Talent Show');
    expect((await t.app.inject({ method: 'GET', url: `/api/pages?path=/events/${event.slug}` })).json()).toEqual({ status: 404 });

    await admin.call('PUT', `/api/content/events/${event.id}`, newEvent({ title: 'Maua Talent Show', published: true }));
    expect((await page(t.app, `/events/${event.slug}`)).statusCode).toBe(200);
    expect((await admin.call('DELETE', `/api/content/events/${event.id}`)).statusCode).toBe(200);
    expect((await page(t.app, `/events/${event.slug}`)).statusCode).toBe(404);
    expect((await page(t.app, '/updates/no-such-story')).statusCode).toBe(404);
  });

  it('lists published events and updates in sitemap.xml, and drops what is unpublished', async () => {
    const created = await admin.call('POST', '/api/content/events', newEvent({ title: 'Tigania Drama Festival' }));
    const { event } = created.json() as { event: { id: string; slug: string } };
    expect((await page(t.app, '/sitemap.xml')).body).toContain(`http://localhost:3000/events/${event.slug}</loc>`);
    await admin.call('PUT', `/api/content/events/${event.id}`, newEvent({ title: 'Tigania Drama Festival', published: false }));
    expect((await page(t.app, '/sitemap.xml')).body).not.toContain(`/events/${event.slug}<`);
  });

  it('refuses a bad write, stores nothing and keeps the cached pages', async () => {
    await page(t.app, '/events');
    const bad = await admin.call('POST', '/api/content/events', newEvent({ title: '' }));
    expect(bad.statusCode).toBe(400);
    expect(t.app.contentPages!.has('/events')).toBe(true);
  });
});

const embeddedChapters = (html: string): string[] => {
  const json = /<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(html)?.[1];
  return (JSON.parse(json!) as { site: { chapters: string[] } }).site.chapters;
};

describe('chapters on every public page', () => {
  const PAGES = ['/', '/about', '/contact', '/membership', '/privacy', '/sdg/1/poultry'];

  it('puts the live chapter list in the HTML of every public page, with it embedded for hydration', async () => {
    for (const url of PAGES) expect((await page(t.app, url)).statusCode).toBe(200);
    const added = await admin.call('POST', '/api/chapters', { name: 'Tigania East Youth Voice', leader: '' });
    expect(added.statusCode).toBe(201);
    const renamed = await admin.call('POST', '/api/chapters', { name: 'Maua Youth Voice', leader: '' });
    const { chapter } = renamed.json() as { chapter: { id: string } };
    expect(
      (await admin.call('PUT', `/api/chapters/${chapter.id}`, { name: 'Maua North Youth Voice', leader: '' })).statusCode,
    ).toBe(200);

    for (const url of PAGES) {
      const html = await page(t.app, url);
      expect(html.statusCode, url).toBe(200);
      // The server's HTML alone, before any script runs: the footer names every chapter.
      const footer = /<footer[\s\S]*<\/footer>/.exec(html.body)?.[0] ?? '';
      expect(footer, url).toContain('Tigania East Youth Voice');
      expect(footer, url).toContain('Maua North Youth Voice');
      expect(html.body, url).not.toContain('Maua Youth Voice');
      expect(embeddedChapters(html.body), url).toEqual(
        expect.arrayContaining(['Tigania East Youth Voice', 'Maua North Youth Voice']),
      );
    }
    const about = (await page(t.app, '/about')).body;
    expect(about).toMatch(/Our (<!-- -->)?six(<!-- -->)? regional groups/);
    const membership = (await page(t.app, '/membership')).body;
    expect(membership).toMatch(/<option value="Maua North Youth Voice"/);
    // The pages' <head> and HEAD still answer.
    expect((await page(t.app, '/contact')).body).toContain('<link rel="canonical" href="http://localhost:3000/contact" />');
    expect((await t.app.inject({ method: 'HEAD', url: '/membership' })).statusCode).toBe(200);
    const unauthorized = await page(t.app, '/unauthorized');
    expect(unauthorized.statusCode).toBe(200);
    expect(unauthorized.body).toContain('<meta name="robots" content="noindex" />');
  });

  it("renders every route the client's route table marks as server-rendered", async () => {
    const paths = appRoutes
      // Per-item routes are covered with real items (above, /verify/… in pages-landing.test.ts, and
      // /rsvp/… in tests/e2e/event-rsvp.e2e.ts).
      .filter(
        (r) => r.render === 'server' && !r.path.includes(':slug') && !r.path.includes(':number') && !r.path.includes(':token'),
      )
      .flatMap((r) => (r.path === '/sdg/:goal/:category' ? sdgPaths() : [r.path]));
    expect(paths.length).toBeGreaterThan(20);
    let seenPictures = 0;
    for (const url of paths) {
      const html = await page(t.app, url);
      expect(html.statusCode, url).toBe(200);
      expect(embeddedChapters(html.body), url).toContain('Igembe Youth Voice');
      // The site's own pictures are named at this build's version, so browsers keep them a year.
      const pictures = [...html.body.matchAll(/(?:src|href|srcset)="(\/images\/[^"\s]+)/g)].map((m) => m[1]!);
      for (const picture of pictures) expect(picture, url).toMatch(new RegExp(`\\?v=${IMAGES_VERSION}$`));
      seenPictures += pictures.length;
    }
    expect(seenPictures).toBeGreaterThan(40);
    // Unknown paths are redirected home (pages-landing.test.ts), never rendered.
    expect((await page(t.app, '/no-such-page')).headers.location).toBe('/');
  });

  it('drops every cached page on a chapter write, before the answer is sent', async () => {
    for (const url of ['/events', '/gallery', '/contact', '/structure']) await page(t.app, url);
    const cache = t.app.contentPages!;
    for (const url of ['/events', '/gallery', '/contact', '/structure']) expect(cache.has(url)).toBe(true);
    const added = await admin.call('POST', '/api/chapters', { name: 'Nyambene Youth Voice', leader: '' });
    expect(added.statusCode).toBe(201);
    for (const url of ['/events', '/gallery', '/contact', '/structure']) expect(cache.has(url)).toBe(false);
    expect((await page(t.app, '/structure')).body).toContain('Nyambene Youth Voice');
    // A refused write drops nothing.
    await page(t.app, '/contact');
    expect((await admin.call('POST', '/api/chapters', { name: 'Nyambene Youth Voice', leader: '' })).statusCode).toBe(409);
    expect(cache.has('/contact')).toBe(true);
  });
});

/**
 * A second instance on the same database, with its own clock (moved past VERSION_CHECK_MS to make
 * its next request check the invalidation log), closed after `run`.
 */
async function withOtherInstance(run: (other: ZodApp, clock: TestClock) => Promise<void>): Promise<void> {
  const clock = new TestClock();
  const other = await buildApp(t.config, { db: t.database.db, now: clock.now });
  await other.ready();
  try {
    await run(other, clock);
  } finally {
    await other.close();
  }
}

describe('two instances on one database', () => {
  it('another instance shows a write after its next version check', () =>
    withOtherInstance(async (other, clock) => {
      expect((await page(other, '/events')).body).not.toContain('Kianjai Cycling Race');
      await admin.call('POST', '/api/content/events', newEvent({ title: 'Kianjai Cycling Race' }));
      // Until its check is due the other instance may serve its cached copy; then it must not.
      clock.advance(VERSION_CHECK_MS + 1);
      expect((await page(other, '/events')).body).toContain('Kianjai Cycling Race');
    }));

  it('another instance drops only the pages the write changed, and shows a chapter write', () =>
    withOtherInstance(async (other, clock) => {
      for (const url of ['/events', '/gallery']) expect((await page(other, url)).statusCode).toBe(200);
      const galleryEtag = (await page(other, '/gallery')).headers.etag;
      await admin.call('POST', '/api/content/events', newEvent({ title: 'Kangeta Market Clean-up' }));
      clock.advance(VERSION_CHECK_MS + 1);
      expect((await page(other, '/events')).body).toContain('Kangeta Market Clean-up');
      // The gallery shows no event: its cached page and ETag survive the other instance's write.
      expect(other.contentPages!.has('/gallery')).toBe(true);
      expect((await page(other, '/gallery')).headers.etag).toBe(galleryEtag);

      await admin.call('POST', '/api/chapters', { name: 'Kiirua Youth Voice', leader: '' });
      clock.advance(VERSION_CHECK_MS + 1);
      expect((await page(other, '/contact')).body).toContain('Kiirua Youth Voice');
      expect(other.contentPages!.has('/gallery')).toBe(false);
    }));

  it('shows a chapter write on another instance even when the write was never logged', () =>
    withOtherInstance(async (other, clock) => {
      expect((await page(other, '/contact')).body).not.toContain('Mikinduri Youth Voice');
      await admin.call('POST', '/api/chapters', { name: 'Mikinduri Youth Voice', leader: '' });
      // The instance that took the write stopped before logging it: the log holds no row for it.
      await t.database.db
        .delete(pageInvalidations)
        .where(sql`${pageInvalidations.revision} = (select max(revision) from page_invalidations)`);
      clock.advance(VERSION_CHECK_MS + 1);
      expect((await page(other, '/contact')).body).toContain('Mikinduri Youth Voice');
    }));

  it('drops every page when the log cannot account for what changed', () =>
    withOtherInstance(async (other, clock) => {
      const db = t.database.db;
      await page(other, '/gallery');
      // Two writes, the first of them pruned from the log before the other instance reads it.
      await admin.call('POST', '/api/content/events', newEvent({ title: 'Laare Tree Planting' }));
      await admin.call('POST', '/api/content/events', newEvent({ title: 'Laare Tree Planting II' }));
      await db
        .delete(pageInvalidations)
        .where(sql`${pageInvalidations.revision} = (select max(revision) - 1 from page_invalidations)`);
      clock.advance(VERSION_CHECK_MS + 1);
      await page(other, '/events');
      expect(other.contentPages!.has('/gallery')).toBe(false);

      // A content change no logged write accounts for (its instance stopped before logging it).
      await page(other, '/gallery');
      await db.update(contentRevision).set({ revision: sql`${contentRevision.revision} + 1` });
      clock.advance(VERSION_CHECK_MS + 1);
      await page(other, '/events');
      expect(other.contentPages!.has('/gallery')).toBe(false);
    }));
});
