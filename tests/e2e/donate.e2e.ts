/**
 * /donate at 360 px in Chromium against the real server and its built-in M-Pesa simulator: from
 * the floating "100% NGO / Donate" badge to the thank-you, then the donor's first name (and only
 * that) on the thank-you list.
 */
import { describe, expect, it } from 'vitest';
import { PHONE_VIEWPORT } from './helpers/browser';
import { useSite } from './helpers/site';
import { messages } from '../../src/shared/messages';

const site = useSite();
const digits = (n: number) => String(Math.floor(Math.random() * 10 ** n)).padStart(n, '0');

describe('/donate', () => {
  it('donates from the badge through the M-Pesa prompt to the thank-you (360 px)', async () => {
    const page = await site.browser.newPage({ viewport: PHONE_VIEWPORT });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(`${site.server.url}/`);
    await page.waitForSelector('html[data-hydrated]');
    // The badge steps aside while text or a control is under it: scroll until it shows, then tap it.
    const badge = page.locator('.ngo-badge:not(.ngo-badge-aside)');
    for (let y = 0; y < 20_000 && !(await badge.count()); y += 250) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(100);
    }
    await badge.click();
    await page.waitForURL('**/donate');
    await page.getByRole('heading', { name: messages.donation.heading }).waitFor();
    await page.getByText(messages.donation.paybillHeading).waitFor();

    // Nothing typed: the page says what is missing, before any prompt.
    await page.getByRole('button', { name: messages.donation.submit }).click();
    await page.getByText(messages.donation.amountInvalid('10', '150,000')).waitFor();
    await page.getByText(messages.paymentPhoneInvalid).waitFor();

    await page.getByRole('button', { name: 'KSh 500' }).click();
    expect(await page.getByRole('button', { name: 'KSh 500' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByLabel(`${messages.donation.phoneLabel} *`).fill(`0712${digits(6)}`);
    await page.getByLabel(messages.donation.nameLabel).fill('Nkatha Donor-Surname');
    await page.getByLabel(messages.donation.listPubliclyLabel).check();
    await page.getByRole('button', { name: messages.donation.submit }).click();
    await page.getByText(messages.donation.waiting).waitFor();
    await page.getByRole('heading', { name: messages.donation.thankYouHeading }).waitFor({ timeout: 30_000 });
    await page.getByText(messages.donation.thankYou).waitFor();

    // The page's own list now names the donor by first name only, with the amount.
    await page.reload();
    const list = page.locator('.donate-list');
    await list.getByText('Nkatha').first().waitFor();
    expect(await list.textContent()).not.toContain('Donor-Surname');
    expect(await list.textContent()).toContain('KSh 500');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    expect(errors).toEqual([]);
    await page.close();
  });
});
