/**
 * The real server and Chromium for one e2e file: started before its tests, stopped after them.
 * Read `site.server` / `site.browser` inside tests and hooks (they exist once beforeAll has run).
 */
import { afterAll, beforeAll, inject } from 'vitest';
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

/** The part of a server a file that only reads public pages may use. */
export interface SharedSite {
  server: Pick<RunningServer, 'url'>;
  browser: Browser;
}

/**
 * For files that only READ public pages (no sign-in, no form that stores anything, no server
 * restart): the one server of the run that global-setup.ts started, shared by all such files,
 * and a browser of this file's own. Anything that writes, or depends on what another file wrote,
 * must use useSite() and its own server. Without that setup (a file run on its own with another
 * configuration) it starts a server of its own.
 */
export function useSharedSite(): SharedSite {
  const url = inject('e2eSharedServerUrl');
  if (!url) return useSite();
  const site = { server: { url } } as SharedSite;
  beforeAll(async () => {
    site.browser = await launchBrowser();
  });
  afterAll(async () => {
    await site.browser?.close();
  });
  return site;
}
