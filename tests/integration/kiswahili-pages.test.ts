/**
 * The Kiswahili twin of every public page (/sw + the English path): answered by the English routes,
 * rendered by the Kiswahili build with <html lang="sw">, the same structure and data, hreflang
 * alternates both ways; unknown /sw paths answered as unknown English ones; only the home page
 * follows Accept-Language, and only for a visitor arriving from elsewhere; API errors in the
 * request's language. Needs `npm run build` (both languages' SSR bundles and templates).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRoutes } from '../../src/client/routes';
import { sdgPaths } from '../../src/shared/pages';
import { catalogueFor } from '../../src/shared/catalogue';
import { createTestApp, browserHeaders, type TestApp } from '../helpers/app';
import { validEvent } from '../helpers/content';
import { sessionCookie } from '../helpers/factories';
import { seedKiswahili } from '../../src/server/modules/content/seed-data-kiswahili';

const ORIGIN = 'https://www.meruyouthvoice.org';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: ORIGIN } });
});
afterAll(async () => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const twin = (path: string) => (path === '/' ? '/sw' : `/sw${path}`);
const htmlLang = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];
/** The page's element structure: the tag names inside #root, in order (the words may differ, the elements not). */
const structure = (html: string) => {
  const root = html.slice(html.indexOf('<div id="root">'), html.lastIndexOf('<script'));
  return [...root.matchAll(/<([a-z][a-z0-9-]*)/g)].map((m) => m[1]).join(' ');
};
const alternates = (html: string) =>
  Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map((m) => [m[1], m[2]]));
const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

/** Every public page of the route table, with real items for the routes of one item. */
const publicPaths = () => [
  ...appRoutes
    .filter((r) => r.layout === 'public' && r.render === 'server' && !r.path.includes(':'))
    .map((r) => r.path)
    .concat(sdgPaths()),
  '/updates/maua-free-medical-camp',
  '/events/avocado-value-chain-workshop',
];

describe('every public page has its Kiswahili twin under /sw', () => {
  it('answers the same status with <html lang="sw">, the same structure and its own language in <head>', async () => {
    const paths = publicPaths();
    expect(paths.length).toBeGreaterThan(30);
    for (const path of paths) {
      const [english, kiswahili] = await Promise.all([get(path), get(twin(path))]);
      expect(english.statusCode, path).toBe(200);
      expect(kiswahili.statusCode, twin(path)).toBe(200);
      expect(htmlLang(english.body), path).toBe('en');
      expect(htmlLang(kiswahili.body), twin(path)).toBe('sw');
      expect(structure(kiswahili.body), twin(path)).toBe(structure(english.body));
      expect(kiswahili.body, twin(path)).toContain('<meta property="og:locale" content="sw_KE" />');
      // The page's data is embedded for hydration in both: the chapters at least.
      expect(kiswahili.body, twin(path)).toContain('Igembe Youth Voice');
    }
  });

  it('names both twins as alternates on both, English as x-default, each canonical in its own language', async () => {
    for (const [path, canonicalPath] of [
      ['/', '/'],
      ['/about', '/about'],
      ['/achievements', '/updates'],
      ['/events/avocado-value-chain-workshop', '/events/avocado-value-chain-workshop'],
    ]) {
      const expected = {
        en: `${ORIGIN}${canonicalPath}`,
        sw: `${ORIGIN}${twin(canonicalPath!)}`,
        'x-default': `${ORIGIN}${canonicalPath}`,
      };
      const [english, kiswahili] = await Promise.all([get(path!), get(twin(path!))]);
      expect(alternates(english.body), path).toEqual(expected);
      expect(alternates(kiswahili.body), twin(path!)).toEqual(expected);
      expect(canonical(english.body), path).toBe(expected.en);
      expect(canonical(kiswahili.body), twin(path!)).toBe(expected.sw);
    }
  });

  it('links each page to its twin in the header (the language switch), the query kept', async () => {
    expect((await get('/about')).body).toMatch(/<a href="\/sw\/about" hrefLang="sw" lang="sw"[^>]*>/);
    expect((await get('/sw/about')).body).toMatch(/<a href="\/about" hrefLang="en" lang="en"[^>]*>/);
    const renew = await get('/sw/renew?id=12345678');
    expect(renew.statusCode).toBe(200);
    expect(htmlLang(renew.body)).toBe('sw');
    expect(renew.body).toContain('value="12345678"');
    expect(renew.body).toMatch(/<a href="\/renew\?id=12345678" hrefLang="en"/);
  });

  it('answers the pages of one visitor in Kiswahili too: /verify/…, /rsvp/…, /donate', async () => {
    for (const path of ['/verify/MYVIG-0101-999', '/rsvp/not-a-token', '/donate']) {
      const [english, kiswahili] = await Promise.all([get(path), get(twin(path))]);
      expect(kiswahili.statusCode, path).toBe(english.statusCode);
      expect(htmlLang(kiswahili.body), path).toBe('sw');
      expect(structure(kiswahili.body), path).toBe(structure(english.body));
    }
  });

  it('answers unknown /sw paths as unknown English ones, in Kiswahili', async () => {
    const unknownPage = await get('/sw/no-such-page');
    expect(unknownPage.statusCode).toBe(302);
    expect(unknownPage.headers.location).toBe('/sw');
    expect((await get('/no-such-page')).headers.location).toBe('/');
    // The dashboard has no Kiswahili twin.
    expect((await get('/sw/admin/members')).headers.location).toBe('/sw');
    const missing = await get('/sw/events/no-such-event');
    expect(missing.statusCode).toBe(404);
    expect(htmlLang(missing.body)).toBe('sw');
    expect((await get('/events/no-such-event')).statusCode).toBe(404);
    // The missing event's <title> in the page's language too.
    expect(/<title>([^<]*)<\/title>/.exec(missing.body)?.[1]).toContain(catalogueFor('sw-KE').eventNotFoundTitle);
    expect(/<title>([^<]*)<\/title>/.exec((await get('/events/no-such-event')).body)?.[1]).toContain('Event Not Found');
  });

  it("keeps a Kiswahili page's redirects in Kiswahili", async () => {
    const verify = await get('/sw/verify?number=myvig-0101-999');
    expect(verify.statusCode).toBe(303);
    expect(verify.headers.location).toBe('/sw/verify/MYVIG-0101-999');
    expect((await get('/sw/verify')).headers.location).toBe('/sw');
    expect((await get('/verify')).headers.location).toBe('/');
  });

  it('lists both languages in the sitemap, each entry with its alternates', async () => {
    const sitemap = (await get('/sitemap.xml')).body;
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const path of ['/', '/about', '/membership', '/events/avocado-value-chain-workshop'])
      expect(locs, path).toEqual(expect.arrayContaining([`${ORIGIN}${path}`, `${ORIGIN}${twin(path)}`]));
    expect(locs.filter((l) => l!.startsWith(`${ORIGIN}/sw`)).length * 2).toBe(locs.length);
    expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="sw" href="${ORIGIN}/sw/about"/>`);
  });
});

describe('the first visit to / follows Accept-Language, and nothing else does', () => {
  const KISWAHILI_FIRST = { 'accept-language': 'sw-KE,sw;q=0.9,en;q=0.8' };

  it('sends a browser that prefers Kiswahili from / to /sw, saying what the answer varies on', async () => {
    const res = await get('/', KISWAHILI_FIRST);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/sw');
    expect(res.headers.vary).toContain('Accept-Language');
    const fromSearch = await get('/', { ...KISWAHILI_FIRST, 'sec-fetch-site': 'cross-site' });
    expect(fromSearch.headers.location).toBe('/sw');
  });

  it('keeps a browser that prefers English, or names neither, on /', async () => {
    for (const header of ['en-GB,en;q=0.9,sw;q=0.8', 'fr-FR,fr', '']) {
      const res = await get('/', header ? { 'accept-language': header } : {});
      expect(res.statusCode, header).toBe(200);
      expect(htmlLang(res.body)).toBe('en');
      expect(res.headers.vary, header).toContain('Accept-Language');
    }
  });

  it('never redirects a click within the site (the switch to English), nor a deep link, nor a Kiswahili page', async () => {
    expect((await get('/', { ...KISWAHILI_FIRST, 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    // A browser without Sec-Fetch-Site: its Referer says it came from the site.
    expect((await get('/', { ...KISWAHILI_FIRST, host: 'localhost', referer: 'http://localhost/sw/about' })).statusCode).toBe(
      200,
    );
    expect((await get('/about', KISWAHILI_FIRST)).statusCode).toBe(200);
    expect((await get('/membership', KISWAHILI_FIRST)).statusCode).toBe(200);
    expect((await get('/sw', { 'accept-language': 'en' })).statusCode).toBe(200);
  });
});

describe("API error messages in the request's language", () => {
  const send = (language: string | undefined, body: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/send-email',
      headers: { ...browserHeaders(), origin: ORIGIN, ...(language ? { 'accept-language': language } : {}) },
      payload: body,
    });
  const bad = {
    name: 'Wanjiru Kendi',
    email: 'not-an-email',
    subject: 'Career fair',
    message: 'Hello there, we would like to talk.',
  };

  it('keeps the code and gives the Kiswahili words of the same message for Accept-Language: sw', async () => {
    const [english, kiswahili] = await Promise.all([send(undefined, bad), send('sw', bad)]);
    expect(english.statusCode).toBe(400);
    expect(kiswahili.statusCode).toBe(400);
    expect(kiswahili.json().error.code).toBe(english.json().error.code);
    expect(english.json().error.fields.email).toBe(catalogueFor('en-KE').emailInvalid);
    expect(kiswahili.json().error.fields.email).toBe(catalogueFor('sw-KE').emailInvalid);
    expect(kiswahili.json().error.message).toBe(catalogueFor('sw-KE').emailInvalid);
  });

  it('answers English for English or another language', async () => {
    for (const language of ['en', 'fr', 'en-GB,sw;q=0.5']) {
      const res = await send(language, bad);
      expect(res.json().error.fields.email, language).toBe(catalogueFor('en-KE').emailInvalid);
    }
  });
});

describe("officials' content in the page's language", () => {
  const h1 = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html);
  const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
  const NOTICE = 'Inapatikana kwa Kiingereza tu';

  it('shows the Kiswahili version on /sw pages, with its <title>, and the English one on English pages', async () => {
    const sw = seedKiswahili['avocado-value-chain-workshop']!;
    const [english, kiswahili] = await Promise.all([
      get('/events/avocado-value-chain-workshop'),
      get('/sw/events/avocado-value-chain-workshop'),
    ]);
    expect(h1(kiswahili.body)?.[1]).toBe(sw.title);
    expect(title(kiswahili.body)).toContain(sw.title);
    expect(kiswahili.body).toContain('<h2>Ratiba</h2>');
    expect(kiswahili.body).not.toContain(NOTICE);
    expect(h1(english.body)?.[1]).toBe('Avocado Value Chain Workshop');
    expect(english.body).not.toContain(sw.title);
    // The description a search engine or a shared link shows gives the day in the page's language.
    const description = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(description(kiswahili.body)).not.toMatch(
      /January|February|March|April|May|June|July|August|September|October|November|December/,
    );
    expect(description(english.body)).toMatch(
      /January|February|March|April|May|June|July|August|September|October|November|December/,
    );
    // The lists and the home page too; the page carries one language's texts only.
    const update = seedKiswahili['timau-cancer-screening']!;
    for (const path of ['/', '/events', '/updates']) {
      const page = (await get(twin(path))).body;
      expect(page.includes(path === '/events' ? sw.excerpt : update.title), path).toBe(true);
      expect(page.includes('Cervical and Breast Cancer Screening for 250 Women'), path).toBe(false);
    }
    expect((await get('/updates')).body.includes(update.title)).toBe(false);
  });

  it('shows the English text marked lang="en" with the notice when there is no Kiswahili version, until one is saved', async () => {
    const cookie = await sessionCookie(t.database.db, 'secretary');
    const secretary = (method: 'POST' | 'PUT', url: string, payload: object) =>
      t.app.inject({ method, url, headers: { ...browserHeaders(cookie), origin: ORIGIN }, payload });
    const { event } = (await secretary('POST', '/api/content/events', validEvent({ title: 'English Only Open Day' }))).json();
    const path = `/events/${event.slug}`;
    const kiswahili = await get(twin(path));
    expect(h1(kiswahili.body)?.[0]).toBe('<h1 lang="en">English Only Open Day</h1>');
    expect(kiswahili.body).toContain(`<span class="english-only">${NOTICE}</span>`);
    expect(kiswahili.body).toMatch(/<div class="article-body" lang="en">/);
    const english = await get(path);
    expect(english.body).not.toContain(NOTICE);
    expect(english.body).not.toContain('lang="en">English Only');
    // The data a click within the Kiswahili site asks for says the same.
    const data = await t.app.inject({ method: 'GET', url: `/api/pages?path=${path}`, headers: { 'accept-language': 'sw' } });
    expect(data.json()).toMatchObject({ data: { event: { title: 'English Only Open Day', englishOnly: true } } });

    // Saving a Kiswahili version drops both languages' cached pages.
    const saved = await secretary(
      'PUT',
      `/api/content/events/${event.id}`,
      validEvent({
        title: 'English Only Open Day',
        titleSw: 'Siku ya Wazi kwa Kiswahili',
        excerptSw: 'Muhtasari wa hafla.',
        bodySw: 'Maelezo kamili ya hafla.',
      }),
    );
    expect(saved.statusCode).toBe(200);
    const after = await get(twin(path));
    expect(h1(after.body)?.[0]).toBe('<h1>Siku ya Wazi kwa Kiswahili</h1>');
    expect(after.body).not.toContain(NOTICE);
    expect(h1((await get(path)).body)?.[1]).toBe('English Only Open Day');
  });
});
