/**
 * The dashboard's import screen in Chromium at 360 px (and a look at 1280 px): a file with
 * problems lists each problem with its rows (number, ID, name) and cannot be imported; a clean
 * Windows-1252 file imports with its accents, with the "don't message these" choice, and the
 * members table shows the imported members; an import refused because the members changed since
 * the check shows the product's message and the problems found again.
 */
import { describe, expect, it } from 'vitest';
import { signInAsChairman } from './helpers/admin';
import { useSite } from './helpers/site';
import { serverMessages } from '../../src/shared/server-messages';

const site = useSite();
const HEADER = 'idNumber,fullName,phoneNumber,gender,chapter,joinDate,membershipNumber,email,renewalDate';
const digits = (n: number) => String(Math.floor(Math.random() * 10 ** n)).padStart(n, '0');

describe('the import screen', () => {
  it('shows the dry run, refuses a bad file, imports a good one (360 px)', async () => {
    const context = await site.browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signInAsChairman(page, site.server.url);
    await page.goto(`${site.server.url}/admin/import`);
    await page.getByRole('heading', { name: 'Import existing members' }).waitFor();

    // Over the size limit: the shared schema refuses it in the page, before anything is sent.
    const fileInput = page.locator('input[type=file]');
    await fileInput.setInputFiles({ name: 'huge.csv', mimeType: 'text/csv', buffer: Buffer.alloc(5.5 * 1024 * 1024, 'a') });
    await page.getByRole('alert').getByText('The file is larger than 5 MB').waitFor();
    expect(await fileInput.getAttribute('aria-invalid')).toBe('true');
    expect(await fileInput.getAttribute('aria-describedby')).toBe('import-file-error');

    const base = `3${digits(5)}`;
    const bad = [
      HEADER,
      `${base}01,Kaari Import,0712${digits(6)},female,IM,2024-02-30,,,`,
      `12,Short Id,0712${digits(6)},male,Nowhere,01/02/2024,,,`,
    ].join('\n');
    await page.locator('input[type=file]').setInputFiles({ name: 'members.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
    // A new file clears the old one's error.
    await expect.poll(() => fileInput.getAttribute('aria-invalid')).toBeNull();
    await page.getByRole('button', { name: 'Check file' }).click();
    // Each problem once, with its rows by number, ID and name.
    const problems = page.getByRole('list', { name: 'Problems found' });
    await problems.waitFor();
    await problems.getByText(serverMessages.importDateInvalid).first().waitFor();
    const chapterProblem = problems.getByRole('listitem').filter({ hasText: serverMessages.importChapterUnknown });
    const shortIdRow = chapterProblem.getByRole('row').filter({ hasText: 'Short Id' });
    expect(await shortIdRow.getByRole('cell').allInnerTexts()).toEqual(['3', '12', 'Short Id']);
    expect(
      await page
        .getByRole('region', { name: 'Import members' })
        .getByRole('button', { name: 'Import', exact: true })
        .isDisabled(),
    ).toBe(true);

    // Excel's plain CSV (Windows-1252 bytes), one member due for renewal in three weeks: the
    // check says an SMS would go, and the official chooses to send none.
    const soon = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
    const good = [
      HEADER,
      `${base}01,Kéndi Import,0712${digits(6)},female,IM,2024-02-20,,,${soon}`,
      `${base}02,Muthomi Import,+254 722 ${digits(6)},male,Buuri,15/01/2023,,,`,
    ].join('\r\n');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'members.csv', mimeType: 'text/csv', buffer: Buffer.from(good, 'latin1') });
    await page.getByRole('button', { name: 'Check file' }).click();
    await page.getByText(/would send 1 SMS to 1 imported member/).waitFor();
    await page.getByLabel(/Don’t message these members/).check();
    await page.getByRole('button', { name: 'Import 2 members' }).click();
    await page.getByText(serverMessages.importDoneQuiet(2)).waitFor();

    // Checked, then someone adds a member with the same phone before the official imports: the
    // refusal shows the product's message (not a bare status) and the list checked again.
    const phone = `0712${digits(6)}`;
    const late = [HEADER, `${base}03,Kaimuri Late,${phone},female,TI,2024-03-01,,,`].join('\n');
    await page.locator('input[type=file]').setInputFiles({ name: 'late.csv', mimeType: 'text/csv', buffer: Buffer.from(late) });
    await page.getByRole('button', { name: 'Check file' }).click();
    const importOne = page.getByRole('button', { name: 'Import 1 member' });
    await importOne.waitFor();
    const meanwhile = await page.request.post(`${site.server.url}/api/members/import`, {
      headers: { origin: site.server.url },
      data: { csv: [HEADER, `${base}04,Someone Else,${phone},male,TI,2024-03-01,,,`].join('\n'), dryRun: false },
    });
    expect(meanwhile.status()).toBe(200);
    await importOne.click();
    await page.getByRole('status').filter({ hasText: serverMessages.importHasErrors }).waitFor();
    expect(await page.getByText(/Server returned/).count()).toBe(0);
    await problems.getByText(serverMessages.duplicateMemberPhone).waitFor();

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${site.server.url}/admin/members`);
    await page.getByText('Muthomi Import').waitFor();
    await page.getByText('Kéndi Import').waitFor();
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByLabel('Membership').selectOption('expired');
    await page.getByText('Muthomi Import').waitFor();
    await page.goto(`${site.server.url}/admin/outbox`);
    await page.getByRole('heading', { name: 'Messages to members' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
