// Renders every public route to HTML after `vite build`, so pages arrive complete and are
// hydrated. The untouched template becomes the SPA shell for client-rendered routes.
// Each page gets its own <title>, description, canonical URL and Open Graph tags. Absolute URLs
// use the placeholder origin below; the server swaps in its PUBLIC_URL when it serves the page,
// so one build serves any domain.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import { readdirSync, statSync } from 'node:fs';

const root = path.resolve(import.meta.dirname, '..');
const clientDir = path.join(root, 'dist/client');
const serverEntry = path.join(root, 'dist/prerender/entry-server.js');
const template = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
/** Must equal SITE_ORIGIN_PLACEHOLDER in src/server/client-assets.ts. */
const ORIGIN = 'https://__SITE_ORIGIN__';

const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const { render, appRoutes, prerenderPaths, findPageMeta } = await import(pathToFileURL(serverEntry).href);

function head(url) {
  const meta = url ? findPageMeta(url) : undefined;
  const route = url ? appRoutes.find((r) => r.path === url) : undefined;
  const title = meta?.title ?? route?.title ?? 'Meru Youth Voice';
  const description = meta?.description ?? route?.description ?? '';
  const tags = [
    `<title>${escape(title)}</title>`,
    `<meta name="description" content="${escape(description)}" />`,
    `<meta property="og:site_name" content="Meru Youth Voice" />`,
    `<meta property="og:title" content="${escape(title)}" />`,
    `<meta property="og:description" content="${escape(description)}" />`,
    `<meta property="og:type" content="${meta?.type ?? 'website'}" />`,
    `<meta property="og:locale" content="en_KE" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
  ];
  if (url) {
    const canonical = `${ORIGIN}${meta?.canonicalPath ?? url}`;
    tags.push(`<link rel="canonical" href="${canonical}" />`, `<meta property="og:url" content="${canonical}" />`);
    tags.push(`<meta property="og:image" content="${ORIGIN}${meta?.image ?? '/images/og-image.png'}" />`);
  }
  return tags.join('\n    ');
}

writeFileSync(path.join(clientDir, '_shell.html'), template.replace('<!--app-head-->', head(undefined)).replace('<!--app-html-->', ''));

for (const url of prerenderPaths()) {
  const html = await render(url);
  const page = template.replace('<!--app-head-->', head(url)).replace('<!--app-html-->', html);
  const file = url === '/' ? path.join(clientDir, 'index.html') : path.join(clientDir, url, 'index.html');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, page);
}
console.log(`prerendered ${prerenderPaths().length} pages`);
rmSync(path.join(root, 'dist/prerender'), { recursive: true, force: true });

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
