/**
 * The one metadata definition of every page (title, description, canonical path, Open Graph):
 * build-time prerendering, server rendering and client-side navigation all read it from here.
 * Content pages (an event, an update) derive theirs from the item. Isomorphic: no React.
 */
import type { ContentImage, EventView, UpdateView } from './content-view';
import { srcSetOf, timeRange } from './content-view';
import { formatContentDate } from './dates';
import { sdgCards } from './sdg';
import { imageUrl } from './image-url';
import { pageMessages } from './page-messages';

/** Every public page's title and description, in the build's language. */
const m = pageMessages.meta;
import { ACTIVE_LOCALE } from './active-locale';
import { LANGUAGES, LOCALES, pathIn, type Locale } from './locale';

const SITE_NAME = 'Meru Youth Voice';
const OG_IMAGE = '/images/og-image.png';

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute path (or URL) of the Open Graph image. */
  image: string;
  type: 'website' | 'article';
  /** The page's one canonical path (aliases such as /achievements point to /updates). */
  canonicalPath?: string;
  /** Listed in sitemap.xml (aliases and client-only pages are not). */
  inSitemap: boolean;
  /** Kept out of search engines (the not-found page, the dashboard). */
  noindex?: boolean;
  /**
   * The page's largest picture (its LCP element), fetched from <head> before the stylesheet and
   * the script are even parsed: one URL, or a srcset with the sizes the <img> itself uses.
   */
  preloadImage?: PreloadImage;
}

export interface PreloadImage {
  href?: string;
  srcset?: string;
  sizes?: string;
  /** For a srcset of one modern format: browsers that cannot show it skip the preload. */
  type?: string;
}

/** The displayed width of an event's or an update's picture, for its srcset and its preload alike. */
export const DETAIL_IMAGE_SIZES = '(max-width: 800px) calc(100vw - 2rem), 760px';
/** The gallery's banner: the largest thing on /gallery at every width. */
export const GALLERY_BANNER = '/images/banners/gallery.svg';

/** "About us — Meru Youth Voice": a page's title, then the site's name. */
const titled = (title: string) => `${title} — ${SITE_NAME}`;

const meta = (title: string, description: string, extra: Partial<PageMeta> = {}): PageMeta => ({
  title,
  description,
  image: OG_IMAGE,
  type: 'website',
  inSitemap: true,
  ...extra,
});

/** A page whose title and description are the catalogue's (`meta`) under `key`. */
const page = (key: Exclude<keyof typeof m, 'home' | 'notFound'>, extra: Partial<PageMeta> = {}): PageMeta =>
  meta(titled(m[key].title), m[key].description, extra);

/** Pages with a fixed path, by path. */
export const staticPages: Record<string, PageMeta> = {
  '/': meta(`${SITE_NAME} — ${m.home.title}`, m.home.description),
  '/about': page('about'),
  '/updates': page('achievements'),
  '/achievements': page('achievements', { canonicalPath: '/updates', inSitemap: false }),
  '/events': page('events'),
  '/gallery': page('gallery', { preloadImage: { href: imageUrl(GALLERY_BANNER) } }),
  '/contact': page('contact'),
  '/structure': page('structure'),
  '/privacy': page('privacy'),
  '/membership': page('membership'),
  '/donate': page('donate'),
  '/unauthorized': page('unauthorized', { inSitemap: false, noindex: true }),
  '/renew': page('renew', { inSitemap: false }),
  '/my-card': page('myCard', { inSitemap: false }),
  '/admin/login': meta(`Leadership sign-in — ${SITE_NAME}`, 'Sign in to the Meru Youth Voice dashboard.', {
    inSitemap: false,
    noindex: true,
  }),
  '/admin/password': meta(`Change password — ${SITE_NAME}`, 'Change your own password.', { inSitemap: false, noindex: true }),
};

/** Pages of a parameterised route with no item of their own (shown until the item is known). */
const routePages = {
  // A verification shows a holder's name: kept out of search engines.
  verify: page('verify', { inSitemap: false, noindex: true }),
  // A person's own sign-up (from the SMS link): their code, never for search engines.
  rsvp: page('rsvp', { inSitemap: false, noindex: true }),
  dashboard: meta(`Dashboard — ${SITE_NAME}`, 'Officials’ dashboard.', { inSitemap: false, noindex: true }),
  event: page('event', { type: 'article' }),
  update: page('update', { type: 'article' }),
};

export const notFoundMeta = (title: string = pageMessages.notFound.title): PageMeta =>
  meta(titled(title), m.notFound.description, {
    inSitemap: false,
    noindex: true,
  });

/**
 * The widest JPEG of the item's picture for Open Graph, else the site's: social sites show no
 * SVG, and many no AVIF or WebP either.
 */
const ogImageOf = (item: { image: EventView['image'] }): string =>
  item.image?.variants.filter((v) => v.format === 'jpeg').sort((a, b) => b.width - a.width)[0]?.url ?? OG_IMAGE;

/**
 * The preload of a picture shown through ContentPicture: the srcset of the format the browser
 * will take from its <picture> (the first modern one offered: AVIF, else WebP), else its one file.
 */
function preloadOf(image: ContentImage | null, sizes: string): PreloadImage | undefined {
  if (!image) return undefined;
  for (const [format, type] of [
    ['avif', 'image/avif'],
    ['webp', 'image/webp'],
  ] as const) {
    const srcset = srcSetOf(image.variants, format);
    if (srcset) return { srcset, sizes, type };
  }
  const jpegs = srcSetOf(image.variants, 'jpeg');
  return jpegs ? { srcset: jpegs, sizes } : { href: imageUrl(image.url) };
}

export const eventMeta = (event: EventView): PageMeta =>
  meta(
    `${event.title} — ${SITE_NAME}`,
    `${formatContentDate(event.date, ACTIVE_LOCALE)}, ${timeRange(event, ACTIVE_LOCALE)}, ${event.location}. ${event.excerpt}`,
    {
      type: 'article',
      image: ogImageOf(event),
      canonicalPath: `/events/${event.slug}`,
      preloadImage: preloadOf(event.image, DETAIL_IMAGE_SIZES),
    },
  );

export const updateMeta = (update: UpdateView): PageMeta =>
  meta(`${update.title} — ${SITE_NAME}`, update.excerpt, {
    type: 'article',
    image: ogImageOf(update),
    canonicalPath: `/updates/${update.slug}`,
    preloadImage: preloadOf(update.image, DETAIL_IMAGE_SIZES),
  });

function sdgPages(): Record<string, PageMeta> {
  const pages: Record<string, PageMeta> = {};
  for (const card of sdgCards) {
    for (const c of card.categories) {
      pages[`/sdg/${card.goal}/${c.slug}`] = meta(
        `${c.title} (SDG ${card.goal}) — ${SITE_NAME}`,
        `${c.summary} ${c.body[0] ?? ''}`.slice(0, 300),
      );
    }
  }
  return pages;
}
const sdg = sdgPages();

const clean = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** The metadata of a page whose path alone decides it (not an event or an update), if any. */
export function findPageMeta(pathname: string): PageMeta | undefined {
  const path = clean(pathname);
  if (staticPages[path]) return staticPages[path];
  if (sdg[path]) return sdg[path];
  if (path.startsWith('/verify/')) return routePages.verify;
  if (path.startsWith('/rsvp/') || /^\/events\/[^/]+\/rsvp$/.test(path)) return routePages.rsvp;
  if (path === '/admin' || path.startsWith('/admin/')) return routePages.dashboard;
  return undefined;
}

/** Paths of the fixed pages for sitemap.xml (content pages are added by the server from the database). */
export const staticSitemapPaths = (): string[] =>
  [...Object.entries(staticPages), ...Object.entries(sdg)].filter(([, page]) => page.inSitemap).map(([path]) => path);

/** The SDG pages, prerendered at build time. */
export const sdgPaths = (): string[] => Object.keys(sdg);

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `fetchpriority="high"`: the picture is what the page is judged by (LCP), ahead of other images. */
function preloadTag(image: PreloadImage): string {
  const attributes = [
    image.href ? `href="${escapeHtml(image.href)}"` : '',
    image.srcset ? `imagesrcset="${escapeHtml(image.srcset)}"` : '',
    image.srcset && image.sizes ? `imagesizes="${escapeHtml(image.sizes)}"` : '',
    image.type ? `type="${escapeHtml(image.type)}"` : '',
  ].filter(Boolean);
  return `<link rel="preload" as="image" ${attributes.join(' ')} fetchpriority="high" />`;
}

/**
 * The <head> tags of a page. `origin` is the site's public origin (or the build's placeholder,
 * which the server swaps for PUBLIC_URL). `path` is the page's path as the English site writes it
 * (/about); the page is in `locale` (this build's language unless said), so its canonical address
 * is that language's twin (/sw/about), and every language's twin is named as an alternate, the
 * English one also as x-default (the page for any other language). Without a path (the SPA shell)
 * there is no canonical URL.
 */
export function headTags(page: PageMeta, origin: string, path?: string, locale: Locale = ACTIVE_LOCALE): string {
  const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url}`);
  const tags = [
    `<title>${escapeHtml(page.title)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:title" content="${escapeHtml(page.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(page.description)}" />`,
    `<meta property="og:type" content="${page.type}" />`,
    `<meta property="og:locale" content="${LANGUAGES[locale].ogLocale}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
  ];
  if (page.noindex) tags.push(`<meta name="robots" content="noindex" />`);
  if (page.preloadImage) tags.push(preloadTag(page.preloadImage));
  if (path) {
    const canonicalPath = page.canonicalPath ?? clean(path);
    const twin = (language: Locale) => escapeHtml(absolute(pathIn(language, canonicalPath)));
    const canonical = twin(locale);
    tags.push(`<link rel="canonical" href="${canonical}" />`, `<meta property="og:url" content="${canonical}" />`);
    for (const language of LOCALES)
      tags.push(`<link rel="alternate" hreflang="${LANGUAGES[language].lang}" href="${twin(language)}" />`);
    tags.push(`<link rel="alternate" hreflang="x-default" href="${twin(LOCALES[0]!)}" />`);
    tags.push(`<meta property="og:image" content="${escapeHtml(absolute(page.image))}" />`);
  }
  return tags.join('\n    ');
}

/** The default metadata of the SPA shell (client-rendered routes before they set their own). */
export const shellMeta: PageMeta = meta(SITE_NAME, '');
