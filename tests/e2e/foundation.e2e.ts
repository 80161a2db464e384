import { describe, expect, it } from 'vitest';
import { startServer } from './helpers/server';
import { useSite } from './helpers/site';

const site = useSite();

describe('the whole site from one process', () => {
  it('serves / as a prerendered page that hydrates', async () => {
    const page = await site.browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    const res = await page.goto(`${site.server.url}/`);
    expect(res?.status()).toBe(200);
    expect(await res?.text()).toContain('<header');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click();
    await page.waitForURL(`${site.server.url}/about`);
    await expect.poll(() => page.title()).toContain('About');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('sends unknown paths to the home page', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.server.url}/no/such/page`);
    await page.waitForURL(`${site.server.url}/`);
    await page.close();
  });

  it('reports health, then shuts down cleanly on SIGTERM and reopens its data without seeding twice', async () => {
    const health = await fetch(`${site.server.url}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok' });
    expect(await (await fetch(`${site.server.url}/api/ready`)).json()).toEqual({ status: 'ready', database: 'up' });
    const chaptersBefore = await (await fetch(`${site.server.url}/api/chapters`)).json();
    expect(chaptersBefore).toHaveLength(4);
    expect(await site.server.stop()).toBe(0);

    const again = await startServer({ ADMIN_PASSWORD: '' }, site.server.dataDir);
    try {
      const chaptersAfter = await (await fetch(`${again.url}/api/chapters`)).json();
      expect(chaptersAfter).toHaveLength(4);
      // No new chairman was created, so no generated password was printed.
      expect(again.output()).not.toContain('password:');
    } finally {
      await again.stop();
    }
  });

  it('a second server on the same data directory refuses clearly and the first keeps serving', async () => {
    const first = await startServer();
    try {
      await expect(startServer({}, first.dataDir)).rejects.toThrow(/in use by another process/);
      expect((await fetch(`${first.url}/api/health`)).ok).toBe(true);
    } finally {
      await first.dispose();
    }
  });
});
