/**
 * One photo rule on every upload route (src/shared/photo.ts): a real picture in a format outside
 * the rule (GIF, which sharp could read) is refused with the rule's own message and stores
 * nothing. On the officials' member, leader and content forms a file just over MAX_PHOTO_BYTES
 * is refused, and a photo over the public bound is taken. The anonymous registration routes
 * (M-Pesa prompt and manual paybill) take a photo only up to MAX_PUBLIC_PHOTO_BYTES as sent, and
 * a body over their transport bound is refused (413) before it is parsed, in the product's words.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { adminClient, pngDataUrl, validLeader, validMember } from '../helpers/admin';
import { createTestApp, type TestApp } from '../helpers/app';
import { contentClient, validEvent, validUpdate, type Caller } from '../helpers/content';
import { createPaymentTestApp, payingPhone, registration, stkBody, type PaymentTestApp } from '../helpers/payments';
import { MAX_PHOTO_BYTES, MAX_PUBLIC_PHOTO_BYTES } from '../../src/shared/constants';
import { PUBLIC_PHOTO_BODY_LIMIT_BYTES } from '../../src/server/body-limits';
import { messages } from '../../src/shared/messages';
import { serverMessages } from '../../src/shared/server-messages';

const TABLES = [
  'photos',
  'content_images',
  'members',
  'leaders',
  'content_events',
  'content_updates',
  'gallery_photos',
  'payments',
];

/** Rows in every table an upload could write to. */
async function stored(t: TestApp): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const result = await t.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
    counts[table] = Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n);
  }
  return counts;
}

/** `bytes` bytes with a JPEG's first bytes, as a data URL: only the size can refuse it. */
function fakeJpeg(bytes: number): string {
  const data = Buffer.alloc(bytes, 0x11);
  data.set([0xff, 0xd8, 0xff, 0xe0]);
  return `data:image/jpeg;base64,${data.toString('base64')}`;
}
const justOver = fakeJpeg(MAX_PHOTO_BYTES + 1);
// One byte over the public routes' bound as sent: a HEIC the browser could not shrink.
const justOverPublic = fakeJpeg(MAX_PUBLIC_PHOTO_BYTES + 1).replace('image/jpeg', 'image/heic');
let gif: string;
/** A real PNG larger than the public bound (random pixels do not compress): the officials' forms take it. */
let largePng: string;

let t: TestApp;
let manual: TestApp;
let paying: PaymentTestApp;
let admin: Awaited<ReturnType<typeof adminClient>>['call'];
let publisher: Caller;
beforeAll(async () => {
  const picture = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#1f6b3a' } })
    .gif()
    .toBuffer();
  gif = `data:image/gif;base64,${picture.toString('base64')}`;
  const noise = Buffer.alloc(1600 * 1200 * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  const png = await sharp(noise, { raw: { width: 1600, height: 1200, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  largePng = `data:image/png;base64,${png.toString('base64')}`;
  t = await createTestApp();
  manual = await createTestApp({ env: { MPESA_MODE: 'manual' } });
  paying = await createPaymentTestApp();
  admin = (await adminClient(t)).call;
  publisher = await contentClient(t, 'secretary');
});
afterAll(async () => {
  await Promise.all([t?.close(), manual?.close(), paying?.close()]);
});

interface Answer {
  status: number;
  body: { error?: { message?: string; fields?: Record<string, string> } };
}

interface Route {
  app: () => TestApp;
  /** Creates the record an edit route changes (before the counting starts); its id. */
  prepare?: () => Promise<string>;
  send: (picture: string, id: string) => Promise<Answer>;
}

/**
 * Sends `picture` on `route` and checks the refusal, its message and that nothing was stored;
 * a 400 names the field, a 413 (the body refused before it is parsed) cannot.
 */
async function expectRefused(route: Route, picture: string, message: string, field: string, status: 400 | 413 = 400) {
  const id = (await route.prepare?.()) ?? '';
  const app = route.app();
  const before = await stored(app);
  const answer = await route.send(picture, id);
  expect(answer.status).toBe(status);
  expect(answer.body.error?.message).toBe(message);
  if (status === 400) {
    expect(Object.entries(answer.body.error?.fields ?? {}).some(([key, value]) => key.endsWith(field) && value === message)).toBe(
      true,
    );
  }
  expect(await stored(app)).toEqual(before);
}

const injected = (res: { statusCode: number; json: () => unknown }): Answer => ({
  status: res.statusCode,
  body: res.json() as Answer['body'],
});

describe('profile photos on the public registration routes: the transport bound', () => {
  const routes: Record<string, Route> = {
    'POST /api/mpesa/stkpush': {
      app: () => paying,
      send: (profileImage) => paying.browser().post('/api/mpesa/stkpush', stkBody(payingPhone(), registration({ profileImage }))),
    },
    'POST /api/registrations/manual': {
      app: () => manual,
      send: async (profileImage) =>
        injected(
          await manual.app.inject({
            method: 'POST',
            url: '/api/registrations/manual',
            headers: { origin: 'http://localhost:3000' },
            payload: { registration: registration({ profileImage }), mpesaCode: 'SGL3ABC12X' },
          }),
        ),
    },
  };

  // Just over the bound as a string, so the whole body is just over the route's limit.
  const overBody = `data:image/heic;base64,${'A'.repeat(PUBLIC_PHOTO_BODY_LIMIT_BYTES)}`;
  it.each(Object.keys(routes))(
    '%s: a photo just over 5 MB, a body over the transport bound, and a GIF, are refused',
    async (name) => {
      await expectRefused(routes[name]!, justOverPublic, messages.photoTooLargeToSend, 'profileImage');
      await expectRefused(routes[name]!, overBody, messages.photoTooLargeToSend, 'profileImage', 413);
      await expectRefused(routes[name]!, gif, messages.photoTypeNotAccepted, 'profileImage');
    },
  );
});

describe('profile photos on the officials’ member and leader forms', () => {
  const routes: Record<string, Route> = {
    'POST /api/members': {
      app: () => t,
      send: async (profileImage) => injected(await admin('POST', '/api/members', validMember({ profileImage }))),
    },
    'PUT /api/members/:id': {
      app: () => t,
      prepare: async () => (await admin('POST', '/api/members', validMember())).json().id as string,
      send: async (profileImage, id) => injected(await admin('PUT', `/api/members/${id}`, { profileImage })),
    },
    'POST /api/leaders': {
      app: () => t,
      send: async (profileImage) => injected(await admin('POST', '/api/leaders', validLeader({ profileImage }))),
    },
    'PUT /api/leaders/:id': {
      app: () => t,
      prepare: async () => (await admin('POST', '/api/leaders', validLeader())).json().leader.id as string,
      send: async (profileImage, id) => injected(await admin('PUT', `/api/leaders/${id}`, { profileImage })),
    },
  };

  it.each(Object.keys(routes))('%s: a photo just over the limit, and a GIF, are refused', async (name) => {
    await expectRefused(routes[name]!, justOver, messages.photoTooLarge, 'profileImage');
    await expectRefused(routes[name]!, gif, messages.photoTypeNotAccepted, 'profileImage');
  });

  it('a photo over the public routes’ bound is taken: officials keep the 25 MB rule', async () => {
    expect(largePng.length).toBeGreaterThan((MAX_PUBLIC_PHOTO_BYTES * 4) / 3);
    const answer = await admin('POST', '/api/members', validMember({ profileImage: largePng }));
    expect(answer.statusCode).toBe(201);
  });
});

describe('officials’ pictures for events, updates and the gallery', () => {
  const galleryBody = (image: string) => ({
    image,
    alt: 'Members planting seedlings on a hillside',
    category: 'outreach',
    date: '2026-03-07',
    description: 'Tree planting day.',
  });
  const content = (method: 'POST' | 'PUT', url: string, body: unknown) => async () =>
    injected(await publisher(method, url, body));
  const routes: Record<string, Route> = {
    'POST /api/content/events': {
      app: () => t,
      send: (image) => content('POST', '/api/content/events', validEvent({ image }))(),
    },
    'PUT /api/content/events/:id': {
      app: () => t,
      prepare: async () => (await publisher('POST', '/api/content/events', validEvent())).json().event.id as string,
      send: (image, id) => content('PUT', `/api/content/events/${id}`, validEvent({ image }))(),
    },
    'POST /api/content/updates': {
      app: () => t,
      send: (image) => content('POST', '/api/content/updates', validUpdate({ image }))(),
    },
    'PUT /api/content/updates/:id': {
      app: () => t,
      prepare: async () => (await publisher('POST', '/api/content/updates', validUpdate())).json().update.id as string,
      send: (image, id) => content('PUT', `/api/content/updates/${id}`, validUpdate({ image }))(),
    },
    'POST /api/content/gallery': {
      app: () => t,
      send: (image) => content('POST', '/api/content/gallery', galleryBody(image))(),
    },
    'PUT /api/content/gallery/:id': {
      app: () => t,
      prepare: async () =>
        (await publisher('POST', '/api/content/gallery', galleryBody(await pngDataUrl()))).json().photo.id as string,
      send: (image, id) => content('PUT', `/api/content/gallery/${id}`, galleryBody(image))(),
    },
  };

  it.each(Object.keys(routes))('%s: a picture just over the limit, and a GIF, are refused', async (name) => {
    await expectRefused(routes[name]!, justOver, serverMessages.contentImageTooLarge, 'image');
    await expectRefused(routes[name]!, gif, serverMessages.contentImageInvalid, 'image');
  });
});
