/**
 * Reading photos cannot freeze the site (docs/photos.md): a 23.5 MP HEIC is decoded off the
 * thread that answers requests, and each address may have only so many photos read in ten
 * minutes, on the public registration routes and on the officials' forms, refused with a 429 in
 * the product's words and nothing stored.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, pngDataUrl, validMember } from '../helpers/admin';
import { contentClient } from '../helpers/content';
import { count, createPaymentTestApp, payingPhone, registration, stkBody, type PaymentTestApp } from '../helpers/payments';
import { heicToSharp } from '../../src/server/modules/photos';
import { serverMessages } from '../../src/shared/server-messages';

const fixtures = path.resolve(import.meta.dirname, '../fixtures');
/** 5600 × 4200 (23.5 MP, the largest a phone's default camera saves), made with libheif's heif-enc. */
const largeHeic = readFileSync(path.join(fixtures, 'large.heic'));
const smallHeic = readFileSync(path.join(fixtures, 'two-colour.heic'));
const heicDataUrl = (bytes: Buffer) => `data:image/heic;base64,${bytes.toString('base64')}`;

let t: PaymentTestApp;
beforeAll(async () => {
  t = await createPaymentTestApp({
    configure: (config) => {
      config.photoDecodesPerTenMinutes = { public: 1, officials: 2 };
    },
  });
});
afterAll(async () => t?.close());

describe('a large HEIC photo', () => {
  it('is decoded while /api/health goes on answering (the health answer comes first)', async () => {
    // A first decode loads the decoder, so what follows is the decode alone.
    await (await heicToSharp(smallHeic, await sharp(smallHeic).metadata())).toBuffer();
    const meta = await sharp(largeHeic).metadata();
    expect(meta.width! * meta.height!).toBe(5600 * 4200);
    const order: string[] = [];
    const decoding = heicToSharp(largeHeic, meta).then(async (image) => {
      order.push('decoded');
      expect((await image.metadata()).width).toBe(5600);
    });
    const health = fetch(`${t.url}/api/health`).then((response) => order.push(`health ${response.status}`));
    await Promise.all([decoding, health]);
    expect(order).toEqual(['health 200', 'decoded']);
  });
});

describe('photos read per address', () => {
  it('the registration prompt reads one photo per address in the window here, then answers 429 and stores nothing', async () => {
    const browser = t.browser();
    const first = await browser.post(
      '/api/mpesa/stkpush',
      stkBody(payingPhone(), registration({ profileImage: heicDataUrl(smallHeic) })),
    );
    expect(first.status).toBe(200);
    const photos = await count(t.database.db, 'photos');
    const payments = await count(t.database.db, 'payments');
    const second = await t
      .browser()
      .post('/api/mpesa/stkpush', stkBody(payingPhone(), registration({ profileImage: heicDataUrl(smallHeic) })));
    expect(second.status).toBe(429);
    expect(second.body.error.message).toBe(serverMessages.photoDecodeLimit);
    expect(second.body.error).toMatchObject({ code: 'rate_limited', reason: 'photo_decode_public' });
    expect(second.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await count(t.database.db, 'photos')).toBe(photos);
    expect(await count(t.database.db, 'payments')).toBe(payments);
  });

  it('officials’ uploads count per address too: another address still has its allowance', async () => {
    const { cookie, call } = await adminClient(t);
    const photo = await pngDataUrl();
    for (let i = 0; i < 2; i++)
      expect((await call('POST', '/api/members', validMember({ profileImage: photo }))).statusCode).toBe(201);
    const photos = await count(t.database.db, 'photos');
    const refused = await call('POST', '/api/members', validMember({ profileImage: photo }));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(serverMessages.photoDecodeLimit);
    expect(refused.json().error).toMatchObject({ code: 'rate_limited', reason: 'photo_decode_officials' });
    expect(await count(t.database.db, 'photos')).toBe(photos);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/members',
      remoteAddress: '203.0.113.7',
      headers: { cookie, origin: 'http://localhost:3000', 'content-type': 'application/json' },
      payload: validMember({ profileImage: photo }),
    });
    expect(elsewhere.statusCode).toBe(201);
  });
});

describe('picture sides', () => {
  it('a 20,000 × 10 strip is refused on the gallery form from its header, before counting or decoding', async () => {
    const strip = await sharp({ create: { width: 20_000, height: 10, channels: 3, background: '#1f6b3a' } })
      .png()
      .toBuffer();
    const publisher = await contentClient(t, 'secretary');
    const answer = await publisher('POST', '/api/content/gallery', {
      image: `data:image/png;base64,${strip.toString('base64')}`,
      alt: 'A long strip',
      category: 'outreach',
      date: '2026-03-07',
      description: 'Too long to be a photo.',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.fields.image).toBe(serverMessages.pictureBadShape);
  });
});
