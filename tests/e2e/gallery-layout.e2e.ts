/**
 * The gallery shows every picture whole (no tile crops the "MERU YOUTH VOICE" banner or anything
 * else) and leaves no holes: in each column the tiles follow one another, and the columns end
 * within one tile of each other.
 */
import { describe, expect, it } from 'vitest';
import { PHONE_VIEWPORT } from './helpers/browser';
import { useSharedSite } from './helpers/site';

// Reads public pages only: the run's shared server.
const site = useSharedSite();

interface Tile {
  left: number;
  top: number;
  bottom: number;
  shown: number;
  natural: number;
}

describe('gallery layout', () => {
  for (const viewport of [PHONE_VIEWPORT, { width: 1280, height: 800 }]) {
    it(`shows pictures whole and without holes at ${viewport.width} px`, async () => {
      const page = await site.browser.newPage({ viewport });
      await page.goto(`${site.server.url}/gallery`);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      // Load every picture (most are lazy).
      await page.evaluate(async () => {
        for (const img of Array.from(document.querySelectorAll<HTMLImageElement>('.gallery-item img'))) img.loading = 'eager';
        await Promise.all(
          Array.from(document.querySelectorAll<HTMLImageElement>('.gallery-item img')).map((img) =>
            img.decode().catch(() => undefined),
          ),
        );
      });
      const tiles: Tile[] = await page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLElement>('.gallery-item')).map((item) => {
          const frame = item.querySelector('.gallery-open')!.getBoundingClientRect();
          const img = item.querySelector('img')!;
          return {
            left: Math.round(frame.left),
            top: frame.top + scrollY,
            bottom: frame.bottom + scrollY,
            shown: frame.width / frame.height,
            natural: img.naturalWidth / img.naturalHeight,
          };
        }),
      );
      expect(tiles).toHaveLength(43);
      // Whole pictures: each tile has its picture's shape (a crop would change it).
      for (const tile of tiles) expect(Math.abs(tile.shown - tile.natural) / tile.natural).toBeLessThan(0.02);
      // No holes: within a column each tile starts right under the previous one.
      const columns = new Map<number, Tile[]>();
      for (const tile of tiles) columns.set(tile.left, [...(columns.get(tile.left) ?? []), tile]);
      expect(columns.size).toBe(viewport.width < 700 ? 2 : 4);
      const ends: number[] = [];
      let tallest = 0;
      for (const column of columns.values()) {
        column.sort((a, b) => a.top - b.top);
        for (let i = 1; i < column.length; i++) expect(column[i]!.top - column[i - 1]!.bottom).toBeLessThan(20);
        ends.push(column.at(-1)!.bottom);
        tallest = Math.max(tallest, ...column.map((t) => t.bottom - t.top));
      }
      expect(Math.max(...ends) - Math.min(...ends)).toBeLessThanOrEqual(tallest);
      await page.close();
    });
  }

  it('keeps captions readable on the lightest art: white on a bar of at least 4.5:1 over pure white', async () => {
    const page = await site.browser.newPage({ viewport: PHONE_VIEWPORT });
    await page.goto(`${site.server.url}/gallery`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const ratios = await page.locator('.gallery-caption').evaluateAll((captions) => {
      const rgba = (css: string) => (css.match(/[\d.]+/g) ?? []).map(Number);
      // Relative luminance (WCAG 2) of an sRGB colour.
      const luminance = ([r, g, b]: number[]) => {
        const lin = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
        return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
      };
      return captions.map((caption) => {
        const style = getComputedStyle(caption);
        // The caption's own background laid over the worst picture under it: white.
        const [r = 0, g = 0, b = 0, a = 1] = rgba(style.backgroundColor);
        const alpha = style.backgroundColor === 'transparent' ? 0 : a;
        const shown = [r, g, b].map((c) => c * alpha + 255 * (1 - alpha));
        const text = luminance(rgba(style.color));
        const ground = luminance(shown);
        return (Math.max(text, ground) + 0.05) / (Math.min(text, ground) + 0.05);
      });
    });
    expect(ratios.length).toBeGreaterThan(0);
    for (const ratio of ratios) expect(ratio).toBeGreaterThanOrEqual(4.5);
    await page.close();
  });
});
