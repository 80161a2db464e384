/**
 * /my-card at 360 px in Chromium: the code arrives by SMS (the server talks Africa's Talking's
 * API to a gateway simulator run by this test, so the test can read the texts), and the code
 * shows the membership and downloads the card. Its preferences: after the code the member
 * chooses Kiswahili and turns messages on; the answer comes in Kiswahili and the next code by
 * SMS is in Kiswahili; nothing scrolls sideways at 360 px.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmsSimulator, type SmsSimulator } from '../../src/server/sms-simulator/server';
import { messages } from '../../src/shared/messages';
import { messages as kiswahili } from '../../src/shared/messages.sw';
import { PHONE_VIEWPORT } from './helpers/browser';
import { addMember, signInAsChairman } from './helpers/admin';
import { startServer } from './helpers/server';
import { useSite } from './helpers/site';

let gateway: SmsSimulator;
beforeAll(async () => {
  gateway = await startSmsSimulator({ username: 'e2e', apiKey: 'e2e-key' });
});
afterAll(async () => gateway?.close());

const site = useSite(() =>
  startServer({ SMS_MODE: 'africastalking', SMS_BASE_URL: gateway.url, AT_USERNAME: 'e2e', AT_API_KEY: 'e2e-key' }),
);
const digits = (n: number) => String(Math.floor(Math.random() * 10 ** n)).padStart(n, '0');

const words = messages.memberLanguage;

async function lastText(to: string, after: number): Promise<string> {
  const deadline = Date.now() + 20_000;
  const mine = () => gateway.messages.filter((m) => m.to === to);
  while (mine().length <= after && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
  return mine().at(-1)?.message ?? '';
}

describe('/my-card', () => {
  it('sends a code to the phone on file and the code downloads the card (360 px)', async () => {
    const context = await site.browser.newContext({ viewport: PHONE_VIEWPORT, acceptDownloads: true });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const idNumber = `3${digits(7)}`;
    const phone = `0724${digits(6)}`;
    await signInAsChairman(page, site.server.url);
    await addMember(page, site.server.url, {
      idNumber,
      fullName: 'Gakii Lostcard',
      phoneNumber: phone,
      gender: 'female',
      chapter: 'Igembe Youth Voice',
    });
    await context.clearCookies();

    await page.goto(`${site.server.url}/my-card`);
    await page.getByLabel('ID Number *').fill(idNumber);
    await page.getByLabel('Phone number on file *').fill(phone);
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await page.getByRole('heading', { name: 'Enter your code' }).waitFor();

    const to = `+254${phone.slice(1)}`;
    const deadline = Date.now() + 20_000;
    while (!gateway.messages.some((m) => m.to === to) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    const text = gateway.messages.find((m) => m.to === to)?.message ?? '';
    const code = /\b(\d{6})\b/.exec(text)?.[1];
    expect(code).toMatch(/^\d{6}$/);

    await page.getByLabel('6-digit code *').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Show my card' }).click();
    await page.getByText('The code is wrong or has expired.').waitFor();
    await page.getByLabel('6-digit code *').fill(code!);
    await page.getByRole('button', { name: 'Show my card' }).click();
    await page.getByRole('heading', { name: 'Your membership' }).waitFor();
    await page.getByText('Gakii Lostcard').waitFor();
    expect(await page.getByRole('link', { name: 'Renew now' }).getAttribute('href')).toBe('/renew');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my card' }).click();
    expect(
      readFileSync(await (await download).path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('/my-card preferences', () => {
  it('the member switches to Kiswahili and turns messages on; the next code comes in Kiswahili', async () => {
    const context = await site.browser.newContext({ viewport: PHONE_VIEWPORT });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const idNumber = `3${digits(7)}`;
    const phone = `0726${digits(6)}`;
    await signInAsChairman(page, site.server.url);
    await addMember(page, site.server.url, {
      idNumber,
      fullName: 'Kawira Preferences',
      phoneNumber: phone,
      gender: 'female',
      chapter: 'Imenti Youth Voice',
    });
    await context.clearCookies();
    const to = `+254${phone.slice(1)}`;

    await page.goto(`${site.server.url}/my-card`);
    await page.getByLabel('ID Number *').fill(idNumber);
    await page.getByLabel('Phone number on file *').fill(phone);
    await page.getByRole('button', { name: 'Send me a code' }).click();
    const code = /\b(\d{6})\b/.exec(await lastText(to, 0))?.[1];
    expect(code).toMatch(/^\d{6}$/);
    await page.getByLabel('6-digit code *').fill(code!);
    await page.getByRole('button', { name: 'Show my card' }).click();
    await page.getByRole('heading', { name: words.heading }).waitFor();
    // Imported or added by an official: English, and no consent to promotional messages yet.
    expect(await page.getByRole('radio', { name: words.english }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: words.smsOff }).isChecked()).toBe(true);

    await page.getByRole('radio', { name: words.kiswahili }).check();
    await page.getByRole('radio', { name: words.smsOn }).check();
    await page.getByRole('button', { name: words.save }).click();
    await page.getByText(kiswahili.memberLanguage.saved).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // The next code comes in Kiswahili.
    const before = gateway.messages.filter((m) => m.to === to).length;
    await page.goto(`${site.server.url}/my-card`);
    await page.getByLabel('ID Number *').fill(idNumber);
    await page.getByLabel('Phone number on file *').fill(phone);
    await page.getByRole('button', { name: 'Send me a code' }).click();
    expect(await lastText(to, before)).toMatch(/^MYV: msimbo wako ni \d{6}\./);
    expect(errors).toEqual([]);
    await context.close();
  });
});
