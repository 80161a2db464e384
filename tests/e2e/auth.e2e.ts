/** Officials' sign-in in a real browser against the real server. */
import { describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from './helpers/browser';
import { ADMIN_PASSWORD } from './helpers/server';
import { useSite } from './helpers/site';

const site = useSite();

async function signIn(page: Page, username: string, password: string) {
  await page.getByLabel('Username or Email').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

describe('sign-in', () => {
  it('the chairman signs in and reaches the dashboard; wrong and empty input show the documented messages', async () => {
    const context = await site.browser.newContext({ viewport: DESKTOP_VIEWPORT });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${site.server.url}/admin`);
    // Redirected by the server, with the page to return to.
    await page.waitForURL(`${site.server.url}/admin/login?from=%2Fadmin`);

    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Please enter both username/email and password');

    await signIn(page, 'chairman', 'not the password');
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Invalid username/email or password');

    await signIn(page, 'CHAIRMAN', ADMIN_PASSWORD);
    await page.waitForURL(`${site.server.url}/admin`);
    await page.getByRole('heading', { name: 'Dashboard Overview' }).waitFor();
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'myv_session')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('signs in at once on a slow line: the button does not wait for the session check, and its late answer changes nothing', async () => {
    const context = await site.browser.newContext({ viewport: PHONE_VIEWPORT });
    const page = await context.newPage();
    // The first session check (made before signing in, so without a cookie) is held back until
    // the official has reached the dashboard.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let heldRequest: Request | null = null;
    await page.route('**/api/auth/session', async (route) => {
      if (!heldRequest) {
        heldRequest = route.request();
        await held;
      }
      await route.continue();
    });
    await page.goto(`${site.server.url}/admin/login`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await signIn(page, 'chairman', ADMIN_PASSWORD);
    await page.getByRole('heading', { name: 'Dashboard Overview' }).waitFor();

    // Its answer arrives now.
    const answered = page.waitForResponse((response) => response.request() === heldRequest);
    release();
    await answered;
    // One more round trip, so the late answer has been handled before looking.
    await page.evaluate(() => fetch('/api/health').then((r) => r.status));
    expect(page.url()).toBe(`${site.server.url}/admin`);
    await page.getByRole('heading', { name: 'Dashboard Overview' }).waitFor({ timeout: 1000 });
    await context.close();
  });

  it('returns to the admin page the official first asked for', async () => {
    const context = await site.browser.newContext({ viewport: DESKTOP_VIEWPORT });
    const page = await context.newPage();
    await page.goto(`${site.server.url}/admin/members?search=kendi`);
    await page.waitForURL(`${site.server.url}/admin/login?from=%2Fadmin%2Fmembers%3Fsearch%3Dkendi`);
    await signIn(page, 'chairman@meruyouthvoice.org', ADMIN_PASSWORD);
    await page.waitForURL(`${site.server.url}/admin/members?search=kendi`);
    await context.close();
  });

  it('a treasurer (new account, temporary password) chooses a password and lands on Payments, the first of its money tabs (and its own Security)', async () => {
    // The chairman adds the treasurer through the API, as the Officials tab does.
    const chairman = await site.browser.newContext();
    const chairmanPage = await chairman.newPage();
    await chairmanPage.goto(`${site.server.url}/admin/login`);
    await signIn(chairmanPage, 'chairman', ADMIN_PASSWORD);
    await chairmanPage.waitForURL(`${site.server.url}/admin`);
    const created = await chairmanPage.request.post(`${site.server.url}/api/users`, {
      headers: { origin: site.server.url },
      data: { username: 'treasurer1', email: 'treasurer1@example.org', role: 'treasurer' },
    });
    expect(created.status()).toBe(201);
    const { temporaryPassword } = (await created.json()) as { temporaryPassword: string };
    await chairman.close();

    const context = await site.browser.newContext({ viewport: PHONE_VIEWPORT });
    const page = await context.newPage();
    await page.goto(`${site.server.url}/admin/login`);
    await signIn(page, 'treasurer1', temporaryPassword);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByLabel('Temporary password', { exact: true }).fill(temporaryPassword);
    await page.getByLabel('New password', { exact: true }).fill('treasurer own password');
    await page.getByLabel('Repeat the new password').fill('treasurer own password');
    await page.getByRole('button', { name: 'Save New Password' }).click();

    await page.waitForURL(`${site.server.url}/admin/payments`);
    await page.getByRole('heading', { name: 'Payments', level: 1 }).waitFor();
    // The phone's sidebar is a closed drawer: read its buttons' text, seen or not.
    expect(await page.locator('.adm-sidebar nav button').allTextContents()).toEqual(['Payments', 'Finance', 'Security']);
    // Another tab's address, or the overview's, ends on Payments too.
    await page.goto(`${site.server.url}/admin/members`);
    await page.waitForURL(`${site.server.url}/admin/payments`);
    await page.getByRole('heading', { name: 'Payments', level: 1 }).waitFor();

    // The Access Denied page (a stale link) still offers to sign in again, which signs out.
    await page.goto(`${site.server.url}/unauthorized`);
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    await page.getByRole('link', { name: 'Sign In Again' }).click();
    await page.waitForURL(`${site.server.url}/admin/login`);
    const session = await page.request.get(`${site.server.url}/api/auth/session`);
    expect(session.status()).toBe(401);
    await page.getByLabel('Username or Email').waitFor();
    await context.close();
  });
});
