/**
 * PublicContent over the content module's published reads and the chapters module's list. Pages
 * embed what they show, so each item is trimmed to the fields a public page uses (no Markdown
 * source, no stamps).
 */
import type { Db } from '../../db/client';
import type { ContentEvent, ContentUpdate, GalleryPhoto } from '../../../shared/schemas/content';
import {
  contentVersion,
  findPublishedEvent,
  findPublishedUpdate,
  publishedEvents,
  publishedGalleryPhotos,
  publishedUpdates,
} from '../content';
import { listChapters } from '../chapters';
import { publicTeam } from '../leaders';
import { eventRsvpForPage } from '../events';
import type { PublicContent } from './source';
import type { BilingualEvent, BilingualPhoto, BilingualUpdate } from './content-language';

/** A story's Kiswahili texts, or null: it has none (the schema keeps a version whole). */
const storySw = (s: ContentEvent | ContentUpdate) =>
  s.titleSw !== null ? { title: s.titleSw, excerpt: s.excerptSw ?? '', bodyHtml: s.bodyHtmlSw ?? '' } : null;

const eventView = (e: ContentEvent): BilingualEvent => ({
  id: e.id,
  slug: e.slug,
  title: e.title,
  date: e.date,
  startTime: e.startTime,
  endTime: e.endTime,
  location: e.location,
  category: e.category,
  excerpt: e.excerpt,
  bodyHtml: e.bodyHtml,
  image: e.image,
  sw: storySw(e),
  twins: { location: e.locationSw },
});

const updateView = (u: ContentUpdate): BilingualUpdate => ({
  id: u.id,
  slug: u.slug,
  title: u.title,
  date: u.date,
  category: u.category,
  excerpt: u.excerpt,
  impact: u.impact,
  details: u.details,
  bodyHtml: u.bodyHtml,
  image: u.image,
  sw: storySw(u),
  twins: { impact: u.impactSw },
});

const photoView = (p: GalleryPhoto): BilingualPhoto => ({
  id: p.id,
  url: p.url,
  width: p.width,
  height: p.height,
  alt: p.alt,
  category: p.category,
  date: p.date,
  description: p.description,
  variants: p.variants,
  sw: p.altSw !== null ? { alt: p.altSw, description: p.descriptionSw ?? '' } : null,
  twins: {},
});

export function publicContentFrom(db: Db): PublicContent {
  return {
    events: async () => (await publishedEvents(db)).map(eventView),
    async event(slug) {
      const found = await findPublishedEvent(db, slug);
      if (!found) return null;
      return 'redirectTo' in found ? { movedTo: found.redirectTo } : { item: eventView(found.event) };
    },
    eventRsvp: (eventId, locale) => eventRsvpForPage(db, eventId, new Date(), locale),
    updates: async () => (await publishedUpdates(db)).map(updateView),
    async update(slug) {
      const found = await findPublishedUpdate(db, slug);
      if (!found) return null;
      return 'redirectTo' in found ? { movedTo: found.redirectTo } : { item: updateView(found.update) };
    },
    photos: async () => (await publishedGalleryPhotos(db)).map(photoView),
    team: () => publicTeam(db),
    chapters: async () => (await listChapters(db)).map((c) => c.name),
    version: () => contentVersion(db),
  };
}
