/**
 * Gallery photos and the picture pipeline: uploads checked by content and size, re-encoded into
 * AVIF/WebP/JPEG at several widths without enlarging, metadata (EXIF, GPS) gone from the served
 * bytes, files named by hash and cached for a year, the original never served.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { contentImageFiles, contentImages, galleryPhotos } from '../../src/server/db/schema';
import { serverMessages } from '../../src/shared/server-messages';
import { MAX_PHOTO_BYTES } from '../../src/shared/constants';
import { createTestApp, type TestApp } from '../helpers/app';
import { contentClient, validEvent, type Caller } from '../helpers/content';

let t: TestApp;
let secretary: Caller;
let treasurer: Caller;
let anonymous: Caller;

beforeAll(async () => {
  t = await createTestApp();
  secretary = await contentClient(t, 'secretary');
  treasurer = await contentClient(t, 'treasurer');
  anonymous = await contentClient(t, null);
});
afterAll(async () => {
  await t.close();
});

const SECRET_ARTIST = 'Wanjiku Secret Photographer';

/** A real camera-like JPEG: EXIF with the author, GPS position, and an orientation tag (turned a quarter). */
async function cameraJpeg(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 40 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Artist: SECRET_ARTIST, Copyright: SECRET_ARTIST },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '0/1 3/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '37/1 39/1 0/1' },
    })
    .toBuffer();
}
const dataUrl = (bytes: Buffer, type = 'image/jpeg') => `data:${type};base64,${bytes.toString('base64')}`;
const photoBody = (overrides: Record<string, unknown> = {}) => ({
  alt: 'Volunteers sorting donated school books on a table',
  category: 'charity',
  date: '2026-03-07',
  description: 'Sorting books for the school drive.',
  ...overrides,
});
const photoCount = async () => (await t.database.db.select({ id: galleryPhotos.id }).from(galleryPhotos)).length;
type Photo = {
  id: string;
  url: string;
  width: number;
  height: number;
  variants: { url: string; width: number; format: string }[];
};

describe('gallery API and pictures', () => {
  it('lists the forty-three seeded photos, newest first', async () => {
    const { photos } = (await secretary('GET', '/api/content/gallery')).json() as { photos: (Photo & { date: string })[] };
    expect(photos).toHaveLength(43);
    expect(photos[0]!.date).toBe('2026-02-07');
    expect(photos.map((p) => p.date)).toEqual([...photos.map((p) => p.date)].sort().reverse());
  });

  it('an upload becomes AVIF, WebP and JPEG at 400/800/1200 px, upright, with no EXIF or GPS in any served file', async () => {
    const original = await cameraJpeg(1600, 1300); // orientation 6: upright it is 1300 wide, 1600 tall
    const meta = await sharp(original).metadata();
    // The test photo really carries metadata: orientation, author and position (GPS lives inside the EXIF block).
    expect(meta.exif).toBeDefined();
    expect(meta.orientation).toBe(6);
    expect(original.includes(Buffer.from(SECRET_ARTIST))).toBe(true);

    const res = await secretary('POST', '/api/content/gallery', photoBody({ image: dataUrl(original) }));
    expect(res.statusCode).toBe(201);
    const { photo } = res.json() as { photo: Photo };
    expect(photo.width).toBe(1200);
    expect(photo.height).toBe(Math.round((1200 * 1600) / 1300));
    expect(photo.url).toMatch(/^\/media\/[0-9a-f]{32}-1200\.jpg$/);
    expect(photo.variants.map((v) => `${v.format}@${v.width}`)).toEqual([
      'avif@400',
      'avif@800',
      'avif@1200',
      'webp@400',
      'webp@800',
      'webp@1200',
      'jpeg@400',
      'jpeg@800',
      'jpeg@1200',
    ]);

    for (const variant of photo.variants) {
      const served = await anonymous('GET', variant.url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['content-type']).toBe({ avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' }[variant.format]);
      const bytes = served.rawPayload;
      const servedMeta = await sharp(bytes).metadata();
      expect(servedMeta.exif, variant.url).toBeUndefined();
      expect(servedMeta.orientation ?? 1).toBe(1);
      expect(servedMeta.width).toBe(variant.width);
      expect(servedMeta.height).toBeGreaterThan(servedMeta.width!); // turned upright
      expect(bytes.includes(Buffer.from(SECRET_ARTIST))).toBe(false);
      expect(bytes.includes(Buffer.from('Exif'))).toBe(false);
    }
    // Only encoded files are stored: nothing holds the original's bytes.
    const files = await t.database.db.select({ data: contentImageFiles.data }).from(contentImageFiles);
    expect(files.some((f) => f.data.equals(original))).toBe(false);
  });

  it('a small picture is never enlarged: one width, its own', async () => {
    const small = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const { photo } = (
      await secretary('POST', '/api/content/gallery', photoBody({ image: dataUrl(small, 'image/png') }))
    ).json() as { photo: Photo };
    expect(photo.width).toBe(320);
    expect(photo.height).toBe(240);
    expect(new Set(photo.variants.map((v) => v.width))).toEqual(new Set([320]));
  });

  it('the same picture uploaded twice is stored once', async () => {
    const bytes = await sharp({ create: { width: 500, height: 500, channels: 3, background: '#aa2244' } })
      .webp()
      .toBuffer();
    const first = (
      await secretary('POST', '/api/content/gallery', photoBody({ image: dataUrl(bytes, 'image/webp') }))
    ).json() as { photo: Photo };
    const second = (
      await secretary('POST', '/api/content/gallery', photoBody({ image: dataUrl(bytes, 'image/webp') }))
    ).json() as { photo: Photo };
    expect(second.photo.url).toBe(first.photo.url);
    expect(second.photo.id).not.toBe(first.photo.id);
    // Deleting one keeps the picture for the other; deleting both removes its files.
    await secretary('DELETE', `/api/content/gallery/${first.photo.id}`);
    expect((await anonymous('GET', first.photo.url)).statusCode).toBe(200);
    await secretary('DELETE', `/api/content/gallery/${second.photo.id}`);
    expect((await anonymous('GET', first.photo.url)).statusCode).toBe(404);
  });

  it('editing keeps the picture when it is absent or sent back unchanged, and replaces it with a new one', async () => {
    const a = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#111111' } })
      .png()
      .toBuffer();
    const b = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#eeeeee' } })
      .png()
      .toBuffer();
    const { photo } = (await secretary('POST', '/api/content/gallery', photoBody({ image: dataUrl(a, 'image/png') }))).json() as {
      photo: Photo;
    };
    const kept = await secretary(
      'PUT',
      `/api/content/gallery/${photo.id}`,
      photoBody({ alt: 'A new description of the same photo' }),
    );
    expect(kept.json()).toMatchObject({ photo: { url: photo.url, alt: 'A new description of the same photo' } });
    const sentBack = await secretary('PUT', `/api/content/gallery/${photo.id}`, photoBody({ image: photo.url }));
    expect(sentBack.json().photo.url).toBe(photo.url);
    const replaced = await secretary('PUT', `/api/content/gallery/${photo.id}`, photoBody({ image: dataUrl(b, 'image/png') }));
    expect(replaced.json().photo.url).not.toBe(photo.url);
    // The replaced picture was used by nothing else: its files are gone.
    expect((await anonymous('GET', photo.url)).statusCode).toBe(404);
  });

  it.each([
    ['no image', photoBody(), serverMessages.contentImageRequired],
    ['no alt text', photoBody({ alt: '  ', image: 'data:image/png;base64,AAAA' }), serverMessages.contentAltRequired],
    ['no category', photoBody({ category: '', image: 'data:image/png;base64,AAAA' }), serverMessages.contentCategoryRequired],
    ['a bad date', photoBody({ date: '07/03/2026', image: 'data:image/png;base64,AAAA' }), serverMessages.contentDateInvalid],
    [
      'a text file called PNG',
      photoBody({ image: dataUrl(Buffer.from('just some text, not a picture'), 'image/png') }),
      serverMessages.contentImageInvalid,
    ],
    [
      'an SVG (script-capable)',
      photoBody({ image: dataUrl(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'image/svg+xml') }),
      serverMessages.contentImageInvalid,
    ],
    [
      'a PDF',
      photoBody({ image: dataUrl(Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj'), 'image/jpeg') }),
      serverMessages.contentImageInvalid,
    ],
    ['not a data URL', photoBody({ image: 'https://example.org/photo.jpg' }), serverMessages.contentImageKeep],
    [
      'a Kiswahili caption without its alt text',
      photoBody({ descriptionSw: 'Kupanga vitabu.', image: 'data:image/png;base64,AAAA' }),
      serverMessages.contentAltSwRequired,
    ],
    [
      'a Kiswahili alt text without the caption the English one has',
      photoBody({ altSw: 'Wajitolea wakipanga vitabu', image: 'data:image/png;base64,AAAA' }),
      serverMessages.contentDescriptionSwRequired,
    ],
  ])('%s → 400 with its message, nothing stored', async (_name, body, message) => {
    const photos = await photoCount();
    const images = (await t.database.db.select({ id: contentImages.id }).from(contentImages)).length;
    const res = await secretary('POST', '/api/content/gallery', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
    expect(await photoCount()).toBe(photos);
    expect((await t.database.db.select({ id: contentImages.id }).from(contentImages)).length).toBe(images);
  });

  it("a picture over the photo rule's limit is refused with the size message; a much larger body never reaches the parser", async () => {
    const photos = await photoCount();
    // Just over the limit: still inside the route's body limit, so the picture rule answers.
    const justOver = Buffer.alloc(MAX_PHOTO_BYTES + 1024, 0xff);
    justOver[0] = 0xff;
    justOver[1] = 0xd8; // a JPEG's magic bytes do not make it acceptable
    const res = await secretary('POST', '/api/content/gallery', photoBody({ image: dataUrl(justOver) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(serverMessages.contentImageTooLarge);
    const huge = await secretary(
      'POST',
      '/api/content/gallery',
      photoBody({ image: dataUrl(Buffer.alloc(MAX_PHOTO_BYTES + 1024 * 1024, 1)) }),
    );
    expect(huge.statusCode).toBe(413);
    expect(await photoCount()).toBe(photos);
  });

  it('stores a Kiswahili alt text and caption, keeps them when an edit names neither, and clears them when both are blank', async () => {
    const [seeded] = (await secretary('GET', '/api/content/gallery')).json().photos as { id: string; altSw: string | null }[];
    expect(seeded!.altSw).toBeNull();
    const sw = {
      altSw: 'Wajitolea wakipanga vitabu vilivyochangwa mezani',
      descriptionSw: 'Kupanga vitabu vya kampeni ya shule.',
    };
    const saved = await secretary('PUT', `/api/content/gallery/${seeded!.id}`, photoBody(sw));
    expect(saved.statusCode).toBe(200);
    expect(saved.json().photo).toMatchObject(sw);
    const kept = await secretary('PUT', `/api/content/gallery/${seeded!.id}`, photoBody({ description: 'Sorting books.' }));
    expect(kept.json().photo).toMatchObject(sw);
    const cleared = await secretary('PUT', `/api/content/gallery/${seeded!.id}`, photoBody({ altSw: '', descriptionSw: ' ' }));
    expect(cleared.json().photo).toMatchObject({ altSw: null, descriptionSw: null });
  });

  it('the treasurer is refused and an anonymous caller must sign in', async () => {
    const body = photoBody({ image: 'data:image/png;base64,AAAA' });
    expect((await treasurer('POST', '/api/content/gallery', body)).statusCode).toBe(403);
    expect((await anonymous('POST', '/api/content/gallery', body)).statusCode).toBe(401);
    expect((await treasurer('GET', '/api/content/gallery')).statusCode).toBe(403);
    expect((await anonymous('GET', '/api/content/gallery')).statusCode).toBe(401);
  });

  it('the public gallery needs no sign-in; unknown or malformed media names are 404', async () => {
    const res = await anonymous('GET', '/api/public/gallery');
    expect(res.statusCode).toBe(200);
    expect((res.json() as { photos: unknown[] }).photos.length).toBeGreaterThanOrEqual(40);
    for (const name of ['0123456789abcdef0123456789abcdef-400.jpg', '..%2Fetc%2Fpasswd', 'x.svg']) {
      expect((await anonymous('GET', `/media/${name}`)).statusCode).toBe(404);
    }
  });

  it('an event picture goes through the same pipeline and keeps its alt text', async () => {
    const png = await sharp({ create: { width: 900, height: 600, channels: 4, background: { r: 0, g: 128, b: 0, alpha: 0.5 } } })
      .png()
      .toBuffer();
    const res = await secretary(
      'POST',
      '/api/content/events',
      validEvent({ title: 'Event With Picture', image: dataUrl(png, 'image/png'), imageAlt: 'Green banner' }),
    );
    expect(res.statusCode).toBe(201);
    const image = res.json().event.image as Photo & { alt: string };
    expect(image).toMatchObject({ width: 900, height: 600, alt: 'Green banner' });
    expect(image.variants.map((v) => v.width)).toEqual([400, 800, 900, 400, 800, 900, 400, 800, 900]);
    // Removing the picture (null) leaves the event without one.
    const id = res.json().event.id as string;
    const cleared = await secretary('PUT', `/api/content/events/${id}`, validEvent({ title: 'Event With Picture', image: null }));
    expect(cleared.json().event.image).toBeNull();
    expect((await anonymous('GET', image.url)).statusCode).toBe(404);
  });
});
