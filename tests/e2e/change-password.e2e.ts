/** An official changes their own password from the dashboard; the sign-in page explains a forgotten one. */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from './helpers/browser';
import { ADMIN_PASSWORD } from './helpers/server';
import { useSite } from './helpers/site';
import { messages } from '../../src/shared/messages';
import { serverMessages } from '../../src/shared/server-messages';

const site = useSite();
const NEW_PASSWORD = 'mango tree river stone';

async function signIn(page: Page, password: string) {
  await page.getByLabel('Username or Email').fill('chairman');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

describe('own password', () => {
  it('the sign-in page says what to do about a forgotten password', async () => {
    const page = await site.browser.newPage({ viewport: PHONE_VIEWPORT });
    await page.goto(`${site.server.url}/admin/login`);
    await page.getByText('Forgot password?').click();
    await page.getByText(/reset it in the dashboard's Officials tab/).waitFor();
    await page.close();
  });

  it('is changed from the dashboard header, with the strength rule, and the new one signs in', async () => {
    const context = await site.browser.newContext({ viewport: DESKTOP_VIEWPORT });
    const page = await context.newPage();
    await page.goto(`${site.server.url}/admin/login`);
    await signIn(page, ADMIN_PASSWORD);
    await page.getByRole('heading', { name: 'Dashboard Overview' }).waitFor();
    await page.getByRole('link', { name: 'Change password' }).click();
    await page.getByRole('heading', { name: 'Change password' }).waitFor();

    await page.getByLabel('Current password').fill('not my password');
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Repeat the new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save New Password' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(messages.passwordCurrentWrong);

    await page.getByLabel('Current password').fill(ADMIN_PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Repeat the new password').fill('short');
    await page.getByRole('button', { name: 'Save New Password' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(messages.passwordTooShort);

    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Repeat the new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save New Password' }).click();
    await page.getByText(messages.passwordChanged).waitFor();
    await page.getByRole('link', { name: '← Back to the dashboard' }).click();
    await page.getByRole('heading', { name: 'Dashboard Overview' }).waitFor();
    await context.close();

    // The old password no longer signs in; the new one does.
    const again = await site.browser.newPage({ viewport: PHONE_VIEWPORT });
    await again.goto(`${site.server.url}/admin/login`);
    await signIn(again, ADMIN_PASSWORD);
    await expect.poll(() => again.getByRole('alert').textContent()).toBe(serverMessages.loginInvalid);
    await signIn(again, NEW_PASSWORD);
    await again.getByRole('heading', { name: 'Dashboard Overview' }).waitFor();
    await again.close();
  });
});
