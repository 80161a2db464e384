// `npm run dev`: the server restarted by tsx on every change to its sources (on PORT, 3000 by
// default), and Vite's dev server for the client with /api proxied to it. Ctrl-C stops both.
// `npm run dev -- sw` runs the Kiswahili build of the client instead (docs/i18n.md): its pages are
// under /sw (http://localhost:5173/sw); Vite serves one language at a time, the built server both.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const kiswahili = process.argv.includes('sw');
const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'src/server/main.ts'], { cwd: root, stdio: 'inherit' }),
  spawn(bin('vite'), kiswahili ? ['--mode', 'sw'] : [], { cwd: root, stdio: 'inherit' }),
];
console.log(
  kiswahili
    ? 'Kiswahili client: open http://localhost:5173/sw (English: npm run dev)'
    : 'English client: open http://localhost:5173/ (Kiswahili: npm run dev -- sw)',
);
const stop = () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
};
for (const child of children) child.once('exit', stop);
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
