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

const meta = (title: string, description: string, extra: Partial<PageMeta> = {}): PageMeta => ({
  title,
  description,
  image: OG_IMAGE,
  type: 'website',
  inSitemap: true,
  ...extra,
});

const ACHIEVEMENTS_DESCRIPTION =
  'Projects and results of Meru Youth Voice: medical camps, digital bootcamps, tree planting, charity drives and summits.';

/** Pages with a fixed path, by path. */
export const staticPages: Record<string, PageMeta> = {
  '/': meta(
    `${SITE_NAME} — Raising voice and creating opportunities`,
    'Meru Youth Voice unites young people in Igembe, Tigania, Imenti and Buuri for jobs, health, education and climate action in Meru County, Kenya.',
  ),
  '/about': meta(
    `About us — ${SITE_NAME}`,
    'Who we are, our mission and vision, our four chapters and the Sustainable Development Goals we work on in Meru County.',
  ),
  '/updates': meta(`Achievements — ${SITE_NAME}`, ACHIEVEMENTS_DESCRIPTION),
  '/achievements': meta(`Achievements — ${SITE_NAME}`, ACHIEVEMENTS_DESCRIPTION, { canonicalPath: '/updates', inSitemap: false }),
  '/events': meta(
    `Events — ${SITE_NAME}`,
    'Workshops, career fairs, pitch days, leadership bootcamps and community events across Meru County.',
  ),
  '/gallery': meta(
    `Gallery — ${SITE_NAME}`,
    'Photos from our outreach, meetings, workshops, leadership forums and events across Meru County.',
    { preloadImage: { href: imageUrl(GALLERY_BANNER) } },
  ),
  '/contact': meta(
    `Contact us — ${SITE_NAME}`,
    'Write to Meru Youth Voice, call us, visit our office in Meru Town or donate by M-Pesa paybill.',
  ),
  '/structure': meta(
    `Our team — ${SITE_NAME}`,
    'The leadership of Meru Youth Voice, from the chairperson and executive committee to regional coordinators and departments.',
  ),
  '/privacy': meta(
    `Privacy Policy — ${SITE_NAME}`,
    'How Meru Youth Voice collects, uses, keeps and protects personal data under Kenya’s Data Protection Act, 2019.',
  ),
  '/membership': meta(
    `Become a member — ${SITE_NAME}`,
    'Register as a member of Meru Youth Voice and pay the KSh 200 fee by M-Pesa.',
  ),
  '/unauthorized': meta(`Access denied — ${SITE_NAME}`, 'You do not have permission to access this area.', {
    inSitemap: false,
    noindex: true,
  }),
  '/renew': meta(
    `Renew your membership — ${SITE_NAME}`,
    'Renew your Meru Youth Voice membership for KSh 200 by M-Pesa and download your renewed card.',
    { inSitemap: false },
  ),
  '/my-card': meta(
    `Get your card again — ${SITE_NAME}`,
    'Download your Meru Youth Voice membership card again with a code sent by SMS.',
    { inSitemap: false },
  ),
  '/admin/login': meta(`Leadership sign-in — ${SITE_NAME}`, 'Sign in to the Meru Youth Voice dashboard.', {
    inSitemap: false,
    noindex: true,
  }),
  '/admin/password': meta(`Change password — ${SITE_NAME}`, 'Change your own password.', { inSitemap: false, noindex: true }),
};

/** Pages of a parameterised route with no item of their own (shown until the item is known). */
const routePages = {
  // A verification shows a holder's name: kept out of search engines.
  verify: meta(`Card verification — ${SITE_NAME}`, 'Check whether a Meru Youth Voice membership or leadership card is valid.', {
    inSitemap: false,
    noindex: true,
  }),
  dashboard: meta(`Dashboard — ${SITE_NAME}`, 'Officials’ dashboard.', { inSitemap: false, noindex: true }),
  event: meta(`Event — ${SITE_NAME}`, 'An event of Meru Youth Voice.', { type: 'article' }),
  update: meta(`Update — ${SITE_NAME}`, 'An update from Meru Youth Voice.', { type: 'article' }),
};

export const notFoundMeta = (title = 'Page Not Found'): PageMeta =>
  meta(`${title} — ${SITE_NAME}`, "The page you're looking for doesn't exist or has been moved.", {
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
    `${formatContentDate(event.date)}, ${timeRange(event)}, ${event.location}. ${event.excerpt}`,
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
 * which the server swaps for PUBLIC_URL). Without a path (the SPA shell) there is no canonical URL.
 */
export function headTags(page: PageMeta, origin: string, path?: string): string {
  const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url}`);
  const tags = [
    `<title>${escapeHtml(page.title)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:title" content="${escapeHtml(page.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(page.description)}" />`,
    `<meta property="og:type" content="${page.type}" />`,
    `<meta property="og:locale" content="en_KE" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
  ];
  if (page.noindex) tags.push(`<meta name="robots" content="noindex" />`);
  if (page.preloadImage) tags.push(preloadTag(page.preloadImage));
  if (path) {
    const canonical = escapeHtml(absolute(page.canonicalPath ?? clean(path)));
    tags.push(`<link rel="canonical" href="${canonical}" />`, `<meta property="og:url" content="${canonical}" />`);
    tags.push(`<meta property="og:image" content="${escapeHtml(absolute(page.image))}" />`);
  }
  return tags.join('\n    ');
}

/** The default metadata of the SPA shell (client-rendered routes before they set their own). */
export const shellMeta: PageMeta = meta(SITE_NAME, '');
