/**
 * A chapter an official adds appears in the public lists (footer, About, /membership) in the
 * server's HTML, before any script runs, and hydration keeps it without fetching the list again.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE_VIEWPORT } from './helpers/browser';
import { signInAsChairman } from './helpers/admin';
import { useSite } from './helpers/site';

const site = useSite();
const NEW_CHAPTER = 'Tigania East Youth Voice';

/** The About page's chapter lists: the footer's and the regional groups with their heading. */
const chapterLists = async (page: Page) => ({
  footer: await page.locator('footer.site-footer li').filter({ hasText: 'Youth Voice' }).allTextContents(),
  groups: await page.locator('section[aria-labelledby="structure"] h3').allTextContents(),
  heading: await page.locator('section[aria-labelledby="structure"] h2').textContent(),
});

describe('public chapter lists', () => {
  it('come from the database in the HTML, and hydration does not change them', async () => {
    const official = await site.browser.newPage({ viewport: PHONE_VIEWPORT });
    await signInAsChairman(official, site.server.url);
    const added = await official.request.post(`${site.server.url}/api/chapters`, {
      data: { name: NEW_CHAPTER, leader: '' },
      headers: { origin: site.server.url },
    });
    expect(added.status()).toBe(201);
    await official.close();

    // What a search engine or a visitor sees before the scripts run.
    const noScript = await site.browser.newContext({ javaScriptEnabled: false, viewport: PHONE_VIEWPORT });
    const html = await noScript.newPage();
    for (const url of ['/', '/about', '/contact', '/membership']) {
      await html.goto(`${site.server.url}${url}`);
      expect(await html.locator('footer.site-footer li').filter({ hasText: 'Youth Voice' }).allTextContents(), url).toContain(
        NEW_CHAPTER,
      );
    }
    await html.goto(`${site.server.url}/membership`);
    expect(await html.locator('select option').allTextContents()).toContain(NEW_CHAPTER);
    await html.goto(`${site.server.url}/about`);
    const inHtml = await chapterLists(html);
    expect(inHtml.footer).toHaveLength(5);
    expect(inHtml.groups).toContain(NEW_CHAPTER);
    expect(inHtml.heading).toBe('Our five regional groups');
    await noScript.close();

    const page = await site.browser.newPage({ viewport: PHONE_VIEWPORT });
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/chapters') fetched.push(request.url());
    });
    await page.goto(`${site.server.url}/about`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    expect(await chapterLists(page)).toEqual(inHtml);

    // Client navigation keeps the list the first page came with.
    await page.getByRole('link', { name: 'Join Us' }).click();
    await page.locator('form[data-ready]').waitFor();
    expect(await page.locator('select option').allTextContents()).toContain(NEW_CHAPTER);
    expect(fetched).toEqual([]);
    await page.close();
  });
});
