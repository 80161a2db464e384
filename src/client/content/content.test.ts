import { describe, expect, it } from 'vitest';
import { achievements, ACHIEVEMENT_CATEGORIES } from './achievements';
import { events, EVENT_CATEGORIES } from './events';
import { galleryImages, galleryLayout, visibleGallery, wrapIndex, GALLERY_CATEGORIES } from './gallery';
import { ACHIEVEMENT_SEARCH_FIELDS, EVENT_SEARCH_FIELDS, filterList, findBySlugOrId, matchesSearch } from './search';
import { updates } from './updates';
import { relatedUpdatesOf } from './related';
import { sdgCards, findSdgCategory } from './sdg';
import { findPageMeta, publicPages, sitemapPaths } from './pages';
import { leaders, leadersByLevel } from './leaders';

describe('search and filters', () => {
  it('matches case-insensitively on a substring of the named fields only', () => {
    const item = { title: 'Free Medical Camp', excerpt: 'Maua stadium', location: 'Igembe' };
    expect(matchesSearch(item, 'mEdIcAl', [(i) => i.title])).toBe(true);
    expect(matchesSearch(item, 'stadium', [(i) => i.title])).toBe(false);
    expect(matchesSearch(item, '  ', [(i) => i.title])).toBe(true);
  });

  it('achievements search title or excerpt, not the impact', () => {
    expect(filterList(achievements, 'all', 'MAUA', ACHIEVEMENT_SEARCH_FIELDS).map((a) => a.id)).toEqual([1]);
    expect(filterList(achievements, 'all', 'referred for follow-up', ACHIEVEMENT_SEARCH_FIELDS)).toEqual([]);
  });

  it('events search title, excerpt or location', () => {
    expect(filterList(events, 'all', 'showground', EVENT_SEARCH_FIELDS).map((e) => e.slug)).toEqual(['meru-youth-career-fair']);
    expect(filterList(events, 'all', 'pitch', EVENT_SEARCH_FIELDS).map((e) => e.id)).toEqual([2]);
  });

  it('combines the category with the search, and "all" keeps every category', () => {
    expect(filterList(achievements, 'health', '', ACHIEVEMENT_SEARCH_FIELDS).map((a) => a.id)).toEqual([1, 6]);
    expect(filterList(achievements, 'health', 'digital', ACHIEVEMENT_SEARCH_FIELDS)).toEqual([]);
    expect(filterList(events, 'all', '', EVENT_SEARCH_FIELDS)).toHaveLength(6);
  });

  it('uses exactly the categories, and every item belongs to one', () => {
    expect(ACHIEVEMENT_CATEGORIES).toEqual(['all', 'community', 'health', 'education', 'charity', 'events']);
    expect(EVENT_CATEGORIES).toEqual(['all', 'workshop', 'business', 'career', 'community', 'leadership', 'charity']);
    expect(GALLERY_CATEGORIES).toEqual(['all', 'charity', 'meetings', 'events', 'outreach', 'workshops', 'leadership']);
    for (const a of achievements) expect(ACHIEVEMENT_CATEGORIES).toContain(a.category);
    for (const e of events) expect(EVENT_CATEGORIES).toContain(e.category);
    for (const g of galleryImages) expect(GALLERY_CATEGORIES).toContain(g.category);
  });

  it('finds an entry by slug or numeric id, and nothing for unknown keys', () => {
    expect(findBySlugOrId(updates, '1')?.slug).toBe('maua-free-medical-camp');
    expect(findBySlugOrId(updates, 'digital-skills-bootcamp')?.id).toBe(2);
    expect(findBySlugOrId(events, '3')?.slug).toBe('meru-youth-career-fair');
    expect(findBySlugOrId(updates, '99')).toBeUndefined();
    expect(findBySlugOrId(updates, '1abc')).toBeUndefined();
    expect(findBySlugOrId(updates, undefined)).toBeUndefined();
  });
});

describe('gallery rules', () => {
  it('classifies portrait (h > 1.2w), landscape (w > 1.2h), featured (id multiple of 7)', () => {
    expect(galleryLayout({ id: 1, width: 600, height: 800 })).toBe('portrait');
    expect(galleryLayout({ id: 1, width: 800, height: 560 })).toBe('landscape');
    expect(galleryLayout({ id: 1, width: 700, height: 700 })).toBe('standard');
    expect(galleryLayout({ id: 1, width: 600, height: 720 })).toBe('standard');
    expect(galleryLayout({ id: 14, width: 600, height: 800 })).toBe('featured');
    expect(galleryLayout({ id: 7, width: 700, height: 700 })).toBe('featured');
  });

  it('sorts newest first and filters by category', () => {
    const all = visibleGallery(galleryImages, 'all');
    expect(all).toHaveLength(galleryImages.length);
    for (let i = 1; i < all.length; i++) expect(all[i - 1]!.dateObj.getTime()).toBeGreaterThanOrEqual(all[i]!.dateObj.getTime());
    const charity = visibleGallery(galleryImages, 'charity');
    expect(charity.length).toBeGreaterThan(0);
    expect(charity.every((g) => g.category === 'charity')).toBe(true);
    expect(visibleGallery(galleryImages, 'no-such')).toEqual([]);
  });

  it('wraps previous and next at both ends', () => {
    expect(wrapIndex(5, 5)).toBe(0);
    expect(wrapIndex(-1, 5)).toBe(4);
    expect(wrapIndex(2, 5)).toBe(2);
    expect(wrapIndex(0, 0)).toBe(0);
  });

  it('has about forty images, each with alt text and a real size', () => {
    expect(galleryImages.length).toBeGreaterThanOrEqual(38);
    for (const g of galleryImages) {
      expect(g.alt.length).toBeGreaterThan(15);
      expect(g.width).toBeGreaterThan(0);
    }
  });
});

describe('update detail rules', () => {
  it('relates at most two updates of the same category, never the article itself', () => {
    const related = relatedUpdatesOf(updates[0]!, updates);
    expect(related.map((u) => u.id)).toEqual([6]);
    expect(related.length).toBeLessThanOrEqual(2);
    const many = Array.from({ length: 5 }, (_, i) => ({ ...updates[0]!, id: 100 + i }));
    expect(relatedUpdatesOf(updates[0]!, [...updates, ...many])).toHaveLength(2);
  });
});

describe('fixed content', () => {
  it('has six achievements, six matching articles and six events with unique slugs', () => {
    expect(achievements).toHaveLength(6);
    expect(updates.map((u) => u.slug)).toEqual(achievements.map((a) => a.slug));
    expect(events).toHaveLength(6);
    expect(new Set(events.map((e) => e.slug)).size).toBe(6);
    for (const u of updates) expect(u.content.length).toBeGreaterThan(200);
  });

  it('has the SDG cards 1, 8, 3, 13 with the stats and the sixteen category slugs', () => {
    expect(sdgCards.map((c) => c.goal)).toEqual([1, 8, 3, 13]);
    expect(sdgCards.map((c) => c.stats.map((s) => s.value))).toEqual([
      ['24%', '750+', '42%'],
      ['35%', '320+', '28'],
      ['65%', '4,200+', '28%'],
      ['42%', '75,000+', '18'],
    ]);
    expect(sdgCards.flatMap((c) => c.categories.map((x) => `/sdg/${c.goal}/${x.slug}`))).toEqual([
      '/sdg/1/poultry', '/sdg/1/digital', '/sdg/1/avocado', '/sdg/1/valueaddition',
      '/sdg/8/ecoservices', '/sdg/8/artisan', '/sdg/8/cooperatives', '/sdg/8/tourism',
      '/sdg/3/cancer', '/sdg/3/mentalhealth', '/sdg/3/substanceabuse', '/sdg/3/reprohealth',
      '/sdg/13/reforestation', '/sdg/13/smartagriculture', '/sdg/13/renewableenergy', '/sdg/13/education',
    ]);
    expect(findSdgCategory('13', 'education')?.category.title).toBe('Environmental Education');
    expect(findSdgCategory('2', 'education')).toBeUndefined();
  });

  it('has the five levels of the org chart', () => {
    expect(leadersByLevel(1).map((l) => l.position)).toEqual(['Chairperson']);
    expect(leadersByLevel(2).map((l) => l.position)).toEqual(['Vice Chairperson', 'Secretary General']);
    expect(leadersByLevel(4).map((l) => l.area)).toEqual(['Imenti', 'Igembe']);
    expect(leadersByLevel(5)).toHaveLength(4);
    expect(new Set(leaders.map((l) => l.id)).size).toBe(leaders.length);
  });
});

describe('page metadata', () => {
  it('gives every public page a unique title and a description of useful length', () => {
    const canonical = publicPages.filter((p) => !p.canonicalPath);
    expect(new Set(canonical.map((p) => p.title)).size).toBe(canonical.length);
    for (const p of publicPages) {
      expect(p.description.length).toBeGreaterThan(50);
      expect(p.description.length).toBeLessThanOrEqual(320);
    }
  });

  it('points aliases at their canonical page and keeps them out of the sitemap', () => {
    expect(findPageMeta('/updates/1')?.canonicalPath).toBe('/updates/maua-free-medical-camp');
    expect(findPageMeta('/achievements/timau-cancer-screening')?.canonicalPath).toBe('/updates/timau-cancer-screening');
    expect(findPageMeta('/events/2/')?.canonicalPath).toBe('/events/youth-business-pitch-day');
    expect(sitemapPaths()).not.toContain('/updates/1');
    expect(findPageMeta('/nowhere')).toBeUndefined();
  });
});
