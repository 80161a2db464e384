import { readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { serverMessages } from '../../../shared/server-messages';
import { decodeHeic, HeicTimeoutError } from './heic';
import { oneImageAtATime } from './image-queue';
import { MAX_PUBLIC_PHOTO_BYTES } from '../../../shared/constants';
import { normalisePhoto, PUBLIC_PHOTO_LIMIT } from './service';

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

  it('refuses a photo far over the limit from its length, with the same message as one just over', async () => {
    const far = `data:image/jpeg;base64,${'A'.repeat(Math.ceil((MAX_PUBLIC_PHOTO_BYTES * 4 * 1.5) / 3))}`;
    await expect(normalisePhoto(far, PUBLIC_PHOTO_LIMIT)).rejects.toMatchObject({
      statusCode: 400,
      fields: { profileImage: messages.photoTooLargeToSend },
    });
  });

  it('takes base64 wrapped in line breaks, as mail programs write it', async () => {
    const wrapped = heic.toString('base64').replace(/.{76}/g, '$&\r\n');
    const photo = await normalisePhoto(`data:image/heic;base64,${wrapped}`, PUBLIC_PHOTO_LIMIT);
    expect([photo.width, photo.height]).toEqual([512, 512]);
  });

  it('refuses a file that only claims to be HEIC, with the product message', async () => {
    const fake = Buffer.concat([heic.subarray(0, 64), Buffer.from('not the rest of a picture')]);
    await expect(normalisePhoto(dataUrl(fake, 'image/heic'))).rejects.toMatchObject({
      statusCode: 400,
      fields: { profileImage: 'Photo must be an image file' },
    });
  });
});

/** A grey PNG `width` × `height` written by hand (sharp cannot create one this long): a few KB of deflated zeros. */
function greyPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  const rows = Buffer.alloc((width + 1) * height); // each row: filter byte 0, then black pixels
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('photo sides, read from the header', () => {
  it('refuses a 20,000,000 × 1 strip (under the pixel cap, 20 KB) before decoding it', async () => {
    const strip = greyPng(20_000_000, 1);
    expect(strip.length).toBeLessThan(30_000);
    await expect(normalisePhoto(dataUrl(strip, 'image/png'))).rejects.toMatchObject({
      statusCode: 400,
      fields: { profileImage: serverMessages.pictureBadShape },
    });
  });

  // Within 24 MP a side over 16,384 px is also over 10:1; both bounds are kept, each is the rule in words.
  it('refuses a side over 16,384 px and a picture more than 10 times as long as it is wide; takes 10:1', async () => {
    for (const [width, height] of [
      [16_385, 1_400],
      [1_400, 16_385],
      [4_100, 400],
    ] as const) {
      await expect(normalisePhoto(dataUrl(greyPng(width, height), 'image/png'))).rejects.toMatchObject({
        fields: { profileImage: serverMessages.pictureBadShape },
      });
    }
    const photo = await normalisePhoto(dataUrl(greyPng(4_000, 400), 'image/png'));
    expect([photo.width, photo.height]).toEqual([512, 512]);
  });
});

describe('the HEIC decoder worker', () => {
  const large = readFileSync(path.resolve(import.meta.dirname, '../../../../tests/fixtures/large.heic'));

  it('decodes a real 23.5 MP HEIC', async () => {
    const image = await decodeHeic(large);
    expect([image.width, image.height, image.data.length]).toEqual([5600, 4200, 5600 * 4200 * 4]);
  });

  it('is stopped when its time is up', async () => {
    await expect(decodeHeic(large, 1)).rejects.toBeInstanceOf(HeicTimeoutError);
  });

  it('refuses what is not a HEIC', async () => {
    await expect(decodeHeic(Buffer.from('not a picture'))).rejects.toThrow();
  });
});

describe('the image queue', () => {
  it('runs one task at a time, in order, and goes on after a failure', async () => {
    const events: string[] = [];
    let release!: () => void;
    const first = oneImageAtATime(async () => {
      events.push('first starts');
      await new Promise<void>((resolve) => (release = resolve));
      events.push('first ends');
      throw new Error('bad picture');
    });
    const second = oneImageAtATime(async () => {
      events.push('second starts');
      return 2;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(events).toEqual(['first starts']);
    release();
    await expect(first).rejects.toThrow('bad picture');
    expect(await second).toBe(2);
    expect(events).toEqual(['first starts', 'first ends', 'second starts']);
  });
});
