/**
 * Event RSVP and check-in in Chromium at 360 px against the real server: "I'm coming" with scripts
 * off (the plain form and the server's pages) and on (the widget loaded on use), the /rsvp/<token>
 * page with its code and "Cancel my place", and an official checking a member in by typed number
 * on the dashboard's Check-in screen (reached by the event's Check-in link on the Events tab), then
 * seeing it in the overview's attendance chart.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { chromium, type Page } from 'playwright-core';
import { PHONE_VIEWPORT } from './helpers/browser';
import { addMember, signInAsChairman } from './helpers/admin';
import { useSite } from './helpers/site';
import { messages } from '../../src/shared/messages';
import { catalogueFor } from '../../src/shared/catalogue';

const site = useSite();
const digits = (n: number) => String(Math.floor(Math.random() * 10 ** n)).padStart(n, '0');
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function makeEvent(page: Page, title: string): Promise<{ id: string; slug: string }> {
  const url = site.server.url;
  const created = await page.request.post(`${url}/api/content/events`, {
    headers: { origin: url },
    data: {
      title,
      date: inDays(7),
      startTime: '10:00',
      endTime: '13:00',
      location: 'Meru Town Hall',
      category: 'community',
      excerpt: 'A morning for young people of Meru.',
      body: 'Come and meet us.',
      published: true,
    },
  });
  expect(created.status()).toBe(201);
  const { event } = (await created.json()) as { event: { id: string; slug: string } };
  const settings = await page.request.put(`${url}/api/events/${event.id}/rsvp-settings`, {
    headers: { origin: url },
    data: { enabled: true, capacity: 5, membersOnly: false },
  });
  expect(settings.status()).toBe(200);
  return event;
}

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('RSVP on the event page', () => {
  it('with scripts blocked: the plain form, the server-rendered place with its code, and cancelling (360 px)', async () => {
    const official = await site.browser.newContext();
    const officialPage = await official.newPage();
    await signInAsChairman(officialPage, site.server.url);
    const event = await makeEvent(officialPage, 'Youth Football Day');
    await official.close();

    const context = await site.browser.newContext({ javaScriptEnabled: false, viewport: PHONE_VIEWPORT });
    const page = await context.newPage();
    await page.goto(`${site.server.url}/events/${event.slug}`);
    await page.getByRole('heading', { name: 'Youth Football Day' }).waitFor();
    await page.getByRole('heading', { name: messages.rsvp.imComing }).waitFor();
    expect(await page.getByTestId('rsvp-spaces').textContent()).toBe(messages.rsvp.spacesLeft(5));
    await page.getByLabel('Your name (guests)').fill('Kendi Guest');
    await page.getByLabel('Phone number').fill(`0722${digits(6)}`);
    await page.getByRole('button', { name: messages.rsvp.imComing }).click();

    await page.waitForURL(/\/rsvp\/[A-Za-z0-9_-]{22}\?new=1$/);
    await page.getByText(messages.rsvp.going).waitFor();
    expect(await page.getByTestId('rsvp-code').textContent()).toMatch(/^[A-Z0-9]{6}$/);
    expect(await page.locator('.rsvp-qr svg').count()).toBe(1);
    expect(await fitsWidth(page)).toBe(true);

    // The event page now counts one place fewer; back on the place, cancel it.
    await page.goto(`${site.server.url}/events/${event.slug}`);
    expect(await page.getByTestId('rsvp-spaces').textContent()).toBe(messages.rsvp.spacesLeft(4));
    await page.goBack();
    await page.getByRole('button', { name: messages.rsvp.cancelMyPlace }).click();
    await page.getByText(messages.rsvp.cancelled).waitFor();
    expect(await page.getByRole('button', { name: messages.rsvp.cancelMyPlace }).count()).toBe(0);
    await context.close();
  });

  it('with scripts on: the same form sends JSON, shows a refusal beside its field, then opens the place (360 px)', async () => {
    const official = await site.browser.newContext();
    const officialPage = await official.newPage();
    await signInAsChairman(officialPage, site.server.url);
    const event = await makeEvent(officialPage, 'Igembe Clean-up Morning');
    await official.close();

    const context = await site.browser.newContext({ viewport: PHONE_VIEWPORT });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${site.server.url}/events/${event.slug}`);
    await page.getByRole('heading', { name: messages.rsvp.imComing }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.getByLabel('Your name (guests)').fill('Mutua Guest');
    await page.getByLabel('Phone number').fill('12345');
    await page.getByRole('button', { name: messages.rsvp.imComing }).click();
    await page.locator('[data-for="phoneNumber"]').filter({ hasText: messages.phoneInvalid }).waitFor();
    expect(page.url()).toContain(`/events/${event.slug}`);
    await page.getByLabel('Phone number').fill(`0733${digits(6)}`);
    await page.getByRole('button', { name: messages.rsvp.imComing }).click();
    await page.waitForURL(/\/rsvp\/[A-Za-z0-9_-]{22}\?new=1$/);
    await page.getByText(messages.rsvp.going).waitFor();
    expect(await fitsWidth(page)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on /sw with scripts on: the place opens in Kiswahili and "Cancel my place" stays under /sw (360 px)', async () => {
    const sw = catalogueFor('sw-KE');
    const official = await site.browser.newContext();
    const officialPage = await official.newPage();
    await signInAsChairman(officialPage, site.server.url);
    const event = await makeEvent(officialPage, 'Buuri Tree Planting');
    await official.close();

    const context = await site.browser.newContext({ viewport: PHONE_VIEWPORT });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${site.server.url}/sw/events/${event.slug}`);
    await page.getByRole('heading', { name: sw.rsvp.imComing }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.getByLabel(sw.rsvpForm.guestName).fill('Makena Mgeni');
    await page.getByLabel(sw.rsvpForm.phoneNumber).fill(`0734${digits(6)}`);
    await page.getByRole('button', { name: sw.rsvp.imComing }).click();
    await page.waitForURL(/\/sw\/rsvp\/[A-Za-z0-9_-]{22}\?new=1$/);
    await page.getByText(sw.rsvp.going).waitFor();
    await page.getByRole('button', { name: sw.rsvp.cancelMyPlace }).click();
    await page.waitForURL(/\/sw\/rsvp\/[A-Za-z0-9_-]{22}\?done=cancelled$/);
    await page.getByText(sw.rsvp.cancelled).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('check-in at the door', () => {
  it('an official checks a member in by typed number on a phone (360 px): green, then "already"', async () => {
    const context = await site.browser.newContext({ viewport: PHONE_VIEWPORT });
    const page = await context.newPage();
    await signInAsChairman(page, site.server.url);
    const event = await makeEvent(page, 'Tigania Leadership Forum');
    const member = await addMember(page, site.server.url, {
      idNumber: `3${digits(7)}`,
      fullName: 'Kawira Door',
      phoneNumber: `0724${digits(6)}`,
      gender: 'female',
      chapter: 'Tigania Youth Voice',
    });
    // From the Events tab: the event's own Check-in link opens its door screen.
    await page.goto(`${site.server.url}/admin/events`);
    await page.getByRole('link', { name: 'Check-in for Tigania Leadership Forum' }).click();
    await page.waitForURL(`${site.server.url}/admin/check-in/${event.id}`);
    await page.getByRole('heading', { name: 'Tigania Leadership Forum' }).waitFor();
    await page.getByLabel('Membership number or RSVP code').fill(member.membershipNumber.toLowerCase());
    await page.getByRole('button', { name: 'Check in', exact: true }).click();
    const result = page.locator('[data-result]');
    await result.filter({ hasText: `Welcome, Kawira Door (${member.membershipNumber})` }).waitFor();
    expect(await result.getAttribute('data-result')).toBe('admitted');
    await page.getByTestId('ci-count').filter({ hasText: '1 checked in' }).waitFor();

    await page.getByLabel('Membership number or RSVP code').fill(member.membershipNumber);
    await page.getByRole('button', { name: 'Check in', exact: true }).click();
    await page.locator('[data-result="already"]').waitFor();
    expect(await fitsWidth(page)).toBe(true);

    // The overview's twelve-month chart counts that check-in (other tests' check-ins may add to it).
    await page.goto(`${site.server.url}/admin`);
    await page.getByRole('heading', { name: 'Event attendance, last 12 months' }).waitFor();
    await page.getByTestId('attendance-summary').waitFor();
    expect(await page.getByTestId('attendance-summary').textContent()).toMatch(/checked in at \d+ events? in the last 12 months/);
    expect(await fitsWidth(page)).toBe(true);
    await context.close();
  });
});

/**
 * A short video (Y4M, the raw format Chromium's fake camera plays) showing `text` as a QR code,
 * black on white, in the middle of a 640 × 480 frame.
 */
function qrVideo(text: string, file: string): void {
  const width = 640;
  const height = 480;
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const modules = qr.modules.size;
  const scale = 10;
  const quiet = 4;
  const side = (modules + 2 * quiet) * scale;
  const left = (width - side) / 2;
  const top = (height - side) / 2;
  const luma = Buffer.alloc(width * height, 255);
  for (let y = 0; y < modules * scale; y++)
    for (let x = 0; x < modules * scale; x++)
      if (qr.modules.get(Math.floor(y / scale), Math.floor(x / scale)))
        luma[(top + quiet * scale + y) * width + left + quiet * scale + x] = 0;
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  writeFileSync(
    file,
    Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`), ...Array(10).fill(frame)]),
  );
}

describe('check-in by the camera', () => {
  it("reads an RSVP's QR code from the camera (Chromium's fake camera playing the code) and admits the guest", async () => {
    const official = await site.browser.newContext();
    const setup = await official.newPage();
    await signInAsChairman(setup, site.server.url);
    const event = await makeEvent(setup, 'Buuri Youth Camp');
    const signedUp = await setup.request.post(`${site.server.url}/api/events/${event.slug}/rsvp`, {
      headers: { origin: site.server.url },
      data: { name: 'Nkatha Camera', phoneNumber: `0725${digits(6)}` },
    });
    const { code } = ((await signedUp.json()) as { rsvp: { code: string } }).rsvp;
    const state = await official.storageState();
    await official.close();

    const dir = mkdtempSync(path.join(tmpdir(), 'myv-qr-'));
    const video = path.join(dir, 'qr.y4m');
    qrVideo(code, video);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
    try {
      const context = await browser.newContext({ viewport: PHONE_VIEWPORT, storageState: state, permissions: ['camera'] });
      const page = await context.newPage();
      await page.goto(`${site.server.url}/admin/check-in/${event.id}`);
      await page.getByRole('button', { name: 'Scan a QR code' }).click();
      await page.locator('[data-result="admitted"]').filter({ hasText: 'Welcome, Nkatha Camera' }).waitFor({ timeout: 30_000 });
      await page.getByTestId('ci-count').filter({ hasText: '1 checked in' }).waitFor();
    } finally {
      await browser.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
