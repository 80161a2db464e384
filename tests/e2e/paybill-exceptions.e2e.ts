/**
 * The unmatched paybill queue in Chromium on a 360 px phone: a payment to an account number that
 * matches nobody waits in the Payments tab, and the official assigns it to the member they find
 * by name; the membership is renewed and the payment leaves the queue. Then the treasurer's day:
 * the Finance tab (chart, by chapter, this month against last), the chairman's deletion of a
 * member who has paid approved, an exception assigned, her own refund request withdrawn, and the
 * accountant's export downloaded and added up against the tab's total.
 */
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { PHONE_VIEWPORT } from './helpers/browser';
import { addMember, signInAsChairman } from './helpers/admin';
import { useSite } from './helpers/site';

const site = useSite();

describe('the unmatched paybill queue', () => {
  it('an official assigns an unmatched payment to the member they search for', async () => {
    const context = await site.browser.newContext({ viewport: PHONE_VIEWPORT });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const url = site.server.url;
    await signInAsChairman(page, url);
    const member = await addMember(page, url, {
      idNumber: '29871111',
      fullName: 'Gakii Murithi',
      phoneNumber: '0711333444',
      gender: 'female',
      chapter: 'Imenti Youth Voice',
    });
    // A customer pays from the M-Pesa menu and types something that is nobody's number.
    const paid = await page.request.post(`${url}/api/paybill/simulate`, {
      headers: { origin: url },
      data: { account: 'for gakii', amount: 200 },
    });
    expect(paid.status(), await paid.text()).toBe(200);
    const receipt = ((await paid.json()) as { receipt: string }).receipt;

    await page.goto(`${url}/admin/payments`);
    await page.getByRole('heading', { name: 'Payments', exact: true }).last().waitFor();
    await page.getByLabel('Status').selectOption('exception');
    const row = page.locator('.payments-table tbody tr', { hasText: receipt });
    await row.waitFor();
    expect(await row.textContent()).toContain('for gakii');

    await row.getByRole('button', { name: 'Assign to member' }).click();
    await row.getByLabel('Member (name, ID or membership number)').fill('Gakii');
    await row.getByLabel(new RegExp(member.membershipNumber)).check();
    await row.getByRole('button', { name: 'Assign to member' }).click();
    await page
      .getByRole('status')
      .getByText(/Assigned|renew/i)
      .first()
      .waitFor();
    await expect.poll(() => page.locator('.payments-table tbody tr', { hasText: receipt }).count()).toBe(0);
    const settled = await page.request.get(`${url}/api/payments?channel=paybill&status=completed&search=${receipt}`);
    const items = ((await settled.json()) as { items: { receipt: string; memberId: string; purpose: string }[] }).items;
    expect(items.find((p) => p.receipt === receipt)).toMatchObject({ memberId: member.id, purpose: 'renewal' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the treasurer reads the Finance tab, assigns an exception and downloads an export that adds up', async () => {
    const url = site.server.url;
    const chairman = await site.browser.newContext();
    const admin = await chairman.newPage();
    await signInAsChairman(admin, url);
    const member = await addMember(admin, url, {
      idNumber: '29872222',
      fullName: 'Mwende Kaaria',
      phoneNumber: '0711333555',
      gender: 'female',
      chapter: 'Imenti Youth Voice',
    });
    const pay = async (account: string, amount: number) => {
      const res = await admin.request.post(`${url}/api/paybill/simulate`, {
        headers: { origin: url },
        data: { account, amount },
      });
      expect(res.status(), await res.text()).toBe(200);
      return ((await res.json()) as { receipt: string }).receipt;
    };
    const gift = await pay('DONATE', 500);
    const stray = await pay('mwende kaaria', 200);
    const wrong = await pay('wrong paybill', 100);
    // A member who has paid: the chairman's delete waits for a second official.
    const leaving = await addMember(admin, url, {
      idNumber: '29873333',
      fullName: 'Gitonga Paid',
      phoneNumber: '0711333666',
      gender: 'male',
      chapter: 'Imenti Youth Voice',
    });
    await pay(leaving.membershipNumber, 200);
    await admin.goto(`${url}/admin/members`);
    await admin.getByRole('button', { name: 'Delete Gitonga Paid' }).click();
    await admin.getByRole('dialog', { name: 'Confirm Deletion' }).getByRole('button', { name: 'Delete Member' }).click();
    await admin
      .getByRole('status')
      .getByText(/^Waiting for a second official/)
      .first()
      .waitFor();
    await admin.locator('.adm-person-name', { hasText: 'Gitonga Paid' }).waitFor();
    // The chairman adds the treasurer, as the Officials tab does; she chooses her own password.
    const created = await admin.request.post(`${url}/api/users`, {
      headers: { origin: url },
      data: { username: 'treasurer7', email: 'treasurer7@example.org', role: 'treasurer' },
    });
    expect(created.status()).toBe(201);
    const { temporaryPassword } = (await created.json()) as { temporaryPassword: string };
    await chairman.close();

    const context = await site.browser.newContext({ viewport: PHONE_VIEWPORT, acceptDownloads: true });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const signIn = await page.request.post(`${url}/api/auth/login`, {
      headers: { origin: url },
      data: { username: 'treasurer7', password: temporaryPassword, rememberMe: false },
    });
    expect(signIn.status()).toBe(200);
    const changed = await page.request.post(`${url}/api/auth/password`, {
      headers: { origin: url },
      data: { currentPassword: temporaryPassword, newPassword: 'treasurer seven password' },
    });
    expect(changed.status()).toBe(200);

    // The Finance tab: the chart, by chapter, this month against last, two exceptions waiting, and
    // the chairman's deletion waiting for her approval.
    await page.goto(`${url}/admin/finance`);
    await page.getByRole('heading', { name: 'Finance', level: 1 }).waitFor();
    await page.getByRole('img', { name: 'Collections by month' }).waitFor();
    await page.getByRole('heading', { name: 'By chapter' }).waitFor();
    const figures = page.locator('.fin-figures');
    expect(await figures.textContent()).toMatch(/This month: KES [\d,]+ · Last month: KES [\d,]+/);
    expect(await figures.textContent()).toMatch(/exceptions queue: 2 \(KES 300\)/);
    const deletion = page.locator('.cmp-approval', { hasText: leaving.membershipNumber });
    await deletion.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => deletion.count()).toBe(0);
    expect((await page.request.get(`${url}/api/approvals/mine`)).status()).toBe(200);

    // The exception, assigned from the Payments tab's queue to the member found by name.
    await page.goto(`${url}/admin/payments`);
    await page.getByLabel('Status').selectOption('exception');
    const row = page.locator('.payments-table tbody tr', { hasText: stray });
    await row.getByRole('button', { name: 'Assign to member' }).click();
    await row.getByLabel('Member (name, ID or membership number)').fill('Mwende');
    await row.getByLabel(new RegExp(member.membershipNumber)).check();
    await row.getByRole('button', { name: 'Assign to member' }).click();
    await expect.poll(() => page.locator('.payments-table tbody tr', { hasText: stray }).count()).toBe(0);

    // Back on Finance: the queue is empty and the export adds up to the total shown for its dates.
    await page.goto(`${url}/admin/finance`);
    await page.getByRole('img', { name: 'Collections by month' }).waitFor();
    expect(await figures.textContent()).toMatch(/exceptions queue: 1 \(KES 100\)/);
    // Her own refund request waits for another official; she withdraws it, after confirming.
    const listed = await page.request.get(`${url}/api/payments?status=exception&search=${wrong}`);
    const wrongId = ((await listed.json()) as { items: { id: string }[] }).items[0]!.id;
    const asked = await page.request.post(`${url}/api/payments/${wrongId}/refund`, {
      headers: { origin: url },
      data: { reason: 'Paid to the wrong paybill' },
    });
    expect(asked.status()).toBe(202);
    await page.reload();
    const own = page.locator('.cmp-approval', { hasText: 'Paid to the wrong paybill' });
    page.once('dialog', (dialog) => void dialog.accept());
    await own.getByRole('button', { name: 'Withdraw' }).click();
    await page.getByRole('status').getByText('Request withdrawn.').waitFor();
    await expect.poll(() => own.count()).toBe(0);
    const shown = Number(
      (/Total for these dates \([^)]*\): KES ([\d,]+)/.exec((await figures.textContent()) ?? '')?.[1] ?? '').replaceAll(',', ''),
    );
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
    expect(csv.split('\r\n')[0]).toBe('Date,Receipt,Purpose,Member Number,Chapter,Amount (KES),Channel');
    const rows = parse(csv, { columns: true }) as Record<string, string>[];
    expect(rows.find((r) => r.Receipt === stray)).toMatchObject({
      Purpose: 'renewal',
      'Member Number': member.membershipNumber,
      Chapter: 'Imenti Youth Voice',
      'Amount (KES)': '200',
      Channel: 'paybill',
    });
    expect(rows.find((r) => r.Receipt === gift)).toMatchObject({
      Purpose: 'donation',
      'Member Number': 'DONATION',
      'Amount (KES)': '500',
    });
    // The deleted member's payment stays in the books, no longer anyone's.
    expect(rows.filter((r) => r['Amount (KES)'] === '200' && r['Member Number'] === '')).toHaveLength(1);
    expect(shown).toBeGreaterThanOrEqual(900);
    expect(rows.reduce((sum, r) => sum + Number(r['Amount (KES)']), 0)).toBe(shown);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    expect(errors).toEqual([]);
    await context.close();
  });
});
