/**
 * The public pages run under the site's Content-Security-Policy without tripping it: nothing they
 * load or run is refused (Chromium reports each refusal as a securitypolicyviolation event, and
 * Lighthouse counts it as an inspector issue against best practices). /membership once did:
 * zod probes `new Function("")` to decide whether it may compile parsers, which 'unsafe-eval'
 * (rightly absent) forbids.
 */
import { describe, expect, it } from 'vitest';
import { PHONE_VIEWPORT } from './helpers/browser';
import { useSharedSite } from './helpers/site';

const ROUTES = [
  '/',
  '/about',
  '/updates',
  '/updates/maua-free-medical-camp',
  '/events',
  '/events/meru-youth-career-fair',
  '/gallery',
  '/contact',
  '/structure',
  '/membership',
  '/renew',
  '/donate',
  '/privacy',
  '/sdg/1/poultry',
];

// Reads public pages only: the run's shared server.
const site = useSharedSite();

describe('Content-Security-Policy', () => {
  it('records no violation on any public page, forms included', async () => {
    const context = await site.browser.newContext({ viewport: PHONE_VIEWPORT });
    // Registered before any page script runs, so a violation during start-up is caught too.
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) =>
        seen.push(`${e.effectiveDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
      );
    });
    const page = await context.newPage();
    const found: Record<string, string[]> = {};
    for (const route of ROUTES) {
      await page.goto(`${site.server.url}${route}`);
      await page.waitForSelector('html[data-hydrated]');
      if (route === '/membership' || route === '/contact') {
        // Submitting an empty form runs the zod schemas in the browser.
        await page.locator('form button[type="submit"]').first().click();
      }
      await page.waitForTimeout(300); // violations are reported asynchronously
      const violations = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
      if (violations.length) found[route] = violations;
    }
    await context.close();
    expect(found).toEqual({});
  });
});
