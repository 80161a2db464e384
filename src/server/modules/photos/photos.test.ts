import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { normalisePhoto } from './service';

/** A real HEVC-coded HEIC (640×480, left half red, right half blue), made with libheif's heif-enc. */
const heic = readFileSync(path.resolve(import.meta.dirname, '../../../../tests/fixtures/two-colour.heic'));
const dataUrl = (bytes: Buffer, type: string) => `data:${type};base64,${bytes.toString('base64')}`;

describe('normalisePhoto', () => {
  it('decodes an HEIC photo from a phone (sharp alone cannot) into the card JPEG', async () => {
    await expect(sharp(heic).jpeg().toBuffer()).rejects.toThrow(); // why the WebAssembly decoder exists
    const photo = await normalisePhoto(dataUrl(heic, 'image/heic'));
    expect(photo.data.subarray(0, 2).toString('hex')).toBe('ffd8');
    expect([photo.width, photo.height]).toEqual([512, 512]);
    const { data, info } = await sharp(photo.data).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    const [r1, , b1] = pixel(20, 256);
    const [r2, , b2] = pixel(490, 256);
    expect(r1).toBeGreaterThan(150);
    expect(b1).toBeLessThan(100);
    expect(b2).toBeGreaterThan(150);
    expect(r2).toBeLessThan(100);
  });

  it('refuses a file that only claims to be HEIC, with the product message', async () => {
    const fake = Buffer.concat([heic.subarray(0, 64), Buffer.from('not the rest of a picture')]);
    await expect(normalisePhoto(dataUrl(fake, 'image/heic'))).rejects.toMatchObject({
      statusCode: 400,
      fields: { profileImage: 'Photo must be an image file' },
    });
  });
});
