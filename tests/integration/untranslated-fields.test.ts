/**
 * What officials write in English only, with no Kiswahili twin (an event's place, an update's impact
 * line and details, a story picture's alt text, a gallery photo's alt text while it has no
 * Kiswahili version), sits inside an element with lang="en" on the /sw pages, even when the item
 * has a Kiswahili version, so that a screen reader reads it as English; a leader's position is
 * in Kiswahili, or marked when it is one officials no longer offer. The English pages carry no
 * lang="en" mark. The pages are parsed with jsdom. Needs `npm run build` (both SSR bundles).
 */
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedEvents, seedUpdates } from '../../src/server/modules/content/seed-data';
import { seedKiswahili } from '../../src/server/modules/content/seed-data-kiswahili';
import { positionNames } from '../../src/shared/page-messages/positions.sw';
import { createTestApp, type TestApp } from '../helpers/app';
import { makeLeader } from '../helpers/factories';
import { createCardLinks } from '../../src/server/modules/cards/links';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const page = async (url: string): Promise<Document> => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return new JSDOM(res.body).window.document;
};

/** The language a screen reader gives an element: its own lang, else its nearest ancestor's. */
const langAt = (element: Element): string | null => element.closest('[lang]')?.getAttribute('lang') ?? null;

/** The elements of the page's content (#root) with `text` as a text of their own (not a name inside a sentence). */
function holders(document: Document, text: string): Element[] {
  const root = document.getElementById('root')!;
  const walker = document.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  const found: Element[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    if (node.textContent!.trim() === text) found.push(node.parentElement!);
  return found;
}

/** Each text is on the page and every place it shows reads as `lang`. */
function expectLang(document: Document, texts: string[], lang: string, where: string) {
  for (const text of texts) {
    const elements = holders(document, text);
    expect(elements.length, `${where}: "${text}" shown`).toBeGreaterThan(0);
    for (const element of elements) expect(langAt(element), `${where}: "${text}" in <${element.tagName}>`).toBe(lang);
  }
}

/** Every picture of officials' content on the page: its <img> (the alt is what is read). */
const contentImages = (document: Document, selector: string) => [...document.querySelectorAll<HTMLImageElement>(selector)];

const event = seedEvents.find((e) => e.slug === 'avocado-value-chain-workshop')!;
const update = seedUpdates.find((u) => u.slug === 'maua-free-medical-camp')!;
const detailTexts = (u: typeof update) => [
  u.impact,
  u.details.location,
  u.details.participants,
  // The updates list shows the first three services and the first two outcomes and partners.
  ...u.details.services.slice(0, 3),
  ...u.details.outcomes.slice(0, 2),
  ...u.details.partners.slice(0, 2),
];

describe('English fields with no Kiswahili twin on the /sw pages', () => {
  it('marks an event page’s place and picture, the item having a Kiswahili version', async () => {
    expect(seedKiswahili[event.slug]).toBeDefined();
    const document = await page(`/sw/events/${event.slug}`);
    expect(document.documentElement.lang).toBe('sw');
    // The Kiswahili title is not marked: the mark is for the English fields only.
    expect(langAt(document.querySelector('h1')!)).toBe('sw');
    expectLang(document, [event.location], 'en', 'event');
    const cover = document.querySelector<HTMLImageElement>('img.article-image')!;
    expect(cover.alt).toBe(event.image!.alt);
    expect(cover.getAttribute('lang')).toBe('en');
  });

  it('marks the events list’s places and pictures', async () => {
    const document = await page('/sw/events');
    expectLang(document, [...new Set(seedEvents.map((e) => e.location))], 'en', 'events');
    const images = contentImages(document, '.event-card img');
    expect(images.length).toBe(seedEvents.filter((e) => e.image).length);
    for (const img of images) expect(img.getAttribute('lang'), img.alt).toBe('en');
  });

  it('marks an update’s impact line, details and pictures on the updates list and the update page', async () => {
    const list = await page('/sw/updates');
    expectLang(list, detailTexts(update), 'en', 'updates');
    // The words around them are the page's: the "Impact:" label and the lists' titles.
    expect(langAt(list.querySelector('.impact strong')!)).toBe('sw');
    expect(langAt(list.querySelector('.detail-columns h3')!)).toBe('sw');
    const images = contentImages(list, '.achievement-item img');
    expect(images.length).toBeGreaterThan(0);
    for (const img of images) expect(img.getAttribute('lang'), img.alt).toBe('en');

    const article = await page(`/sw/updates/${update.slug}`);
    const pictures = contentImages(article, '.update-article img');
    expect(pictures.map((img) => img.alt)).toContain(update.image!.alt);
    for (const img of pictures) expect(img.getAttribute('lang'), img.alt).toBe('en');
  });

  it('marks the home page’s story pictures and the about page’s impact lines', async () => {
    const home = await page('/sw');
    const images = contentImages(home, '.home-tabs img');
    expect(images.length).toBeGreaterThan(0);
    for (const img of images) expect(img.getAttribute('lang'), img.alt).toBe('en');

    const about = await page('/sw/about');
    const impacts = [...about.querySelectorAll('.achievement-list-compact li span:not(.english-only)')];
    expect(impacts.length).toBeGreaterThan(0);
    for (const impact of impacts) expect(impact.getAttribute('lang'), impact.textContent!).toBe('en');
  });

  it('marks the gallery’s alt texts while its photos have no Kiswahili version', async () => {
    const document = await page('/sw/gallery');
    const images = contentImages(document, '.gallery-grid img');
    expect(images.length).toBeGreaterThan(0);
    for (const img of images) expect(img.getAttribute('lang'), img.alt).toBe('en');
  });

  it('names leaders’ positions in Kiswahili, and marks one officials no longer offer', async () => {
    await makeLeader(t.database.db, { fullName: 'Faith Kendi', position: 'Chairperson' });
    await makeLeader(t.database.db, { fullName: 'Dennis Kirimi', position: 'Youth Patron', leadershipNumber: 'MYVOLD-0001' });
    const document = await page('/sw/structure');
    const positions = [...document.querySelectorAll('.leader-position')];
    expect(positions.map((p) => p.textContent)).toEqual([positionNames.Chairperson, 'Youth Patron']);
    expect(langAt(positions[0]!)).toBe('sw');
    expect(langAt(positions[1]!)).toBe('en');

    // A leadership card's check names the position the same way.
    const treasurer = await makeLeader(t.database.db, { fullName: 'Gatwiri Mwenda', position: 'Treasurer' });
    const token = await createCardLinks(t.database.db).verifyToken(treasurer.leadershipNumber);
    const verify = await page(`/sw/verify/${treasurer.leadershipNumber}?t=${token}`);
    expect(holders(verify, positionNames.Treasurer).map(langAt)).toEqual(['sw']);

    const english = await page('/structure');
    expect([...english.querySelectorAll('.leader-position')].map((p) => p.textContent)).toEqual([
      'Chairperson',
      'Treasurer',
      'Youth Patron',
    ]);
  });

  it('leaves the English pages unmarked: their own lang="en" says it', async () => {
    for (const path of [
      '/',
      '/events',
      `/events/${event.slug}`,
      '/updates',
      `/updates/${update.slug}`,
      '/gallery',
      '/about',
      '/structure',
    ]) {
      const document = await page(path);
      expect(document.documentElement.lang, path).toBe('en');
      expect(document.querySelectorAll('#root [lang="en"]').length, path).toBe(0);
    }
    // The same texts are there, unmarked.
    expectLang(await page('/updates'), detailTexts(update), 'en', 'English updates');
  });
});
