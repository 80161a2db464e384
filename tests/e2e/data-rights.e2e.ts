/**
 * Members' data rights in Chromium: on /my-card the code leads to "Download my data", whose PDF
 * and JSON arrive as files; the member asks to delete their membership; the chairman sees the
 * request in the Data requests tab; neither page scrolls sideways at 360 px.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmsSimulator, type SmsSimulator } from '../../src/server/sms-simulator/server';
import { PHONE_VIEWPORT } from './helpers/browser';
import { messages } from '../../src/shared/messages';
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
const LAPTOP = { width: 1280, height: 800 };

describe('/my-card data rights', () => {
  it('code → download my data: the PDF and the JSON arrive; a deletion request reaches the officials', async () => {
    const context = await site.browser.newContext({ viewport: PHONE_VIEWPORT, acceptDownloads: true });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const idNumber = `3${digits(7)}`;
    const phone = `0725${digits(6)}`;
    await signInAsChairman(page, site.server.url);
    const { membershipNumber } = await addMember(page, site.server.url, {
      idNumber,
      fullName: 'Nkatha Mũthoni Rights',
      phoneNumber: phone,
      gender: 'female',
      chapter: 'Imenti Youth Voice',
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
    const code = /\b(\d{6})\b/.exec(gateway.messages.find((m) => m.to === to)?.message ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    await page.getByLabel('6-digit code *').fill(code!);
    await page.getByRole('button', { name: 'Show my card' }).click();
    await page.getByRole('heading', { name: 'Download my data' }).waitFor();
    // Above it, the events they came to: none yet for a member just added.
    await page.getByRole('heading', { name: messages.myEvents.title }).waitFor();
    await page.getByText(messages.myEvents.none).waitFor();

    const pdf = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data (PDF)' }).click();
    const pdfFile = await pdf;
    expect(pdfFile.suggestedFilename()).toMatch(/^MYV_my_data_.+\.pdf$/);
    expect(
      readFileSync(await pdfFile.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    await page.getByText('Your data (PDF) is downloaded.').waitFor();

    const json = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download as JSON' }).click();
    const data = JSON.parse(readFileSync(await (await json).path(), 'utf8')) as {
      member: { fullName: string; membershipNumber: string };
    };
    expect(data.member).toMatchObject({ fullName: 'Nkatha Mũthoni Rights', membershipNumber });

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.setViewportSize(LAPTOP);

    await page.getByLabel('I understand: my membership ends and my details are removed.').check();
    await page.getByRole('button', { name: 'Ask to delete my membership' }).click();
    await page.getByText(/Your request to delete your membership is filed/).waitFor();

    await signInAsChairman(page, site.server.url);
    await page.goto(`${site.server.url}/admin/requests`);
    const row = page.locator('tr', { hasText: membershipNumber });
    await row.getByText('Nkatha Mũthoni Rights').waitFor();
    await page.setViewportSize(PHONE_VIEWPORT);
    // Loaded at phone width, as a phone opens it (the sidebar starts closed).
    await page.reload();
    await page.locator('tr', { hasText: membershipNumber }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(errors).toEqual([]);
    await context.close();
  });
});
