/**
 * /renew at 360 px in Chromium against the real server and its built-in M-Pesa simulator: find
 * the membership, pay, and download the renewed card.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PHONE_VIEWPORT } from './helpers/browser';
import { signInAsChairman } from './helpers/admin';
import { useSite } from './helpers/site';
import { messages } from '../../src/shared/messages';
import { serverMessages } from '../../src/shared/server-messages';

const site = useSite();
const digits = (n: number) => String(Math.floor(Math.random() * 10 ** n)).padStart(n, '0');

describe('/renew', () => {
  it('finds the membership, pays by M-Pesa and downloads the renewed card (360 px)', async () => {
    const context = await site.browser.newContext({ viewport: PHONE_VIEWPORT, acceptDownloads: true });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    // An official adds the member (renewal date one year from today).
    const idNumber = `3${digits(7)}`;
    const phone = `0723${digits(6)}`;
    await signInAsChairman(page, site.server.url);
    const created = await page.request.post(`${site.server.url}/api/members`, {
      data: { idNumber, fullName: 'Kawira Renewal', phoneNumber: phone, gender: 'female', chapter: 'Buuri Youth Voice' },
      headers: { origin: site.server.url },
    });
    expect(created.status()).toBe(201);
    const before = (await created.json()).member.renewalDate as string;
    await context.clearCookies();

    await page.goto(`${site.server.url}/renew`);
    await page.getByRole('heading', { name: 'Find your membership' }).waitFor();
    // A wrong phone gets the one message.
    await page.getByLabel('ID Number *').fill(idNumber);
    await page.getByLabel('Phone number on file *').fill('0799000111');
    await page.getByRole('button', { name: 'Find my membership' }).click();
    await page.getByText(serverMessages.renewalNotFound).waitFor();
    await page.getByLabel('Phone number on file *').fill(phone);
    await page.getByRole('button', { name: 'Find my membership' }).click();

    // Added today: most of the year is ahead, so the page asks before offering to pay a second year.
    await page.getByRole('heading', { name: messages.renewalEarlyTitle }).waitFor();
    expect(await page.getByRole('button', { name: 'Pay KSh 200 with M-Pesa' }).count()).toBe(0);
    await page.getByRole('button', { name: messages.renewalEarlyConfirm }).click();
    await page.getByRole('heading', { name: 'Renew and pay' }).waitFor();
    await page.getByText('Kawira Renewal').waitFor();
    await page.getByLabel('M-Pesa phone number *').fill(`0711${digits(6)}`);
    // The first card fetch fails (the server hiccups): the page says so and offers the download again.
    let cardRequests = 0;
    await page.route('**/api/cards/**', async (route) => {
      cardRequests++;
      if (cardRequests === 1)
        await route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"error":{"code":"internal","message":"x"}}',
        });
      else await route.continue();
    });
    await page.getByRole('button', { name: 'Pay KSh 200 with M-Pesa' }).click();
    await page.getByText(messages.renewalComplete).waitFor({ timeout: 60_000 });
    await page.getByRole('alert').filter({ hasText: messages.cardFailed }).waitFor({ timeout: 30_000 });
    const download = page.waitForEvent('download', { timeout: 60_000 });
    await page.getByRole('button', { name: 'Try again' }).click();
    const card = await download;
    expect(cardRequests).toBe(2);
    expect(
      readFileSync(await card.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    await page.getByRole('heading', { name: 'Membership renewed' }).waitFor();
    const nextYear = `${Number(before.slice(0, 4)) + 1}${before.slice(4)}`;
    const [y, m, d] = nextYear.split('-').map(Number) as [number, number, number];
    const long = new Intl.DateTimeFormat('en-KE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(Date.UTC(y, m - 1, d)),
    );
    expect(await page.getByText(long).count()).toBeGreaterThan(0);
    // Nothing overflows the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a suspended membership as suspended, with what to do and no pay button', async () => {
    const context = await site.browser.newContext({ viewport: PHONE_VIEWPORT });
    const page = await context.newPage();
    const idNumber = `3${digits(7)}`;
    const phone = `0724${digits(6)}`;
    await signInAsChairman(page, site.server.url);
    const created = await page.request.post(`${site.server.url}/api/members`, {
      data: {
        idNumber,
        fullName: 'Muthoni Suspended',
        phoneNumber: phone,
        gender: 'female',
        chapter: 'Buuri Youth Voice',
        status: 'inactive',
      },
      headers: { origin: site.server.url },
    });
    expect(created.status()).toBe(201);
    await context.clearCookies();

    await page.goto(`${site.server.url}/renew`);
    await page.getByRole('heading', { name: 'Find your membership' }).waitFor();
    await page.getByLabel('ID Number *').fill(idNumber);
    // The phone as people write it, with the country code.
    await page.getByLabel('Phone number on file *').fill(`+254 ${phone.slice(1)}`);
    await page.getByRole('button', { name: 'Find my membership' }).click();
    await page.getByRole('heading', { name: messages.renewalSuspendedTitle }).waitFor();
    await page.getByText(messages.renewalSuspendedHelp).waitFor();
    expect(await page.locator('.status-pill').textContent()).toBe('Suspended');
    expect(await page.getByText('Active', { exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /Pay KSh/ }).count()).toBe(0);
    await context.close();
  });
});

describe('the member forms at 360 px', () => {
  it('keep the same margins from the screen edges on /membership, /renew and /my-card', async () => {
    const page = await site.browser.newPage({ viewport: PHONE_VIEWPORT });
    const margins: Record<string, { left: number; right: number }> = {};
    for (const path of ['/membership', '/renew', '/my-card']) {
      await page.goto(`${site.server.url}${path}`);
      // The first card of the form: the registration's personal step, the look-up form.
      margins[path] = await page
        .locator('main .membership-card')
        .first()
        .evaluate((card) => {
          const box = card.getBoundingClientRect();
          return { left: Math.round(box.left), right: Math.round(document.documentElement.clientWidth - box.right) };
        });
    }
    expect(margins['/membership']!.left).toBeGreaterThanOrEqual(12);
    expect(margins['/renew']).toEqual(margins['/membership']);
    expect(margins['/my-card']).toEqual(margins['/membership']);
    await page.close();
  });
});
