/**
 * The Members and Leaders screens and the overview against real data in Chromium: the tables fit
 * laptop widths, status can be set, every tab passes axe (WCAG 2.2 A/AA), the Leadership Team
 * card counts active leaders, the bell refreshes after a write, paging returns to the table's
 * top, counts read "1 member" and chapter shares add up to 100 %.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { axeViolations } from './helpers/axe';
import { useSite } from './helpers/site';
import { signInAsChairman } from './helpers/admin';

const LONG_NAME = 'Kawira Nkatha Mwiti Wanjiru Gitonga Kinyua Muthoni Kathure';

const site = useSite();
let context: BrowserContext;
let page: Page;
const errors: string[] = [];

/** 17 + 17 + 17 + 51 members: each share rounded on its own gives 17 + 17 + 17 + 50 = 101 %. */
const CHAPTER_COUNTS: [string, number][] = [
  ['Igembe Youth Voice', 17],
  ['Tigania Youth Voice', 17],
  ['Imenti Youth Voice', 17],
  ['Buuri Youth Voice', 51],
];

async function post(path: string, data: object): Promise<void> {
  const res = await page.request.post(`${site.server.url}${path}`, { headers: { origin: site.server.url }, data });
  if (res.status() !== 201) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
}

beforeAll(async () => {
  context = await site.browser.newContext({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
  page = await context.newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  await signInAsChairman(page, site.server.url);
  const members = CHAPTER_COUNTS.flatMap(([chapter, count]) => Array.from({ length: count }, () => chapter)).map(
    (chapter, i) => ({
      idNumber: String(32_000_000 + i),
      fullName: i === 0 ? LONG_NAME : `Seeded Person ${String(i).padStart(3, '0')}`,
      phoneNumber: `07${String(20_000_000 + i)}`,
      gender: 'female',
      chapter,
    }),
  );
  for (let i = 0; i < members.length; i += 6) await Promise.all(members.slice(i, i + 6).map((m) => post('/api/members', m)));
  await post('/api/leaders', {
    idNumber: '23450001',
    fullName: 'Mutuma Gitonga',
    phoneNumber: '0722000111',
    position: 'Treasurer',
    chapter: 'Buuri Youth Voice',
  });
  await post('/api/leaders', {
    idNumber: '23450002',
    fullName: 'Nkirote Kaimenyi',
    phoneNumber: '0722000112',
    position: 'Secretary General',
    chapter: 'Imenti Youth Voice',
  });
});

const horizontalOverflow = () => page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);

describe('members and leaders tables fit a laptop', () => {
  const widths = [
    { width: 1024, height: 768, collapse: true },
    { width: 1280, height: 800, collapse: false },
    { width: 1366, height: 768, collapse: false },
    { width: 1440, height: 900, collapse: false },
  ];
  for (const tab of ['members', 'leaders'] as const) {
    for (const { width, height, collapse } of widths) {
      it(`${tab} at ${width} px${collapse ? ' with the sidebar collapsed' : ''}: no sideways scroll, every action on screen`, async () => {
        await page.setViewportSize({ width, height });
        await page.goto(`${site.server.url}/admin/${tab}`);
        await page.getByText(/^Showing 1 to /).waitFor();
        if (collapse) await page.getByRole('button', { name: 'Collapse sidebar' }).click();
        // The sidebar slides shut (a CSS transition): the table is measured once it has finished.
        await expect.poll(horizontalOverflow, { timeout: 5_000 }).toBeLessThanOrEqual(0);
        if (collapse) await page.waitForFunction(() => document.getAnimations().length === 0);
        // The table fits its box too: nothing hides in a scrolled-away column.
        expect(await page.locator('.adm-table-wrap').evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
        const add = await page.getByRole('button', { name: tab === 'members' ? '+ Add Member' : '+ Add Leader' }).boundingBox();
        expect(add!.x + add!.width).toBeLessThanOrEqual(width);
        const remove = await page
          .locator('tbody tr')
          .first()
          .getByRole('button', { name: tab === 'members' ? /^Delete / : /^Remove / })
          .boundingBox();
        expect(remove!.x + remove!.width).toBeLessThanOrEqual(width);
        // Numbers stay on one line; a long name is cut with an ellipsis and kept in the title.
        for (const cell of await page.locator('tbody td.adm-mono').all())
          expect(await cell.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('nowrap');
        await page
          .locator('tbody tr')
          .first()
          .getByRole('button', { name: /^Edit / })
          .click();
        await page.getByRole('dialog').waitFor();
        expect(await page.evaluate(() => window.scrollX)).toBe(0);
        expect(await horizontalOverflow()).toBeLessThanOrEqual(0);
        await page.getByRole('button', { name: 'Cancel' }).click();
      });
    }
  }

  it('cuts a long name with an ellipsis and keeps it whole in the title', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${site.server.url}/admin/members`);
    await page.getByLabel('Search members and leaders').fill('Kawira Nkatha');
    const name = page.locator('.adm-person-name', { hasText: 'Kawira Nkatha' });
    await name.waitFor();
    expect(await name.getAttribute('title')).toBe(LONG_NAME);
    expect(await name.evaluate((el) => [getComputedStyle(el).textOverflow, el.scrollWidth > el.clientWidth])).toEqual([
      'ellipsis',
      true,
    ]);
  });
});

describe('dashboard behaviour', () => {
  it('sets a member and a leader Inactive from the edit form, and the overview counts active leaders', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${site.server.url}/admin`);
    const leadership = (count: number) =>
      page.locator('.adm-stat', { hasText: 'Leadership Team' }).locator('.adm-stat-value', { hasText: new RegExp(`^${count}$`) });
    await leadership(2).waitFor();

    await page.getByRole('button', { name: 'Leaders', exact: true }).click();
    await page.getByRole('button', { name: 'Edit Nkirote Kaimenyi' }).click();
    await page.locator('#leader-status').selectOption('inactive');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Leader updated successfully').waitFor();
    // The officials' switch reads Disabled, apart from the membership's own status.
    await page.locator('tr', { hasText: 'Nkirote Kaimenyi' }).locator('.adm-status-inactive', { hasText: 'Disabled' }).waitFor();

    await page.getByRole('button', { name: 'Overview' }).click();
    await leadership(1).waitFor();

    await page.getByRole('button', { name: 'Members', exact: true }).click();
    await page.getByLabel('Search members and leaders').fill('Seeded Person 005');
    await page.getByText('Showing 1 to 1 of 1 member', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Edit Seeded Person 005' }).click();
    expect(await page.locator('#member-status').inputValue()).toBe('active');
    await page.locator('#member-status').selectOption('inactive');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Member updated successfully').waitFor();
    await page.locator('tr', { hasText: 'Seeded Person 005' }).locator('.adm-status-inactive').waitFor();
    await page.getByLabel('Search members and leaders').fill('');
  });

  it('shows chapter shares that add up to exactly 100 %', async () => {
    await page.goto(`${site.server.url}/admin`);
    await page.getByRole('button', { name: 'Chapters' }).click();
    await page.locator('.adm-chapter-card').first().waitFor();
    const shares = (await page.locator('.adm-share').allTextContents()).map((t) => Number.parseInt(t, 10));
    expect(shares.reduce((a, b) => a + b, 0)).toBe(100);
    await page.locator('.adm-chapter-card', { hasText: 'Buuri Youth Voice' }).getByText('51 members').waitFor();
  });

  it('refreshes the bell as soon as a chapter is added, without waiting for the minute poll', async () => {
    await page.goto(`${site.server.url}/admin/chapters`);
    await page.locator('.adm-chapter-card').first().waitFor();
    const name = await page.getByRole('button', { name: /^Notifications \(\d+ unread\)$/ }).textContent();
    const before = Number(name!.match(/\((\d+) unread\)/)![1]);
    await page.getByRole('button', { name: '+ Add Chapter' }).click();
    await page.locator('#chapter-name').fill('Nyambene Youth Voice');
    await page.getByRole('button', { name: 'Add Chapter', exact: true }).click();
    await page.getByText('Chapter added successfully!').waitFor();
    // The poll runs every 60 s; this waits at most 10 s.
    await page.getByRole('button', { name: `Notifications (${before + 1} unread)` }).waitFor({ timeout: 10_000 });
    await page.locator('.adm-chapter-card', { hasText: 'Nyambene Youth Voice' }).getByText('0 members').waitFor();
  });

  it('brings the table top into view when the page changes', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${site.server.url}/admin`);
    await page.getByRole('button', { name: 'Members', exact: true }).click();
    await page.getByText('Showing 1 to 50 of 102 members').waitFor();
    await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Showing 51 to 100 of 102 members').waitFor();
    // The site scrolls smoothly: wait for the table's top to come to rest just under the header.
    const top = () => page.locator('.adm-people').evaluate((el) => Math.round(el.getBoundingClientRect().top));
    await expect.poll(top, { timeout: 10_000 }).toBeGreaterThanOrEqual(0);
    expect(await top()).toBeLessThan(200);
  });
});

describe('every tab fits its screen', () => {
  it('Overview, Members and Leaders at 1024 (sidebar collapsed), 1280 × 800 and 360 px', async () => {
    for (const { width, height, collapse } of [
      { width: 1024, height: 768, collapse: true },
      { width: 1280, height: 800, collapse: false },
      { width: 360, height: 740, collapse: false },
    ]) {
      await page.setViewportSize({ width, height });
      for (const tab of ['', 'members', 'leaders']) {
        await page.goto(`${site.server.url}/admin${tab ? `/${tab}` : ''}`);
        await page.locator('.adm-content > :not(.adm-loading)').first().waitFor();
        if (collapse) await page.getByRole('button', { name: 'Collapse sidebar' }).click();
        await page.waitForLoadState('networkidle');
        expect(await horizontalOverflow()).toBeLessThanOrEqual(0);
      }
    }
  });
});

describe('accessibility of every dashboard tab (axe-core, WCAG 2.2 A/AA)', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 360, height: 740 },
  ]) {
    it(`has zero violations on every tab at ${viewport.width} px`, async () => {
      await page.setViewportSize(viewport);
      const report: Record<string, string[]> = {};
      const tabs = ['', 'members', 'chapters', 'leaders', 'messages', 'payments', 'import', 'outbox', 'requests', 'officials'];
      for (const tab of tabs) {
        await page.goto(`${site.server.url}/admin${tab ? `/${tab}` : ''}`);
        await page.locator('.adm-content > :not(.adm-loading)').first().waitFor();
        await page.waitForLoadState('networkidle');
        const violations = await axeViolations(page);
        if (violations.length) report[tab || 'overview'] = violations;
      }
      expect(report).toEqual({});
      expect(errors).toEqual([]);
    });
  }
});
