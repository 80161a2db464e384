/**
 * Two-step sign-in in the browser: the chairman (a role that requires it) signs in with the
 * password, gets the set-up screen before anything else, reads the key from the page, types the
 * code an authenticator app would show (computed here from that key), keeps the recovery codes,
 * signs out, and signs back in with the password and a code; then once with a recovery code.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from './helpers/browser';
import { ADMIN_PASSWORD, startServer } from './helpers/server';
import { useSite } from './helpers/site';
import { totpCode } from '../../src/server/modules/auth/two-factor/totp';
import { officialsMessages } from '../../src/shared/officials-messages';

const site = useSite(() => startServer({ REQUIRE_2FA_ROLES: 'chairman,vice_chairman,treasurer' }));
const t = officialsMessages.twoFactor;

async function signInWithPassword(page: Page) {
  await page.goto(`${site.server.url}/admin/login`);
  await page.getByLabel('Username or Email').fill('chairman');
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

describe('two-step sign-in', () => {
  it('is set up first by a chairman, then asked for at every sign-in', async () => {
    const context = await site.browser.newContext({ viewport: PHONE_VIEWPORT });
    const page = await context.newPage();
    await signInWithPassword(page);
    await page.getByRole('heading', { name: t.requiredTitle }).waitFor();
    // Nothing else of the dashboard before it is set up.
    expect(await page.getByRole('heading', { name: 'Dashboard Overview' }).count()).toBe(0);

    await page.getByRole('button', { name: t.start }).click();
    const key = (await page.getByTestId('two-factor-secret').textContent())!.replace(/\s+/g, '');
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    await expect.poll(() => page.getByRole('img', { name: t.qrAlt }).isVisible()).toBe(true);

    await page.getByLabel(t.codeLabel).fill('000000');
    await page.getByRole('button', { name: t.confirm, exact: true }).click();
    await page.getByText(t.codeWrong).waitFor();
    await page.getByLabel(t.codeLabel).fill(totpCode(key, new Date()));
    await page.getByRole('button', { name: t.confirm, exact: true }).click();
    await page.getByRole('heading', { name: t.recoveryTitle }).waitFor();
    const codes = await page.getByTestId('recovery-codes').locator('code').allTextContents();
    expect(codes).toHaveLength(10);
    await page.getByRole('button', { name: t.recoveryDone }).click();
    await page.getByRole('heading', { name: 'Dashboard Overview' }).waitFor();

    // The Security tab: on, ten codes left, this device listed.
    await page.goto(`${site.server.url}/admin/security`);
    await page.getByText(t.onStatus).waitFor();
    await page.getByText(t.recoveryLeft(10)).waitFor();
    await page.getByText(t.thisDevice).waitFor();
    await context.close();

    // Signing in again: the password, then the code. The code that turned it on is spent, so the
    // next step's code is typed (the server accepts one step ahead of its clock).
    const desktop = await site.browser.newContext({ viewport: DESKTOP_VIEWPORT });
    const again = await desktop.newPage();
    await signInWithPassword(again);
    await again.getByRole('heading', { name: t.verifyTitle }).waitFor();
    await again.getByLabel(t.codeLabel).fill('123456');
    await again.getByRole('button', { name: t.verify, exact: true }).click();
    await expect.poll(() => again.getByRole('alert').textContent()).toBe(t.codeWrong);
    await again.getByLabel(t.codeLabel).fill(totpCode(key, new Date(Date.now() + 30_000)));
    await again.getByRole('button', { name: t.verify, exact: true }).click();
    await again.getByRole('heading', { name: 'Dashboard Overview' }).waitFor();
    await again.getByRole('button', { name: 'Logout' }).click();
    await again.waitForURL(`${site.server.url}/admin/login`);

    // And once with a recovery code instead.
    await signInWithPassword(again);
    await again.getByRole('button', { name: t.useRecovery }).click();
    await again.getByLabel(t.recoveryCodeLabel).fill(codes[0]!);
    await again.getByRole('button', { name: t.verify, exact: true }).click();
    await again.getByRole('heading', { name: 'Dashboard Overview' }).waitFor();
    await again.goto(`${site.server.url}/admin/security`);
    await again.getByText(t.recoveryLeft(9)).waitFor();
    await desktop.close();
  });
});
