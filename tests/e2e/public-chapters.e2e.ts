/** A chapter an official adds appears in the public lists (footer, About), not only on /membership. */
import { describe, expect, it } from 'vitest';
import { PHONE_VIEWPORT } from './helpers/browser';
import { signInAsChairman } from './helpers/admin';
import { useSite } from './helpers/site';

const site = useSite();

describe('public chapter lists', () => {
  it('come from the database', async () => {
    const page = await site.browser.newPage({ viewport: PHONE_VIEWPORT });
    await signInAsChairman(page, site.server.url);
    const added = await page.request.post(`${site.server.url}/api/chapters`, {
      data: { name: 'Tigania East Youth Voice', leader: '' },
      headers: { origin: site.server.url },
    });
    expect(added.status()).toBe(201);

    await page.goto(`${site.server.url}/about`);
    const footer = page.locator('footer.site-footer');
    await footer.getByText('Tigania East Youth Voice').waitFor();
    expect(await footer.locator('li').filter({ hasText: 'Youth Voice' }).count()).toBe(5);
    const groups = page.locator('section[aria-labelledby="structure"]');
    await groups.getByRole('heading', { name: 'Our five regional groups' }).waitFor();
    await groups.getByRole('heading', { name: 'Tigania East Youth Voice' }).waitFor();
    await groups.scrollIntoViewIfNeeded();
    await page.close();
  });
});
