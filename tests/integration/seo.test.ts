import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://www.meruyouthvoice.org' } });
});
afterAll(async () => t?.close());

describe('sitemap.xml and robots.txt', () => {
  it('lists every canonical public page with the configured origin, and no aliases', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const path of [
      '/',
      '/about',
      '/updates',
      '/events',
      '/gallery',
      '/contact',
      '/structure',
      '/privacy',
      '/membership',
      '/updates/maua-free-medical-camp',
      '/events/meru-youth-career-fair',
      '/sdg/13/reforestation',
    ]) {
      expect(locs).toContain(`https://www.meruyouthvoice.org${path}`);
    }
    // Sixteen SDG pages, each in English and in Kiswahili (/sw/sdg/…).
    expect(locs.filter((l) => l!.includes('/sdg/'))).toHaveLength(32);
    expect(locs.some((l) => /\/updates\/\d+$/.test(l!) || l!.includes('/achievements') || l!.includes('/admin'))).toBe(false);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('robots.txt allows the site, keeps crawlers out of the dashboard and the API, and names the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Disallow: /admin');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Sitemap: https://www.meruyouthvoice.org/sitemap.xml');
  });
});

describe('the server stands without the client', () => {
  it('no server module imports from src/client (shared content and metadata live in src/shared)', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const path = await import('node:path');
    const root = path.resolve(import.meta.dirname, '../../src/server');
    const offenders = readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .filter((file) => /from '(\.\.\/)+client\//.test(readFileSync(path.join(root, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
