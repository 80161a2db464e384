/**
 * Turns a page's data into the HTML document: the SSR bundle of the client (built by
 * `npm run build` into dist/ssr) renders the route with the data, the one metadata definition
 * (src/shared/pages.ts) writes <head>, and the data is embedded as JSON for hydration.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PAGE_DATA_ELEMENT_ID, jsonForScript, type PageData } from '../../../shared/content-view';
import { headTags, type PageMeta } from '../../../shared/pages';

/** Written by scripts/prerender.mjs: the built index.html with its two placeholders. */
const TEMPLATE_FILE = '_template.html';

type RenderFn = (url: string, initial: { path: string; data: PageData | null } | null) => Promise<string>;

export interface PageRenderer {
  /** A full HTML document for `path`; data null renders the section's not-found page. */
  document(path: string, meta: PageMeta, data: PageData | null, canonical: boolean): Promise<string>;
}

/** The renderer of this build, or null when the client is not built (the shell answers then). */
export async function loadRenderer(clientDir: string, publicUrl: string): Promise<PageRenderer | null> {
  const templateFile = path.join(clientDir, TEMPLATE_FILE);
  const entry = path.join(clientDir, '..', 'ssr', 'entry-server.js');
  if (!existsSync(templateFile) || !existsSync(entry)) return null;
  const template = readFileSync(templateFile, 'utf8');
  const { render } = (await import(pathToFileURL(entry).href)) as { render: RenderFn };
  return {
    async document(pathname, meta, data, canonical) {
      // A not-found page is the same for every missing slug: it names no path, so one copy serves all.
      const html = await render(pathname, { path: pathname, data });
      const embedded = { path: data ? pathname : null, data };
      const script = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${jsonForScript(embedded)}</script>`;
      return template
        .replace('<!--app-head-->', () => headTags(meta, publicUrl, canonical ? pathname : undefined))
        .replace('<!--app-html-->', () => html)
        .replace('</body>', () => `${script}\n  </body>`);
    },
  };
}
