/**
 * Turns a page's data into the HTML document: the SSR bundle of the client (built by
 * `npm run build` into dist/ssr) renders the route with the data and the site-wide data (the
 * chapters), the one metadata definition (src/shared/pages.ts) writes <head>, and both are
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
import { headTags, type PageMeta } from '../../../shared/pages';

/** Written by scripts/prerender.mjs: the built index.html with its two placeholders. */
const TEMPLATE_FILE = '_template.html';

type RenderFn = (url: string, initial: { path: string; data: PageData | null; site: SiteData }) => Promise<string>;

export interface PageRenderer {
  /**
   * A full HTML document for `path`. Data null renders a page without content of its own, or,
   * when `canonical` is false, the section's not-found page. `search` (with its '?') is the
   * query the page reads, if any.
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

/** The renderer of this build, or null when the client is not built (the shell answers then). */
export async function loadRenderer(clientDir: string, publicUrl: string): Promise<PageRenderer | null> {
  const templateFile = path.join(clientDir, TEMPLATE_FILE);
  const entry = path.join(clientDir, '..', 'ssr', 'entry-server.js');
  if (!existsSync(templateFile) || !existsSync(entry)) return null;
  const template = readFileSync(templateFile, 'utf8');
  const { render } = (await import(pathToFileURL(entry).href)) as { render: RenderFn };
  return {
    async document(pathname, meta, data, site, canonical, search = '') {
      const html = await render(`${pathname}${search}`, { path: pathname, data, site });
      // A not-found page is the same for every missing slug: it names no path, so one copy serves all.
      const embedded: EmbeddedPage = { path: canonical ? pathname : null, data, site };
      const script = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${jsonForScript(embedded)}</script>`;
      return template
        .replace('<!--app-head-->', () => headTags(meta, publicUrl, canonical ? pathname : undefined))
        .replace('<!--app-html-->', () => html)
        .replace('</body>', () => `${script}\n  </body>`);
    },
  };
}
