// `npm run dev`: the server restarted by tsx on every change to its sources (on PORT, 3000 by
// default), and Vite's dev server for the client with /api proxied to it. Ctrl-C stops both.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'src/server/main.ts'], { cwd: root, stdio: 'inherit' }),
  spawn(bin('vite'), [], { cwd: root, stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
};
for (const child of children) child.once('exit', stop);
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
