// Bundles the server and the operator CLI into plain JavaScript under dist/, so production runs
// `node dist/server/main.js` with no TypeScript tooling installed. Our own code (src/server,
// src/shared, the CLI) is bundled; packages stay external and load from node_modules, which keeps
// native and WebAssembly packages (sharp, PGlite) working as published. The SQL migrations are
// copied beside the bundles, where the database module looks for them at run time, and so are the
// starting content's pictures (SVG), where the content seed looks for them.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { imagesVersion } from './images-version.mjs';

const root = path.resolve(import.meta.dirname, '..');
const entries = {
  'server/main': 'src/server/main.ts',
  'cli/user': 'scripts/user.ts',
  'cli/mpesa': 'scripts/mpesa.ts',
  'cli/ussd': 'scripts/ussd.ts',
  'cli/sms': 'scripts/sms.ts',
  'cli/backup': 'scripts/backup.ts',
  'cli/restore': 'scripts/restore.ts',
};

for (const dir of ['server', 'cli']) rmSync(path.join(root, 'dist', dir), { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: Object.fromEntries(Object.entries(entries).map(([out, src]) => [out, path.join(root, src)])),
  outdir: path.join(root, 'dist'),
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  sourcemap: 'linked',
  logLevel: 'warning',
  // The same version of /images/… as the client build (src/shared/image-url.ts): the server writes
  // those addresses into <head> preloads and decides from it which ones browsers may keep a year.
  define: { __IMAGES_VERSION__: JSON.stringify(imagesVersion()) },
});
// Each bundle finds its migrations next to itself (see migrationsFolder in src/server/db/client.ts).
const migrations = path.join(root, 'src/server/db/migrations');
for (const dir of ['server', 'cli']) cpSync(migrations, path.join(root, 'dist', dir, 'migrations'), { recursive: true });
cpSync(path.join(root, 'src/server/modules/content/seed-photos'), path.join(root, 'dist/server/seed-photos'), {
  recursive: true,
  filter: (source) => !source.endsWith('.md'),
});
// The HEIC decoder's worker thread (plain JavaScript, started by file name): beside the bundle,
// where src/server/modules/photos/heic.ts looks for it.
cpSync(path.join(root, 'src/server/modules/photos/heic-worker.mjs'), path.join(root, 'dist/server/heic-worker.mjs'));
console.log(`bundled ${Object.keys(entries).join(', ')} into dist/`);
