/**
 * The language switch in real Chromium on a 360 px phone: a plain link in the header to the same
 * page in the other language, with or without JavaScript; the Kiswahili build hydrates its pages
 * under /sw and its own links stay there.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE_VIEWPORT } from './helpers/browser';
import { useSharedSite } from './helpers/site';
import { seedKiswahili } from '../../src/server/modules/content/seed-data-kiswahili';

const site = useSharedSite();
const SLUG = 'avocado-value-chain-workshop';
const EVENT = `/events/${SLUG}`;

/** The console's errors (a hydration mismatch among them) while the page is used. */
const errorsOf = (page: Page) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
};

describe('the language switch on a phone', () => {
  it('takes an event page to its Kiswahili twin and back, and the Kiswahili app keeps its links under /sw', async () => {
    const page = await site.browser.newPage({ viewport: PHONE_VIEWPORT });
    const errors = errorsOf(page);
    await page.goto(`${site.server.url}${EVENT}`);
    await page.waitForSelector('html[data-hydrated]');
    const english = await page.locator('h1').innerText();

    const toKiswahili = page.locator('header a[hreflang="sw"]');
    // In the header itself at 360 px, not behind the menu button.
    expect(await toKiswahili.isVisible()).toBe(true);
    const box = (await toKiswahili.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    expect(box.height).toBeGreaterThanOrEqual(24);
    await toKiswahili.click();
    await page.waitForURL(`${site.server.url}/sw${EVENT}`);
    await page.waitForSelector('html[data-hydrated]');
    expect(await page.getAttribute('html', 'lang')).toBe('sw');
    // The same event, in the words the officials wrote for it in Kiswahili.
    const kiswahili = await page.locator('h1').innerText();
    expect(kiswahili).toBe(seedKiswahili[SLUG]!.title);
    expect(kiswahili).not.toBe(english);

    // The app's own links (React Router under /sw) lead to Kiswahili pages.
    expect(await page.locator('a.brand').getAttribute('href')).toBe('/sw');
    await page.locator('a.brand').click();
    await page.waitForURL(`${site.server.url}/sw`);

    const toEnglish = page.locator('header a[hreflang="en"]');
    // The router renders the new page once its chunk is there: the header follows with it.
    await expect.poll(() => toEnglish.getAttribute('href'), { timeout: 30_000 }).toBe('/');
    await toEnglish.click();
    await page.waitForURL(`${site.server.url}/`);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('works without JavaScript, keeping the query', async () => {
    const context = await site.browser.newContext({ viewport: PHONE_VIEWPORT, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.server.url}/sw/renew?id=12345678`);
    expect(await page.getAttribute('html', 'lang')).toBe('sw');
    await page.locator('header a[hreflang="en"]').click();
    await page.waitForURL(`${site.server.url}/renew?id=12345678`);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.locator('input[value="12345678"]').count()).toBe(1);
    await context.close();
  });
});
