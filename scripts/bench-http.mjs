// npm run bench:http — requests per second and p99 latency of the built server (dist/server/main.js,
// embedded database, NODE_ENV=production) for the home page, one hashed script and
// GET /api/chapters, with autocannon: 10 connections, 10 s each. When nginx is installed, the same
// dist/client files are served by nginx in the same run (one worker process, like Node's one
// thread; sendfile; no compression on either side: autocannon asks for none) and the ratio is
// printed. Each target gets 2 s of warm-up first, not counted. The machine's load average is printed with the figures: on a shared machine they move.
//
//   npm run bench:http [-- --duration 10 --connections 10]
//
// Needs `npm run build` first. NGINX_PATH overrides /usr/sbin/nginx.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { benchEnv } from './bench-env.mjs';
import { freePort } from './free-port.mjs';

const { values } = parseArgs({
  options: { duration: { type: 'string', default: '10' }, connections: { type: 'string', default: '10' } },
});
const duration = Number(values.duration);
const connections = Number(values.connections);

const root = path.resolve(import.meta.dirname, '..');
const clientDir = path.join(root, 'dist/client');
const main = path.join(root, 'dist/server/main.js');
if (!existsSync(main) || !existsSync(path.join(clientDir, '_shell.html'))) {
  console.error('The site is not built: run `npm run build` first.');
  process.exit(1);
}
const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

async function waitFor(url, child) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited early`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

// The largest hashed script: what a first visit downloads.
const asset = `/assets/${
  readdirSync(path.join(clientDir, 'assets'))
    .filter((n) => n.endsWith('.js'))
    .sort((x, y) => statSync(path.join(clientDir, 'assets', y)).size - statSync(path.join(clientDir, 'assets', x)).size)[0]
}`;

const work = mkdtempSync(path.join(tmpdir(), 'myv-bench-http-'));
const children = [];
const cleanup = () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  rmSync(work, { recursive: true, force: true });
};
process.once('SIGINT', () => {
  cleanup();
  process.exit(130);
});

async function measure(url) {
  // Warm-up (not counted): the JIT, lazily compressed pages, connection pools.
  await autocannon({ url, connections, duration: 2 });
  const result = await autocannon({ url, connections, duration, pipelining: 1 });
  const errors = result.errors + result.timeouts + result.non2xx;
  return { rps: result.requests.average, p99: result.latency.p99, errors };
}

try {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [main], {
    cwd: root,
    env: benchEnv({
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(work, 'data'),
      PUBLIC_URL: base,
      ADMIN_PASSWORD: 'bench-chairman-password',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    }),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(server);
  await waitFor(`${base}/api/ready`, server);

  let nginxBase = null;
  if (existsSync(nginxPath)) {
    const nginxPort = await freePort();
    const conf = path.join(work, 'nginx.conf');
    writeFileSync(
      conf,
      `worker_processes 1;
daemon off;
pid ${work}/nginx.pid;
error_log ${work}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  client_body_temp_path ${work}/body; proxy_temp_path ${work}/proxy; fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi; scgi_temp_path ${work}/scgi;
  server {
    listen 127.0.0.1:${nginxPort};
    root ${clientDir};
    location /assets/ { add_header Cache-Control "public, max-age=31536000, immutable"; }
    location / { try_files $uri $uri/index.html /_shell.html; }
  }
}
`,
    );
    const nginx = spawn(nginxPath, ['-c', conf, '-p', work], { stdio: ['ignore', 'ignore', 'inherit'] });
    children.push(nginx);
    nginxBase = `http://127.0.0.1:${nginxPort}`;
    await waitFor(`${nginxBase}/`, nginx);
  } else {
    console.log(`nginx not found at ${nginxPath}: printing the Node figures only (apt-get install -y nginx for the comparison).`);
  }

  console.log(
    `autocannon: ${connections} connections, ${duration} s per target; ${cpus().length} CPUs; load average before: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const rows = [];
  for (const [label, route, staticFile] of [
    ['home page /', '/', true],
    [`hashed asset ${asset}`, asset, true],
    ['GET /api/chapters', '/api/chapters', false],
  ]) {
    const node = await measure(`${base}${route}`);
    const row = { label, node, nginx: null };
    if (staticFile && nginxBase) row.nginx = await measure(`${nginxBase}${route}`);
    rows.push(row);
  }

  const fmt = (n) => n.toFixed(0).padStart(8);
  console.log(
    `\n${'target'.padEnd(44)} ${'node rps'.padStart(8)} ${'p99 ms'.padStart(8)} ${'nginx rps'.padStart(9)} ${'p99 ms'.padStart(8)} ${'node/nginx'.padStart(10)}`,
  );
  for (const { label, node, nginx } of rows) {
    const ratio = nginx ? (node.rps / nginx.rps).toFixed(2) : '-';
    console.log(
      `${label.slice(0, 44).padEnd(44)} ${fmt(node.rps)} ${fmt(node.p99)} ${nginx ? fmt(nginx.rps).padStart(9) : '-'.padStart(9)} ${nginx ? fmt(nginx.p99) : '-'.padStart(8)} ${ratio.padStart(10)}`,
    );
    if (node.errors || nginx?.errors)
      console.log(`  errors/timeouts/non-2xx: node ${node.errors}, nginx ${nginx?.errors ?? '-'}`);
  }
  console.log(
    `\nload average after: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
} finally {
  cleanup();
}
