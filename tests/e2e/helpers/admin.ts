/**
 * Signing in inside e2e tests through the real login (POST /api/auth/login) with the
 * chairman account the e2e server is started with. The session cookie lands in the page's context.
 */
import type { Page } from 'playwright-core';
import { ADMIN_PASSWORD } from './server';

const ADMIN_USERNAME = 'chairman';

export async function signInAsChairman(page: Page, baseUrl: string): Promise<void> {
  const res = await page.request.post(`${baseUrl}/api/auth/login`, {
    data: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD, rememberMe: false },
    headers: { origin: baseUrl },
  });
  if (!res.ok()) throw new Error(`sign-in failed: ${res.status()} ${await res.text()}`);
}
