/**
 * The starting content's sample photographs go through the upload pipeline: the public pages get
 * them as AVIF, WebP and JPEG variants with their size, each served for a year under its hashed
 * name, and no served file carries metadata (EXIF, GPS).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Picture {
  url: string;
  width: number;
  height: number;
  variants: { url: string; width: number; format: string }[];
}

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('seeded photographs', () => {
  it('events, updates and the gallery carry photos as AVIF/WebP/JPEG variants, served without metadata', async () => {
    const event = (await get('/api/public/events/avocado-value-chain-workshop')).json() as { event: { image: Picture } };
    const update = (await get('/api/public/updates/maua-free-medical-camp')).json() as { update: { image: Picture } };
    const { photos } = (await get('/api/public/gallery')).json() as { photos: Picture[] };
    const pictures = [event.event.image, update.update.image, ...photos.slice(0, 3)];
    for (const picture of pictures) {
      expect(picture.url).toMatch(/^\/media\/[0-9a-f]{32}-\d+\.jpg$/);
      expect(picture.width).toBeGreaterThan(0);
      expect(picture.height).toBeGreaterThan(0);
      expect(new Set(picture.variants.map((v) => v.format))).toEqual(new Set(['avif', 'webp', 'jpeg']));
      for (const variant of picture.variants) {
        const res = await get(variant.url);
        expect(res.statusCode, variant.url).toBe(200);
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(res.rawPayload).metadata();
        expect(meta.format).toBe(variant.format === 'jpeg' ? 'jpeg' : variant.format === 'avif' ? 'heif' : 'webp');
        expect(meta.width).toBe(variant.width);
        expect(meta.exif, variant.url).toBeUndefined();
        expect(meta.xmp, variant.url).toBeUndefined();
        expect(meta.iptc, variant.url).toBeUndefined();
      }
    }
    // The coffee photograph is 600 px wide: 400 px and its own width, never enlarged.
    expect(event.event.image).toMatchObject({ width: 600, height: 400 });
    expect([...new Set(event.event.image.variants.map((v) => v.width))]).toEqual([400, 600]);
  });

  it('the same photograph used twice is stored once', async () => {
    const update = (await get('/api/public/updates/digital-skills-bootcamp')).json() as { update: { image: Picture } };
    const { photos } = (await get('/api/public/gallery')).json() as { photos: Picture[] };
    expect(photos.map((p) => p.url)).toContain(update.update.image.url);
  });
});
