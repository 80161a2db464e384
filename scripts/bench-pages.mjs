// npm run bench:pages — Lighthouse 12 (mobile preset, simulated throttling) on the public pages,
// served by the real server from the built client, with Debian's Chromium. Prints each page's
// performance / accessibility / best-practices / SEO scores and the first-load JavaScript of /.
// Needs `npm run build` first. Routes may be given as arguments: npm run bench:pages -- /about /gallery CHROMIUM_PATH overrides /usr/bin/chromium.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const root = path.resolve(import.meta.dirname, '..');
const clientDir = path.join(root, 'dist/client');
if (!existsSync(path.join(clientDir, '_shell.html')) || !existsSync(path.join(root, 'dist/server/main.js'))) {
  console.error('The site is not built: run `npm run build` first.');
  process.exit(1);
}
const ROUTES = process.argv.length > 2 ? process.argv.slice(2) : ['/', '/about', '/updates', '/events', '/gallery', '/structure', '/contact', '/membership'];

const port = await new Promise((resolve) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const p = s.address().port;
    s.close(() => resolve(p));
  });
});
const dataDir = mkdtempSync(path.join(tmpdir(), 'myv-bench-'));
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['dist/server/main.js'], {
  cwd: root,
  env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: base, ADMIN_PASSWORD: 'bench-chairman-password', LOG_LEVEL: 'warn', DATABASE_URL: '' },
  stdio: 'ignore',
});
const stop = () => {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {
    /* not up yet */
  }
  if (i > 300) {
    stop();
    throw new Error('server did not start');
  }
  await new Promise((r) => setTimeout(r, 200));
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
const rows = [];
let homeScripts = [];
try {
  for (const route of ROUTES) {
    const { lhr } = await lighthouse(`${base}${route}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (lhr.runtimeError) console.log(`  ${route}: Lighthouse runtime error ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    rows.push({
      route,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      'LCP ms': Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
      CLS: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      'TBT ms': Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    });
    if (route === '/') {
      homeScripts = (lhr.audits['network-requests']?.details?.items ?? [])
        .filter((r) => r.resourceType === 'Script' && r.url.startsWith(base))
        .map((r) => new URL(r.url).pathname);
    }
    const failing = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'manual')
      .map((a) => a.id);
    if (failing.length) console.log(`  ${route}: audits below 0.9: ${failing.join(', ')}`);
  }
} finally {
  await chrome.kill();
  stop();
}

console.table(rows);
const sizes = homeScripts.map((p) => {
  const data = readFileSync(path.join(clientDir, p));
  return { file: p, raw: data.length, gzip: gzipSync(data, { level: 9 }).length };
});
const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
if (sizes.length) console.log(`first-load JavaScript for / (${sizes.length} files): ${(total / 1024).toFixed(1)} KB gzipped, ${(sizes.reduce((s, x) => s + x.raw, 0) / 1024).toFixed(1)} KB raw (budget 110 KB gzipped)`);
for (const s of sizes) console.log(`  ${s.file}  ${(s.gzip / 1024).toFixed(1)} KB gz`);
