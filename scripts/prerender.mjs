// Renders the fixed public routes to HTML after `vite build`, so pages arrive complete and are
// hydrated. The untouched template is kept as _template.html for the server, which renders the
// officials' content pages (events, updates, gallery) on request with the same SSR bundle
// (dist/ssr, kept); with no page content it becomes the SPA shell for client-rendered routes.
// Every page's <head> comes from the one metadata definition, src/shared/pages.ts. Absolute URLs
// use the placeholder origin below; the server swaps in its PUBLIC_URL when it serves the page,
// so one build serves any domain.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import { readdirSync, statSync } from 'node:fs';

const root = path.resolve(import.meta.dirname, '..');
const clientDir = path.join(root, 'dist/client');
const serverEntry = path.join(root, 'dist/ssr/entry-server.js');
const template = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
/** Must equal SITE_ORIGIN_PLACEHOLDER in src/server/client-assets.ts. */
const ORIGIN = 'https://__SITE_ORIGIN__';

const { render, prerenderPaths, findPageMeta, headTags, shellMeta } = await import(pathToFileURL(serverEntry).href);

writeFileSync(path.join(clientDir, '_template.html'), template);
// The server renders "/" itself: the build's index.html must not stand in for it.
rmSync(path.join(clientDir, 'index.html'));
writeFileSync(
  path.join(clientDir, '_shell.html'),
  template.replace('<!--app-head-->', headTags(shellMeta, ORIGIN)).replace('<!--app-html-->', ''),
);

for (const url of prerenderPaths()) {
  const html = await render(url);
  const page = template
    .replace('<!--app-head-->', () => headTags(findPageMeta(url) ?? shellMeta, ORIGIN, url))
    .replace('<!--app-html-->', () => html);
  const file = url === '/' ? path.join(clientDir, 'index.html') : path.join(clientDir, url, 'index.html');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, page);
}
console.log(`prerendered ${prerenderPaths().length} pages`);

// Precompressed copies of static text assets; the server holds them in memory and picks one by Accept-Encoding.
function* files(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}
let compressed = 0;
for (const file of files(clientDir)) {
  if (!/\.(js|css|svg|json|txt|xml)$/.test(file)) continue;
  const data = readFileSync(file);
  if (data.length < 1024) continue;
  writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  compressed++;
}
console.log(`precompressed ${compressed} assets (brotli, gzip)`);
