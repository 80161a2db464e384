/**
 * The USSD simulator's phone page (/dev/ussd) at 360 px in Chromium, against the real server in
 * development mode with its built-in M-Pesa simulator: dial, choose a language, join to the PIN
 * prompt, and find the new member in the dashboard's USSD report (no axe violations at 360 px).
 * No script on the phone page: plain forms.
 */
import { describe, expect, it } from 'vitest';
import { PHONE_VIEWPORT } from './helpers/browser';
import { signInAsChairman } from './helpers/admin';
import { useSite } from './helpers/site';
import { axeViolations } from './helpers/axe';
import { startServer } from './helpers/server';
import { ussdMessages } from '../../src/shared/ussd-messages';

const site = useSite(() => startServer({ NODE_ENV: 'development' }));
const digits = (n: number) => String(Math.floor(Math.random() * 10 ** n)).padStart(n, '0');

describe('/dev/ussd', () => {
  it('dials the service code and joins to the M-Pesa prompt on a 360 px phone', async () => {
    // bypassCSP: axe-core is injected as an inline script at the end (the site's CSP refuses inline scripts).
    const context = await site.browser.newContext({ viewport: PHONE_VIEWPORT, bypassCSP: true });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(`${site.server.url}/dev/ussd`);
    await page.getByRole('heading', { name: 'USSD simulator' }).waitFor();
    const phone = `0712${digits(6)}`;
    await page.getByLabel('Calling phone').fill(phone);
    await page.getByRole('button', { name: 'Dial *384*96#' }).click();
    const screen = page.getByRole('status');
    await expect.poll(() => screen.textContent()).toContain('Choose language / Chagua lugha');

    const answer = async (text: string) => {
      await page.getByLabel('Your answer').fill(text);
      await page.getByRole('button', { name: 'Send' }).click();
    };
    await answer('1');
    await expect.poll(() => screen.textContent()).toContain('4 Join MYV');
    await answer('4');
    await answer(`3${digits(7)}`);
    await answer('Karimi Ntongai');
    await expect.poll(() => screen.textContent()).toContain('Choose your chapter');
    await answer('2');
    await expect.poll(() => screen.textContent()).toContain('Join as Karimi Ntongai, Tigania, ');
    await answer('1');
    await expect.poll(() => screen.textContent()).toBe(ussdMessages.en.joinPin(phone));
    // The session is over: the phone offers to dial again.
    await page.getByRole('button', { name: 'Dial *384*96#' }).waitFor();

    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    expect(errors).toEqual([]);

    // The dashboard's report counts the session (and, once M-Pesa answered, the join).
    await signInAsChairman(page, site.server.url);
    await expect
      .poll(
        async () => {
          const report = await page.request.get(`${site.server.url}/api/ussd/report`);
          return (await report.json()).completed.joins as number;
        },
        { timeout: 20_000 },
      )
      .toBeGreaterThanOrEqual(1);
    await page.goto(`${site.server.url}/admin/ussd`);
    await page.getByRole('heading', { name: ussdMessages.report.title }).waitFor();
    await page.getByText(ussdMessages.report.outcomeLabels.join_prompted!).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    await context.close();
  });
});
