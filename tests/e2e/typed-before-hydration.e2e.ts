/**
 * On a slow phone the prerendered /membership and /contact forms are visible seconds before React
 * hydrates them. What the visitor types in that window must still be there afterwards.
 * Chromium's CPU is throttled and the page's scripts are held back, so the typing really
 * happens before hydration (the test checks that it did).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE_VIEWPORT } from './helpers/browser';
import { useSharedSite } from './helpers/site';
import { messages } from '../../src/shared/messages';

// Reads public pages only: the run's shared server.
const site = useSharedSite();

/** A slow phone: 6× slower CPU, and every script arrives 6 s late. */
async function slowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.route(/\.js(\?|$)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    await route.continue();
  });
}

const hydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === 'true');

describe('text typed before hydration', () => {
  it('is kept on /membership', async () => {
    const page = await site.browser.newPage({ viewport: PHONE_VIEWPORT });
    await slowPhone(page);
    await page.goto(`${site.server.url}/membership`, { waitUntil: 'commit' });
    await page.getByLabel('ID Number *').waitFor();
    await page.getByLabel('ID Number *').pressSequentially('34567812');
    await page.getByLabel('Full Name *').pressSequentially('Kendi Mwiti');
    await page.getByLabel('Phone Number *').pressSequentially('0712345670');
    await page.getByLabel('Gender *').selectOption('female');
    expect(await hydrated(page)).toBe(false); // the typing really happened before React took over

    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 60_000 });
    await page.locator('form[data-ready]').waitFor();
    expect(await page.getByLabel('ID Number *').inputValue()).toBe('34567812');
    expect(await page.getByLabel('Full Name *').inputValue()).toBe('Kendi Mwiti');
    expect(await page.getByLabel('Phone Number *').inputValue()).toBe('0712345670');
    expect(await page.getByLabel('Gender *').inputValue()).toBe('female');
    // React's state holds them too: validation does not call them missing.
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByText(messages.chapterRequired, { exact: true }).waitFor();
    for (const missing of [
      messages.idNumberRequired,
      messages.fullNameRequired,
      messages.phoneRequired,
      messages.genderRequired,
    ]) {
      expect(await page.getByText(missing, { exact: true }).count()).toBe(0);
    }
    await page.close();
  });

  it('is kept on /contact', async () => {
    const page = await site.browser.newPage({ viewport: PHONE_VIEWPORT });
    await slowPhone(page);
    await page.goto(`${site.server.url}/contact`, { waitUntil: 'commit' });
    const name = page.locator('input[name="name"]');
    await name.waitFor();
    await name.pressSequentially('Mutuma Kirimi');
    await page.locator('textarea[name="message"]').pressSequentially('Hello from a slow phone');
    expect(await hydrated(page)).toBe(false);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 60_000 });
    // One more React render (typing elsewhere) must not wipe them either.
    await page.locator('input[name="subject"]').fill('Membership');
    expect(await name.inputValue()).toBe('Mutuma Kirimi');
    expect(await page.locator('textarea[name="message"]').inputValue()).toBe('Hello from a slow phone');
    await page.close();
  });
});
