// Renders every public route to HTML after `vite build`, so pages arrive complete and are
// hydrated. The untouched template becomes the SPA shell for client-rendered routes.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const clientDir = path.join(root, 'dist/client');
const serverEntry = path.join(root, 'dist/prerender/entry-server.js');
const template = readFileSync(path.join(clientDir, 'index.html'), 'utf8');

const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const { render, appRoutes, prerenderPaths } = await import(pathToFileURL(serverEntry).href);

function head(route) {
  const title = route?.title ?? 'Meru Youth Voice';
  const description = route?.description ?? '';
  return [
    `<title>${escape(title)}</title>`,
    `<meta name="description" content="${escape(description)}" />`,
    `<meta property="og:title" content="${escape(title)}" />`,
    `<meta property="og:description" content="${escape(description)}" />`,
    `<meta property="og:type" content="website" />`,
  ].join('\n    ');
}

writeFileSync(path.join(clientDir, '_shell.html'), template.replace('<!--app-head-->', head(undefined)).replace('<!--app-html-->', ''));

for (const url of prerenderPaths()) {
  const route = appRoutes.find((r) => r.path === url);
  const html = await render(url);
  const page = template.replace('<!--app-head-->', head(route)).replace('<!--app-html-->', html);
  const file = url === '/' ? path.join(clientDir, 'index.html') : path.join(clientDir, url, 'index.html');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, page);
  console.log(`prerendered ${url}`);
}
rmSync(path.join(root, 'dist/prerender'), { recursive: true, force: true });
