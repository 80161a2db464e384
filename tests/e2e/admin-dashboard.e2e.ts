/** The officials' dashboard in Chromium: every tab and modal, on a laptop and a 360 px phone. */
import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { BrowserContext, Page } from 'playwright-core';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from './helpers/browser';
import { useSite } from './helpers/site';
import { signInAsChairman } from './helpers/admin';
import { messages } from '../../src/shared/messages';
import { serverMessages } from '../../src/shared/server-messages';
import { tabsFor } from '../../src/shared/roles';
import { officialsMessages } from '../../src/shared/officials-messages';

const site = useSite();
let context: BrowserContext;
let page: Page;
const errors: string[] = [];

const photo = async () => ({
  name: 'photo.png',
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 120, height: 120, channels: 3, background: { r: 140, g: 90, b: 50 } } })
    .png()
    .toBuffer(),
});

beforeAll(async () => {
  context = await site.browser.newContext({ viewport: DESKTOP_VIEWPORT, acceptDownloads: true });
  page = await context.newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  await signInAsChairman(page, site.server.url);
  // 55 members through the API, so paging has a second page.
  for (let i = 0; i < 55; i++) {
    const res = await page.request.post(`${site.server.url}/api/members`, {
      headers: { origin: site.server.url },
      data: {
        idNumber: String(31_000_000 + i),
        fullName: `Seeded Member ${String(i).padStart(2, '0')}`,
        phoneNumber: `07${String(10_000_000 + i)}`,
        gender: 'male',
        chapter: 'Tigania Youth Voice',
      },
    });
    if (res.status() !== 201) throw new Error(await res.text());
  }
});

describe('officials dashboard', () => {
  it('opens on the Overview with stat cards, recent members and chapter distribution', async () => {
    await page.goto(`${site.server.url}/admin`);
    await page.getByRole('heading', { name: 'Dashboard Overview' }).waitFor();
    await page.getByText('Total Members').waitFor();
    expect(await page.locator('.adm-stat-value').first().textContent()).toBe('55');
    // The notes are computed: all 55 joined today, and all are valid.
    await page.locator('.adm-stat', { hasText: 'Total Members' }).getByText('55 joined in the last month').waitFor();
    await page.locator('.adm-stat', { hasText: 'Valid Memberships' }).getByText('100% of all members').waitFor();
    // Recent members is its own query: it may arrive just after the stat cards.
    await expect.poll(() => page.locator('.adm-recent li').count()).toBe(5);
    await page.getByText('Chapter Leader: TBD').first().waitFor();
    expect(await page.locator('.adm-user-avatar').textContent()).toBe('C');
  });

  // One story: each step works on the member the step before added (or renamed), so they are one
  // test, which passes on its own; every other test starts from a page of its own.
  it('adds a member with a photo and generates the card, finds it on the server, edits it, then deletes it', async () => {
    // Adds a member with a photo, then generates the card when asked.
    await page.goto(`${site.server.url}/admin`);
    await page.getByRole('button', { name: 'Members' }).click();
    await page.getByRole('heading', { name: 'Member Management' }).waitFor();
    await page.getByRole('button', { name: '+ Add Member' }).click();
    await page.getByRole('dialog', { name: 'Add New Member' }).waitFor();
    // Empty submit shows the product's messages.
    await page.getByRole('button', { name: 'Add Member', exact: true }).click();
    await page.getByText('ID Number is required').waitFor();
    await page.getByText('Please select gender').waitFor();
    await page.locator('#member-idNumber').fill('27654321');
    expect(await page.getByText('ID Number is required').count()).toBe(0);
    await page.locator('#member-fullName').fill('Kawira Nkatha Mwiti');
    await page.locator('#member-phoneNumber').fill('0798123456');
    await page.locator('#member-gender').selectOption('female');
    await page.locator('#member-chapter').selectOption('Imenti Youth Voice');
    await page.locator('input[type=file]').setInputFiles(await photo());
    await page.getByAltText('Selected profile photo').waitFor();
    await page.getByRole('button', { name: 'Add Member', exact: true }).click();
    const ask = page.getByRole('dialog', { name: 'Generate membership card?' });
    await ask.waitFor();
    const download = page.waitForEvent('download');
    await ask.getByRole('button', { name: 'Generate Card', exact: true }).click();
    expect((await download).suggestedFilename()).toBe('MYV_Card_27654321.pdf');
    await page.locator('.adm-person-name', { hasText: 'Kawira Nkatha Mwiti' }).waitFor();

    // Searches on the server and pages with Previous/Next.
    await page.getByText('Showing 1 to 50 of 56 members').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Showing 51 to 56 of 56 members').waitFor();
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByText('Showing 1 to 50 of 56 members').waitFor();
    await page.getByLabel('Search members and leaders').fill('kawira');
    await page.getByText('Showing 1 to 1 of 1 member').waitFor();
    await page.getByLabel('Search members and leaders').fill('0798123');
    await page.getByText('Showing 1 to 1 of 1 member').waitFor();

    // Edits the member with a new photo.
    await page.getByRole('button', { name: 'Edit Kawira Nkatha Mwiti' }).click();
    await page.getByRole('dialog', { name: 'Edit Member' }).waitFor();
    expect(await page.locator('#member-fullName').inputValue()).toBe('Kawira Nkatha Mwiti');
    await page.locator('#member-fullName').fill('Kawira N. Mwiti');
    await page.locator('input[type=file]').setInputFiles(await photo());
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Member updated successfully').waitFor();
    await page.locator('.adm-person-name', { hasText: 'Kawira N. Mwiti' }).waitFor();
    const src = await page.locator('tbody img.adm-avatar').first().getAttribute('src');
    expect(src).toMatch(/^\/api\/photos\//);

    // The member dialog records a cash renewal and a reminder; its payments and messages follow
    // without a reload.
    await page.getByRole('button', { name: 'Edit Kawira N. Mwiti' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Member' });
    const membership = editDialog.getByRole('region', { name: officialsMessages.memberLifecycle.title });
    await membership.getByText(officialsMessages.memberLifecycle.noPayments).waitFor();
    page.once('dialog', (question) => void question.accept());
    await membership.getByRole('button', { name: officialsMessages.memberLifecycle.cash }).click();
    const renewed = membership.getByRole('status');
    await renewed.getByText(serverMessages.renewalRecorded).waitFor();
    expect(await renewed.textContent()).toMatch(/ Renewed until \d{1,2} [A-Z][a-z]+ \d{4}\.$/);
    await membership.locator('table').first().getByText('Renewal').waitFor();
    await membership.getByRole('button', { name: officialsMessages.memberLifecycle.reminder }).click();
    await membership.getByRole('status').getByText('Reminder queued').waitFor();
    await membership.getByText('SMS: reminder').first().waitFor();
    await editDialog.getByRole('button', { name: 'Cancel' }).click();

    // Deleting after confirmation: she has paid (the cash renewal above), so the deletion waits for
    // a second official and she stays listed meanwhile (docs/finance.md, "Two officials").
    await page.getByRole('button', { name: 'Delete Kawira N. Mwiti' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Deletion' });
    await dialog.getByText('This action cannot be undone.').waitFor();
    await dialog.getByRole('button', { name: 'Delete Member' }).click();
    await page.getByText(officialsMessages.ownRequests.memberDeleteRequested).waitFor();
    await page.locator('.adm-person-name', { hasText: 'Kawira N. Mwiti' }).waitFor();
    await page.getByLabel('Search members and leaders').fill('');
  });

  it('adds a chapter, which raises a notification that can be marked read', async () => {
    await page.goto(`${site.server.url}/admin`);
    await page.getByRole('button', { name: 'Chapters' }).click();
    await page.getByRole('heading', { name: 'Chapter Management' }).waitFor();
    await page.getByRole('button', { name: '+ Add Chapter' }).click();
    await page.getByText('If left blank, it will be set as "TBD"').waitFor();
    await page.getByRole('button', { name: 'Add Chapter', exact: true }).click();
    await page.getByText('Chapter name is required').waitFor();
    await page.locator('#chapter-name').fill('Nyambene Youth Voice');
    await page.getByRole('button', { name: 'Add Chapter', exact: true }).click();
    await page.getByText('Chapter added successfully!').waitFor();
    const card = page.locator('.adm-chapter-card', { hasText: 'Nyambene Youth Voice' });
    await card.getByText('Led by TBD').waitFor();
    await card.getByText('0 members').waitFor();

    await page.reload();
    await page.getByRole('button', { name: /Notifications \([1-9]\d* unread\)/ }).click();
    await page.getByText('New chapter Nyambene Youth Voice added').waitFor();
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await page.getByRole('button', { name: 'Notifications (0 unread)' }).waitFor();
  });

  it('adds, edits and removes a leader', async () => {
    await page.goto(`${site.server.url}/admin`);
    await page.getByRole('button', { name: 'Leaders' }).first().click();
    await page.getByRole('heading', { name: 'Leadership Management' }).waitFor();
    await page.getByText('No leadership records found').waitFor();
    await page.getByRole('button', { name: '+ Add Leader' }).click();
    await page.getByRole('button', { name: 'Add Leader', exact: true }).click();
    await page.getByText('Please select position').waitFor();
    await page.locator('#leader-idNumber').fill('22334455');
    await page.locator('#leader-fullName').fill('Mutuma Gitonga');
    await page.locator('#leader-phoneNumber').fill('0722000111');
    await page.locator('#leader-position').selectOption('Treasurer');
    await page.locator('#leader-chapter').selectOption('Buuri Youth Voice');
    await page.getByRole('button', { name: 'Add Leader', exact: true }).click();
    await page.getByRole('dialog', { name: 'Generate leadership card?' }).waitFor();
    await page.getByRole('button', { name: 'Not now' }).click();
    await page.locator('.adm-person-name', { hasText: 'Mutuma Gitonga' }).waitFor();
    await page.getByText('Showing 1 to 1 of 1 leader').waitFor();
    await page.getByRole('button', { name: 'Remove Mutuma Gitonga' }).click();
    await page.getByRole('dialog', { name: 'Confirm Removal' }).getByRole('button', { name: 'Remove Leader' }).click();
    await page.getByText('No leadership records found').waitFor();
  });

  it('lists contact messages', async () => {
    await page.goto(`${site.server.url}/admin`);
    await page.getByRole('button', { name: 'Messages', exact: true }).click();
    await page.getByRole('heading', { name: 'Contact Messages' }).waitFor();
    await page.getByText('No messages yet').waitFor();
  });

  it('mounts the Payments and (for the chairman) Officials screens', async () => {
    await page.goto(`${site.server.url}/admin`);
    await page.getByRole('button', { name: 'Payments' }).click();
    await page.waitForURL(`${site.server.url}/admin/payments`);
    await page.getByRole('heading', { name: 'Payments', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Officials' }).click();
    await page.waitForURL(`${site.server.url}/admin/officials`);
    await page.getByRole('heading', { name: 'Officials', level: 1 }).waitFor();
    // A reload keeps the tab: each tab has its own URL.
    await page.reload();
    await page.getByRole('heading', { name: 'Officials', level: 1 }).waitFor();
  });

  it('adds an official with the form: the shared schema messages on the fields, the server refusal, then the temporary password once', async () => {
    await page.goto(`${site.server.url}/admin/officials`);
    await page.getByRole('button', { name: 'Add Official' }).click();
    const form = page.locator('form.officials-form');
    const submit = form.getByRole('button', { name: 'Add Official' });
    await submit.click();
    await form.getByText(messages.usernameInvalid).waitFor();
    await form.getByText(messages.emailInvalid).waitFor();
    await form.getByText(messages.roleRequired).waitFor();
    const username = form.getByLabel('Username*');
    expect(await username.getAttribute('aria-invalid')).toBe('true');
    expect(await username.getAttribute('aria-describedby')).toBe('official-username-error');
    expect(await page.locator('#official-username-error').textContent()).toBe(messages.usernameInvalid);

    // Valid to the schema, refused by the server: the chairman's username is taken.
    await username.fill('chairman');
    await form.getByLabel('Email*').fill('treasurer2@example.org');
    await form.getByLabel('Role*').selectOption('treasurer');
    expect(await username.getAttribute('aria-invalid')).toBeNull();
    await submit.click();
    await form.getByRole('alert').getByText(serverMessages.userTaken).waitFor();

    await username.fill('  treasurer2 ');
    await submit.click();
    const shown = page.locator('.officials-temp');
    await shown.getByText('treasurer2', { exact: true }).waitFor();
    expect((await shown.getByLabel('Temporary password').textContent())?.length).toBeGreaterThanOrEqual(12);
    expect(await form.count()).toBe(0);
    // The list follows the write without a reload; the new account waits for its own password.
    const row = page.locator('.officials-table tr', { hasText: 'treasurer2@example.org' });
    await row.getByText('Temporary password').waitFor();

    await row.getByRole('button', { name: 'Disable' }).click();
    await row.getByText(officialsMessages.officials.confirm.disable).waitFor();
    await row.getByRole('button', { name: 'Yes' }).click();
    await page.getByRole('status').getByText(officialsMessages.officials.disabled('treasurer2')).waitFor();
    await row.locator('.badge-off', { hasText: 'Disabled' }).waitFor();
  });

  it('lands the secretary on Events, the first of her tabs, at sign-in', async () => {
    const created = await page.request.post(`${site.server.url}/api/users`, {
      headers: { origin: site.server.url },
      data: { username: 'secretary1', email: 'secretary1@example.org', role: 'secretary' },
    });
    expect(created.status()).toBe(201);
    const { temporaryPassword } = (await created.json()) as { temporaryPassword: string };
    const secretary = await site.browser.newContext({ viewport: DESKTOP_VIEWPORT });
    const own = await secretary.newPage();
    // Her own password first (the API takes the temporary one only for that), then the sign-in page.
    const signIn = await own.request.post(`${site.server.url}/api/auth/login`, {
      headers: { origin: site.server.url },
      data: { username: 'secretary1', password: temporaryPassword, rememberMe: false },
    });
    expect(signIn.status()).toBe(200);
    const changed = await own.request.post(`${site.server.url}/api/auth/password`, {
      headers: { origin: site.server.url },
      data: { currentPassword: temporaryPassword, newPassword: 'secretary own password' },
    });
    expect(changed.status()).toBe(200);
    await own.goto(`${site.server.url}/admin/login`);
    await own.waitForURL(`${site.server.url}/admin/events`);
    await own.getByRole('heading', { name: 'Events', level: 1 }).waitFor();
    expect(await own.locator('.adm-sidebar nav button').allTextContents()).toEqual(tabsFor('secretary').map((tab) => tab.label));
    await secretary.close();
  });

  it('gives every tab its own icon', async () => {
    await page.goto(`${site.server.url}/admin`);
    await page.getByRole('heading', { name: 'Dashboard Overview' }).waitFor();
    const icons = await page
      .locator('.adm-sidebar nav .adm-nav-icon path')
      .evaluateAll((paths) => paths.map((p) => p.getAttribute('d')));
    expect(icons.length).toBe(tabsFor('chairman').length); // the chairman sees every tab
    expect(new Set(icons).size).toBe(icons.length);
  });

  it('keeps the outbox\'s "Message" label whole on a 360 px phone', async () => {
    const members = await page.request.get(`${site.server.url}/api/members?page=1&pageSize=1`);
    const [member] = ((await members.json()) as { items: { id: string }[] }).items;
    const reminded = await page.request.post(`${site.server.url}/api/members/${member!.id}/reminders`, {
      headers: { origin: site.server.url },
      data: {},
    });
    expect(reminded.status()).toBe(200);
    const phone = await context.newPage();
    await phone.setViewportSize(PHONE_VIEWPORT);
    await phone.goto(`${site.server.url}/admin/outbox`);
    const cell = phone.locator('td[data-label="Message"]').first();
    await cell.waitFor();
    // The label is a ::before box: squeezed beside the text it was one letter wide.
    const label = await cell.evaluate((td) => {
      const style = getComputedStyle(td, '::before');
      return { width: parseFloat(style.width), fontSize: parseFloat(style.fontSize), height: parseFloat(style.height) };
    });
    expect(label.width).toBeGreaterThan(40);
    // One line: less than two lines of text high.
    expect(label.height).toBeLessThan(label.fontSize * 2.4);
    await phone.close();
  });

  it('is usable on a 360 px phone', async () => {
    const phone = await context.newPage();
    await phone.setViewportSize(PHONE_VIEWPORT);
    await phone.goto(`${site.server.url}/admin/members`);
    // 55 from the set-up, and one more while the story above waits for a second official's approval.
    await phone.getByText(/^Showing 1 to 50 of 5[56] members$/).waitFor();
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await phone.getByRole('button', { name: 'Open menu' }).click();
    await phone.getByRole('button', { name: 'Overview' }).click();
    await phone.getByRole('heading', { name: 'Dashboard Overview' }).waitFor();
    await phone.waitForTimeout(400); // the drawer's slide-out
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await phone.close();
    expect(errors).toEqual([]);
  });
});
