/**
 * The real server and Chromium for one e2e file: started before its tests, stopped after them.
 * Read `site.server` / `site.browser` inside tests and hooks (they exist once beforeAll has run).
 */
import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startServer, type RunningServer } from './server';

export interface Site {
  server: RunningServer;
  browser: Browser;
}

export function useSite(start: () => Promise<RunningServer> = () => startServer()): Site {
  const site = {} as Site;
  beforeAll(async () => {
    site.server = await start();
    site.browser = await launchBrowser();
  });
  afterAll(async () => {
    await site.browser?.close();
    await site.server?.dispose();
  });
  return site;
}
