/**
 * The public pages rendered on the server from the database and cached in memory per path:
 * officials' content (home, about, events, updates/achievements, gallery) and the fixed pages
 * (contact, privacy, membership…), all of which list the chapters. A write route that declares
 * `config.invalidates` (the content, chapters and leaders APIs) drops exactly the pages showing what
 * it changed, before its answer leaves this instance, and appends its tags to the invalidation log; other instances read the log at most every
 * VERSION_CHECK_MS and drop the same tags. Renamed slugs answer 301, unpublished or deleted items
 * the section's not-found page with status 404. GET /api/pages?path=… answers the same for
 * client-side navigation, as JSON.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { z } from 'zod';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { shownChapters, type PageData, type PageDataAnswer, type SiteData } from '../../../shared/content-view';
import { catalogueFor } from '../../../shared/catalogue';
import * as englishPages from '../../../shared/pages';
import { DEFAULT_LOCALE, pathIn, type Locale } from '../../../shared/locale';
import { pageLocaleOf, preferredLocale } from '../../lib/site-language';
import { nairobiToday } from '../../../shared/dates';
import type { CardCheckAnswer } from '../cards';
import { DETAIL_PREFIXES, FIXED_PATHS, LIST_PATHS, QUERY_PARAMS, SDG_ROUTE, loadPage } from './load';
import { CHAPTERS_TAG, TODAY_TAG, tagsOf } from '../../lib/page-tags';
import { KEPT_INVALIDATIONS, type InvalidationLog } from './invalidation-log';
import { RenderCache } from './render-cache';
import { sendCompressed } from '../../lib/compressed-body';
import { malformedAddress } from '../../errors';
import { sitemapXml } from '../seo';
import { loadRenderers, type PageMetaSource, type PageRenderers } from './renderer';
import type { PublicContent } from './source';
import type { DonationSummary } from '../../../shared/schemas/donations';

/** Other instances' writes show here within this delay (plus one render). */
export const VERSION_CHECK_MS = 2000;

interface RenderedPage {
  status: 200 | 404;
  data: PageData | null;
  raw: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

const compress = (html: string, status: 200 | 404, data: PageData | null): RenderedPage => {
  const raw = Buffer.from(html);
  return {
    status,
    data,
    raw,
    br: brotliCompressSync(raw),
    gzip: gzipSync(raw),
    etag: `"${createHash('sha256').update(raw).digest('base64url').slice(0, 27)}"`,
  };
};

/**
 * What the home page's answer depends on beyond its address: the language the browser prefers,
 * and whether the visitor comes from within the site (arrivingFromElsewhere).
 */
const HOME_VARY = 'Accept-Encoding, Accept-Language, Sec-Fetch-Site';

/**
 * Whether a request is a visitor arriving (an address typed or bookmarked, another site's link)
 * rather than a click within the site: a Kiswahili reader who chose English in the language switch
 * stays in English, with no cookie to remember it. Browsers say which in Sec-Fetch-Site; an older
 * one without it says it by a Referer of this site (the site's policy sends its own origin).
 */
function arrivingFromElsewhere(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site !== 'same-origin';
  const { referer, host } = request.headers;
  if (!referer || !host) return true;
  try {
    return new URL(referer).host !== host;
  } catch {
    return true;
  }
}

/** The status of /verify/<number> by what the check found. */
const VERIFY_STATUS = { found: 200, unknown: 404, invalid: 400, error: 429 } as const;

/** The title of a section's not-found page, in the page's language. */
const notFoundTitle = (section: 'events' | 'updates', locale: Locale): string =>
  section === 'events' ? catalogueFor(locale).eventNotFoundTitle : catalogueFor(locale).updateNotFoundTitle;

/** Before a build there is no bundle to take a language's metadata from: the server's own English one. */
const ENGLISH_META: PageMetaSource = englishPages;

export interface PagesOptions {
  content: PublicContent;
  log: InvalidationLog;
  /** The app's clock (tests move it past VERSION_CHECK_MS). */
  now: () => Date;
  clientDir: string;
  publicUrl: string;
  /** A card number's verification for /verify/<number>, counted against the caller's look-up budget. */
  checkCard: (number: string, token: string | undefined, ip: string) => Promise<CardCheckAnswer>;
  /** /donate's total this year and listed donors (modules/donations). */
  donationSummary: () => Promise<DonationSummary>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The server-rendered public pages (null before a build), for tests and metrics. */
    contentPages: RenderCache<RenderedPage> | null;
    /**
     * One page rendered for one request and cached nowhere (another module's per-person page, such
     * as /rsvp/<token>): the HTML document, or null before a build.
     */
    renderUncachedPage(pathname: string, data: PageData, request?: FastifyRequest): Promise<string | null>;
  }
}

export async function registerContentPages(app: FastifyInstance, options: PagesOptions): Promise<void> {
  const { content, log } = options;
  const renderers: PageRenderers | null = await loadRenderers(options.clientDir, options.publicUrl);
  /** A language's metadata: its bundle's, or English before a build. */
  const metaOf = (locale: Locale): PageMetaSource => renderers?.[locale].meta ?? ENGLISH_META;
  const cache = new RenderCache<RenderedPage>();
  app.decorate('contentPages', renderers ? cache : null);

  // The sitemap follows the content: it carries the tags of both lists it names.
  const sitemap = new RenderCache<string>();
  const invalidate = (tags: readonly string[]) => {
    cache.invalidate(tags);
    sitemap.invalidate(tags);
  };
  const clearAll = () => {
    cache.clear();
    sitemap.clear();
  };

  // Other instances' writes, read from the log on the first request after VERSION_CHECK_MS.
  let knownRevision: number | null = null;
  /** The content revision the log accounts for. */
  let knownContent = 0;
  /** This instance's own rows in the log: their pages were dropped when the write was answered. */
  const ownRevisions = new Set<number>();
  let checkedAt = 0;
  let checking: Promise<void> | null = null;
  const readLog = async () => {
    // Content first: a write that lands between the two reads is then in the log as well.
    const contentNow = await content.version();
    if (knownRevision === null) {
      knownRevision = await log.latest();
      knownContent = contentNow;
      ownRevisions.clear(); // at or before the revision just read
      return;
    }
    let rows;
    try {
      rows = await log.since(knownRevision);
    } catch (error) {
      app.log.error({ err: error }, 'page invalidation log unreadable: dropping every cached page');
      clearAll();
      knownContent = contentNow;
      return;
    }
    let accounted = knownContent;
    for (const row of rows) {
      if (!ownRevisions.delete(row.revision)) invalidate(row.tags);
      accounted = Math.max(accounted, row.contentRevision);
    }
    // Rows this instance needed were pruned (a gap, or more than one read returns), or content
    // changed with no write logged for it (its instance stopped before logging it).
    const pruned = rows.length === KEPT_INVALIDATIONS || (rows[0] !== undefined && rows[0].revision !== knownRevision + 1);
    if (pruned || contentNow > accounted) clearAll();
    knownRevision = rows.at(-1)?.revision ?? knownRevision;
    knownContent = contentNow;
  };
  const checkVersion = async () => {
    if (options.now().getTime() - checkedAt < VERSION_CHECK_MS) return;
    checking ??= readLog()
      .then(() => {
        checkedAt = options.now().getTime();
      })
      .finally(() => {
        checking = null;
      });
    await checking;
  };

  // A write route declares the pages it makes stale (`config.invalidates`, lib/page-tags.ts). On
  // success they are dropped on this instance before the answer is sent, so the official's next
  // page view already shows the change; the log tells the other instances. A root hook (this
  // plugin is not encapsulated), so it runs for the routes of every module.
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode >= 200 && reply.statusCode < 300) {
      const tags = tagsOf(request);
      if (tags?.length) {
        invalidate(tags);
        try {
          ownRevisions.add(await log.append(tags, await content.version()));
        } catch (error) {
          // The write itself succeeded: answer it. Other instances catch up by the content
          // revision it moved on (content and chapter writes both do), dropping every page.
          app.log.error({ err: error }, 'page invalidation not logged');
        }
      }
    }
    return payload;
  });

  /** The chapters every page lists: read with each render, so a cached page holds the list it was rendered with. */
  const siteData = async (): Promise<SiteData> => ({ chapters: shownChapters(await content.chapters()) });

  /** `request`: the one the page answers, whose address says its language (/sw/rsvp/… is Kiswahili). */
  app.decorate('renderUncachedPage', async (pathname: string, data: PageData, request?: FastifyRequest) => {
    const renderer = renderers?.[request ? pageLocaleOf(request) : DEFAULT_LOCALE];
    if (!renderer) return null;
    const meta = renderer.meta.findPageMeta(pathname) ?? renderer.meta.notFoundMeta();
    return renderer.document(pathname, meta, data, await siteData(), true);
  });

  const notFoundPage = async (section: 'events' | 'updates', pathname: string, locale: Locale) =>
    cache.get(pathIn(locale, `/404:${section}`), async () => {
      const renderer = renderers?.[locale];
      if (!renderer) return null;
      const meta = renderer.meta.notFoundMeta(notFoundTitle(section, locale));
      const html = await renderer.document(pathname, meta, null, await siteData(), false);
      return { value: compress(html, 404, null), tags: [CHAPTERS_TAG] };
    });

  /**
   * The date in Nairobi the cached pages were rendered on. The first request of a new day drops
   * the pages that list upcoming events (a render still running from before is not stored: the
   * cache's invalidation discards it), so yesterday's event leaves "upcoming" at midnight.
   */
  let renderedOn = nairobiToday(options.now());
  const today = () => {
    const date = nairobiToday(options.now());
    if (date !== renderedOn) {
      renderedOn = date;
      invalidate([TODAY_TAG]);
    }
    return date;
  };

  /**
   * The page for a path (the English site's) in a language: from the cache (each language's copy
   * under its own address), rendered, a redirect (to the English path: the caller's language adds
   * its prefix), or undefined when it is not ours.
   */
  async function resolve(
    pathname: string,
    locale: Locale = DEFAULT_LOCALE,
  ): Promise<RenderedPage | { redirect: string } | undefined> {
    await checkVersion();
    const date = today();
    const renderer = renderers?.[locale];
    let redirect: string | undefined;
    let section: 'events' | 'updates' | undefined;
    const entry = await cache.get(pathIn(locale, pathname), async () => {
      const result = await loadPage(pathname, content, date, metaOf(locale), locale);
      if (!result) return null;
      if (result.status === 301) {
        redirect = result.location;
        return null;
      }
      if (result.status === 404) {
        section = result.section;
        return null;
      }
      const html = renderer ? await renderer.document(pathname, result.meta, result.data, await siteData(), true) : '';
      return { value: compress(html, 200, result.data), tags: result.tags };
    });
    if (entry) return entry.value;
    if (redirect) return { redirect };
    if (section) return (await notFoundPage(section, pathname, locale))?.value;
    // A concurrent request produced the miss: resolve again on its own.
    const result = await loadPage(pathname, content, date, metaOf(locale), locale);
    if (result?.status === 301) return { redirect: result.location };
    if (result?.status === 404) return (await notFoundPage(result.section, pathname, locale))?.value;
    return undefined;
  }

  const clean = (url: string) => {
    const pathname = url.split('?')[0] ?? '/';
    return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  };

  /** The query a page's HTML depends on (QUERY_PARAMS), with its '?', or '' when none. */
  const searchFor = (pathname: string, url: string): string => {
    const names = QUERY_PARAMS[pathname];
    if (!names) return '';
    const given = new URLSearchParams(url.split('?')[1] ?? '');
    const kept = new URLSearchParams();
    for (const name of names) {
      const value = given.get(name);
      if (value) kept.set(name, value);
    }
    return kept.size ? `?${kept}` : '';
  };

  /** A page rendered for one request's query (it may carry what a visitor typed): never cached anywhere. */
  async function renderForQuery(pathname: string, search: string, reply: FastifyReply, request: FastifyRequest) {
    const locale = pageLocaleOf(request);
    const renderer = renderers?.[locale];
    const result = await loadPage(pathname, content, today(), metaOf(locale), locale);
    if (!renderer || result?.status !== 200) return reply.callNotFound();
    const html = await renderer.document(pathname, result.meta, result.data, await siteData(), true, search);
    reply.header('Cache-Control', 'no-store').header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8');
    return sendCompressed(request, reply, compress(html, 200, result.data));
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    let pathname: string;
    try {
      pathname = decodeURIComponent(clean(request.url));
    } catch {
      return reply.code(400).send(malformedAddress());
    }
    const locale = pageLocaleOf(request);
    // The home page's address is the one typed or shared without thinking of a language: a
    // visitor arriving on it (not following a link of the site) whose browser prefers Kiswahili
    // gets the Kiswahili home page. Deep links are the language they were written in.
    const home = pathname === '/' && locale === DEFAULT_LOCALE;
    if (home && arrivingFromElsewhere(request) && preferredLocale(request.headers['accept-language']) === 'sw-KE') {
      return reply.code(302).header('Cache-Control', 'no-cache').header('Vary', HOME_VARY).redirect(pathIn('sw-KE', '/'));
    }
    const search = searchFor(pathname, request.url);
    if (search) return renderForQuery(pathname, search, reply, request);
    const page = await resolve(pathname, locale);
    if (!page) return reply.callNotFound();
    // The English path: a Kiswahili page's redirect gets its prefix on the way out (lib/site-language.ts).
    if ('redirect' in page) return reply.code(301).header('Location', encodeURI(page.redirect)).send();
    reply
      .code(page.status)
      .header('Cache-Control', 'no-cache')
      .header('Vary', home ? HOME_VARY : 'Accept-Encoding')
      .header('ETag', page.etag)
      .type('text/html; charset=utf-8');
    if (page.status === 200 && request.headers['if-none-match'] === page.etag) return reply.code(304).send();
    return sendCompressed(request, reply, page);
  }

  if (renderers) {
    for (const url of [...LIST_PATHS, ...FIXED_PATHS, SDG_ROUTE, ...DETAIL_PREFIXES.map((p) => `${p}:slug`)]) {
      app.get(url, { config: { access: 'public' }, exposeHeadRoute: true }, sendPage);
    }

    /**
     * /verify/<number>, what a card's QR code opens: the verdict is in the HTML, so the page needs
     * no script. Rendered on every request and stored by no cache (a membership lapses, an
     * official suspends a member), and kept out of search engines: it shows a person's name.
     * Its status says the outcome: 200 a card, 404 no such card, 400 not a card number, 429 too
     * many look-ups from this address.
     */
    app.get<{ Params: { number: string }; Querystring: { t?: string } }>(
      '/verify/:number',
      { config: { access: 'public' }, exposeHeadRoute: true },
      async (request, reply) => {
        const { number } = request.params;
        // The QR code's token (?t=): only with it does the page name the holder.
        const token = typeof request.query.t === 'string' ? request.query.t : undefined;
        const { check, retryAfterSeconds } = await options.checkCard(number, token, request.ip);
        const pathname = `/verify/${number}`;
        const renderer = renderers[pageLocaleOf(request)];
        const html = await renderer.document(
          pathname,
          renderer.meta.findPageMeta(pathname)!,
          { kind: 'verify', number, check },
          await siteData(),
          true,
        );
        if (retryAfterSeconds !== undefined) reply.header('Retry-After', String(retryAfterSeconds));
        reply
          .code(VERIFY_STATUS[check.outcome])
          .header('Cache-Control', 'no-store')
          .header('X-Robots-Tag', 'noindex, nofollow')
          .header('Vary', 'Accept-Encoding')
          .type('text/html; charset=utf-8');
        return sendCompressed(request, reply, compress(html, 200, null));
      },
    );
    /**
     * /donate: this year's total and the last listed donors are in the HTML, so it is rendered on
     * every request (a donation completes on any instance, with no write route to drop a cached
     * copy) and stored by no shared cache.
     */
    app.get('/donate', { config: { access: 'public' }, exposeHeadRoute: true }, async (request, reply) => {
      await checkVersion();
      const renderer = renderers[pageLocaleOf(request)];
      const html = await renderer.document(
        '/donate',
        renderer.meta.findPageMeta('/donate')!,
        { kind: 'donate', summary: await options.donationSummary() },
        await siteData(),
        true,
      );
      reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8');
      return sendCompressed(request, reply, compress(html, 200, null));
    });
    /** The page's "Check another card number" form sent before the app has started (a plain GET). */
    app.get(
      '/verify',
      {
        config: { access: 'public' },
        exposeHeadRoute: true,
        schema: { querystring: z.object({ number: z.string().max(100).optional() }) },
      },
      async (request, reply) => {
        const number = (request.query as { number?: string }).number?.trim().toUpperCase();
        // Without a number, /verify is no page: the home page, as for any unknown path.
        return number ? reply.redirect(`/verify/${encodeURIComponent(number)}`, 303) : reply.redirect('/', 302);
      },
    );
  }

  app.get('/sitemap.xml', async (_request, reply) => {
    await checkVersion();
    const entry = await sitemap.get('sitemap', async () => {
      const [events, updates] = await Promise.all([content.events(), content.updates()]);
      const paths = [...updates.map((u) => `/updates/${u.slug}`), ...events.map((e) => `/events/${e.slug}`)];
      return { value: sitemapXml(options.publicUrl, paths), tags: ['events', 'updates'] };
    });
    return reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=300').send(entry!.value);
  });

  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/pages',
      { config: { access: 'public' }, schema: { querystring: z.object({ path: z.string().min(1).max(300) }) } },
      async (request, reply): Promise<PageDataAnswer> => {
        const pathname = clean(request.query.path);
        // The Kiswahili build asks in Kiswahili: the data it gets (the event page's form) is in it too.
        const page = await resolve(pathname, preferredLocale(request.headers['accept-language']) ?? DEFAULT_LOCALE);
        reply.header('Cache-Control', 'no-cache');
        if (!page) return { status: 404 };
        if ('redirect' in page) return { status: 301, location: page.redirect };
        if (page.status === 404 || !page.data) return { status: 404 };
        return { status: 200, data: page.data };
      },
    );
}
