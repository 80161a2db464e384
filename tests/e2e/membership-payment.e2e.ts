/**
 * /membership when things go wrong around a payment that goes through: status checks that fail,
 * a finaliser that fails once, a card download that fails once, a reload mid-registration and
 * the one-prompt-a-minute limit. The real server and its M-Pesa simulator; failures are injected
 * in the browser's network only.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from './helpers/browser';
import { useSite } from './helpers/site';
import { messages } from '../../src/shared/messages';
import { serverMessages } from '../../src/shared/server-messages';

const site = useSite();

const randomDigits = (n: number) => String(Math.floor(Math.random() * 10 ** n)).padStart(n, '0');

async function openForm(page: Page) {
  await page.goto(`${site.server.url}/membership`);
  await page.locator('form[data-ready]').waitFor();
  await page.getByLabel('Chapter *').locator('option', { hasText: 'Imenti Youth Voice' }).waitFor({ state: 'attached' });
}

async function fillStepOne(page: Page, idNumber = `3${randomDigits(7)}`) {
  await page.getByLabel('ID Number *').fill(idNumber);
  await page.getByLabel('Full Name *').fill('Nkatha Murungi');
  await page.getByLabel('Phone Number *').fill(`0711${randomDigits(6)}`);
  await page.getByLabel('Gender *').selectOption('female');
  await page.getByLabel('Chapter *').selectOption('Imenti Youth Voice');
  await page.getByRole('checkbox', { name: /keeps my details to run my membership/ }).check();
  return idNumber;
}

/** A paying phone the simulator pays after about 3 s. */
const paidPhone = () => `0722${randomDigits(4)}47`;
const newPromptButtons = (page: Page) => page.getByRole('button', { name: /Request (M-Pesa Prompt|a new prompt)/ });

describe('/membership around a payment', () => {
  it('keeps checking through failed status checks and a busy server, then shows the card; never a new prompt', async () => {
    const page = await site.browser.newPage({ viewport: PHONE_VIEWPORT, acceptDownloads: true });
    await page.clock.install();
    let checks = 0;
    await page.route('**/api/mpesa/status?*', async (route) => {
      checks++;
      // Two "busy, come back in 2 s" answers, then seven checks that fail outright, then the real server.
      if (checks <= 2)
        return route.fulfill({
          status: 503,
          headers: { 'retry-after': '2' },
          contentType: 'application/json',
          body: '{"error":{"code":"busy","message":"busy"}}',
        });
      if (checks <= 9) return route.abort('failed');
      return route.continue();
    });
    await openForm(page);
    await fillStepOne(page);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByLabel('M-Pesa phone number *').fill(paidPhone());
    const download = page.waitForEvent('download', { timeout: 60_000 });
    await page.getByRole('button', { name: 'Request M-Pesa Prompt' }).click();
    await page.getByText(messages.paymentAwaitingPin).waitFor();
    for (let i = 0; i < 40 && checks < 10; i++) {
      await page.clock.fastForward(5_000);
      await page.waitForTimeout(50);
      // Never the old dead end: a check error is not "failed", and no second prompt is offered.
      expect(await page.getByText(serverMessages.paymentCheckFailed).count()).toBe(0);
      expect(await page.locator('button.button-mpesa:enabled').count()).toBe(0);
    }
    expect(checks).toBeGreaterThanOrEqual(10);
    await page.clock.fastForward(30_000);
    await page.getByText(messages.registrationComplete).waitFor({ timeout: 30_000 });
    expect((await download).suggestedFilename()).toMatch(/^MYV_Card_\d+\.pdf$/);
    await page.close();
  });

  it('says "Reconnecting…" while checks fail, and checks at once when the browser is back online', async () => {
    const page = await site.browser.newPage({ viewport: PHONE_VIEWPORT, acceptDownloads: true });
    await page.clock.install();
    let offline = true;
    let checks = 0;
    await page.route('**/api/mpesa/status?*', async (route) => {
      checks++;
      return offline ? route.abort('internetdisconnected') : route.continue();
    });
    await openForm(page);
    await fillStepOne(page);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByLabel('M-Pesa phone number *').fill(paidPhone());
    const download = page.waitForEvent('download', { timeout: 60_000 });
    await page.getByRole('button', { name: 'Request M-Pesa Prompt' }).click();
    await page.getByText(messages.paymentAwaitingPin).waitFor();
    // Seven failed checks in a row: the page says it is reconnecting, never that anything failed.
    for (let i = 0; i < 40 && checks < 7; i++) {
      await page.clock.fastForward(5_000);
      await page.waitForTimeout(50);
    }
    expect(checks).toBeGreaterThanOrEqual(7);
    await page.getByText(messages.paymentReconnecting).waitFor();
    expect(await page.locator('.payment-status-error').count()).toBe(0);
    expect(await page.locator('button.button-mpesa:enabled').count()).toBe(0);
    // Meanwhile the member entered the PIN and M-Pesa paid (the simulator takes about 3 s).
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    offline = false;
    const before = checks;
    // Back online: the page checks at once; the page's clock is not moved, so no timer could do it.
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.getByText(messages.registrationComplete).waitFor({ timeout: 30_000 });
    expect(checks).toBe(before + 1);
    expect((await download).suggestedFilename()).toMatch(/^MYV_Card_\d+\.pdf$/);
    await page.close();
  });

  it('after a cancelled prompt (1032) counts down to the next prompt from the start, in plain words', async () => {
    const page = await site.browser.newPage({ viewport: PHONE_VIEWPORT });
    await openForm(page);
    await fillStepOne(page);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByLabel('M-Pesa phone number *').fill(`0733${randomDigits(2)}1032`);
    await page.getByRole('button', { name: 'Request M-Pesa Prompt' }).click();
    await page.getByText(/You cancelled the M-Pesa prompt/).waitFor({ timeout: 30_000 });
    // The countdown is there at once, and the button waits for it: no offer that the server would refuse.
    await page.getByText(/You can request another prompt in \d+ s\./).waitFor();
    expect(await page.getByRole('button', { name: 'Request a new prompt' }).isDisabled()).toBe(true);
    await page.close();
  });

  it('a prompt M-Pesa refuses (0500) is said in plain words, with no raw answer in view', async () => {
    const page = await site.browser.newPage({ viewport: PHONE_VIEWPORT });
    await openForm(page);
    await fillStepOne(page);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByLabel('M-Pesa phone number *').fill(`0733${randomDigits(2)}0500`);
    await page.getByRole('button', { name: 'Request M-Pesa Prompt' }).click();
    await page.getByText(messages.promptRefused).waitFor({ timeout: 30_000 });
    expect(await page.getByText(/Unable to lock subscriber/).isVisible()).toBe(false);
    expect(await page.getByText(/ResponseCode/).isVisible()).toBe(false);
    await page.getByText(/You can request another prompt in \d+ s\./).waitFor();
    await page.close();
  });

  it('after a failed submission offers only completing, and a failed card download says so with a retry', async () => {
    const page = await site.browser.newPage({ viewport: DESKTOP_VIEWPORT, acceptDownloads: true });
    let submits = 0;
    await page.route('**/api/submit-membership', async (route) => {
      submits++;
      if (submits === 1)
        return route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"error":{"code":"internal","message":"Something went wrong on our side. Please try again."}}',
        });
      return route.continue();
    });
    let cardCalls = 0;
    await page.route('**/api/cards/**', async (route) => {
      cardCalls++;
      if (cardCalls === 1)
        return route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"error":{"code":"internal","message":"x"}}',
        });
      return route.continue();
    });
    await openForm(page);
    await fillStepOne(page);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByLabel('M-Pesa phone number *').fill(paidPhone());
    await page.getByRole('button', { name: 'Request M-Pesa Prompt' }).click();
    await page.getByText(messages.submissionError).waitFor({ timeout: 60_000 });
    expect(await page.locator('.payment-status-error').count()).toBe(1);
    expect(await newPromptButtons(page).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Back' }).isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Complete Registration & Download Card' }).click();
    await page.getByText(messages.registrationComplete).waitFor();
    await page.getByText(messages.cardFailed).waitFor();
    const download = page.waitForEvent('download', { timeout: 30_000 });
    await page.getByRole('button', { name: 'Try again' }).click();
    const file = await (await download).path();
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    await page.getByText(messages.cardFailed).waitFor({ state: 'detached' });
    await page.close();
  });

  it('keeps step 1 (not the photo) across a reload, and after a reload asks the server about a paid prompt', async () => {
    const page = await site.browser.newPage({ viewport: PHONE_VIEWPORT, acceptDownloads: true });
    await openForm(page);
    const idNumber = await fillStepOne(page);
    await page.reload();
    await page.locator('form[data-ready]').waitFor();
    expect(await page.getByLabel('ID Number *').inputValue()).toBe(idNumber);
    expect(await page.getByLabel('Full Name *').inputValue()).toBe('Nkatha Murungi');
    expect(await page.getByLabel('Gender *').inputValue()).toBe('female');
    expect(await page.getByRole('checkbox', { name: /keeps my details to run my membership/ }).isChecked()).toBe(true);
    const stored = await page.evaluate(() => sessionStorage.getItem('myv-registration') ?? '');
    expect(stored).toContain(idNumber);
    expect(stored).not.toContain('profileImage');

    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByLabel('M-Pesa phone number *').fill(paidPhone());
    await page.getByRole('button', { name: 'Request M-Pesa Prompt' }).click();
    await page.getByText(messages.paymentAwaitingPin).waitFor();
    // Reload before the page learns the outcome; the simulator pays meanwhile.
    await page.reload();
    await page.locator('form[data-ready]').waitFor();
    await page.waitForTimeout(5_000);
    const download = page.waitForEvent('download', { timeout: 60_000 });
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByText(messages.registrationComplete).waitFor({ timeout: 60_000 });
    await download;
    expect(await page.getByText(serverMessages.duplicateMember).count()).toBe(0);
    // Completed: nothing of the registration is kept any more.
    expect(await page.evaluate(() => sessionStorage.getItem('myv-registration'))).toBeNull();
    await page.close();
  });

  it('counts down when the one-prompt-a-minute limit refuses a prompt asked from another page', async () => {
    // The page that saw the cancelled prompt counts down on its own (tested above); a second
    // registration paying from the same phone within the minute is refused by the server, and
    // that page counts down too instead of offering a button that would be refused again.
    const phone = `0712${randomDigits(2)}1032`;
    const first = await site.browser.newPage({ viewport: PHONE_VIEWPORT });
    await openForm(first);
    await fillStepOne(first);
    await first.getByRole('button', { name: 'Continue to Payment' }).click();
    await first.getByLabel('M-Pesa phone number *').fill(phone);
    await first.getByRole('button', { name: 'Request M-Pesa Prompt' }).click();
    await first.getByRole('button', { name: 'Request a new prompt' }).waitFor({ timeout: 30_000 });

    const page = await site.browser.newPage({ viewport: PHONE_VIEWPORT });
    await openForm(page);
    await fillStepOne(page);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByLabel('M-Pesa phone number *').fill(phone);
    await page.getByRole('button', { name: 'Request M-Pesa Prompt' }).click();
    await page.getByText(serverMessages.promptPhoneLimit).waitFor();
    const countdown = page.getByText(/You can request another prompt in \d+ s\./);
    await countdown.waitFor();
    const seconds = Number(/in (\d+) s/.exec((await countdown.textContent())!)![1]);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    await page.waitForTimeout(2_100);
    const later = Number(/in (\d+) s/.exec((await countdown.textContent())!)![1]);
    expect(later).toBeLessThan(seconds);
    await first.close();
    await page.close();
  });
});
