import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { imagesVersion } from './scripts/images-version.mjs';
import { localeTwins, withoutDashboard } from './scripts/locale-twins.mjs';

/**
 * What the app's main module needs on every page, the dashboard's included: the router, the
 * page data, the layout's icons and words, the API client. Only modules that main.tsx imports
 * statically belong here: anything else would be fetched by pages that never use it.
 */
const SITE_CORE =
  /node_modules[\\/]react-router[\\/]|src[\\/](client[\\/](api\.ts|content[\\/](page-data\.tsx|organisation\.ts)|components[\\/]icons\.tsx)|shared[\\/](identity|image-url|content-view|dates|locale|sdg|sdg-goals|sdg-words)\.ts)$/;

/**
 * Modules the member's payment, renewal and card screens use (the error-code list too: those
 * screens compare codes, and on its own it cost a file's headers on /renew and /my-card).
 */
const MEMBER_FLOW =
  /src[\\/](client[\\/](membership[\\/](use-countdown|card-download|prompt-outcome|use-status-polling)\.ts|renewal[\\/](membership-summary|renewal-gate)\.tsx)|shared[\\/]error-codes\.ts)$/;

/**
 * One build per language (docs/i18n.md), chosen by Vite's mode: English by default, Kiswahili with
 * `--mode sw` (scripts/build-client.mjs runs both). The Kiswahili build resolves every shared
 * module with a `.sw.ts` twin to the twin, so only its own words ship, and writes `<html lang="sw">`.
 * Both builds write their hashed files into the one dist/client/assets (a name is its content, so a
 * file both builds make is the same file); only the first copies the public folder.
 */
const LANGUAGE_BUILDS = {
  en: { lang: 'en', plugins: [] },
  sw: { lang: 'sw', plugins: [localeTwins('sw'), withoutDashboard()] },
} as const;

export default defineConfig(({ mode }) => {
  const language = mode === 'sw' ? LANGUAGE_BUILDS.sw : LANGUAGE_BUILDS.en;
  return {
    root: 'src/client',
    publicDir: 'public',
    plugins: [
      ...language.plugins,
      react(),
      {
        name: 'myv-html-lang',
        transformIndexHtml: (html: string) => html.replace('<html lang="en">', `<html lang="${language.lang}">`),
      },
    ],
    // The version in the addresses of /images/… (src/shared/image-url.ts), in the client and its
    // server-rendering bundle alike.
    define: { __IMAGES_VERSION__: JSON.stringify(imagesVersion()) },
    build: {
      outDir: '../../dist/client',
      emptyOutDir: true,
      sourcemap: false,
      // Report gzip sizes: the first-load budget for / is checked from them.
      reportCompressedSize: true,
      rolldownOptions: {
        output: {
          // Fewer, larger files for what every page loads anyway: each file costs its own response
          // headers (about 0.9 KB here), which weighed as much as the smallest modules themselves.
          codeSplitting: {
            groups: [
              // React DOM with React itself: the app's first piece, fetched and evaluated on its own (boot.ts).
              { name: 'react-dom', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
              // The router and the small modules main.tsx imports for every page (the layout's).
              { name: 'site', test: SITE_CORE },
              // The small modules of the member's own flows (/membership's payment step, /renew,
              // /my-card): one file instead of eight, each of which cost its headers on /renew.
              { name: 'member-flow', test: MEMBER_FLOW },
            ],
          },
        },
      },
    },
    server: {
      proxy: { '/api': 'http://127.0.0.1:3000' },
    },
  };
});
