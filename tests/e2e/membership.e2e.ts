/**
 * /membership in Chromium against the real server and its built-in M-Pesa simulator:
 * a full registration to the card download, a cancelled payment, and bad fields.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from './helpers/browser';
import { ADMIN_PASSWORD, startServer } from './helpers/server';
import { useSite } from './helpers/site';
import { messages } from '../../src/shared/messages';
import { serverMessages } from '../../src/shared/server-messages';

const site = useSite();

const randomDigits = (n: number) => String(Math.floor(Math.random() * 10 ** n)).padStart(n, '0');

const privacyBox = (page: Page) => page.getByRole('checkbox', { name: /keeps my details to run my membership/ });
const smsBox = (page: Page) => page.getByRole('checkbox', { name: messages.smsConsent.label });

async function fillStepOne(page: Page, phone: string, options: { sms?: boolean } = {}) {
  await page.getByLabel('ID Number *').fill(`3${randomDigits(7)}`);
  await page.getByLabel('Full Name *').fill('Makena Gitonga');
  await page.getByLabel('Phone Number *').fill(phone);
  await page.getByLabel('Email (Optional)').fill('makena@example.org');
  await page.getByLabel('Gender *').selectOption('female');
  await page.getByLabel('Chapter *').selectOption('Tigania Youth Voice');
  await privacyBox(page).check();
  // News by SMS is opt-in: the box is never ticked for the visitor.
  expect(await smsBox(page).isChecked()).toBe(false);
  if (options.sms) await smsBox(page).check();
}

describe('/membership', () => {
  it('registers a member end to end and downloads the card', async () => {
    const page = await site.browser.newPage({ viewport: DESKTOP_VIEWPORT, acceptDownloads: true });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${site.server.url}/membership`);
    await page.locator('form[data-ready]').waitFor(); // hydrated
    await page.getByRole('heading', { name: 'Personal Information' }).waitFor();
    await page.getByLabel('Chapter *').locator('option', { hasText: 'Tigania Youth Voice' }).waitFor({ state: 'attached' });
    await fillStepOne(page, `0722${randomDigits(4)}15`);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();

    await page.getByRole('heading', { name: 'Payment' }).waitFor();
    expect(await page.getByText('KSh 200').count()).toBeGreaterThanOrEqual(2);
    // The payment phone strips non-digits, prefixes 0 and truncates to 10.
    const phoneInput = page.getByLabel('M-Pesa phone number *');
    await phoneInput.fill('+254 7');
    expect(await phoneInput.inputValue()).toBe('07');
    // A leading +254 is the country code, whether pasted or typed key by key.
    await phoneInput.fill('+254 712 345 678');
    expect(await phoneInput.inputValue()).toBe('0712345678');
    await phoneInput.fill('');
    await phoneInput.pressSequentially('+254 712 345 678');
    expect(await phoneInput.inputValue()).toBe('0712345678');
    await phoneInput.fill(`7 11 ${randomDigits(3)} ${randomDigits(2)}99 extra`);
    expect(await phoneInput.inputValue()).toMatch(/^07\d{8}$/);
    await page.getByText('Test mode: this site uses the built-in M-Pesa simulator').click();

    const download = page.waitForEvent('download', { timeout: 90_000 });
    await page.getByRole('button', { name: 'Request M-Pesa Prompt' }).click();
    await page.getByText(messages.paymentAwaitingPin).waitFor();
    await page.getByText(messages.registrationComplete).waitFor({ timeout: 60_000 });
    // The browser downloads the PDF from the signed link the finaliser returned.
    const card = await download;
    // The page fetches the card (so it can report a failure) and saves it from memory.
    expect(card.url()).toMatch(/^blob:/);
    expect(card.suggestedFilename()).toMatch(/^MYV_Card_3\d{7}\.pdf$/);
    const file = await card.path();
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    const number = await page.locator('.member-number strong').textContent();
    expect(number).toMatch(/^MYVTI-\d{4}-\d{1,3}$/);
    await page.getByRole('button', { name: 'Complete Registration & Download Card' }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the cancellation when the member cancels the prompt, and offers a new one', async () => {
    const page = await site.browser.newPage({ viewport: PHONE_VIEWPORT });
    await page.goto(`${site.server.url}/membership`);
    await page.locator('form[data-ready]').waitFor(); // hydrated
    await page.getByRole('heading', { name: 'Personal Information' }).waitFor();
    await fillStepOne(page, `0733${randomDigits(6)}`);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    const phoneInput = page.getByLabel('M-Pesa phone number *');
    await phoneInput.fill(`0712${randomDigits(2)}1032`);
    await page.getByRole('button', { name: 'Request M-Pesa Prompt' }).click();
    await page.getByText(/Request cancelled by user/).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Request a new prompt' }).waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('heading', { name: 'Personal Information' }).waitFor();
    await page.close();
  });

  it('shows the documented messages for bad fields and clears one when it is edited', async () => {
    const page = await site.browser.newPage({ viewport: PHONE_VIEWPORT });
    await page.goto(`${site.server.url}/membership`);
    await page.locator('form[data-ready]').waitFor(); // hydrated
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    for (const text of [
      messages.idNumberRequired,
      messages.fullNameRequired,
      messages.phoneRequired,
      messages.genderRequired,
      messages.chapterRequired,
    ]) {
      await page.getByText(text, { exact: true }).waitFor();
    }
    // Inputs with errors get the same red border as selects with errors.
    const border = (label: string) => page.getByLabel(label).evaluate((el) => getComputedStyle(el).borderTopColor);
    expect(await border('Gender *')).toBe('rgb(179, 38, 30)');
    expect(await border('ID Number *')).toBe(await border('Gender *'));
    expect(await border('Full Name *')).toBe(await border('Gender *'));
    await page.getByLabel('Phone Number *').fill('12345');
    await page.getByText(messages.phoneRequired, { exact: true }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByText(messages.phoneInvalid, { exact: true }).waitFor();
    await page.getByLabel('ID Number *').fill('1234');
    await page.getByText(messages.idNumberRequired, { exact: true }).waitFor({ state: 'detached' });
    expect(await page.getByRole('heading', { name: 'Payment' }).count()).toBe(0);

    // Payment phone rule of step 2.
    await fillStepOne(page, `0744${randomDigits(6)}`);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByLabel('M-Pesa phone number *').fill('0812345678');
    await page.getByRole('button', { name: 'Request M-Pesa Prompt' }).click();
    await page.getByText(messages.paymentPhoneInvalid).waitFor();
    await page.close();
  });

  it('in manual mode takes an M-Pesa code, and hands out the card once an official confirms it', async () => {
    const manual = await startServer({ MPESA_MODE: 'manual' });
    try {
      const page = await site.browser.newPage({ viewport: PHONE_VIEWPORT, acceptDownloads: true });
      await page.goto(`${manual.url}/membership`);
      await page.locator('form[data-ready]').waitFor(); // hydrated
      await page.getByRole('heading', { name: 'Personal Information' }).waitFor();
      await page.getByLabel('Chapter *').locator('option', { hasText: 'Tigania Youth Voice' }).waitFor({ state: 'attached' });
      await fillStepOne(page, `0755${randomDigits(6)}`, { sms: true });
      await page.getByRole('button', { name: 'Continue to Payment' }).click();
      await page.getByText('Business number:').waitFor();
      await page.getByRole('button', { name: 'Complete Registration & Download Card' }).click();
      await page.getByText(messages.manualCodeInvalid).waitFor();
      await page.getByLabel('M-Pesa confirmation code *').fill('sgl3abc12x');
      await page.getByRole('button', { name: 'Complete Registration & Download Card' }).click();
      await page.getByText(serverMessages.manualSubmitted).waitFor();
      // Asking before an official has looked is the normal waiting state, not a red error.
      await page.getByRole('button', { name: 'Download my card once confirmed' }).click();
      await page.getByText(messages.manualAwaitingOfficial).waitFor();
      expect(await page.locator('.payment-status-error').count()).toBe(0);

      // An official confirms it (the dashboard's Payments tab calls the same API).
      const login = await fetch(`${manual.url}/api/auth/login`, {
        method: 'POST',
        headers: { origin: manual.url, 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'chairman', password: ADMIN_PASSWORD }),
      });
      const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
      const list = await (await fetch(`${manual.url}/api/payments?status=pending`, { headers: { cookie } })).json();
      const confirm = await fetch(`${manual.url}/api/payments/${list.items[0].id}/confirm`, {
        method: 'POST',
        headers: { origin: manual.url, 'content-type': 'application/json', cookie },
        body: '{}',
      });
      expect(confirm.status).toBe(200);
      // The member ticked "news and event invitations by SMS": created with that consent.
      const members = await (await fetch(`${manual.url}/api/members`, { headers: { cookie } })).json();
      expect(members.items).toHaveLength(1);
      expect(members.items[0].smsConsent).toBe(true);

      const download = page.waitForEvent('download', { timeout: 30_000 });
      await page.getByRole('button', { name: 'Download my card once confirmed' }).click();
      expect((await download).suggestedFilename()).toMatch(/^MYV_Card_\d+\.pdf$/);
      await page.getByText(messages.registrationComplete).waitFor();
      await page.close();
    } finally {
      await manual.dispose();
    }
  });
});
