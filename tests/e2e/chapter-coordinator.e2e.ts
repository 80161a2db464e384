/**
 * The chairman adds a coordinator for Imenti from the Officials tab; the coordinator signs in
 * with the temporary password, chooses their own, and sees Imenti's members only: the other
 * chapter's member is in no list, search or count, and the tabs are Overview, Members, Leaders.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from './helpers/browser';
import { addMember, signInAsChairman } from './helpers/admin';
import { useSite } from './helpers/site';
import { serverMessages } from '../../src/shared/server-messages';
import { officialsMessages } from '../../src/shared/officials-messages';

const site = useSite();
const IMENTI = 'Imenti Youth Voice';
const OWN_PASSWORD = 'meru coordinator river stone';

async function signIn(page: Page, username: string, password: string) {
  await page.getByLabel('Username or Email').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

describe('chapter coordinator', () => {
  it('is added by the chairman for Imenti and, signed in, sees only Imenti members', async () => {
    const url = site.server.url;
    const chairman = await site.browser.newContext({ viewport: DESKTOP_VIEWPORT });
    const page = await chairman.newPage();
    await signInAsChairman(page, url);
    await addMember(page, url, {
      idNumber: '31112222',
      fullName: 'Kawira Imenti Member',
      phoneNumber: '0711222333',
      gender: 'female',
      chapter: IMENTI,
    });
    await addMember(page, url, {
      idNumber: '31113333',
      fullName: 'Mwiti Igembe Member',
      phoneNumber: '0711222444',
      gender: 'male',
      chapter: 'Igembe Youth Voice',
    });

    // The Officials tab: the chapter is asked for once the role is Chapter Coordinator.
    await page.goto(`${url}/admin/officials`);
    await page.getByRole('button', { name: officialsMessages.officials.add }).click();
    await page.getByLabel(officialsMessages.officials.username).fill('imenti.coord');
    await page.getByLabel(officialsMessages.officials.email).fill('imenti.coord@example.org');
    await page.getByLabel(officialsMessages.officials.roleField).selectOption('chapter_coordinator');
    await page.getByRole('button', { name: officialsMessages.officials.add }).click();
    await expect.poll(() => page.getByText(officialsMessages.chapterScope.chapterRequired).count()).toBe(1);
    await page.getByLabel(officialsMessages.chapterScope.chapterField).selectOption(IMENTI);
    await page.getByRole('button', { name: officialsMessages.officials.add }).click();
    const temporary = (await page.getByLabel(officialsMessages.officials.temporaryLabel).textContent())!.trim();
    expect(temporary.length).toBeGreaterThan(10);
    // The list shows the new official's role and chapter.
    const row = page.getByRole('row', { name: /imenti\.coord/ });
    await expect.poll(() => row.textContent()).toContain(IMENTI);
    await chairman.close();

    const coordinator = await site.browser.newContext({ viewport: PHONE_VIEWPORT });
    const own = await coordinator.newPage();
    // Every API call the coordinator's dashboard makes is one its role may make: no refusal on the way.
    const refused: string[] = [];
    own.on('response', (res) => {
      if (res.url().includes('/api/') && [403, 404].includes(res.status())) refused.push(`${res.status()} ${res.url()}`);
    });
    await own.goto(`${url}/admin/login`);
    await signIn(own, 'imenti.coord', temporary);
    await own.getByLabel('Temporary password').fill(temporary);
    await own.getByLabel('New password', { exact: true }).fill(OWN_PASSWORD);
    await own.getByLabel('Repeat the new password').fill(OWN_PASSWORD);
    await own.getByRole('button', { name: 'Save New Password' }).click();
    await own.getByRole('heading', { name: 'Dashboard Overview' }).waitFor();

    // Its tabs: the overview, the chapter's records, the door and its messages; nothing of money, officials or the audit.
    await own.setViewportSize(DESKTOP_VIEWPORT);
    const nav = own.getByRole('navigation');
    await expect
      .poll(() => nav.getByRole('button').allTextContents())
      .toEqual(['Overview', 'Members', 'Leaders', 'Check-in', 'Send messages', 'Security']);
    // The overview's count is Imenti's: one member.
    await expect
      .poll(() => own.locator('.adm-stat', { hasText: 'Total Members' }).locator('.adm-stat-value').textContent())
      .toBe('1');

    await nav.getByRole('button', { name: 'Members' }).click();
    await own.getByRole('heading', { name: 'Member Management' }).waitFor();
    const table = own.locator('.adm-people table');
    await expect.poll(() => table.textContent()).toContain('Kawira Imenti Member');
    expect(await table.textContent()).not.toContain('Mwiti Igembe Member');
    // The chapter is fixed: named, not chosen.
    await own.getByRole('button', { name: 'Filter' }).click();
    await own.getByText(officialsMessages.chapterScope.yourChapter(IMENTI)).waitFor();
    // Searching for the other chapter's member finds nobody.
    await own.getByLabel('Search members and leaders').fill('Mwiti');
    await expect.poll(() => own.getByText(serverMessages.noMembers).count()).toBeGreaterThan(0);
    // No Delete: that stays with the chairman and vice-chairman.
    await own.getByLabel('Search members and leaders').fill('');
    await expect.poll(() => table.textContent()).toContain('Kawira Imenti Member');
    expect(await own.getByRole('button', { name: /^Delete/ }).count()).toBe(0);
    // The edit dialog offers the own chapter, chosen, and no payments or messages panel.
    await own.getByRole('button', { name: 'Edit Kawira Imenti Member' }).click();
    const chapter = own.getByRole('dialog').getByLabel('Chapter');
    await expect.poll(() => chapter.inputValue()).toBe(IMENTI);
    expect(await chapter.locator('option').allTextContents()).not.toContain('Igembe Youth Voice');
    await own.getByRole('button', { name: 'Cancel' }).click();

    // Send messages: the chapters to choose from are its own only (the server forces it anyway).
    await nav.getByRole('button', { name: 'Send messages' }).click();
    const chapterChoice = own.getByRole('group', { name: officialsMessages.campaigns.chapters });
    await expect.poll(() => chapterChoice.getByRole('checkbox').count()).toBe(1);
    expect(await chapterChoice.textContent()).toContain(IMENTI);
    // Check-in: the door's list of events opens to it.
    await nav.getByRole('button', { name: 'Check-in' }).click();
    await own.getByText('Choose the event you are checking people in to.').waitFor();
    expect(refused).toEqual([]);
    await coordinator.close();
  });
});
