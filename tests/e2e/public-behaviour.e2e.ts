/**
 * The public site's behaviours in real Chromium against the built server:
 * header, menu, badge, carousels, tabs, SDG cards, filters, gallery modal, update detail,
 * org chart and the contact form. Timers run on Playwright's fake clock where they matter.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from './helpers/browser';
import { useSite } from './helpers/site';
import { messages } from '../../src/shared/messages';

const site = useSite();

async function open(path: string, viewport = DESKTOP_VIEWPORT, options: { clock?: boolean } = {}): Promise<Page> {
  const page = await site.browser.newPage({ viewport });
  if (options.clock) await page.clock.install();
  await page.goto(`${site.server.url}${path}`);
  // Interactive once React has hydrated the prerendered page.
  await page.waitForSelector('html[data-hydrated]');
  return page;
}

/**
 * Opens a page on a paused fake clock, moved on in 50 ms steps until the app has hydrated: timers
 * the page starts at hydration then run on a clock that only the test moves, however long the
 * (possibly loaded) machine took to get there.
 */
async function openOnPausedClock(path: string): Promise<Page> {
  const page = await site.browser.newPage({ viewport: DESKTOP_VIEWPORT });
  const start = new Date('2026-03-02T08:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
  await page.goto(`${site.server.url}${path}`);
  while (!(await page.$('html[data-hydrated]'))) await page.clock.runFor(50);
  return page;
}

const activeSlide = (page: Page, carousel: string) =>
  page.locator(`${carousel} .carousel-slide[data-active="true"]`).getAttribute('aria-label');

describe('header, menu, badge', () => {
  it('takes its scrolled look past 50 px and highlights the current section', async () => {
    const page = await open('/about');
    await expect.poll(() => page.locator('.site-header').getAttribute('data-scrolled')).toBe('false');
    await page.mouse.wheel(0, 30);
    await page.waitForTimeout(100);
    expect(await page.locator('.site-header').getAttribute('data-scrolled')).toBe('false');
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect.poll(() => page.locator('.site-header').getAttribute('data-scrolled')).toBe('true');
    expect(await page.locator('nav[aria-label="Main"] a[aria-current="page"]').innerText()).toBe('About Us');
    await page.goto(`${site.server.url}/achievements/nyambene-tree-planting`);
    expect(await page.locator('nav[aria-label="Main"] a[aria-current="page"]').innerText()).toBe('Achievements');
    await page.close();
  });

  it('keeps the desktop navigation on one line beside Register and Renew, in both languages (1100–1440 px)', async () => {
    // Kiswahili's menu words are the longer ones ("Wasiliana nasi"): at 1280 px they took two rows.
    for (const path of ['/', '/sw']) {
      for (const width of [1100, 1280, 1366, 1440]) {
        const page = await open(path, { width, height: 800 });
        const tops = await page
          .locator('.main-nav .nav-links > li')
          .evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().top)));
        expect(new Set(tops).size, `nav rows on ${path} at ${width} px`).toBe(1);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `overflow on ${path} at ${width} px`).toBe(width);
        expect(await page.locator('.main-nav .renew-link').isVisible()).toBe(true);
        await page.close();
      }
    }
  });

  it('opens the mobile menu, labels the link Updates, closes on route change and scrolls to the top', async () => {
    const page = await open('/', PHONE_VIEWPORT);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect.poll(() => page.locator('#main-menu').isVisible()).toBe(false);
    await toggle.click();
    expect(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('#main-menu').isVisible()).toBe(true);
    expect(await page.locator('#main-menu a[href="/updates"]').innerText()).toBe('Updates');
    await page.locator('#main-menu a[href="/gallery"]').click();
    await page.waitForURL(`${site.server.url}/gallery`);
    expect(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('#main-menu').isVisible()).toBe(false);

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator('footer a[href="/privacy"]').click();
    await page.waitForURL(`${site.server.url}/privacy`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.close();
  });

  it('shows "100% NGO", turning into "Donate" on hover and keyboard focus, linking to /donate', async () => {
    const page = await open('/');
    const badge = page.locator('.ngo-badge');
    expect(await badge.getAttribute('href')).toBe('/donate');
    expect(await badge.innerText()).toBe('100% NGO');
    await badge.hover();
    expect(await badge.innerText()).toBe('Donate');
    await page.mouse.move(700, 400);
    expect(await badge.innerText()).toBe('100% NGO');
    await badge.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    expect(await badge.innerText()).toBe('Donate');
    await page.close();
  });
});

describe('home', () => {
  it('hero carousel advances every 5 s with wraparound, pauses on hover and moves on a swipe', async () => {
    const page = await open('/', DESKTOP_VIEWPORT, { clock: true });
    expect(await activeSlide(page, '.hero-carousel')).toBe('1 of 3');
    await page.mouse.move(5, 890);
    for (const expected of ['2 of 3', '3 of 3', '1 of 3']) {
      await page.clock.runFor(5_000);
      await expect.poll(() => activeSlide(page, '.hero-carousel')).toBe(expected);
    }

    await page.locator('.hero-carousel').hover();
    expect(await page.locator('.hero-carousel').getAttribute('data-paused')).toBe('true');
    await page.clock.runFor(12_000);
    expect(await activeSlide(page, '.hero-carousel')).toBe('1 of 3');
    await page.mouse.move(5, 890);

    // A touch swipe to the left beyond the tolerance shows the next slide.
    const box = (await page.locator('.hero-carousel').boundingBox())!;
    await page.locator('.hero-carousel').dispatchEvent('pointerdown', { clientX: box.x + 400, pointerType: 'touch' });
    await page.locator('.hero-carousel').dispatchEvent('pointerup', { clientX: box.x + 300, pointerType: 'touch' });
    expect(await activeSlide(page, '.hero-carousel')).toBe('2 of 3');
    await page.getByRole('button', { name: 'Show slide 3' }).first().click();
    expect(await activeSlide(page, '.hero-carousel')).toBe('3 of 3');
    await page.close();
  });

  it('testimonials rotate every 6 s and stop for visitors who prefer reduced motion', async () => {
    const page = await openOnPausedClock('/');
    await page.mouse.move(5, 5);
    expect(await activeSlide(page, '.testimonials')).toBe('1 of 3');
    await page.clock.runFor(5_500);
    expect(await activeSlide(page, '.testimonials')).toBe('1 of 3');
    await page.clock.runFor(600);
    await expect.poll(() => activeSlide(page, '.testimonials')).toBe('2 of 3');
    await page.close();

    const context = await site.browser.newContext({ reducedMotion: 'reduce' });
    const calm = await context.newPage();
    await calm.clock.install();
    await calm.goto(`${site.server.url}/`);
    await calm.waitForSelector('html[data-hydrated]');
    await calm.clock.runFor(20_000);
    expect(await activeSlide(calm, '.hero-carousel')).toBe('1 of 3');
    await context.close();
  });

  it('tabs switch between news and events with the right View All link, and an event card opens its page', async () => {
    const page = await open('/');
    const viewAll = page.locator('.home-tabs a.button');
    const cardLinks = () => page.locator('.home-tabs .card a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(await page.getByRole('tab', { name: 'News & Updates' }).getAttribute('aria-selected')).toBe('true');
    expect(await viewAll.getAttribute('href')).toBe('/updates');
    // Cards link to the canonical slug of what officials published.
    expect(await cardLinks()).toHaveLength(3);
    for (const href of await cardLinks()) expect(href).toMatch(/^\/updates\/[a-z0-9-]+$/);
    await page.getByRole('tab', { name: 'Upcoming Events' }).click();
    expect(await viewAll.getAttribute('href')).toBe('/events');
    // Upcoming only, soonest first: the first three of the events page's upcoming list (which
    // ones depends on today's date, so the test reads the list rather than the seeded dates).
    const answer = (await (await fetch(`${site.server.url}/api/pages?path=/events`)).json()) as {
      data: { upcoming: { slug: string }[] };
    };
    const upcoming = answer.data.upcoming.slice(0, 3).map((e) => `/events/${e.slug}`);
    const events = await cardLinks();
    expect(events).toEqual(upcoming);
    if (upcoming.length === 0) {
      expect(await page.getByText(messages.noUpcomingEventsHome).isVisible()).toBe(true);
      return page.close();
    }
    const first = page.locator('.home-tabs .card a').first();
    const title = await first.innerText();
    await first.click();
    await page.waitForURL(`${site.server.url}${events[0]}`);
    await expect.poll(() => page.locator('h1').innerText()).toBe(title);
    await page.close();
  });
});

describe('about', () => {
  it('opens one SDG card at a time with its three stats and four categories; clicking the open one closes it', async () => {
    const page = await open('/about');
    const card = (goal: number) => page.locator('.sdg-card').filter({ has: page.locator(`#sdg-panel-${goal}`) });
    await card(1)
      .getByRole('button', { name: /Read More/ })
      .click();
    expect(await page.locator('#sdg-panel-1').isVisible()).toBe(true);
    expect(await page.locator('#sdg-panel-1 .sdg-stats li').count()).toBe(3);
    expect(await page.locator('#sdg-panel-1 .sdg-categories a').count()).toBe(4);
    await card(8)
      .getByRole('button', { name: /Read More/ })
      .click();
    expect(await page.locator('#sdg-panel-1').isVisible()).toBe(false);
    expect(await page.locator('#sdg-panel-8').isVisible()).toBe(true);
    await card(8)
      .getByRole('button', { name: /Show Less/ })
      .click();
    expect(await page.locator('.sdg-card-body:visible').count()).toBe(0);

    await card(13)
      .getByRole('button', { name: /Read More/ })
      .click();
    await page.locator('#sdg-panel-13 a[href="/sdg/13/reforestation"]').click();
    await page.waitForURL(`${site.server.url}/sdg/13/reforestation`);
    await expect.poll(() => page.locator('h1').innerText()).toBe('Reforestation');
    await page.close();
  });

  it('offers the constitution as a real PDF', async () => {
    const page = await open('/about');
    const href = await page.locator('a[download]').getAttribute('href');
    const res = await fetch(`${site.server.url}${href}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/pdf');
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    await page.close();
  });
});

describe('lists', () => {
  it('achievements filter by category, search case-insensitively, show no-results and reset', async () => {
    const page = await open('/updates');
    const items = page.locator('.achievement-item');
    expect(await items.count()).toBe(6);
    await page.getByRole('button', { name: 'Health', exact: true }).click();
    expect(await items.count()).toBe(2);
    await page.getByRole('searchbox', { name: 'Search achievements' }).fill('TIMAU');
    expect(await items.count()).toBe(1);
    await page.getByRole('searchbox', { name: 'Search achievements' }).fill('no such project');
    expect(await page.getByRole('heading', { name: messages.noAchievements }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Reset Filters' }).click();
    expect(await items.count()).toBe(6);
    expect(await page.getByRole('searchbox', { name: 'Search achievements' }).inputValue()).toBe('');
    expect(await page.getByRole('button', { name: 'All', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await page.close();
  });

  it('events search the location too, and reset', async () => {
    const page = await open('/events');
    await page.getByRole('searchbox', { name: 'Search events' }).fill('showground');
    expect(await page.locator('.event-card').count()).toBe(1);
    await page.getByRole('button', { name: 'Charity', exact: true }).click();
    expect(await page.getByRole('heading', { name: messages.noEvents }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Reset Filters' }).click();
    expect(await page.locator('.event-card').count()).toBe(6);
    await page.close();
  });
});

describe('gallery', () => {
  it('opens a modal that wraps inside the filtered list, locks page scroll, and closes by button, overlay and Escape', async () => {
    const page = await open('/gallery');
    const items = page.locator('.gallery-item');
    const total = await items.count();
    expect(total).toBe(43); // the starting content's gallery
    await page.getByRole('button', { name: 'Charity', exact: true }).click();
    const charity = await items.count();
    expect(charity).toBeLessThan(total);

    await items.first().locator('button').click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.isVisible()).toBe(true);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    expect(await dialog.innerText()).toContain(`1 of ${charity}`);
    await page.getByRole('button', { name: 'Previous image' }).click();
    expect(await dialog.innerText()).toContain(`${charity} of ${charity}`);
    await page.getByRole('button', { name: 'Next image' }).click();
    expect(await dialog.innerText()).toContain(`1 of ${charity}`);
    await page.keyboard.press('Escape');
    expect(await dialog.count()).toBe(0);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

    await items.nth(1).locator('button').click();
    await page.getByRole('button', { name: 'Close' }).click();
    expect(await dialog.count()).toBe(0);
    await items.nth(2).locator('button').click();
    await page.mouse.click(5, 5);
    expect(await dialog.count()).toBe(0);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    await page.close();
  });

  it('lays out newest first with portrait, landscape and featured classes', async () => {
    const page = await open('/gallery');
    // Every seventh photo of the whole gallery is featured; the others follow their shape.
    const classes = await page.locator('.gallery-item').evaluateAll((items) => items.map((i) => i.className));
    classes.forEach((c, i) => expect(c.includes('featured'), `photo ${i + 1}`).toBe((i + 1) % 7 === 0));
    expect(classes.some((c) => c.includes('portrait'))).toBe(true);
    expect(classes.some((c) => c.includes('landscape'))).toBe(true);
    await page.close();
  });
});

describe('update detail', () => {
  it('shows the loading state, then the article with related updates; /achievements/{slug} is the same article', async () => {
    const page = await open('/updates');
    await page.locator('.achievement-item a[href="/achievements/maua-free-medical-camp"]').first().click();
    await page.getByText('Loading update').waitFor();
    await page.waitForSelector('article h1');
    expect(await page.locator('article h1').innerText()).toBe('Free Medical Camp Reaches 420 Residents in Maua');
    expect(await page.locator('.related a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
      '/updates/timau-cancer-screening',
    ]);
    expect(await page.locator('.share button').count()).toBe(4);
    await page.close();
  });

  it('says "Update Not Found" for an unknown slug and goes back to the list', async () => {
    const page = await open('/updates/no-such-update');
    expect(await page.locator('h1').innerText()).toBe(messages.updateNotFoundTitle);
    expect(await page.getByText(messages.updateNotFoundText).isVisible()).toBe(true);
    await page.getByRole('link', { name: messages.backToUpdates }).click();
    await page.waitForURL(`${site.server.url}/updates`);
    await page.close();
  });
});

describe('structure', () => {
  it('without leader records says the team is being updated; Leadership Login goes to /admin/login', async () => {
    const page = await open('/structure');
    expect(await page.locator('.org-level').count()).toBe(0);
    await page.getByText(messages.teamEmptyTitle).waitFor();
    expect(await page.getByRole('link', { name: 'Leadership Login' }).getAttribute('href')).toBe('/admin/login');
    await page.close();
  });
});

describe('contact', () => {
  async function fill(page: Page) {
    await page.getByLabel('Full name').fill('Kendi Mwiti');
    await page.getByLabel('Email').fill('kendi@example.org');
    await page.getByLabel('Phone (optional)').fill('0712345678');
    await page.getByLabel('Subject').fill('Volunteering');
    await page.getByLabel('Message').fill('I would like to volunteer at the next medical camp.');
  }

  it('sends, shows the success notice, clears all five fields, and hides the notice after 5 s', async () => {
    const page = await open('/contact', DESKTOP_VIEWPORT, { clock: true });
    await fill(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText(messages.contactSuccess).waitFor();
    for (const label of ['Full name', 'Email', 'Phone (optional)', 'Subject', 'Message'])
      expect(await page.getByLabel(label).inputValue()).toBe('');
    await page.clock.runFor(5_100);
    expect(await page.getByText(messages.contactSuccess).count()).toBe(0);
    await page.close();
  });

  it('on a phone brings the thank-you notice into view and moves focus to it', async () => {
    const page = await open('/contact', PHONE_VIEWPORT);
    await fill(page);
    // The button at the very bottom of the screen, as after typing the message on a phone: the
    // notice under it starts below the fold.
    const send = page.getByRole('button', { name: 'Send Message' });
    await send.evaluate((button) => button.scrollIntoView({ block: 'end' }));
    await send.click();
    const notice = page.getByText(messages.contactSuccess);
    await notice.waitFor();
    const inView = () =>
      notice.evaluate((el) => {
        const box = el.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      });
    await expect.poll(inView).toBe(true);
    expect(await notice.evaluate((el) => document.activeElement === el)).toBe(true);
    await page.close();
  });

  it('shows the failure notice when the server fails, keeping what was typed', async () => {
    const page = await open('/contact');
    await page.route('**/api/send-email', (route) => route.fulfill({ status: 500, body: '' }));
    await fill(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText(messages.contactFailure).waitFor();
    expect(await page.getByLabel('Subject').inputValue()).toBe('Volunteering');
    await page.close();
  });

  it('relies on the browser for required fields and the email type', async () => {
    const page = await open('/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect(await page.getByLabel('Full name').evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    expect(await page.getByLabel('Email').getAttribute('type')).toBe('email');
    expect(await page.getByText(messages.contactSuccess).count()).toBe(0);
    await page.close();
  });
});
