/**
 * The words of the parts the list pages and the home page share (carousel, category filters,
 * category badges): the Kiswahili twin is parts.sw.ts. Apart from page-messages.ts so that pages
 * without them (/membership, /renew…) do not load them.
 */
import type { Catalogue } from '../messages';

export const partsMessages = {
  slideOf: (index: number, count: number) => `${index + 1} of ${count}`,
  carousel: 'carousel',
  slide: 'slide',
  playSlides: 'Play slides',
  pauseSlides: 'Pause slides',
  showSlide: (index: number) => `Show slide ${index + 1}`,
  filterByCategory: 'Filter by category',
  resetFilters: 'Reset Filters',
  /**
   * The categories officials file events, updates and photos under, as a badge shows them (the
   * filter buttons capitalise the first letter): one word per category value.
   */
  categories: {
    all: 'all',
    workshop: 'workshop',
    workshops: 'workshops',
    business: 'business',
    career: 'career',
    community: 'community',
    leadership: 'leadership',
    charity: 'charity',
    health: 'health',
    education: 'education',
    events: 'events',
    meetings: 'meetings',
    outreach: 'outreach',
  },
  /** Beside officials' text on a Kiswahili page when they wrote no Kiswahili version (never shown in English). */
  englishOnly: 'Available in English only',
} as const;

export type PartsMessages = Catalogue<typeof partsMessages>;
