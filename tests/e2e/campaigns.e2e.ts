/**
 * Campaigns in Chromium: the chairman writes to one chapter on the Send messages tab, sees the
 * preview (recipients, the text for the first one, parts), sends, and watches the campaign's sent
 * count reach its recipients as the outbox delivers through the SMS gateway simulator. The tab
 * does not scroll sideways at 360 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmsSimulator, type SmsSimulator } from '../../src/server/sms-simulator/server';
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

describe('Send messages', () => {
  it('an official sends to one chapter and watches it deliver', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signInAsChairman(page, site.server.url);
    const phones = [`0726${digits(6)}`, `0726${digits(6)}`];
    for (const [i, phone] of phones.entries()) {
      await addMember(page, site.server.url, {
        idNumber: `3${digits(7)}`,
        fullName: i ? 'Kawira Campaign' : 'Gatwiri Campaign',
        phoneNumber: phone,
        gender: 'female',
        chapter: 'Buuri Youth Voice',
      });
    }

    await page.goto(`${site.server.url}/admin/campaigns`);
    await page.getByRole('heading', { name: 'Send messages', level: 2 }).waitFor();
    await page.getByRole('checkbox', { name: 'Buuri Youth Voice' }).check();
    await page.getByLabel('Message', { exact: true }).fill('Habari {firstName}! Buuri meets Saturday 10 am at the social hall.');
    await page.getByLabel('Kind').selectOption('transactional');
    await page.getByLabel('Why is it transactional?').fill('Meeting venue confirmed');
    await page.getByTestId('campaign-recipients').getByText('2 recipients').waitFor();
    // The first recipient by membership number: either of the two.
    await page.getByText(/^Habari (Gatwiri|Kawira)! Buuri meets Saturday 10 am at the social hall\.$/).waitFor();
    await page.getByText('1 SMS part per message (GSM-7)').waitFor();

    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByText('The campaign is queued.').waitFor();
    // The outbox job runs every 5 seconds; the list polls while messages are leaving.
    await page
      .getByTestId('campaign-row')
      .first()
      .getByTestId('campaign-sent')
      .getByText('2', { exact: true })
      .waitFor({ timeout: 30_000 });
    await page.getByTestId('campaign-row').first().getByText('Sent', { exact: true }).waitFor({ timeout: 10_000 });
    for (const phone of phones) expect(gateway.messages.filter((m) => m.to === `+254${phone.slice(1)}`)).toHaveLength(1);

    await page.setViewportSize(PHONE_VIEWPORT);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);
});
