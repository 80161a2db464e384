// The client, built once per language (docs/i18n.md) in one process: for each language the browser
// build (into dist/client, whose hashed files both languages share) and the server-rendering
// bundle (dist/ssr, dist/ssr-sw). Each browser build's index.html is kept as that language's
// template (_template.html, _template.sw.html), which the server fills with every page it renders;
// scripts/prerender.mjs then makes the dashboard's shell and the compressed copies.
import { renameSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const clientDir = path.join(root, 'dist/client');
const configFile = path.join(root, 'vite.config.ts');

/** The builds, in order: the first empties dist/client and copies the public folder, the next add to it. */
const LANGUAGES = [
  { mode: 'production', template: '_template.html', ssrDir: 'dist/ssr' },
  { mode: 'sw', template: '_template.sw.html', ssrDir: 'dist/ssr-sw' },
];

for (const [index, language] of LANGUAGES.entries()) {
  const first = index === 0;
  await build({ configFile, mode: language.mode, build: { emptyOutDir: first, copyPublicDir: first } });
  renameSync(path.join(clientDir, 'index.html'), path.join(clientDir, language.template));
  await build({
    configFile,
    mode: language.mode,
    logLevel: 'warn',
    build: {
      ssr: 'entry-server.tsx',
      outDir: path.join(root, language.ssrDir),
      emptyOutDir: true,
      // The server serves the public folder from dist/client: a second copy would only cost time.
      copyPublicDir: false,
    },
  });
}
