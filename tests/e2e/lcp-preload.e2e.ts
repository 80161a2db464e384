/**
 * The picture a page is judged by (its Largest Contentful Paint) is asked for from <head>, at
 * high priority, and is the very file the page then shows: the preload's srcset and sizes match
 * the <img>'s, so the browser does not fetch a second copy. Every picture reserves its space
 * (width and height), and those below the first screen wait until they are scrolled to.
 */
import { describe, expect, it } from 'vitest';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from './helpers/browser';
import { useSharedSite } from './helpers/site';

// Reads public pages only: the run's shared server.
const site = useSharedSite();

interface Findings {
  lcpSrc: string;
  lcpPriority: string | null;
  lcpLoading: string | null;
  preloads: { href: string | null; srcset: string | null; sizes: string | null; priority: string | null }[];
  fetched: string[];
  withoutSize: string[];
  eagerBelowFold: string[];
}

async function inspect(route: string, viewport: { width: number; height: number }): Promise<Findings> {
  const context = await site.browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(`${site.server.url}${route}`);
  await page.waitForSelector('html[data-hydrated]');
  await page.waitForLoadState('networkidle');
  const findings = await page.evaluate(async () => {
    const lcp = await new Promise<PerformanceEntry & { element?: Element }>((resolve) =>
      new PerformanceObserver((list) => resolve(list.getEntries().at(-1)!)).observe({
        type: 'largest-contentful-paint',
        buffered: true,
      }),
    );
    const img = lcp.element as HTMLImageElement | undefined;
    const fold = window.innerHeight;
    const images = [...document.querySelectorAll('img')];
    return {
      lcpSrc: img?.currentSrc ?? '',
      lcpPriority: img?.getAttribute('fetchpriority') ?? null,
      lcpLoading: img?.getAttribute('loading') ?? null,
      preloads: [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((l) => ({
        href: l.getAttribute('href'),
        srcset: l.getAttribute('imagesrcset'),
        sizes: l.getAttribute('imagesizes'),
        priority: l.getAttribute('fetchpriority'),
      })),
      fetched: performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname + new URL(e.name).search),
      withoutSize: images.filter((i) => !i.getAttribute('width') || !i.getAttribute('height')).map((i) => i.src),
      eagerBelowFold: images
        .filter((i) => i.getBoundingClientRect().top > fold * 1.5 && i.getAttribute('loading') !== 'lazy')
        .map((i) => i.src),
    };
  });
  await context.close();
  return findings;
}

const preloadedUrls = (f: Findings) =>
  f.preloads.flatMap((p) => [p.href ?? '', ...(p.srcset ?? '').split(',').map((c) => c.trim().split(' ')[0]!)]).filter(Boolean);

describe('the largest picture is preloaded', () => {
  for (const viewport of [PHONE_VIEWPORT, DESKTOP_VIEWPORT]) {
    for (const route of ['/events/avocado-value-chain-workshop', '/updates/maua-free-medical-camp', '/gallery']) {
      it(`${route} at ${viewport.width} px`, async () => {
        const f = await inspect(route, viewport);
        // With its query: the site's own pictures are named at the build's version (?v=…).
        const lcpPath = new URL(f.lcpSrc).pathname + new URL(f.lcpSrc).search;
        expect(f.preloads.length).toBeGreaterThan(0);
        expect(f.preloads.every((p) => p.priority === 'high')).toBe(true);
        expect(preloadedUrls(f)).toContain(lcpPath);
        // The same candidate: the preload did not make the browser fetch another size or format.
        const sameImage = lcpPath.replace(/-\d+\.\w+$/, '');
        expect(f.fetched.filter((u) => u.startsWith(sameImage))).toEqual([lcpPath]);
        expect(f.lcpPriority).toBe('high');
        expect(f.lcpLoading).not.toBe('lazy');
        expect(f.withoutSize).toEqual([]);
        expect(f.eagerBelowFold).toEqual([]);
      });
    }
  }

  it('a detail page preloads a photograph with the srcset and sizes of its <img>', async () => {
    const f = await inspect('/events/avocado-value-chain-workshop', PHONE_VIEWPORT);
    expect(f.lcpSrc).toMatch(/\/media\/[0-9a-f]{32}-\d+\.avif$/);
    expect(f.preloads[0]!.sizes).toBe('(max-width: 800px) calc(100vw - 2rem), 760px');
  });
});
