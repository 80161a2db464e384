// Prepares the client build for the server after scripts/build-client.mjs, which kept each language's
// template (_template.html, _template.sw.html) that the server fills with every public page it renders
// on request from the database (src/server/modules/pages, with the SSR bundles in dist/ssr and
// dist/ssr-sw). The English template with no page content
// becomes _shell.html, the SPA shell for client-rendered routes, whose <head> comes from the one
// metadata definition, src/shared/pages.ts. Absolute URLs in the shell use the placeholder origin
// below; the server swaps in its PUBLIC_URL when it serves it, so one build serves any domain.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import { readdirSync, statSync } from 'node:fs';

const root = path.resolve(import.meta.dirname, '..');
const clientDir = path.join(root, 'dist/client');
const serverEntry = path.join(root, 'dist/ssr/entry-server.js');
const template = readFileSync(path.join(clientDir, '_template.html'), 'utf8');
/** Must equal SITE_ORIGIN_PLACEHOLDER in src/server/client-assets.ts. */
const ORIGIN = 'https://__SITE_ORIGIN__';

const { headTags, shellMeta } = await import(pathToFileURL(serverEntry).href);

writeFileSync(
  path.join(clientDir, '_shell.html'),
  template.replace('<!--app-head-->', headTags(shellMeta, ORIGIN)).replace('<!--app-html-->', ''),
);

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
