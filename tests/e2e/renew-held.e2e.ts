/**
 * /renew when an official suspends the member while the prompt is on their phone: the payment
 * goes through, but the page says it was received and not renewed (an official will contact
 * them), with no card and no new prompt; the Payments tab shows it as needing review.
 */
import { expect, it } from 'vitest';
import { PHONE_VIEWPORT } from './helpers/browser';
import { signInAsChairman } from './helpers/admin';
import { useSite } from './helpers/site';
import { messages } from '../../src/shared/messages';
import { serverMessages } from '../../src/shared/server-messages';

const site = useSite();
const digits = (n: number) => String(Math.floor(Math.random() * 10 ** n)).padStart(n, '0');

it('a renewal paid while the member was being suspended is received, not renewed, and waits for an official', async () => {
  const officialContext = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const official = await officialContext.newPage();
  await signInAsChairman(official, site.server.url);
  const idNumber = `3${digits(7)}`;
  const phone = `0725${digits(6)}`;
  const created = await official.request.post(`${site.server.url}/api/members`, {
    data: { idNumber, fullName: 'Njeri Heldback', phoneNumber: phone, gender: 'female', chapter: 'Buuri Youth Voice' },
    headers: { origin: site.server.url },
  });
  expect(created.status()).toBe(201);
  const memberId = (await created.json()).member.id as string;

  const context = await site.browser.newContext({ viewport: PHONE_VIEWPORT });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${site.server.url}/renew`);
  await page.getByLabel('ID Number *').fill(idNumber);
  await page.getByLabel('Phone number on file *').fill(phone);
  await page.getByRole('button', { name: 'Find my membership' }).click();
  await page.getByRole('button', { name: messages.renewalEarlyConfirm }).click();
  // The simulator's 0404: paid, its callback never arrives, STK Query finds it (after 15 s).
  await page.getByLabel('M-Pesa phone number *').fill(`0711${digits(2)}0404`);
  await page.getByRole('button', { name: 'Pay KSh 200 with M-Pesa' }).click();
  await page.getByText(messages.paymentAwaitingPin).waitFor();

  // Meanwhile an official suspends the member.
  const suspended = await official.request.put(`${site.server.url}/api/members/${memberId}`, {
    data: { status: 'inactive' },
    headers: { origin: site.server.url },
  });
  expect(suspended.status()).toBe(200);

  await page.getByText(serverMessages.renewalHeldMemberSuspended).waitFor({ timeout: 90_000 });
  expect(await page.getByRole('button', { name: /Download my renewed card|Pay KSh|Request a new prompt/ }).count()).toBe(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);

  await official.goto(`${site.server.url}/admin/payments`);
  const row = official.locator('tr', { hasText: 'Njeri Heldback' });
  await row.locator('.badge-review', { hasText: 'Needs review' }).waitFor();
  await row.getByText(serverMessages.paymentReviewMemberSuspended).waitFor();
  // The official settles it: confirming needs the M-Pesa code (the server's own rule, checked in the form first)…
  await row.getByRole('button', { name: 'Settle…' }).click();
  const code = row.getByLabel('M-Pesa code from the statement');
  await code.fill('');
  await row.getByRole('button', { name: 'Confirm' }).click();
  await row.getByRole('alert').getByText(messages.receiptRequired).waitFor();
  expect(await code.getAttribute('aria-invalid')).toBe('true');
  expect(await code.getAttribute('aria-describedby')).toBe(`${await code.getAttribute('id')}-error`);
  // …rejecting does not: the payer is refunded, and the list shows it without a reload.
  official.once('dialog', (dialog) => void dialog.accept());
  await row.getByRole('button', { name: 'Reject' }).click();
  await official.locator('.payments-notice').getByText(serverMessages.paymentRejected).waitFor();
  await row.locator('.badge-rejected', { hasText: 'Rejected' }).waitFor();
  expect(errors).toEqual([]);
  await context.close();
  await officialContext.close();
});
