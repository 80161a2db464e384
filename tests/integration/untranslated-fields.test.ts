/**
 * What officials write in English only sits inside an element with lang="en" on the /sw pages, so
 * that a screen reader reads it as English: the fields with no Kiswahili twin (an update's details,
 * a story picture's alt text, a gallery photo's alt text while it has no Kiswahili version), even
 * when the item has a Kiswahili version; and an event's place or an update's impact line while it
 * has no Kiswahili twin of its own (with one, the /sw pages show the twin, unmarked). A leader's
 * position is in Kiswahili, or marked when it is one officials no longer offer. The English pages
 * carry no lang="en" mark. The pages are parsed with jsdom. Needs `npm run build` (both SSR bundles).
 */
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedEvents, seedUpdates } from '../../src/server/modules/content/seed-data';
import { seedKiswahili } from '../../src/server/modules/content/seed-data-kiswahili';
import { positionNames } from '../../src/shared/page-messages/positions.sw';
import { createTestApp, type TestApp } from '../helpers/app';
import { makeLeader } from '../helpers/factories';
import { createCardLinks } from '../../src/server/modules/cards/links';
import { contentClient, validEvent, validUpdate, type Caller } from '../helpers/content';

let t: TestApp;
let secretary: Caller;
beforeAll(async () => {
  t = await createTestApp();
  secretary = await contentClient(t, 'secretary');
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
  u.details.location,
  u.details.participants,
  // The updates list shows the first three services and the first two outcomes and partners.
  ...u.details.services.slice(0, 3),
  ...u.details.outcomes.slice(0, 2),
  ...u.details.partners.slice(0, 2),
];

/** The element of the page's content holding `text` as its own, or none. */
const shown = (document: Document, text: string) => holders(document, text).length > 0;

describe('English fields with no Kiswahili twin on the /sw pages', () => {
  it('marks an event page’s picture, the item having a Kiswahili version', async () => {
    expect(seedKiswahili[event.slug]).toBeDefined();
    const document = await page(`/sw/events/${event.slug}`);
    expect(document.documentElement.lang).toBe('sw');
    // The Kiswahili title is not marked: the mark is for the English fields only.
    expect(langAt(document.querySelector('h1')!)).toBe('sw');
    const cover = document.querySelector<HTMLImageElement>('img.article-image')!;
    expect(cover.alt).toBe(event.image!.alt);
    expect(cover.getAttribute('lang')).toBe('en');
  });

  it('marks the events list’s pictures, and the places that have no Kiswahili twin', async () => {
    const document = await page('/sw/events');
    const twinned = seedEvents.filter((e) => seedKiswahili[e.slug]?.location);
    const english = seedEvents.filter((e) => !seedKiswahili[e.slug]?.location);
    expect(twinned.length).toBeGreaterThan(0);
    expect(english.length).toBeGreaterThan(0);
    expectLang(document, [...new Set(english.map((e) => e.location))], 'en', 'events');
    expectLang(
      document,
      twinned.map((e) => seedKiswahili[e.slug]!.location!),
      'sw',
      'events',
    );
    for (const e of twinned) expect(shown(document, e.location), e.location).toBe(false);
    const images = contentImages(document, '.event-card img');
    expect(images.length).toBe(seedEvents.filter((e) => e.image).length);
    for (const img of images) expect(img.getAttribute('lang'), img.alt).toBe('en');
  });

  it('marks an update’s details and pictures on the updates list and the update page', async () => {
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

  it('marks the home page’s story pictures', async () => {
    const home = await page('/sw');
    const images = contentImages(home, '.home-tabs img');
    expect(images.length).toBeGreaterThan(0);
    for (const img of images) expect(img.getAttribute('lang'), img.alt).toBe('en');
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

describe('an event’s place and an update’s impact line: a Kiswahili twin of their own', () => {
  it('shows an event’s Kiswahili place unmarked on /sw, and the English place on the English page', async () => {
    const place = seedKiswahili[event.slug]!.location!;
    const kiswahili = await page(`/sw/events/${event.slug}`);
    expectLang(kiswahili, [place], 'sw', 'Kiswahili event');
    expect(shown(kiswahili, event.location)).toBe(false);
    const english = await page(`/events/${event.slug}`);
    expectLang(english, [event.location], 'en', 'English event');
    expect(shown(english, place)).toBe(false);
  });

  it('shows the English place marked lang="en" on /sw while the event has no twin, with or without a version; a saved twin replaces it', async () => {
    const plain = (await secretary('POST', '/api/content/events', validEvent({ title: 'Place Without Twin' }))).json().event;
    const versioned = (
      await secretary(
        'POST',
        '/api/content/events',
        validEvent({
          title: 'Version Without Place',
          location: 'Kinoru Stadium, Meru Town',
          titleSw: 'Hafla Bila Mahali kwa Kiswahili',
          excerptSw: 'Muhtasari wa hafla.',
          bodySw: 'Maelezo kamili ya hafla.',
        }),
      )
    ).json().event;
    for (const [e, where] of [
      [plain, 'no version'],
      [versioned, 'a version'],
    ] as const) {
      const kiswahili = await page(`/sw/events/${e.slug}`);
      expectLang(kiswahili, [e.location], 'en', where);
      expect(
        (
          await t.app.inject({ method: 'GET', url: `/api/pages?path=/events/${e.slug}`, headers: { 'accept-language': 'sw' } })
        ).json(),
      ).toMatchObject({ data: { event: { location: e.location, englishFields: ['location'] } } });
    }
    expectLang(await page('/sw/events'), ['Nkubu Primary School', 'Kinoru Stadium, Meru Town'], 'en', 'events list');

    // A twin written later (no version needed) is what /sw shows, unmarked; English keeps English.
    const saved = await secretary(
      'PUT',
      `/api/content/events/${plain.id}`,
      validEvent({ title: 'Place Without Twin', locationSw: 'Shule ya msingi ya Nkubu' }),
    );
    expect(saved.statusCode).toBe(200);
    const after = await page(`/sw/events/${plain.slug}`);
    expectLang(after, ['Shule ya msingi ya Nkubu'], 'sw', 'after the twin');
    expect(shown(after, 'Nkubu Primary School')).toBe(false);
    const data = (
      await t.app.inject({ method: 'GET', url: `/api/pages?path=/events/${plain.slug}`, headers: { 'accept-language': 'sw' } })
    ).json();
    expect(data.data.event.location).toBe('Shule ya msingi ya Nkubu');
    expect(data.data.event.englishFields).toBeUndefined();
    expectLang(await page(`/events/${plain.slug}`), ['Nkubu Primary School'], 'en', 'English event');
  });

  it('shows an update’s Kiswahili impact line unmarked on /sw, and the English one on the English page', async () => {
    const impact = seedKiswahili[update.slug]!.impact!;
    const kiswahili = await page('/sw/updates');
    expectLang(kiswahili, [impact], 'sw', 'Kiswahili updates');
    expect(shown(kiswahili, update.impact)).toBe(false);
    const english = await page('/updates');
    expectLang(english, [update.impact], 'en', 'English updates');
    expect(shown(english, impact)).toBe(false);
  });

  it('shows the English impact line marked lang="en" on /sw while the update has no twin, on the list and the about page', async () => {
    const created = (await secretary('POST', '/api/content/updates', validUpdate({ title: 'Impact Without Twin' }))).json()
      .update;
    const english = '4 water points repaired, 1,200 residents served';
    expect(created.impact).toBe(english);
    expectLang(await page('/sw/updates'), [english], 'en', 'updates');
    // The newest update heads the about page's list; the seeded ones beside it show their twins.
    const about = await page('/sw/about');
    expectLang(about, [english], 'en', 'about');
    const seededTwins = seedUpdates.map((u) => seedKiswahili[u.slug]?.impact).filter((i): i is string => Boolean(i));
    const impacts = [...about.querySelectorAll('.achievement-list-compact li span:not(.english-only)')].filter(
      (span) => span.textContent !== english,
    );
    expect(impacts.length).toBeGreaterThan(0);
    for (const span of impacts) {
      expect(seededTwins, span.textContent!).toContain(span.textContent);
      expect(langAt(span), span.textContent!).toBe('sw');
    }

    // A twin written later is what /sw shows, unmarked; blank removes it and the English line comes back, marked.
    const write = (impactSw: string) =>
      secretary('PUT', `/api/content/updates/${created.id}`, validUpdate({ title: 'Impact Without Twin', impactSw }));
    expect((await write('Vituo 4 vya maji vilikarabatiwa')).statusCode).toBe(200);
    const twinned = await page('/sw/updates');
    expectLang(twinned, ['Vituo 4 vya maji vilikarabatiwa'], 'sw', 'with the twin');
    expect(shown(twinned, english)).toBe(false);
    expect((await write(' ')).json().update.impactSw).toBeNull();
    expectLang(await page('/sw/updates'), [english], 'en', 'after clearing');
  });
});
