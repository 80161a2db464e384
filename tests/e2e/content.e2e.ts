/**
 * Officials publish on the site themselves: an event with a photo from the dashboard (on a
 * phone) appears on /events and on its own page, in the HTML the server sends; photos dropped
 * on the Gallery tab appear in the public grid and its modal; unpublishing takes an event off
 * the site (its page answers 404).
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from './helpers/browser';
import { signInAsChairman } from './helpers/admin';
import { useSite } from './helpers/site';
import { serverMessages } from '../../src/shared/server-messages';
import { officialsMessages } from '../../src/shared/officials-messages';

const sw = officialsMessages.contentKiswahili;

const site = useSite();

const png = (width: number, height: number, g: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g, b: 60 } } })
    .png()
    .toBuffer();

async function official(viewport = PHONE_VIEWPORT): Promise<Page> {
  const context = await site.browser.newContext({ viewport });
  const page = await context.newPage();
  await signInAsChairman(page, site.server.url);
  return page;
}

describe('content officials publish', () => {
  it('an event added with a photo on a phone is on /events and its page, in the server HTML', async () => {
    const page = await official();
    await page.goto(`${site.server.url}/admin/events`);
    await page.getByRole('button', { name: 'Add event' }).click();
    // Publishing an empty form names what is missing, with the shared messages.
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText(serverMessages.contentTitleRequired).waitFor();
    await page.getByText(serverMessages.contentLocationRequired).waitFor();

    await page.getByLabel('Title', { exact: true }).fill('Kathera Youth Sports Day');
    await page.getByLabel('Date').fill('2027-03-13');
    await page.getByLabel('Starts').fill('08:00');
    await page.getByLabel('Ends').fill('17:00');
    await page.getByLabel('Location', { exact: true }).fill('Kathera Stadium');
    await page.getByLabel('Category').selectOption('community');
    await page.getByLabel('Summary', { exact: true }).fill('Football, netball and relays for young people of all four chapters.');
    await page
      .getByLabel('Full text', { exact: true })
      .fill('Teams register at the gate.\n\n## Prizes\n\n- Trophies for the winners');
    // The preview renders the Markdown as the page will.
    await page.getByRole('complementary', { name: 'Preview' }).getByRole('heading', { name: 'Prizes' }).waitFor();
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'sports.png', mimeType: 'image/png', buffer: await png(1200, 800, 140) });
    await page.getByLabel('Describe the picture (alt text)').fill('Young athletes lined up on a running track');
    // The Kiswahili version: half of one is refused, naming what is missing; the preview follows it.
    await page.getByText(sw.section).click();
    await page.getByLabel(sw.title).fill('Siku ya Michezo ya Vijana Kathera');
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText(serverMessages.contentExcerptSwRequired).first().waitFor();
    await page.getByLabel(sw.summary).fill('Kandanda, netiboli na mbio za kupokezana kwa vijana wa matawi yote manne.');
    await page.getByLabel(sw.body('Full text')).fill('Timu zinajisajili langoni.\n\n## Zawadi\n\n- Vikombe kwa washindi');
    await page.getByRole('complementary', { name: sw.previewSw }).getByRole('heading', { name: 'Zawadi' }).waitFor();
    // The place's own Kiswahili twin, which the preview shows in place of the English one.
    await page.getByLabel(sw.location).fill('Uwanja wa Kathera');
    await page.getByRole('complementary', { name: sw.previewSw }).getByText('Uwanja wa Kathera').waitFor();
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('“Kathera Youth Sports Day” is on the site.').waitFor();
    await page.getByText(sw.has, { exact: true }).first().waitFor();
    await page.getByRole('heading', { name: 'Kathera Youth Sports Day' }).waitFor();

    const visitor = await site.browser.newPage({ viewport: DESKTOP_VIEWPORT });
    const listHtml = await (await visitor.request.get(`${site.server.url}/events`)).text();
    expect(listHtml).toContain('Kathera Youth Sports Day');
    await visitor.goto(`${site.server.url}/events`);
    await visitor.getByRole('link', { name: 'Kathera Youth Sports Day' }).click();
    await visitor.getByRole('heading', { level: 1, name: 'Kathera Youth Sports Day' }).waitFor();
    const picture = visitor.getByRole('img', { name: 'Young athletes lined up on a running track' });
    expect(await picture.getAttribute('srcset')).toMatch(/ 400w/);
    expect(await picture.getAttribute('width')).toBe('1200');
    const detail = await visitor.request.get(visitor.url());
    expect(detail.status()).toBe(200);
    const detailHtml = await detail.text();
    expect(detailHtml).toContain('<h1>Kathera Youth Sports Day</h1>');
    expect(detailHtml).toContain('Trophies for the winners');
    expect(await visitor.title()).toBe('Kathera Youth Sports Day — Meru Youth Voice');
    const kiswahiliHtml = await (await visitor.request.get(visitor.url().replace('/events/', '/sw/events/'))).text();
    expect(kiswahiliHtml).toContain('<h1>Siku ya Michezo ya Vijana Kathera</h1>');
    expect(kiswahiliHtml).toContain('Vikombe kwa washindi');
    expect(kiswahiliHtml).toContain('Uwanja wa Kathera');
    expect(kiswahiliHtml).not.toContain('Kathera Stadium');
    expect(detailHtml).toContain('Kathera Stadium');

    // Unpublish: off the list, and its page is the not-found page with status 404.
    const eventUrl = visitor.url();
    await page.getByRole('button', { name: 'Unpublish Kathera Youth Sports Day' }).click();
    await page.getByText('“Kathera Youth Sports Day” is no longer on the site.').waitFor();
    const gone = await visitor.goto(eventUrl);
    expect(gone?.status()).toBe(404);
    await visitor.getByRole('heading', { name: 'Event Not Found' }).waitFor();
    expect(await (await visitor.request.get(`${site.server.url}/events`)).text()).not.toContain('Kathera Youth Sports Day');
    await page.context().close();
    await visitor.close();
  });

  it('photos dropped on the Gallery tab need alt text, upload with progress and open in the public modal', async () => {
    const page = await official(DESKTOP_VIEWPORT);
    await page.goto(`${site.server.url}/admin/gallery`);
    await page.getByRole('button', { name: 'Choose photos' }).or(page.getByText('Choose photos')).first().waitFor();
    // Drag and drop two photos at once.
    const files = [
      { name: 'tree-nursery.png', data: (await png(900, 600, 160)).toString('base64') },
      { name: 'clean-up.png', data: (await png(600, 900, 90)).toString('base64') },
    ];
    await page.evaluate((list) => {
      const transfer = new DataTransfer();
      for (const f of list)
        transfer.items.add(new File([Uint8Array.from(atob(f.data), (c) => c.charCodeAt(0))], f.name, { type: 'image/png' }));
      const zone = document.querySelector('.cnt-dropzone')!;
      zone.dispatchEvent(new DragEvent('dragover', { dataTransfer: transfer, bubbles: true, cancelable: true }));
      zone.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
    }, files);
    await page.getByText('tree-nursery.png', { exact: true }).waitFor();
    await page.getByText('clean-up.png', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Upload 2 photos' }).click();
    expect(await page.getByText(serverMessages.contentAltRequired).count()).toBe(2);

    const alts = page.getByLabel('Alt text (required)');
    await alts.nth(0).fill('Pupils watering seedlings in a school tree nursery');
    await alts.nth(1).fill('Volunteers carrying sacks of plastic along a street');
    const categories = page.getByLabel('Category');
    await categories.nth(0).selectOption('outreach');
    await categories.nth(1).selectOption('charity');
    await page.getByRole('button', { name: 'Upload 2 photos' }).click();
    await page.getByText('2 photos were added to the gallery.').waitFor();
    expect(await page.getByText('Uploaded').count()).toBe(2);
    expect(await page.locator('progress').evaluateAll((bars) => bars.map((b) => (b as HTMLProgressElement).value))).toEqual([
      1, 1,
    ]);

    const visitor = await site.browser.newPage({ viewport: PHONE_VIEWPORT });
    const html = await (await visitor.request.get(`${site.server.url}/gallery`)).text();
    expect(html).toContain('Pupils watering seedlings in a school tree nursery');
    await visitor.goto(`${site.server.url}/gallery`);
    await visitor.getByRole('img', { name: 'Volunteers carrying sacks of plastic along a street' }).click();
    const dialog = visitor.getByRole('dialog');
    await dialog.getByRole('img', { name: 'Volunteers carrying sacks of plastic along a street' }).waitFor();
    await page.context().close();
    await visitor.close();
  });

  it('asks before Escape, a tap beside the editor or its × throws away what an official typed', async () => {
    const page = await official();
    await page.goto(`${site.server.url}/admin/events`);
    const editor = page.getByRole('dialog', { name: 'New event' });
    const question = page.getByRole('dialog', { name: 'Discard your changes?' });

    // Nothing typed: Escape closes at once.
    await page.getByRole('button', { name: 'Add event' }).click();
    await editor.waitFor();
    await page.keyboard.press('Escape');
    await editor.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Add event' }).click();
    await page.getByLabel('Title', { exact: true }).fill('Igoji Market Clean-up');
    await page.keyboard.press('Escape');
    await question.waitFor();
    await question.getByRole('button', { name: 'Keep editing' }).click();
    await question.waitFor({ state: 'detached' });
    expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe('Igoji Market Clean-up');

    // A tap on the backdrop beside the editor asks too; Escape then answers "keep editing".
    await page.mouse.click(3, 3);
    await question.waitFor();
    await page.keyboard.press('Escape');
    await question.waitFor({ state: 'detached' });
    expect(await editor.isVisible()).toBe(true);
    expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe('Igoji Market Clean-up');

    await editor.getByRole('button', { name: 'Close' }).click();
    await question.getByRole('button', { name: 'Discard changes' }).click();
    await editor.waitFor({ state: 'detached' });
    expect(await page.getByText('Igoji Market Clean-up').count()).toBe(0);
    await page.context().close();
  });
});
