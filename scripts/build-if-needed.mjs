// `npm start` builds only when the build is missing (a fresh clone): never on file times, so a
// deployed build is what runs, and a production install without the build tools is never asked
// to rebuild. After changing the sources, run `npm run build` yourself.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const outputs = ['dist/server/main.js', 'dist/cli/user.js', 'dist/client/_shell.html'];

if (!outputs.every((file) => existsSync(path.join(root, file)))) {
  console.log('No build found: building the client and the server…');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}
