/** The Audit tab in Chromium: after a write, the chairman finds it, with its before → after, on a laptop and a 360 px phone (axe: no violations). */
import { describe, expect, it } from 'vitest';
import { axeViolations } from './helpers/axe';
import { PHONE_VIEWPORT } from './helpers/browser';
import { addMember, signInAsChairman } from './helpers/admin';
import { useSite } from './helpers/site';

const site = useSite();
const LAPTOP = { width: 1280, height: 800 };

describe('the Audit tab', () => {
  it('shows the chairman a member just added and edited, filtered to that record, on a laptop and a phone', async () => {
    // bypassCSP: axe is injected as an inline script (helpers/axe.ts).
    const context = await site.browser.newContext({ viewport: LAPTOP, bypassCSP: true });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signInAsChairman(page, site.server.url);
    const url = site.server.url;
    const member = await addMember(page, url, {
      idNumber: '29876543',
      fullName: 'Karimi Mwenda',
      phoneNumber: '0711222333',
      gender: 'female',
      chapter: 'Buuri Youth Voice',
    });
    const edited = await page.request.put(`${url}/api/members/${member.id}`, {
      headers: { origin: url },
      data: { fullName: 'Karimi Mwenda Kathure' },
    });
    expect(edited.status(), await edited.text()).toBe(200);

    await page.goto(`${url}/admin`);
    await page.getByRole('button', { name: 'Audit' }).click();
    await page.getByRole('heading', { name: 'Audit Trail' }).waitFor();
    const table = page.locator('.audit-table');
    const editRow = table.locator('tbody tr', { hasText: 'update' }).first();
    await editRow.waitFor();
    expect(await editRow.textContent()).toContain(member.membershipNumber);
    await editRow.getByText('Karimi Mwenda Kathure').waitFor();
    expect(await editRow.locator('.audit-before').textContent()).toBe('Karimi Mwenda');
    // The sign-in that opened this session is on the trail too, with its address.
    await table.locator('tbody tr', { hasText: 'signin.success' }).first().getByText('127.0.0.1').waitFor();

    // One record's history: its create and its update, nothing else.
    await page.getByLabel('Record', { exact: true }).fill('member');
    await page.getByLabel('Record id').fill(member.id);
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect.poll(() => table.locator('tbody tr').count()).toBe(2);
    expect(await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      `/api/audit/export.csv?entity=member&entityId=${member.id}`,
    );
    expect(await axeViolations(page)).toEqual([]);

    // A bad date range is refused on the form with the product's message.
    await page.getByLabel('From', { exact: true }).fill('2026-03-02');
    await page.getByLabel('To', { exact: true }).fill('2026-03-01');
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByText('The end date must not be before the start date').waitFor();

    await page.setViewportSize(PHONE_VIEWPORT);
    await page.getByRole('button', { name: 'Clear' }).click();
    await editRow.waitFor();
    // Nothing wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
