/**
 * What the public pages show of officials' content (events, updates, gallery photos), as the
 * server renders it and the browser hydrates it. Isomorphic: no React, no database.
 */
// Types only: the schemas (and zod) must stay out of the public pages' first-load JavaScript.
import type { ContentImage, EventCategory, GalleryCategory, ImageVariant, UpdateCategory } from './schemas/content';
import type { CardVerification } from './schemas/cards';
import type { RsvpStatus } from './schemas/events';
import { DEFAULT_CHAPTERS } from './chapters';
import { formatClockTime } from './dates';
import type { Locale } from './locale';
import { imageUrl } from './image-url';
import type { TeamMemberView } from './team';
import type { DonationSummary } from './schemas/donations';

export type { ContentImage, ImageVariant };

export interface EventView {
  id: string;
  slug: string;
  title: string;
  /** ISO date, yyyy-mm-dd. */
  date: string;
  /** 24-hour HH:MM. */
  startTime: string;
  endTime: string;
  location: string;
  category: string;
  excerpt: string;
  /** Sanitised HTML rendered from the Markdown body by the server. */
  bodyHtml: string;
  image: ContentImage | null;
  /** On a page in another language: this item has no version in it, so its texts are English. */
  englishOnly?: true;
  /**
   * On a page in another language: the fields with a twin of their own (docs/content.md) that
   * have no text in it, shown in English. The place's twin stands apart from the version.
   */
  englishFields?: 'location'[];
}

export interface UpdateView {
  id: string;
  slug: string;
  title: string;
  date: string;
  category: string;
  excerpt: string;
  impact: string;
  details: { location: string; participants: string; partners: string[]; services: string[]; outcomes: string[] };
  bodyHtml: string;
  image: ContentImage | null;
  /** As EventView's. */
  englishOnly?: true;
  /** As EventView's: the impact line has a twin of its own. */
  englishFields?: 'impact'[];
}

export interface PhotoView extends ContentImage {
  id: string;
  category: string;
  date: string;
  description: string;
  /** As EventView's: its alt text and caption are English. */
  englishOnly?: true;
}

/** The data a server-rendered page needs, embedded in its HTML for hydration. */
export type PageData =
  /** events: the next upcoming ones, soonest first. */
  | { kind: 'home'; updates: UpdateView[]; events: EventView[] }
  | { kind: 'events'; upcoming: EventView[]; past: EventView[] }
  /** rsvp: the "I'm coming" form as HTML drawn by the server (null: no RSVP); never who is coming. */
  | { kind: 'event'; event: EventView; rsvp?: { html: string } | null }
  | { kind: 'updates'; updates: UpdateView[] }
  | { kind: 'update'; update: UpdateView; related: UpdateView[] }
  | { kind: 'gallery'; photos: PhotoView[] }
  | { kind: 'about'; updates: UpdateView[] }
  | { kind: 'verify'; number: string; check: CardCheck }
  | { kind: 'team'; team: TeamMemberView[] }
  /** /donate: this year's total and the listed donors, rendered per request (docs/donations.md). */
  | { kind: 'donate'; summary: DonationSummary }
  | { kind: 'rsvp'; view: RsvpPage };

/**
 * What /rsvp/<token> shows (a person's own sign-up, from the SMS link), or the answer to the
 * event page's plain form when it was refused. Rendered per request, never cached.
 */
export type RsvpPage =
  | {
      outcome: 'found';
      token: string;
      status: RsvpStatus;
      code: string;
      cancellable: boolean;
      event: { slug: string; title: string; date: string; startTime: string };
      /** The code as a QR code (SVG drawn by the server), for the door's scanner. */
      qrSvg: string;
      /** What just happened: signed up now (new) or cancelled now. */
      notice: 'new' | 'cancelled' | null;
    }
  | { outcome: 'unknown' }
  | { outcome: 'refused'; message: string; event: { slug: string; title: string } };

/**
 * What /verify/<number> shows for a number: the card, no card with that number, not a card
 * number at all, or why it could not be checked (too many look-ups). Rendered by the server on
 * every request (never cached: a membership's status changes); after client-side navigation the
 * page asks GET /api/verify itself.
 */
export type CardCheck =
  | { outcome: 'found'; card: CardVerification }
  | { outcome: 'unknown' }
  | { outcome: 'invalid' }
  | { outcome: 'error'; message: string };

export type PageKind = PageData['kind'];

/** What every public page shows whatever its path (the footer's chapters), embedded with its data. */
export interface SiteData {
  /** Chapter names, in the order officials created them. */
  chapters: readonly string[];
}

/** A public page never lists no chapters: with none in the database it shows the built-in names. */
export const shownChapters = (names: readonly string[]): readonly string[] => (names.length ? names : DEFAULT_CHAPTERS);

/** What the server embeds in a rendered page for hydration (a not-found page names no path). */
export interface EmbeddedPage {
  path: string | null;
  data: PageData | null;
  site: SiteData;
}

/**
 * Upcoming events (today's included: an event stays listed on its day) soonest first, and past
 * events apart, most recent first. `today` is the date in Nairobi (see nairobiToday): decided by
 * the server, so a visitor's clock or time zone changes nothing.
 */
export function splitEvents(events: readonly EventView[], today: string): { upcoming: EventView[]; past: EventView[] } {
  const byStart = (a: EventView, b: EventView) =>
    a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime) || a.title.localeCompare(b.title);
  const upcoming = events.filter((e) => e.date >= today).sort(byStart);
  const past = events.filter((e) => e.date < today).sort((a, b) => byStart(b, a));
  return { upcoming, past };
}

/** The answer of GET /api/pages?path=…: what client-side navigation needs to show a content page. */
export type PageDataAnswer = { status: 200; data: PageData } | { status: 301; location: string } | { status: 404 };

/** The category filters of the public lists: 'all', then the categories officials choose from (type-checked against the schemas). */
export const EVENT_FILTERS = [
  'all',
  'workshop',
  'business',
  'career',
  'community',
  'leadership',
  'charity',
] as const satisfies readonly ('all' | EventCategory)[];
export const UPDATE_FILTERS = ['all', 'community', 'health', 'education', 'charity', 'events'] as const satisfies readonly (
  'all' | UpdateCategory
)[];
export const GALLERY_FILTERS = [
  'all',
  'charity',
  'meetings',
  'events',
  'outreach',
  'workshops',
  'leadership',
] as const satisfies readonly ('all' | GalleryCategory)[];

export const timeRange = (event: Pick<EventView, 'startTime' | 'endTime'>, locale?: Locale): string =>
  `${formatClockTime(event.startTime, locale)} – ${formatClockTime(event.endTime, locale)}`;

/** The srcset of one format ("a.webp 400w, b.webp 800w"), narrowest first. */
export const srcSetOf = (variants: ImageVariant[], format: string): string =>
  variants
    .filter((v) => v.format === format)
    .sort((a, b) => a.width - b.width)
    .map((v) => `${imageUrl(v.url)} ${v.width}w`)
    .join(', ');

/** The fallback src: the widest variant of the most widely supported format. */
export const fallbackSrc = (variants: ImageVariant[], url = ''): string => {
  const pick = (format: string) => variants.filter((v) => v.format === format).sort((a, b) => b.width - a.width)[0];
  return (pick('jpeg') ?? pick('jpg') ?? pick('png') ?? pick('svg') ?? pick('webp') ?? variants[0])?.url ?? url;
};

/** Related updates: up to `limit` others of the same category. */
export const relatedUpdates = (update: UpdateView, all: UpdateView[], limit: number): UpdateView[] =>
  all.filter((u) => u.category === update.category && u.id !== update.id).slice(0, limit);

/**
 * Gallery layout: every seventh photo of the whole gallery (newest first) is featured, which wins;
 * portrait when height > 1.2 × width, landscape when width > 1.2 × height.
 */
export type GalleryLayout = 'featured' | 'portrait' | 'landscape' | 'standard';
export function galleryLayout(image: { width: number; height: number }, position: number): GalleryLayout {
  if ((position + 1) % 7 === 0) return 'featured';
  if (image.height > 1.2 * image.width) return 'portrait';
  if (image.width > 1.2 * image.height) return 'landscape';
  return 'standard';
}

/** Newest first, then filtered by category ('all' keeps everything). */
export function visibleGallery<T extends { date: string; category: string }>(images: T[], category: string): T[] {
  return images.filter((image) => category === 'all' || image.category === category).sort((a, b) => b.date.localeCompare(a.date));
}

/** Previous/next inside the current list, wrapping at both ends. */
export function wrapIndex(index: number, length: number): number {
  return length === 0 ? 0 : ((index % length) + length) % length;
}

/**
 * JSON to embed in a <script type="application/json">: `<`, `>`, `&` and the two line separators
 * are escaped so no text an official wrote can close the script element or break out of it.
 */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The id of the script element that carries the page data. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';
