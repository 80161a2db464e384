/**
 * The floating "100% NGO" badge never covers a control, a label or text (a paragraph, a notice): every one of them on the pages
 * where visitors act is brought under the badge in turn (scrolled to its height), and
 * elementFromPoint at the spot of the control nearest the badge must find the control, not the badge.
 * Also: the contact map shows the address and a link while the map cannot load.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE_VIEWPORT } from './helpers/browser';
import { useSharedSite } from './helpers/site';

// Reads public pages only: the run's shared server.
const site = useSharedSite();

/** Runs in the page: the controls the badge covered, as short descriptions. */
async function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const badge = document.querySelector<HTMLElement>('.ngo-badge')!;
    const selector = 'a[href], button, input, select, textarea, label, summary, legend';
    const covered: string[] = [];
    const controls = Array.from(document.querySelectorAll<HTMLElement>(selector)).filter((el) => {
      if (badge.contains(el)) return false;
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return (
        r.width >= 4 &&
        r.height >= 4 &&
        style.visibility !== 'hidden' &&
        style.display !== 'none' &&
        el.closest('[aria-hidden="true"]') === null
      );
    });
    for (const el of controls) {
      // The badge's spot, as it shows when nothing is under it.
      const b = badge.getBoundingClientRect();
      const r0 = el.getBoundingClientRect();
      window.scrollBy(0, r0.top + r0.height / 2 - (b.top + b.height / 2));
      await frame();
      const r = el.getBoundingClientRect();
      const x = Math.min(Math.max((b.left + b.right) / 2, r.left + 1), r.right - 1);
      const y = Math.min(Math.max((b.top + b.bottom) / 2, r.top + 1), r.bottom - 1);
      const hit = document.elementFromPoint(x, y);
      if (hit && badge.contains(hit))
        covered.push(`${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('name') || '').trim().slice(0, 40)}"`);
    }
    window.scrollTo(0, 0);
    return covered;
  });
}

/**
 * Runs in the page: the text the badge covered. Each line of text in the page's main part (a
 * paragraph, a heading, a notice) that reaches the badge's side of the screen is brought to the
 * badge's height, and elementFromPoint on that line, nearest the badge's middle, must find the text.
 */
async function coveredText(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const badge = document.querySelector<HTMLElement>('.ngo-badge')!;
    const walker = document.createTreeWalker(document.querySelector('main') ?? document.body, NodeFilter.SHOW_TEXT);
    const lines: { node: Text; index: number }[] = [];
    const home = badge.getBoundingClientRect();
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      if (!node.textContent?.trim() || badge.contains(node)) continue;
      const parent = node.parentElement!;
      if (parent.closest('[aria-hidden="true"], .visually-hidden, .honeypot')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()];
      // One line per text (its first that reaches the badge's side): the page's every line would take minutes.
      const index = rects.findIndex((r) => r.width >= 2 && r.left < home.right);
      if (index >= 0) lines.push({ node, index });
    }
    const covered: string[] = [];
    for (const { node, index } of lines) {
      const range = document.createRange();
      range.selectNodeContents(node);
      const b = badge.getBoundingClientRect();
      const r0 = range.getClientRects()[index]!;
      window.scrollBy(0, r0.top + r0.height / 2 - (b.top + b.height / 2));
      await frame();
      const r = range.getClientRects()[index]!;
      const x = Math.min(Math.max((b.left + b.right) / 2, r.left + 1), r.right - 1);
      const y = r.top + r.height / 2;
      const hit = document.elementFromPoint(x, y);
      if (hit && badge.contains(hit)) covered.push(`"${node.textContent!.trim().slice(0, 40)}"`);
    }
    window.scrollTo(0, 0);
    return covered;
  });
}

describe('the floating NGO badge', () => {
  for (const path of ['/contact', '/membership', '/updates']) {
    it(`covers no control or label on ${path} at 360 px`, async () => {
      const page = await site.browser.newPage({ viewport: PHONE_VIEWPORT });
      await page.goto(`${site.server.url}${path}`);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      expect(await coveredControls(page)).toEqual([]);
      await page.close();
    });
  }

  for (const path of ['/contact', '/membership', '/updates']) {
    it(`covers no text or notice on ${path} at 360 px`, { timeout: 180_000 }, async () => {
      const page = await site.browser.newPage({ viewport: PHONE_VIEWPORT });
      await page.goto(`${site.server.url}${path}`);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      expect(await coveredText(page)).toEqual([]);
      await page.close();
    });
  }

  it('covers no control or label on /membership at 1280 × 800, and still shows where nothing is under it', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${site.server.url}/membership`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    expect(await coveredControls(page)).toEqual([]);
    await page.goto(`${site.server.url}/`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.locator('.ngo-badge:not(.ngo-badge-aside)').waitFor();
    expect(await page.locator('.ngo-badge').isVisible()).toBe(true);
    await page.close();
  });
});

describe('the contact map', () => {
  it('shows the address and a link to the map while the map cannot load', async () => {
    const page = await site.browser.newPage({ viewport: PHONE_VIEWPORT });
    await page.route(/openstreetmap\.org/, (route) => route.abort('internetdisconnected'));
    await page.goto(`${site.server.url}/contact`);
    const section = page.locator('section[aria-labelledby="map-heading"]');
    await section.scrollIntoViewIfNeeded();
    const text = await section.innerText();
    expect(text).toContain('Ntara Plaza');
    expect(text).toContain('Moi Avenue');
    expect(await section.locator('a[href*="openstreetmap.org/?mlat"]').count()).toBeGreaterThanOrEqual(1);
    await page.close();
  });
});
