/**
 * /sw/membership in Chromium on a phone (360 px): a registration in Kiswahili, step 1 through the
 * built-in M-Pesa simulator to the card download, reading the Kiswahili words on the way (taken
 * from the Kiswahili catalogues, so the test follows the translation) and never the English ones.
 */
import { describe, expect, it } from 'vitest';
import { PHONE_VIEWPORT } from './helpers/browser';
import { useSite } from './helpers/site';
import { messages as english } from '../../src/shared/messages';
import { messages } from '../../src/shared/messages.sw';
import { paymentMessages } from '../../src/shared/payment-messages.sw';
import { registrationMessages } from '../../src/shared/registration-messages.sw';
import { registrationMessages as englishRegistration } from '../../src/shared/registration-messages';

const site = useSite();

const randomDigits = (n: number) => String(Math.floor(Math.random() * 10 ** n)).padStart(n, '0');
const step1 = registrationMessages.personal;
const step2 = registrationMessages.payment;
const pay = paymentMessages.mpesaPay;

describe('/sw/membership', () => {
  it('registers a member in Kiswahili on a phone, through the M-Pesa simulator to the card', async () => {
    const page = await site.browser.newPage({ viewport: PHONE_VIEWPORT, acceptDownloads: true });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${site.server.url}/sw/membership`);
    expect(await page.locator('html').getAttribute('lang')).toBe('sw');
    await page.locator('form[data-ready]').waitFor(); // hydrated
    await page.getByRole('heading', { name: registrationMessages.title }).waitFor();
    await page.getByRole('heading', { name: step1.heading }).waitFor();
    const form = page.locator('form.registration-form');
    for (const word of [
      englishRegistration.personal.heading,
      englishRegistration.personal.continue,
      'Select Gender',
      'Chapter',
    ]) {
      expect(await form.getByText(word).count(), word).toBe(0);
    }

    await page.getByLabel(step1.idNumber).fill(`3${randomDigits(7)}`);
    await page.getByLabel(step1.fullName).fill('Makena Gitonga');
    await page.getByLabel(step1.phoneNumber).fill(`0722${randomDigits(4)}15`);
    await page.getByLabel(step1.gender).selectOption('female');
    expect(await page.getByLabel(step1.gender).locator('option:checked').textContent()).toBe(step1.genders.female);
    await page.getByLabel(step1.chapter).locator('option', { hasText: 'Tigania Youth Voice' }).waitFor({ state: 'attached' });
    await page.getByLabel(step1.chapter).selectOption('Tigania Youth Voice');
    await page.getByRole('checkbox', { name: new RegExp(step1.consent.slice(0, 30)) }).check();
    await page.getByRole('button', { name: step1.continue }).click();

    await page.getByRole('heading', { name: step2.heading }).waitFor();
    expect(await page.getByText(step2.total).count()).toBeGreaterThanOrEqual(1);
    await page.getByLabel(`${pay.phoneLabel} *`).fill(`0711${randomDigits(3)}${randomDigits(1)}99`);
    await page.getByText(pay.simulator.summary).click();
    expect(await page.getByRole('button', { name: 'Request M-Pesa Prompt' }).count()).toBe(0);

    const download = page.waitForEvent('download', { timeout: 90_000 });
    await page.getByRole('button', { name: step2.requestPrompt }).click();
    await page.getByText(messages.paymentAwaitingPin).waitFor();
    await page.getByText(messages.registrationComplete).waitFor({ timeout: 60_000 });
    expect(await page.getByText(english.registrationComplete).count()).toBe(0);
    const card = await download;
    expect(card.suggestedFilename()).toMatch(/^MYV_Card_3\d{7}\.pdf$/);
    const { readFileSync } = await import('node:fs');
    expect(
      readFileSync(await card.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    await page.getByRole('button', { name: step2.completeRegistration }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('sw');
    expect(errors).toEqual([]);
    await page.close();
  });
});
