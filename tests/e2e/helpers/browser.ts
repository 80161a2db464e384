/** Debian's Chromium driven by playwright-core (Playwright cannot download a browser here). */
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';

export const ARTIFACTS_DIR = path.resolve(import.meta.dirname, '../../../test-results');

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export const PHONE_VIEWPORT = { width: 360, height: 740 };
export const DESKTOP_VIEWPORT = { width: 1440, height: 900 };
