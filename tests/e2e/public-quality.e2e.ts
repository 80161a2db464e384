/**
 * Quality bars of the public site on every public route: zero axe-core violations (WCAG 2.x
 * A/AA, 2.2 included) at phone and desktop widths, no console errors, and prerendered HTML with
 * its own title, description, canonical URL and Open Graph tags.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from './helpers/browser';
import { useSharedSite } from './helpers/site';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

const ROUTES = [
  '/',
  '/about',
  '/updates',
  '/updates/maua-free-medical-camp',
  '/achievements',
  '/events',
  '/events/meru-youth-career-fair',
  '/gallery',
  '/contact',
  '/structure',
  '/privacy',
  '/sdg/1/poultry',
  '/updates/no-such-update',
];

// Reads public pages only: the run's shared server.
const site = useSharedSite();

describe('accessibility (axe-core, WCAG 2.2 A/AA)', () => {
  for (const viewport of [PHONE_VIEWPORT, DESKTOP_VIEWPORT]) {
    it(`has zero violations on every public route at ${viewport.width} px`, async () => {
      // bypassCSP: axe is injected as an inline script, which the site's CSP (rightly) forbids.
      const context = await site.browser.newContext({ viewport, bypassCSP: true });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      let current = '';
      // The not-found route answers 404 on purpose; Chromium logs that status for the document itself.
      page.on(
        'console',
        (m) =>
          m.type() === 'error' &&
          !(current === '/updates/no-such-update' && m.text().includes('status of 404')) &&
          errors.push(m.text()),
      );
      const report: Record<string, string[]> = {};
      for (const route of ROUTES) {
        current = route;
        await page.goto(`${site.server.url}${route}`);
        await page.waitForSelector('html[data-hydrated]');
        await page.waitForTimeout(600); // the update detail's loading state, images
        // Reveal everything that animates in, as a reader scrolling down would.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 400) {
            window.scrollTo(0, y);
            await new Promise((r) => setTimeout(r, 40));
          }
          document.querySelectorAll('.reveal').forEach((el) => el.classList.add('animate'));
          window.scrollTo(0, 0);
        });
        await page.waitForTimeout(700);
        await page.addScriptTag({ content: axeSource });
        const violations = await page.evaluate(async (tags) => {
          const axe = (
            window as unknown as {
              axe: {
                run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
              };
            }
          ).axe;
          const result = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
          return result.violations.map(
            (v) =>
              `${v.id}: ${v.nodes
                .map((n) => n.target.join(' '))
                .slice(0, 3)
                .join(', ')}`,
          );
        }, WCAG_TAGS);
        if (violations.length) report[route] = violations;
      }
      await context.close();
      expect(report).toEqual({});
      // The map iframe's own tiles may log; our pages must not.
      expect(errors.filter((e) => !e.includes('openstreetmap'))).toEqual([]);
    });
  }
});

describe('prerendered HTML and head tags', () => {
  const canonicalRoutes = ROUTES.filter((r) => r !== '/updates/no-such-update' && r !== '/achievements');

  it('serves each route as complete HTML with its own title, description, canonical and Open Graph tags', async () => {
    const titles = new Set<string>();
    for (const route of canonicalRoutes) {
      const res = await fetch(`${site.server.url}${route}`);
      expect(res.status, route).toBe(200);
      const html = await res.text();
      const title = html.match(/<title>([^<]+)<\/title>/)?.[1];
      expect(title, route).toBeTruthy();
      titles.add(title!);
      expect(html, route).toMatch(/<meta name="description" content="[^"]{50,}"/);
      expect(html, route).toContain(`<link rel="canonical" href="${site.server.url}${route}" />`);
      expect(html, route).toMatch(/<meta property="og:title" content="[^"]+"/);
      // The site's image, or the item's own photograph (the seeded sample photos are some).
      const ogImage = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1]?.replace(site.server.url, '');
      expect(ogImage, route).toMatch(/^\/images\/og-image\.png$|^\/media\/[0-9a-f]{32}-\d+\.jpg$/);
      expect(html, route).toMatch(/<main id="main"[^>]*>.*<h1/s);
      expect(html, route).not.toMatch(/<script>(?!<\/script>)/);
    }
    expect(titles.size).toBe(canonicalRoutes.length);
  });

  it('resolves numeric ids and /achievements aliases to real pages pointing at the canonical URL', async () => {
    for (const [alias, canonical, heading] of [
      ['/updates/1', '/updates/maua-free-medical-camp', 'Free Medical Camp Reaches 420 Residents in Maua'],
      ['/updates/3', '/updates/nyambene-tree-planting', '10,000 Indigenous Trees Planted on the Nyambene Hills'],
      ['/events/1', '/events/avocado-value-chain-workshop', 'Avocado Value Chain Workshop'],
      ['/events/3', '/events/meru-youth-career-fair', 'Meru Youth Career Fair'],
      [
        '/achievements/back-to-school-drive',
        '/updates/back-to-school-drive',
        'Back-to-School Drive Equips 300 Pupils in Tigania',
      ],
    ]) {
      const html = await (await fetch(`${site.server.url}${alias}`)).text();
      expect(html, alias).toContain(`<link rel="canonical" href="${site.server.url}${canonical}" />`);
      expect(html, alias).toContain(heading!.replace(/'/g, '&#x27;'));
    }
  });

  it('compresses pages and assets', async () => {
    const res = await fetch(`${site.server.url}/about`, { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    const html = await (await fetch(`${site.server.url}/`)).text();
    const script = html.match(/src="(\/assets\/[^"]+\.js)"/)![1];
    const asset = await fetch(`${site.server.url}${script}`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.headers.get('content-encoding')).toBe('br');
  });
});
