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

/** What POST /api/members takes: one member as the chairman adds it from the dashboard. */
export interface NewMember {
  idNumber: string;
  fullName: string;
  phoneNumber: string;
  gender: 'female' | 'male';
  chapter: string;
}

/** Adds a member through the API with the page's session (signInAsChairman first); fails unless 201. */
export async function addMember(
  page: Page,
  baseUrl: string,
  member: NewMember,
): Promise<{ id: string; membershipNumber: string }> {
  const res = await page.request.post(`${baseUrl}/api/members`, { data: member, headers: { origin: baseUrl } });
  if (res.status() !== 201) throw new Error(`adding a member failed: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { member: { id: string; membershipNumber: string } }).member;
}
