/**
 * Turns a page's data into the HTML document, in one language: that language's SSR bundle of the
 * client (built by `npm run build` into dist/ssr and dist/ssr-sw, docs/i18n.md) renders the route
 * with the data and the site-wide data (the chapters), the bundle's own copy of the one metadata
 * definition (src/shared/pages.ts, built with that language's words) writes <head>, and both are
 * embedded as JSON for hydration.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  PAGE_DATA_ELEMENT_ID,
  jsonForScript,
  type EmbeddedPage,
  type PageData,
  type SiteData,
} from '../../../shared/content-view';
import type * as pages from '../../../shared/pages';
import type { PageMeta } from '../../../shared/pages';
import { LOCALES, pathIn, type Locale } from '../../../shared/locale';

/** Where each language's build is: its template (kept by scripts/build-client.mjs) and its SSR bundle. */
const BUILDS: Record<Locale, { template: string; ssrDir: string }> = {
  'en-KE': { template: '_template.html', ssrDir: 'ssr' },
  'sw-KE': { template: '_template.sw.html', ssrDir: 'ssr-sw' },
};

type RenderFn = (url: string, initial: { path: string; data: PageData | null; site: SiteData }) => Promise<string>;

/** A page's metadata in one language: what src/shared/pages.ts exports, from that language's bundle. */
export type PageMetaSource = Pick<typeof pages, 'findPageMeta' | 'eventMeta' | 'updateMeta' | 'notFoundMeta'>;

interface SsrBundle extends PageMetaSource {
  render: RenderFn;
  headTags: typeof pages.headTags;
}

export interface PageRenderer {
  locale: Locale;
  /** The metadata of pages in this renderer's language. */
  meta: PageMetaSource;
  /**
   * A full HTML document for `path` (the English site's path: /about, also for /sw/about). Data
   * null renders a page without content of its own, or, when `canonical` is false, the section's
   * not-found page. `search` (with its '?') is the query the page reads, if any.
   */
  document(
    path: string,
    meta: PageMeta,
    data: PageData | null,
    site: SiteData,
    canonical: boolean,
    search?: string,
  ): Promise<string>;
}

export type PageRenderers = Record<Locale, PageRenderer>;

/** The renderer of every language of this build, or null when the client is not built (the shell answers then). */
export async function loadRenderers(clientDir: string, publicUrl: string): Promise<PageRenderers | null> {
  const renderers: Partial<PageRenderers> = {};
  for (const locale of LOCALES) {
    const renderer = await loadRenderer(clientDir, publicUrl, locale);
    if (!renderer) return null;
    renderers[locale] = renderer;
  }
  return renderers as PageRenderers;
}

async function loadRenderer(clientDir: string, publicUrl: string, locale: Locale): Promise<PageRenderer | null> {
  const build = BUILDS[locale];
  const templateFile = path.join(clientDir, build.template);
  const entry = path.join(clientDir, '..', build.ssrDir, 'entry-server.js');
  if (!existsSync(templateFile) || !existsSync(entry)) return null;
  const template = readFileSync(templateFile, 'utf8');
  const bundle = (await import(pathToFileURL(entry).href)) as SsrBundle;
  return {
    locale,
    meta: bundle,
    async document(pathname, meta, data, site, canonical, search = '') {
      // The router of the language's build strips its prefix itself (basename).
      const html = await bundle.render(`${pathIn(locale, pathname)}${search}`, { path: pathname, data, site });
      // A not-found page is the same for every missing slug: it names no path, so one copy serves all.
      const embedded: EmbeddedPage = { path: canonical ? pathname : null, data, site };
      const script = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${jsonForScript(embedded)}</script>`;
      return template
        .replace('<!--app-head-->', () => bundle.headTags(meta, publicUrl, canonical ? pathname : undefined, locale))
        .replace('<!--app-html-->', () => html)
        .replace('</body>', () => `${script}\n  </body>`);
    },
  };
}
