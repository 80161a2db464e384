/**
 * How the public pages start their JavaScript: the HTML and its stylesheet paint the page, and
 * the app is fetched only after the page has loaded and painted (src/client/boot.ts), then
 * hydrates the HTML it found, keeping its elements, and the page works.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signInAsChairman } from './helpers/admin';
import { PHONE_VIEWPORT } from './helpers/browser';
import { ADMIN_PASSWORD } from './helpers/server';
import { useSite } from './helpers/site';
import { messages } from '../../src/shared/messages';

const site = useSite();

const PAGES = ['/', '/about', '/gallery', '/membership', '/contact', '/events'];

/** The <head> of the page as the server sends it. */
async function headOf(path: string): Promise<string> {
  const html = await (await fetch(`${site.server.url}${path}`)).text();
  return html.slice(0, html.indexOf('</head>'));
}

/**
 * Opens `path` having noted, before any script of the page runs, the page's first heading
 * element and whether the route's loading fallback ever shows; waits for hydration.
 */
async function openHydrated(path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await site.browser.newPage({ viewport: PHONE_VIEWPORT });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|minified react error/i.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    const state = window as unknown as { bootFirstHeading?: Element | null; bootShowedFallback?: boolean };
    document.addEventListener('DOMContentLoaded', () => {
      state.bootFirstHeading = document.querySelector('main h1');
      new MutationObserver(() => {
        if (document.querySelector('main .page-loading')) state.bootShowedFallback = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
  });
  await page.goto(`${site.server.url}${path}`);
  await page.waitForSelector('html[data-hydrated]');
  return { page, errors };
}

/**
 * Opens `path` on a phone with the app's code held back `delayMs`, so what the test does next
 * (a tap, a scroll) happens before the app starts; `appStarted` tells whether it has since.
 */
async function openBeforeTheApp(path: string, delayMs: number) {
  const page = await site.browser.newPage({ viewport: PHONE_VIEWPORT });
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue();
  });
  await page.goto(`${site.server.url}${path}`, { waitUntil: 'domcontentloaded' });
  const appStarted = async () => (await page.evaluate(() => document.documentElement.dataset.hydrated)) !== undefined;
  return { page, appStarted };
}

describe('the app starts after the page has painted', () => {
  it('has no render-blocking script and no preloaded app code in <head>, and links its stylesheet', async () => {
    for (const path of PAGES) {
      const head = await headOf(path);
      const scripts = head.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts, path).toHaveLength(1);
      // A module script is deferred: it never blocks the parser or the first paint.
      expect(scripts[0], path).toMatch(/type="module"/);
      expect(scripts[0], path).toMatch(/src="\/assets\/[^"]+\.js"/);
      // A modulepreload of the app would put its download back on the critical path.
      expect(head, path).not.toMatch(/rel="modulepreload"/);
      expect(head, path).toMatch(/<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"/);
    }
  });

  it('requests no app code before the page has loaded and painted, then hydrates the HTML it found', async () => {
    for (const path of PAGES) {
      const { page, errors } = await openHydrated(path);
      const order = await page.evaluate(() => {
        const boot = document.querySelector<HTMLScriptElement>('head script[type="module"]')!.src;
        const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        const paint = performance.getEntriesByName('first-contentful-paint')[0];
        const appScripts = performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('.js') && entry.name !== boot);
        return {
          painted: paint !== undefined,
          appScripts: appScripts.length,
          beforeLoad: appScripts.filter((entry) => entry.startTime < navigation.loadEventEnd).map((entry) => entry.name),
          beforePaint: appScripts.filter((entry) => entry.startTime < (paint?.startTime ?? 0)).map((entry) => entry.name),
        };
      });
      expect(order.painted, path).toBe(true);
      expect(order.appScripts, path).toBeGreaterThan(0);
      expect(order.beforeLoad, path).toEqual([]);
      expect(order.beforePaint, path).toEqual([]);
      // Hydrated, not rendered afresh: the server's heading is still the element on the page,
      // the route's chunk was there before hydration (no loading fallback), and React reported no mismatch.
      expect(
        await page.evaluate(() => (window as { bootFirstHeading?: Element | null }).bootFirstHeading?.isConnected),
        path,
      ).toBe(true);
      expect(await page.evaluate(() => (window as { bootShowedFallback?: boolean }).bootShowedFallback ?? false), path).toBe(
        false,
      );
      expect(errors, path).toEqual([]);
      await page.close();
    }
  });

  it('leaves the home page interactive: the tabs switch', async () => {
    const { page } = await openHydrated('/');
    await page.getByRole('tab', { name: 'Upcoming Events' }).click();
    await expect.poll(() => page.getByRole('tab', { name: 'Upcoming Events' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.locator('.home-tabs a.button').getAttribute('href')).toBe('/events');
    await page.close();
  });

  it('leaves the gallery interactive: a photo opens in a dialog', async () => {
    const { page } = await openHydrated('/gallery');
    await page.locator('.gallery-item').first().click();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await page.close();
  });

  it('does not lose a click made before the app has started: the photo opens once the page has hydrated', async () => {
    // The app's code arrives late, so the click really comes first (checked below).
    const { page, appStarted } = await openBeforeTheApp('/gallery', 3_000);
    const first = page.locator('.gallery-open').first();
    const caption = await first.locator('.gallery-caption').innerText();
    await first.click();
    expect(await appStarted()).toBe(false);
    await page.waitForSelector('html[data-hydrated]');
    await page.getByRole('dialog').getByRole('heading', { name: caption }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(1);
    await page.close();
  });

  it('keeps the place a visitor scrolled to before the app started: hydrating does not jump to the top', async () => {
    // The app's code arrives late, so the visitor has scrolled before it starts.
    const { page, appStarted } = await openBeforeTheApp('/events', 2_000);
    await page.mouse.move(180, 400);
    await page.mouse.wheel(0, 900);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(await appStarted()).toBe(false);
    await page.waitForSelector('html[data-hydrated]', { timeout: 20_000 });
    await page.waitForTimeout(300); // an effect that scrolls would have run by now
    // Where they were, give or take the header settling into its scrolled state.
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(40);
    // A route change still starts the next page at its top.
    await page.unrouteAll();
    await page.locator('main a[href^="/events/"]').first().click();
    await page.waitForURL(/\/events\/[a-z0-9-]+$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.close();
  });

  it('does not hide a card the visitor can already see part of when the app starts', async () => {
    const { page, appStarted } = await openBeforeTheApp('/events', 2_000);
    // The top 20 px of the first card below the screen come into view: far less than the 15 %
    // that starts a card's slide-in, but the visitor sees it.
    const index = await page.evaluate(() => {
      const cards = [...document.querySelectorAll('.reveal')];
      const i = cards.findIndex((card) => card.getBoundingClientRect().top > window.innerHeight);
      window.scrollBy(0, cards[i]!.getBoundingClientRect().top - window.innerHeight + 20);
      return i;
    });
    expect(index).toBeGreaterThanOrEqual(0);
    expect(await appStarted()).toBe(false);
    await page.waitForSelector('html[data-hydrated]', { timeout: 20_000 });
    const card = page.locator('.reveal').nth(index);
    expect(await card.evaluate((el) => el.classList.contains('reveal-pending'))).toBe(false);
    expect(await card.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    await page.close();
  });

  it('/membership loads its validation only once the form is used, and step 1 validates', async () => {
    const { page } = await openHydrated('/membership');
    const validationLoaded = () =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((entry) => /\/registration-validation-[^/]+\.js$/.test(entry.name)),
      );
    await page.locator('form[data-ready]').waitFor();
    expect(await validationLoaded()).toBe(false);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByText(messages.idNumberRequired, { exact: true }).waitFor();
    expect(await validationLoaded()).toBe(true);
    await page.getByLabel('ID Number *').fill('34567812');
    expect(await page.getByText(messages.idNumberRequired, { exact: true }).count()).toBe(0);
    await page.close();
  });
});

/**
 * Opens `path` with every script of the site held back for the whole test (never answered), so
 * what shows is what the server's HTML and stylesheet paint on their own.
 */
async function openWithScriptsHeldBack(path: string) {
  const page = await site.browser.newPage({ viewport: PHONE_VIEWPORT });
  await page.route(/\/assets\/.+\.js$/, () => undefined);
  await page.goto(`${site.server.url}${path}`, { waitUntil: 'commit' });
  return page;
}

describe('every page a person lands on paints without its scripts', () => {
  const LANDINGS: [path: string, heading: string, text: string][] = [
    ['/admin/login', 'Leadership Sign In', 'Username or Email'],
    ['/renew', 'Renew your membership', 'Find your membership'],
    ['/donate', 'Support Meru Youth Voice', 'Prefer the M-Pesa menu?'],
    ['/my-card', 'Get your card again', 'Send me a code'],
    ['/unauthorized', 'Access Denied', 'Go to Homepage'],
    ['/verify/MYVIG-0101-999', 'Card verification', 'Unknown card'],
  ];

  it('shows each page’s heading and text, painted, with the scripts held back', async () => {
    for (const [path, heading, text] of LANDINGS) {
      const page = await openWithScriptsHeldBack(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.getByText(text, { exact: true }).first().waitFor();
      await expect
        .poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length), { message: path })
        .toBe(1);
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated), path).toBeUndefined();
      await page.close();
    }
  });

  it('redirects on the server: an unknown path to the home page, the dashboard without a session to sign-in', async () => {
    const unknown = await openWithScriptsHeldBack('/no-such-page');
    await unknown.getByRole('heading', { level: 1 }).first().waitFor();
    expect(new URL(unknown.url()).pathname).toBe('/');
    await unknown.close();

    const dashboard = await openWithScriptsHeldBack('/admin/members');
    await dashboard.getByRole('heading', { level: 1, name: 'Leadership Sign In' }).waitFor();
    expect(dashboard.url()).toBe(`${site.server.url}/admin/login?from=%2Fadmin%2Fmembers`);
    await dashboard.close();
  });

  it('signs in from the redirected sign-in page and returns to the page asked for', async () => {
    const page = await site.browser.newPage({ viewport: PHONE_VIEWPORT });
    await page.goto(`${site.server.url}/admin/members`);
    await page.waitForSelector('html[data-hydrated]');
    await page.getByLabel('Username or Email').fill('chairman');
    await page.getByLabel('Password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${site.server.url}/admin/members`);
    await page.close();
  });

  it('verifies another number from the page’s form before the app has started', async () => {
    const page = await openWithScriptsHeldBack('/verify/MYVIG-0101-999');
    await page.getByLabel('Check another card number').fill('garbage');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('heading', { name: 'Not a card number' }).waitFor();
    expect(page.url()).toBe(`${site.server.url}/verify/GARBAGE`);
    await page.close();
  });
});

describe('a landing page does not move when its app starts', () => {
  // Pages people reach from an SMS, a QR code or a badge, painted by the server: the app's start must
  // not restyle them (a stylesheet that came with the route's script moved the RSVP page by 16 px).
  const LANDINGS = ['/rsvp/no-such-token', '/donate', '/renew', '/my-card', '/verify/MYVIG-0101-999', '/sw/rsvp/no-such-token'];

  it('shifts no part of the page between the first paint and a second after hydration', async () => {
    for (const path of LANDINGS) {
      const page = await site.browser.newPage({ viewport: PHONE_VIEWPORT });
      await page.addInitScript(() => {
        const w = window as unknown as { shifted: number };
        w.shifted = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) w.shifted += (entry as unknown as { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`${site.server.url}${path}`);
      await page.waitForSelector('html[data-hydrated]');
      await page.waitForTimeout(1000);
      expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted), path).toBeLessThan(0.01);
      await page.close();
    }
  });
});

describe('a page with nothing to paint', () => {
  it('starts the app at once: the app’s code is asked for before the clock has moved at all', async () => {
    const page = await site.browser.newPage({ viewport: PHONE_VIEWPORT });
    await signInAsChairman(page, site.server.url);
    // Timers stand still from before the page opens: a boot that waited for a paint that never
    // comes (or for its 3 s cap) would never ask for the app.
    const start = new Date('2026-11-25T08:00:00Z');
    await page.clock.install({ time: start });
    await page.clock.pauseAt(new Date(start.getTime() + 1000));
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/.+\.js$/.test(request.url())) scripts.push(request.url());
    });
    await page.goto(`${site.server.url}/admin`, { waitUntil: 'commit' });
    // The shell: an empty root, so nothing to paint before the app runs.
    await expect.poll(() => page.evaluate(() => document.getElementById('root')?.childElementCount ?? -1)).toBe(0);
    // The boot script, then the app's first piece, with no timer having fired.
    await expect.poll(() => scripts.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
    // And, the clock let go, the dashboard appears.
    await page.clock.resume();
    await page.getByRole('heading', { name: 'Dashboard Overview' }).waitFor({ timeout: 30_000 });
    await page.close();
  });
});

describe('the JavaScript a page fetches', () => {
  /** Over the wire: bodies as sent (brotli) and their response headers, which a file costs too. */
  const BUDGET_BYTES = 110 * 1024;
  const ENGLISH_PAGES = [
    '/',
    '/about',
    '/updates',
    '/updates/maua-free-medical-camp',
    '/events',
    '/events/avocado-value-chain-workshop',
    '/gallery',
    '/contact',
    '/structure',
    '/membership',
    '/privacy',
    '/sdg/1/poultry',
    // Like /membership, they load their validation (zod, about 22 KB) on first use.
    '/renew',
    '/donate',
    '/my-card',
    '/verify/MYVIG-0101-999',
    '/admin/login',
    '/unauthorized',
  ];
  /** Each page's Kiswahili twin too (sign-in excepted: the dashboard is English only). */
  const twinOf = (path: string) => (path === '/' ? '/sw' : `/sw${path}`);
  const PUBLIC_PAGES = [...ENGLISH_PAGES, ...ENGLISH_PAGES.filter((p) => !p.startsWith('/admin')).map(twinOf)];
  /** A Kiswahili page may weigh this much more than its English twin (its words are longer). */
  const TWIN_ALLOWANCE_BYTES = 3 * 1024;

  it('stays within 110 KiB on every public page, the app included, and a Kiswahili page within 3 KB of its English twin', async () => {
    const over: string[] = [];
    const totals = new Map<string, number>();
    for (const path of PUBLIC_PAGES) {
      const page = await site.browser.newPage({ viewport: PHONE_VIEWPORT });
      const sizes: Promise<number>[] = [];
      page.on('requestfinished', (request) => {
        if (!/\.js$/.test(new URL(request.url()).pathname)) return;
        sizes.push(request.sizes().then((s) => s.responseBodySize + s.responseHeadersSize));
      });
      await page.goto(`${site.server.url}${path}`);
      await page.waitForSelector('html[data-hydrated]');
      await page.waitForLoadState('networkidle');
      const total = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
      expect(sizes.length, path).toBeGreaterThan(2);
      if (total > BUDGET_BYTES) over.push(`${path}: ${(total / 1024).toFixed(1)} KiB`);
      totals.set(path, total);
      await page.close();
    }
    expect(over).toEqual([]);
    const heavier = ENGLISH_PAGES.filter((p) => totals.has(twinOf(p)))
      .filter((p) => totals.get(twinOf(p))! > totals.get(p)! + TWIN_ALLOWANCE_BYTES)
      .map((p) => `${twinOf(p)}: ${((totals.get(twinOf(p))! - totals.get(p)!) / 1024).toFixed(1)} KiB more than ${p}`);
    expect(heavier).toEqual([]);
  });
});
