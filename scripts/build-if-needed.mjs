// `npm start` builds the client only when the build is missing or older than its sources.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const stamp = path.join(root, 'dist/client/_shell.html');
const sources = ['src/client', 'src/shared', 'vite.config.ts', 'package-lock.json', 'scripts/prerender.mjs'];

function newest(p) {
  const full = path.join(root, p);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(full).map((name) => newest(path.join(p, name))));
}

if (!existsSync(stamp) || statSync(stamp).mtimeMs < Math.max(...sources.map(newest))) {
  console.log('Building the client…');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}
