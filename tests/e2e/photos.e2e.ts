/**
 * Photos from real phones on /membership and in the officials' member form: JPEG, PNG, WebP,
 * AVIF and HEIC/HEIF are accepted (the one photo rule, src/shared/photo.ts), large photos are
 * shrunk in the browser before upload, and anything else (a PDF, a BMP: the server could not read
 * a BMP sent as it is) gets the message on the photo field at once, on step 1.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from './helpers/browser';
import { signInAsChairman } from './helpers/admin';
import { useSite } from './helpers/site';
import { messages } from '../../src/shared/messages';

const site = useSite();
const heic = readFileSync(path.resolve(import.meta.dirname, '../fixtures/two-colour.heic'));
const randomDigits = (n: number) => String(Math.floor(Math.random() * 10 ** n)).padStart(n, '0');

/** A 24-bit BMP, written by hand: sharp cannot write BMP (nor read it, hence outside the rule). */
function bmp(width: number, height: number): Buffer {
  const row = Math.ceil((width * 3) / 4) * 4;
  const file = Buffer.alloc(54 + row * height);
  file.write('BM', 0);
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(54, 10);
  file.writeUInt32LE(40, 14);
  file.writeInt32LE(width, 18);
  file.writeInt32LE(height, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(24, 28);
  file.writeUInt32LE(row * height, 34);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) file.set([40, 120, 30], 54 + y * row + x * 3); // BGR
  return file;
}

/** A small AVIF, as recent Android cameras can save. */
const avif = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#28781e' } })
    .avif()
    .toBuffer();

/** A camera-sized JPEG of noise, well over 5 MB. */
async function bigCameraJpeg(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 100 })
    .toBuffer();
}

async function openStepOne(page: Page) {
  await page.goto(`${site.server.url}/membership`);
  await page.locator('form[data-ready]').waitFor();
}
const fileInput = (page: Page) => page.locator('input[type=file]');

describe('photos', () => {
  it('on /membership: refuses a non-image and a BMP on step 1, accepts AVIF, shrinks a big camera photo', async () => {
    const page = await site.browser.newPage({ viewport: PHONE_VIEWPORT });
    await openStepOne(page);
    await fileInput(page).setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4 not a photo'),
    });
    await page.getByText(messages.photoTypeNotAccepted).waitFor();
    expect(await fileInput(page).getAttribute('aria-invalid')).toBe('true');

    await fileInput(page).setInputFiles({ name: 'photo.avif', mimeType: 'image/avif', buffer: await avif(300, 200) });
    await page.getByAltText('Selected profile photo').waitFor();
    expect(await page.getByText(messages.photoTypeNotAccepted).count()).toBe(0);
    const avifSrc = (await page.getByAltText('Selected profile photo').getAttribute('src'))!;
    expect(avifSrc).toMatch(/^data:image\/jpeg;base64,/);

    await fileInput(page).setInputFiles({ name: 'scan.bmp', mimeType: 'image/bmp', buffer: bmp(300, 200) });
    await page.getByText(messages.photoTypeNotAccepted).waitFor();

    const big = await bigCameraJpeg();
    expect(big.length).toBeGreaterThan(5 * 1024 * 1024);
    await fileInput(page).setInputFiles({ name: 'IMG_2024.jpg', mimeType: 'image/jpeg', buffer: big });
    await page.waitForFunction((before) => document.querySelector('img.photo-preview')?.getAttribute('src') !== before, avifSrc);
    const src = (await page.getByAltText('Selected profile photo').getAttribute('src'))!;
    const shrunk = await sharp(Buffer.from(src.split(',')[1]!, 'base64')).metadata();
    expect(Math.max(shrunk.width!, shrunk.height!)).toBe(1024);
    expect(src.length).toBeLessThan(1_000_000); // what is uploaded, against the 5 MB+ picked
    await page.close();
  });

  it('on /membership: an HEIC photo from an iPhone goes through to the M-Pesa prompt', async () => {
    const page = await site.browser.newPage({ viewport: DESKTOP_VIEWPORT });
    await openStepOne(page);
    await page.getByLabel('Chapter *').locator('option', { hasText: 'Buuri Youth Voice' }).waitFor({ state: 'attached' });
    await page.getByLabel('ID Number *').fill(`3${randomDigits(7)}`);
    await page.getByLabel('Full Name *').fill('Gitonga Mwenda');
    await page.getByLabel('Phone Number *').fill(`0745${randomDigits(6)}`);
    await page.getByLabel('Gender *').selectOption('male');
    await page.getByLabel('Chapter *').selectOption('Buuri Youth Voice');
    await page.getByRole('checkbox', { name: /keeps my details to run my membership/ }).check();
    await fileInput(page).setInputFiles({ name: 'IMG_0042.HEIC', mimeType: 'image/heic', buffer: heic });
    await page.getByText('HEIC photo chosen').waitFor();
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByLabel('M-Pesa phone number *').fill(`0712${randomDigits(2)}1032`);
    await page.getByRole('button', { name: 'Request M-Pesa Prompt' }).click();
    await page.getByText(messages.paymentAwaitingPin).waitFor();
    await page.close();
  });

  it("in the officials' member form: the same rule, help text and message (no silent drop)", async () => {
    const page = await site.browser.newPage({ viewport: DESKTOP_VIEWPORT });
    await signInAsChairman(page, site.server.url);
    await page.goto(`${site.server.url}/admin`);
    await page.getByRole('button', { name: 'Members' }).click();
    await page.getByRole('button', { name: '+ Add Member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Member' });
    await dialog.waitFor();
    await dialog.getByText(messages.photoHelp).waitFor();
    await fileInput(page).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await dialog.getByText(messages.photoTypeNotAccepted).waitFor();
    await fileInput(page).setInputFiles({ name: 'photo.avif', mimeType: 'image/avif', buffer: await avif(120, 160) });
    await dialog.getByAltText('Selected profile photo').waitFor();
    expect(await dialog.getByText(messages.photoTypeNotAccepted).count()).toBe(0);
    await page.close();
  });
});
