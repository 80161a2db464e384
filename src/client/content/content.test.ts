import { describe, expect, it } from 'vitest';
import { ACHIEVEMENT_SEARCH_FIELDS, EVENT_SEARCH_FIELDS, filterList, matchesSearch } from './search';
import { sdgCards, findSdgCategory } from '../../shared/sdg';
import { imageUrl } from '../../shared/image-url';
import {
  DETAIL_IMAGE_SIZES,
  GALLERY_BANNER,
  eventMeta,
  findPageMeta,
  headTags,
  notFoundMeta,
  staticPages,
  staticSitemapPaths,
  updateMeta,
} from '../../shared/pages';
import {
  EVENT_FILTERS,
  GALLERY_FILTERS,
  UPDATE_FILTERS,
  fallbackSrc,
  galleryLayout,
  jsonForScript,
  relatedUpdates,
  srcSetOf,
  timeRange,
  visibleGallery,
  wrapIndex,
  type EventView,
  type ImageVariant,
  type UpdateView,
} from '../../shared/content-view';
import { formatContentDate } from '../../shared/dates';
import { initialsOf, teamByLevel, type TeamMemberView } from '../../shared/team';

const event = (id: number, extra: Partial<EventView> = {}): EventView => ({
  id: String(id),
  slug: `event-${id}`,
  title: `Event ${id}`,
  date: '2026-04-18',
  startTime: '08:30',
  endTime: '17:00',
  location: 'Meru Showground',
  category: 'career',
  excerpt: 'Employers, TVET colleges and government agencies under one roof.',
  bodyHtml: '<p>Bring your CV.</p>',
  image: null,
  ...extra,
});

const update = (id: number, category: string, extra: Partial<UpdateView> = {}): UpdateView => ({
  id: String(id),
  slug: `update-${id}`,
  title: `Update ${id}`,
  date: '2025-03-15',
  category,
  excerpt: 'Volunteers and clinicians offered free check-ups for a full day at Maua stadium.',
  impact: '420 residents screened',
  details: { location: 'Maua', participants: '38 volunteers', partners: [], services: [], outcomes: [] },
  bodyHtml: '<p>Story</p>',
  image: null,
  ...extra,
});

describe('search and filters', () => {
  it('matches case-insensitively on a substring of the named fields only', () => {
    const item = { title: 'Free Medical Camp', excerpt: 'Maua stadium', location: 'Igembe' };
    expect(matchesSearch(item, 'mEdIcAl', [(i) => i.title])).toBe(true);
    expect(matchesSearch(item, 'stadium', [(i) => i.title])).toBe(false);
    expect(matchesSearch(item, '  ', [(i) => i.title])).toBe(true);
  });

  it('achievements search title or excerpt, not the impact; events also the location', () => {
    const updates = [
      update(1, 'health', { title: 'Maua medical camp' }),
      update(2, 'education', { title: 'Bootcamp', excerpt: 'Skills' }),
    ];
    expect(filterList(updates, 'all', 'MAUA', ACHIEVEMENT_SEARCH_FIELDS).map((a) => a.id)).toEqual(['1']);
    expect(filterList(updates, 'all', 'residents screened', ACHIEVEMENT_SEARCH_FIELDS)).toEqual([]);
    expect(
      filterList([event(1), event(2, { location: 'Kaaga' })], 'all', 'showground', EVENT_SEARCH_FIELDS).map((e) => e.id),
    ).toEqual(['1']);
    expect(filterList(updates, 'health', 'bootcamp', ACHIEVEMENT_SEARCH_FIELDS)).toEqual([]);
  });

  it('uses exactly the public categories', () => {
    expect(UPDATE_FILTERS).toEqual(['all', 'community', 'health', 'education', 'charity', 'events']);
    expect(EVENT_FILTERS).toEqual(['all', 'workshop', 'business', 'career', 'community', 'leadership', 'charity']);
    expect(GALLERY_FILTERS).toEqual(['all', 'charity', 'meetings', 'events', 'outreach', 'workshops', 'leadership']);
  });
});

describe('content display', () => {
  it('writes dates and times as the site does, the same on server and browser', () => {
    expect(formatContentDate('2025-03-15')).toBe('March 15, 2025');
    expect(formatContentDate('2026-12-31')).toBe('December 31, 2026');
    expect(timeRange({ startTime: '09:00', endTime: '15:00' })).toBe('9:00 AM – 3:00 PM');
    expect(timeRange({ startTime: '00:05', endTime: '12:30' })).toBe('12:05 AM – 12:30 PM');
  });

  it('builds a srcset per format, narrowest first, and falls back to the widest JPEG', () => {
    const variants: ImageVariant[] = [
      { url: '/m/a-800.webp', width: 800, format: 'webp' },
      { url: '/m/a-400.webp', width: 400, format: 'webp' },
      { url: '/m/a-800.jpeg', width: 800, format: 'jpeg' },
      { url: '/m/a-400.jpeg', width: 400, format: 'jpeg' },
    ];
    expect(srcSetOf(variants, 'webp')).toBe('/m/a-400.webp 400w, /m/a-800.webp 800w');
    expect(fallbackSrc(variants)).toBe('/m/a-800.jpeg');
    expect(fallbackSrc([{ url: '/x.svg', width: 800, format: 'svg' }])).toBe('/x.svg');
  });

  it('embeds JSON that cannot close the script element', () => {
    const json = jsonForScript({ title: '</script><script>alert(1)</script>', amp: 'a & b', sep: '\u2028' });
    expect(json).not.toContain('</script');
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ title: '</script><script>alert(1)</script>', amp: 'a & b', sep: '\u2028' });
  });

  it('relates at most two updates of the same category, never the article itself', () => {
    const all = [update(1, 'health'), update(2, 'education'), update(3, 'health'), update(4, 'health'), update(5, 'health')];
    expect(relatedUpdates(all[0]!, all, 2).map((u) => u.id)).toEqual(['3', '4']);
    expect(relatedUpdates(all[1]!, all, 2)).toEqual([]);
  });
});

describe('gallery rules', () => {
  it('classifies portrait (h > 1.2w), landscape (w > 1.2h), featured (every seventh photo)', () => {
    expect(galleryLayout({ width: 600, height: 800 }, 0)).toBe('portrait');
    expect(galleryLayout({ width: 800, height: 560 }, 1)).toBe('landscape');
    expect(galleryLayout({ width: 700, height: 700 }, 2)).toBe('standard');
    expect(galleryLayout({ width: 600, height: 720 }, 3)).toBe('standard');
    expect(galleryLayout({ width: 600, height: 800 }, 6)).toBe('featured');
    expect(galleryLayout({ width: 600, height: 800 }, 13)).toBe('featured');
  });

  it('sorts newest first and filters by category', () => {
    const photos = [
      { id: '1', date: '2025-01-11', category: 'charity' },
      { id: '2', date: '2025-08-12', category: 'events' },
      { id: '3', date: '2025-09-12', category: 'charity' },
    ];
    expect(visibleGallery(photos, 'all').map((p) => p.id)).toEqual(['3', '2', '1']);
    expect(visibleGallery(photos, 'charity').map((p) => p.id)).toEqual(['3', '1']);
    expect(visibleGallery(photos, 'no-such')).toEqual([]);
  });

  it('wraps previous and next at both ends', () => {
    expect(wrapIndex(5, 5)).toBe(0);
    expect(wrapIndex(-1, 5)).toBe(4);
    expect(wrapIndex(0, 0)).toBe(0);
  });
});

describe('fixed content', () => {
  it('has the SDG cards 1, 8, 3, 13 with their stats and the sixteen category slugs', () => {
    expect(sdgCards.map((c) => c.goal)).toEqual([1, 8, 3, 13]);
    expect(sdgCards.map((c) => c.stats.map((s) => s.value))).toEqual([
      ['24%', '750+', '42%'],
      ['35%', '320+', '28'],
      ['65%', '4,200+', '28%'],
      ['42%', '75,000+', '18'],
    ]);
    expect(sdgCards.flatMap((c) => c.categories.map((x) => `/sdg/${c.goal}/${x.slug}`))).toHaveLength(16);
    expect(findSdgCategory('13', 'education')?.category.title).toBe('Environmental Education');
    expect(findSdgCategory('2', 'education')).toBeUndefined();
  });

  it('places each leader on the org chart by position, leaving out empty levels', () => {
    const leader = (position: string, name = position): TeamMemberView => ({
      id: name,
      name,
      position,
      chapter: null,
      photo: null,
    });
    const levels = teamByLevel([
      leader('Treasurer'),
      leader('Chairperson'),
      leader('Regional Coordinator', 'Lucy Gatwiri'),
      leader('ICT Department'),
      leader('Secretary General'),
    ]);
    expect(levels.map((l) => [l.title, l.leaders.map((x) => x.name)])).toEqual([
      ['Chairperson', ['Chairperson']],
      ['Deputies', ['Secretary General']],
      ['Executive Committee', ['Treasurer']],
      ['Regional and Chapter Coordinators', ['Lucy Gatwiri']],
      ['Departments', ['ICT Department']],
    ]);
    expect(teamByLevel([])).toEqual([]);
    expect(initialsOf('  Faith  Kendi Mwiti ')).toBe('FK');
  });
});

describe('page metadata (one definition per page)', () => {
  it('gives every fixed public page a unique title and a description of useful length', () => {
    const canonical = Object.values(staticPages).filter((p) => !p.canonicalPath);
    expect(new Set(canonical.map((p) => p.title)).size).toBe(canonical.length);
    for (const p of Object.values(staticPages)) {
      expect(p.description.length).toBeGreaterThan(20);
      expect(p.description.length).toBeLessThanOrEqual(320);
    }
  });

  it('points aliases at their canonical page and keeps them and private pages out of the sitemap', () => {
    expect(findPageMeta('/achievements/')?.canonicalPath).toBe('/updates');
    expect(staticSitemapPaths()).not.toContain('/achievements');
    expect(staticSitemapPaths()).not.toContain('/admin/login');
    expect(staticSitemapPaths()).toContain('/sdg/13/reforestation');
    expect(findPageMeta('/nowhere')).toBeUndefined();
    expect(findPageMeta('/admin/events')?.noindex).toBe(true);
  });

  it('derives an item page from the item, with its picture for Open Graph and a canonical slug', () => {
    const meta = eventMeta(
      event(3, {
        image: {
          url: '/m/a-1600.jpeg',
          alt: 'Stands',
          width: 1600,
          height: 900,
          variants: [
            { url: '/m/a-400.jpeg', width: 400, format: 'jpeg' },
            { url: '/m/a-1600.jpeg', width: 1600, format: 'jpeg' },
          ],
        },
      }),
    );
    expect(meta.title).toBe('Event 3 — Meru Youth Voice');
    expect(meta.description).toMatch(/^April 18, 2026, 8:30 AM – 5:00 PM, Meru Showground\. /);
    expect(meta.image).toBe('/m/a-1600.jpeg');
    expect(updateMeta(update(1, 'health')).canonicalPath).toBe('/updates/update-1');
    // Social sites show no SVG: the site's picture stands in for drawn artwork.
    expect(
      updateMeta(
        update(2, 'health', {
          image: { url: '/a.svg', alt: 'Art', width: 800, height: 560, variants: [{ url: '/a.svg', width: 800, format: 'svg' }] },
        }),
      ).image,
    ).toBe('/images/og-image.png');
  });

  it('escapes what officials wrote in <head>, and marks the not-found page noindex', () => {
    const head = headTags(
      updateMeta(update(1, 'health', { title: '"><script>x</script>' })),
      'https://example.org',
      '/achievements/update-1',
    );
    expect(head).not.toContain('<script>');
    expect(head).toContain('<link rel="canonical" href="https://example.org/updates/update-1" />');
    expect(headTags(notFoundMeta(), 'https://example.org')).toContain('<meta name="robots" content="noindex" />');
  });

  it('preloads a detail page’s picture: the AVIF srcset with the sizes its <img> uses, at high priority', () => {
    const variants = (['avif', 'webp', 'jpeg'] as const).flatMap((format) =>
      [400, 800].map((width) => ({ url: `/media/h-${width}.${format === 'jpeg' ? 'jpg' : format}`, width, format })),
    );
    const image = { url: '/media/h-800.jpg', alt: 'Photo', width: 800, height: 600, variants };
    const head = headTags(updateMeta(update(1, 'health', { image })), 'https://example.org', '/updates/update-1');
    expect(head).toContain(
      `<link rel="preload" as="image" imagesrcset="/media/h-400.avif 400w, /media/h-800.avif 800w" imagesizes="${DETAIL_IMAGE_SIZES}" type="image/avif" fetchpriority="high" />`,
    );
    // SVG artwork: its one file.
    const art = {
      url: '/a.svg',
      alt: 'Art',
      width: 800,
      height: 560,
      variants: [{ url: '/a.svg', width: 800, format: 'svg' as const }],
    };
    expect(headTags(updateMeta(update(2, 'health', { image: art })), 'https://example.org')).toContain(
      '<link rel="preload" as="image" href="/a.svg" fetchpriority="high" />',
    );
    expect(headTags(updateMeta(update(3, 'health', { image: null })), 'https://example.org')).not.toContain('rel="preload"');
    expect(headTags(staticPages['/gallery']!, 'https://example.org')).toContain(
      `<link rel="preload" as="image" href="${imageUrl(GALLERY_BANNER)}" fetchpriority="high" />`,
    );
  });
});
