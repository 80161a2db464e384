/**
 * A chapter an official adds appears in the public lists (footer, About, /membership) in the
 * server's HTML, before any script runs, and hydration keeps it without fetching the list again.
 * Officials code, archive and delete chapters in the Chapters tab; the team page (/structure) is
 * drawn from the leader records.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import { serverMessages } from '../../src/shared/server-messages';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from './helpers/browser';
import { signInAsChairman } from './helpers/admin';
import { useSite } from './helpers/site';

const site = useSite();
const NEW_CHAPTER = 'Tigania East Youth Voice';

/** The About page's chapter lists: the footer's and the regional groups with their heading. */
const chapterLists = async (page: Page) => ({
  footer: await page.locator('footer.site-footer li').filter({ hasText: 'Youth Voice' }).allTextContents(),
  groups: await page.locator('section[aria-labelledby="structure"] h3').allTextContents(),
  heading: await page.locator('section[aria-labelledby="structure"] h2').textContent(),
});

describe('public chapter lists', () => {
  it('come from the database in the HTML, and hydration does not change them', async () => {
    const official = await site.browser.newPage({ viewport: PHONE_VIEWPORT });
    await signInAsChairman(official, site.server.url);
    const added = await official.request.post(`${site.server.url}/api/chapters`, {
      data: { name: NEW_CHAPTER, leader: '' },
      headers: { origin: site.server.url },
    });
    expect(added.status()).toBe(201);
    await official.close();

    // What a search engine or a visitor sees before the scripts run.
    const noScript = await site.browser.newContext({ javaScriptEnabled: false, viewport: PHONE_VIEWPORT });
    const html = await noScript.newPage();
    for (const url of ['/', '/about', '/contact', '/membership']) {
      await html.goto(`${site.server.url}${url}`);
      expect(await html.locator('footer.site-footer li').filter({ hasText: 'Youth Voice' }).allTextContents(), url).toContain(
        NEW_CHAPTER,
      );
    }
    await html.goto(`${site.server.url}/membership`);
    expect(await html.locator('select option').allTextContents()).toContain(NEW_CHAPTER);
    await html.goto(`${site.server.url}/about`);
    const inHtml = await chapterLists(html);
    expect(inHtml.footer).toHaveLength(5);
    expect(inHtml.groups).toContain(NEW_CHAPTER);
    expect(inHtml.heading).toBe('Our five regional groups');
    await noScript.close();

    const page = await site.browser.newPage({ viewport: PHONE_VIEWPORT });
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/chapters') fetched.push(request.url());
    });
    await page.goto(`${site.server.url}/about`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    expect(await chapterLists(page)).toEqual(inHtml);

    // Client navigation keeps the list the first page came with.
    await page.getByRole('link', { name: 'Join Us' }).click();
    await page.locator('form[data-ready]').waitFor();
    expect(await page.locator('select option').allTextContents()).toContain(NEW_CHAPTER);
    expect(fetched).toEqual([]);
    await page.close();
  });
});

describe('the Chapters tab', () => {
  it('adds a chapter with a code, refuses a taken code, archives, restores and deletes it', async () => {
    const page = await site.browser.newPage({ viewport: DESKTOP_VIEWPORT });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signInAsChairman(page, site.server.url);
    await page.goto(`${site.server.url}/admin`);
    await page.getByRole('button', { name: 'Chapters' }).click();
    await page.getByRole('button', { name: '+ Add Chapter' }).click();
    await page.locator('#chapter-name').fill('Timau Youth Voice');
    await page.locator('#chapter-code').fill('ti');
    await page.getByRole('button', { name: 'Add Chapter', exact: true }).click();
    await page.getByText(serverMessages.duplicateChapterCode, { exact: true }).waitFor();
    await page.locator('#chapter-code').fill('tm');
    await page.getByRole('button', { name: 'Add Chapter', exact: true }).click();
    await page.getByText(serverMessages.chapterAdded).waitFor();
    const card = page.locator('.adm-chapter-card', { hasText: 'Timau Youth Voice' });
    expect(await card.locator('.adm-chapter-code').textContent()).toBe('TM');

    await card.getByRole('button', { name: 'Archive Timau Youth Voice' }).click();
    await card.getByText('Archived: hidden from the public site').waitFor();
    const publicList = async () =>
      ((await (await page.request.get(`${site.server.url}/api/chapters`)).json()) as { name: string }[]).map((c) => c.name);
    expect(await publicList()).not.toContain('Timau Youth Voice');
    await card.getByRole('button', { name: 'Restore Timau Youth Voice' }).click();
    await card.getByRole('button', { name: 'Archive Timau Youth Voice' }).waitFor();
    expect(await publicList()).toContain('Timau Youth Voice');

    // A chapter with members cannot go: the dialog shows the server's reason.
    const tigania = page.locator('.adm-chapter-card', { hasText: 'Tigania Youth Voice' }).first();
    await page.request.post(`${site.server.url}/api/members`, {
      headers: { origin: site.server.url },
      data: {
        idNumber: '31999001',
        fullName: 'Kendi Mwiti',
        phoneNumber: '0711999001',
        gender: 'female',
        chapter: 'Tigania Youth Voice',
      },
    });
    await tigania.getByRole('button', { name: 'Delete Tigania Youth Voice' }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText(serverMessages.chapterInUse).waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();

    await card.getByRole('button', { name: 'Delete Timau Youth Voice' }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText(serverMessages.chapterDeleted).waitFor();
    await card.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('the team page', () => {
  it('shows the leader records in the HTML without scripts, and the same after hydration', async () => {
    const official = await site.browser.newPage({ viewport: PHONE_VIEWPORT });
    await signInAsChairman(official, site.server.url);
    const noScript = await site.browser.newContext({ javaScriptEnabled: false, viewport: PHONE_VIEWPORT });
    const html = await noScript.newPage();
    await html.goto(`${site.server.url}/structure`);
    expect(await html.locator('h1').textContent()).toBe(messages.teamTitle);
    await html.getByText(messages.teamEmptyTitle).waitFor();

    const leaders = [
      ['Kelvin Mutwiri', 'Chairperson', 'Imenti Youth Voice'],
      ['Faith Kendi', 'Vice Chairperson', 'Imenti Youth Voice'],
      ['Dennis Kirimi', 'Treasurer', 'Buuri Youth Voice'],
      ['Lucy Gatwiri', 'Regional Coordinator', 'Igembe Youth Voice'],
      ['Hillary Kaberia', 'ICT Department', 'Tigania Youth Voice'],
    ];
    for (const [i, [fullName, position, chapter]] of leaders.entries()) {
      const res = await official.request.post(`${site.server.url}/api/leaders`, {
        headers: { origin: site.server.url },
        data: { idNumber: String(32_000_000 + i), fullName, phoneNumber: `072200010${i}`, position, chapter },
      });
      expect(res.status(), await res.text()).toBe(201);
    }
    await official.close();

    await html.goto(`${site.server.url}/structure`);
    const chart = async (page: Page) => ({
      levels: await page.locator('.org-level-title').allTextContents(),
      names: await page.locator('.leader-name').allTextContents(),
      chapters: await page.locator('.leader-chapter').allTextContents(),
    });
    const inHtml = await chart(html);
    expect(inHtml.levels).toEqual([
      'Chairperson',
      'Deputies',
      'Executive Committee',
      'Regional and Chapter Coordinators',
      'Departments',
    ]);
    expect(inHtml.names).toEqual(leaders.map(([name]) => name));
    expect(inHtml.chapters).toContain('Igembe Youth Voice');
    expect(await html.content()).not.toContain('32000000');
    await noScript.close();

    for (const viewport of [PHONE_VIEWPORT, { width: 1280, height: 800 }]) {
      const page = await site.browser.newPage({ viewport });
      await page.goto(`${site.server.url}/structure`);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      expect(await chart(page)).toEqual(inHtml);
      expect(await page.getByRole('link', { name: 'Leadership Login' }).getAttribute('href')).toBe('/admin/login');
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.close();
    }
  });
});
