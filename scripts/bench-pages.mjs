// npm run bench:pages — Lighthouse 12 (mobile preset, simulated throttling) on every page a person
// can land on (the public pages, /renew and /my-card from SMS, a card's /verify/<number> — of a
// member created through the API for the run —, an RSVP's /rsvp/<token> from its SMS — of an event
// and a sign-up created for the run — sign-in and /unauthorized), served by the real
// server from the built client, with Debian's Chromium.
// For each route: the median of RUNS (default 3) normal runs — scores, LCP, TBT, CLS, bytes
// transferred — and, in the same session, the median of RUNS runs with every script blocked
// (Lighthouse's blockedUrlPatterns). "LCP ratio" is LCP / LCP-without-scripts: how much the
// JavaScript delays the first paint of what the HTML alone can show (the goal is ≤ 1.15).
// "JS KB gz" is the route's own first-load JavaScript, gzipped; "JS KiB wire" is what the browser
// fetched for it, response headers included (the budget is 110 KiB).
// Needs `npm run build` first. Routes may be given as arguments: npm run bench:pages -- /about /gallery
// RUNS=1 for a quick look; CHROMIUM_PATH overrides /usr/bin/chromium.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { benchEnv } from './bench-env.mjs';
import { freePort } from './free-port.mjs';

const root = path.resolve(import.meta.dirname, '..');
const clientDir = path.join(root, 'dist/client');
if (!existsSync(path.join(clientDir, '_shell.html')) || !existsSync(path.join(root, 'dist/server/main.js'))) {
  console.error('The site is not built: run `npm run build` first.');
  process.exit(1);
}
/** The English pages; each also measured at its Kiswahili twin under /sw (sign-in excepted: the dashboard is English only). */
const ENGLISH_ROUTES =
  process.argv.length > 2
    ? process.argv.slice(2)
    : [
        '/',
        '/about',
        '/updates',
        // Detail pages by their slugs: the first site's numeric addresses (/updates/1) answer 301.
        '/updates/maua-free-medical-camp',
        '/events',
        '/events/avocado-value-chain-workshop',
        '/gallery',
        '/contact',
        '/structure',
        '/membership',
        '/privacy',
        '/sdg/1/poultry',
        '/renew',
        '/donate',
        '/my-card',
        '/verify/:member',
        '/rsvp/:rsvp',
        '/admin/login',
        '/unauthorized',
      ];
// SW=0 measures the English pages alone.
const ROUTES =
  process.argv.length > 2 || process.env.SW === '0'
    ? ENGLISH_ROUTES
    : [...ENGLISH_ROUTES, ...ENGLISH_ROUTES.filter((r) => !r.startsWith('/admin')).map((r) => (r === '/' ? '/sw' : `/sw${r}`))];
const RUNS = Math.max(1, Number(process.env.RUNS ?? 3));

const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), 'myv-bench-'));
const ADMIN_PASSWORD = 'bench-chairman-password';
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['dist/server/main.js'], {
  cwd: root,
  env: benchEnv({
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: base,
    ADMIN_PASSWORD,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
  }),
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
  if (i > 900) {
    stop();
    throw new Error('server did not start');
  }
  await new Promise((r) => setTimeout(r, 200));
}

const headers = { origin: base, 'content-type': 'application/json' };
/** The chairman's session cookie, for the API calls that make the run's data. */
async function signIn() {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ username: 'chairman', password: ADMIN_PASSWORD, rememberMe: false }),
  });
  return login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** A member created through the dashboard's API: the card number /verify/:member opens. */
async function createMember() {
  const cookie = await signIn();
  const created = await fetch(`${base}/api/members`, {
    method: 'POST',
    headers: { ...headers, cookie },
    body: JSON.stringify({
      idNumber: '30111222',
      fullName: 'Kendi Bench Mwenda',
      phoneNumber: '0712345678',
      gender: 'female',
      chapter: 'Imenti Youth Voice',
    }),
  });
  if (!created.ok) throw new Error(`could not create the member to verify: ${created.status} ${await created.text()}`);
  return (await created.json()).member.membershipNumber;
}
/** An event a week ahead taking sign-ups, and one guest's sign-up: the token /rsvp/:rsvp opens. */
async function createRsvp() {
  const cookie = await signIn();
  const date = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const created = await fetch(`${base}/api/content/events`, {
    method: 'POST',
    headers: { ...headers, cookie },
    body: JSON.stringify({
      title: 'Bench Open Day',
      date,
      startTime: '10:00',
      endTime: '12:00',
      location: 'Meru Town Hall',
      category: 'community',
      excerpt: 'An event for the benchmark.',
      body: 'Come along.',
      published: true,
    }),
  });
  if (!created.ok) throw new Error(`could not create the event: ${created.status} ${await created.text()}`);
  const { event } = await created.json();
  await fetch(`${base}/api/events/${event.id}/rsvp-settings`, {
    method: 'PUT',
    headers: { ...headers, cookie },
    body: JSON.stringify({ enabled: true, capacity: 50, membersOnly: false }),
  });
  const rsvp = await fetch(`${base}/api/events/${event.slug}/rsvp`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: 'Bench Guest', phoneNumber: '0799123456' }),
  });
  if (!rsvp.ok) throw new Error(`could not sign up: ${rsvp.status} ${await rsvp.text()}`);
  return (await rsvp.json()).rsvp.token;
}
const memberNumber = ROUTES.some((r) => r.endsWith('/verify/:member')) ? await createMember() : '';
const rsvpToken = ROUTES.some((r) => r.endsWith('/rsvp/:rsvp')) ? await createRsvp() : '';
const addressOf = (route) =>
  route.replace('/verify/:member', `/verify/${memberNumber}`).replace('/rsvp/:rsvp', `/rsvp/${rsvpToken}`);

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * One Lighthouse run; with blockScripts every script request is refused, so the HTML and CSS alone
 * paint. A run whose trace Lighthouse could not record (NO_NAVSTART and the like, which happens on
 * a loaded machine) has no figures: it is run again, up to three times, rather than counted as 0.
 */
async function measure(url, blockScripts) {
  let lhr;
  for (let attempt = 1; ; attempt++) {
    ({ lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      blockedUrlPatterns: blockScripts ? ['*.js'] : [],
    }));
    if (!lhr.runtimeError) break;
    console.log(`  ${url}: Lighthouse runtime error ${lhr.runtimeError.code} (attempt ${attempt} of 3)`);
    if (attempt === 3) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.message}`);
  }
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  return {
    lhr,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? 0,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
    bytes: requests.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    scripts: requests.filter((r) => r.resourceType === 'Script' && r.url.startsWith(base)).map((r) => new URL(r.url).pathname),
    // Every script the page fetched, the app's chunks loaded after the paint included, headers and all.
    scriptWireBytes: requests
      .filter((r) => r.resourceType === 'Script' && r.url.startsWith(base))
      .reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
  };
}

const rows = [];
let homeScripts = [];
try {
  for (const route of ROUTES) {
    const runs = [];
    const blocked = [];
    // Interleaved, so a burst of load on the shared machine hits both kinds of run alike.
    for (let i = 0; i < RUNS; i++) {
      runs.push(await measure(`${base}${addressOf(route)}`, false));
      blocked.push(await measure(`${base}${addressOf(route)}`, true));
    }
    const pick = (list, key) => median(list.map((r) => r[key]));
    const lcp = pick(runs, 'lcp');
    const lcpBlocked = pick(blocked, 'lcp');
    const scripts = runs[0].scripts;
    rows.push({
      route,
      perf: pick(runs, 'performance'),
      a11y: pick(runs, 'accessibility'),
      bp: pick(runs, 'bestPractices'),
      seo: pick(runs, 'seo'),
      'LCP ms': Math.round(lcp),
      'LCP no-JS ms': Math.round(lcpBlocked),
      'LCP ratio': Number((lcp / Math.max(1, lcpBlocked)).toFixed(2)),
      'TBT ms': Math.round(pick(runs, 'tbt')),
      // The page's own cost (HTML, style, layout, images) on this machine now: the floor for TBT.
      'TBT no-JS': Math.round(pick(blocked, 'tbt')),
      CLS: Number(pick(runs, 'cls').toFixed(3)),
      'JS KiB wire': Number((pick(runs, 'scriptWireBytes') / 1024).toFixed(1)),
      'KB sent': Math.round(pick(runs, 'bytes') / 1024),
      // Every page's own first-load JavaScript, so a change to one screen shows on that screen's row.
      'JS KB gz': Number(
        (
          scripts.reduce((sum, p) => sum + gzipSync(readFileSync(path.join(clientDir, p)), { level: 9 }).length, 0) / 1024
        ).toFixed(1),
      ),
    });
    if (route === '/') homeScripts = scripts;
    const failing = Object.values(runs[0].lhr.audits)
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 0.9 &&
          a.scoreDisplayMode !== 'informative' &&
          a.scoreDisplayMode !== 'notApplicable' &&
          a.scoreDisplayMode !== 'manual',
      )
      .map((a) => a.id);
    if (failing.length) console.log(`  ${route}: audits below 0.9: ${failing.join(', ')}`);
    // What makes up the TBT: the longest main-thread tasks (observed, unthrottled) and what ran in them.
    const longTasks = (runs[0].lhr.audits['long-tasks']?.details?.items ?? [])
      .slice(0, 4)
      .map(
        (t) =>
          `${Math.round(t.duration)} ms at ${Math.round(t.startTime)} ms ${t.url ? new URL(t.url, base).pathname : '(page)'}`,
      );
    if (longTasks.length) console.log(`  ${route}: longest tasks: ${longTasks.join(', ')}`);
  }
} finally {
  await chrome.kill();
  stop();
}

console.log(
  `Lighthouse mobile preset, median of ${RUNS} run(s) per route; load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} on ${cpus().length} cores`,
);
console.table(rows);
const sizes = homeScripts.map((p) => {
  const data = readFileSync(path.join(clientDir, p));
  return { file: p, raw: data.length, gzip: gzipSync(data, { level: 9 }).length };
});
const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
if (sizes.length)
  console.log(
    `first-load JavaScript for / (${sizes.length} files): ${(total / 1024).toFixed(1)} KB gzipped, ${(sizes.reduce((s, x) => s + x.raw, 0) / 1024).toFixed(1)} KB raw (budget 110 KB gzipped)`,
  );
for (const s of sizes) console.log(`  ${s.file}  ${(s.gzip / 1024).toFixed(1)} KB gz`);

// Each language's build ships its own words only: a Kiswahili page's first-load JavaScript beside
// its English twin's (the goal: at most 3 KB gzipped more).
const byRoute = new Map(rows.map((r) => [r.route, r]));
const twins = rows
  .filter((r) => r.route === '/sw' || r.route.startsWith('/sw/'))
  .map((sw) => {
    const en = byRoute.get(sw.route === '/sw' ? '/' : sw.route.slice(3));
    return (
      en && {
        route: en.route,
        'en JS KB gz': en['JS KB gz'],
        'sw JS KB gz': sw['JS KB gz'],
        'sw − en KB': Number((sw['JS KB gz'] - en['JS KB gz']).toFixed(1)),
      }
    );
  })
  .filter(Boolean);
if (twins.length) {
  console.log('first-load JavaScript, English page and its Kiswahili twin (goal: at most +3 KB gz):');
  console.table(twins);
}
