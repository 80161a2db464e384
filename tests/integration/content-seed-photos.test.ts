/**
 * The starting content's pictures (the site's own illustrations, committed as SVG) are rasterised
 * and go through the upload pipeline: the public pages get them as AVIF, WebP and JPEG variants
 * with their size, each served for a year under its hashed name, and no served file carries
 * metadata (EXIF, GPS). Each seeded item has a picture of its own theme, none of them the sample
 * photographs of an image library the site once started with.
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
    // Rasterised 600 px wide (3:2): variants at 400 px and its own width, never enlarged.
    expect(event.event.image).toMatchObject({ width: 600, height: 400 });
    expect([...new Set(event.event.image.variants.map((v) => v.width))]).toEqual([400, 600]);
  });

  it('every seeded item has a picture of its own, described for what it shows', async () => {
    const stories = [
      ['events', 'avocado-value-chain-workshop', /avocado/i],
      ['events', 'meru-youth-career-fair', /career fair/i],
      ['updates', 'maua-free-medical-camp', /red cross/i],
      ['updates', 'digital-skills-bootcamp', /laptops/i],
    ] as const;
    const pictures: Picture[] = [];
    for (const [kind, slug, subject] of stories) {
      const answer = (await get(`/api/public/${kind}/${slug}`)).json() as Record<string, { image: Picture & { alt: string } }>;
      const { image } = answer[kind === 'events' ? 'event' : 'update']!;
      expect(image.alt, slug).toMatch(subject);
      pictures.push(image);
    }
    const { photos } = (await get('/api/public/gallery')).json() as { photos: (Picture & { alt: string })[] };
    const stored = photos.filter((p) => p.url.startsWith('/media/'));
    expect(stored).toHaveLength(3);
    expect(stored.map((p) => p.alt)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/planting rows of seedlings/),
        expect.stringMatching(/Mount Kenya/),
        expect.stringMatching(/maize/),
      ]),
    );
    pictures.push(...stored);
    // Seven themes, seven different pictures: none is reused.
    expect(new Set(pictures.map((p) => p.url)).size).toBe(7);
    const words = JSON.stringify(photos) + JSON.stringify(pictures);
    expect(words).not.toMatch(/astronaut|cat with|coffee|rocket|sample photograph|tripod/i);
  });
});
