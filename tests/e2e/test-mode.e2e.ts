/**
 * Test mode in Chromium: the production server started with the M-Pesa and SMS modes unset runs
 * both simulators; its log warns at start, and every dashboard page shows officials a red banner
 * (a laptop at 1280×800 and a 360 px phone). The public pages say nothing.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { PHONE_VIEWPORT } from './helpers/browser';
import { useSite } from './helpers/site';
import { signInAsChairman } from './helpers/admin';
import { serverMessages } from '../../src/shared/server-messages';

const site = useSite();
let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
  page = await context.newPage();
  await signInAsChairman(page, site.server.url);
});
afterAll(async () => context?.close());

it('warns in the production log that payments are simulated and no SMS is sent', () => {
  const warnings = site.server
    .output()
    .split('\n')
    .filter((line) => line.includes('TEST MODE'))
    .map((line) => JSON.parse(line) as { level: number; msg: string });
  expect(warnings.map((w) => w.level)).toEqual([40, 40]);
});

it('shows the red banner on every dashboard page, on a laptop and a phone', async () => {
  for (const path of ['/admin', '/admin/payments', '/admin/members']) {
    await page.goto(`${site.server.url}${path}`);
    const banner = page.locator('.adm-test-mode');
    await banner.getByText(serverMessages.testModePayments).waitFor();
    await banner.getByText(serverMessages.testModeSms).waitFor();
  }
  const colour = await page.locator('.adm-test-mode').evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(colour).toBe('rgb(179, 38, 30)');
  await page.setViewportSize(PHONE_VIEWPORT);
  await page.goto(`${site.server.url}/admin/payments`);
  await page.locator('.adm-test-mode').getByText(serverMessages.testModePayments).waitFor();
  // The banner fits the phone: no sideways scrolling.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
});

it('is not on the public pages', async () => {
  await page.goto(`${site.server.url}/`);
  await page.locator('h1').first().waitFor();
  expect(await page.locator('.adm-test-mode').count()).toBe(0);
  expect(await page.getByText(serverMessages.testModePayments).count()).toBe(0);
});
