/**
 * npm run bench:abuse [-- --attack 30 --settle 60 --heic-senders 4 --json-senders 2]
 *
 * Can anonymous photos freeze the site? Starts the built server (dist/server/main.js, embedded
 * database, NODE_ENV=production, the built-in M-Pesa simulator) believing one proxy hop, so each
 * sender is its own address by X-Forwarded-For. For --attack seconds four addresses send
 * registration prompts carrying the largest HEIC the public routes take (tests/fixtures/large.heic:
 * 5600 × 4200, 23.5 MP, the pixel cap) and two addresses send JSON bodies just under the prompt
 * route's limit to POST /api/mpesa/stkpush, each sender one request after another. Meanwhile
 * GET /api/health is asked every 100 ms. Prints its latency (p50/p90/p99/max, timeouts over 5 s),
 * the answers each kind of sender got, the server's RSS at the start, its peak, and again after
 * --settle seconds of quiet, with the machine's load. Targets: p90 under 100 ms, RSS back within
 * 50 MB of the start. Needs `npm run build` first.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PUBLIC_PHOTO_BODY_LIMIT_BYTES } from '../src/server/body-limits';
import { benchEnv } from './bench-env.mjs';
import { freePort } from './free-port.mjs';

const { values } = parseArgs({
  options: {
    attack: { type: 'string', default: '30' },
    settle: { type: 'string', default: '60' },
    // Fewer senders of one kind show which kind costs what.
    'heic-senders': { type: 'string', default: '4' },
    'json-senders': { type: 'string', default: '2' },
  },
});
const ATTACK_MS = Number(values.attack) * 1000;
const SETTLE_MS = Number(values.settle) * 1000;
const PROBE_EVERY_MS = 100;
const PROBE_TIMEOUT_MS = 5_000;

const root = path.resolve(import.meta.dirname, '..');
const main = path.join(root, 'dist/server/main.js');
if (!existsSync(main)) {
  console.error('The server is not built: run `npm run build` first.');
  process.exit(1);
}
const heic = readFileSync(path.join(root, 'tests/fixtures/large.heic'));
const heicDataUrl = `data:image/heic;base64,${heic.toString('base64')}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** The server's resident memory in MB, from the kernel (Linux). */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? NaN) / 1024;
}

let sequence = 0;
/** A registration prompt: each one a new ID number and phones, so only the address limits apply. */
function prompt(profileImage: string) {
  const n = ++sequence;
  return {
    phoneNumber: `0711${String(n).padStart(6, '0')}`.replace(/(1032|1037|0001|2001|0404|0202|0500)$/, '9999'),
    amount: 200,
    accountReference: 'bench',
    transactionDesc: 'bench',
    registration: {
      idNumber: `5${String(n).padStart(7, '0')}`,
      fullName: `Bench Sender ${n}`,
      phoneNumber: `0722${String(n).padStart(6, '0')}`,
      gender: 'female',
      chapter: 'Imenti Youth Voice',
      email: 'bench@example.org',
      consent: true,
      profileImage,
    },
  };
}

/** A prompt body of the route's largest size: one long photo string the parser must read whole. */
function maximalBody(): string {
  const shell = JSON.stringify(prompt('data:image/jpeg;base64,'));
  const room = PUBLIC_PHOTO_BODY_LIMIT_BYTES - Buffer.byteLength(shell) - 1024;
  return shell.replace('data:image/jpeg;base64,', `data:image/jpeg;base64,${'A'.repeat(room - (room % 4))}`);
}

const work = mkdtempSync(path.join(tmpdir(), 'myv-bench-abuse-'));
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
    MPESA_MODE: 'simulator',
    // The bench stands in for the proxy: X-Forwarded-For names each sender's address.
    TRUST_PROXY: '1',
  }),
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => {
  if (server.exitCode === null) server.kill('SIGTERM');
  rmSync(work, { recursive: true, force: true });
};
process.once('SIGINT', () => {
  stop();
  process.exit(130);
});

try {
  for (let i = 0; ; i++) {
    if (server.exitCode !== null) throw new Error('the server exited while starting');
    if (i > 1200) throw new Error('the server did not become ready');
    if (
      await fetch(`${base}/api/ready`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await sleep(100);
  }
  await sleep(2_000); // boot work settles
  const rssStart = rssMb(server.pid!);
  console.log(`${cpus().length} CPUs; load average before: ${load()}; server RSS at start ${rssStart.toFixed(0)} MB`);

  const attackEnds = Date.now() + ATTACK_MS;
  const answers: Record<string, Record<string, number>> = { heic: {}, json: {} };
  const post = async (kind: 'heic' | 'json', address: string, body: string) => {
    let status: string;
    try {
      const response = await fetch(`${base}/api/mpesa/stkpush`, {
        method: 'POST',
        headers: { origin: base, 'content-type': 'application/json', 'x-forwarded-for': address },
        body,
      });
      await response.arrayBuffer();
      status = String(response.status);
    } catch {
      status = 'error';
    }
    answers[kind]![status] = (answers[kind]![status] ?? 0) + 1;
  };
  const sender = async (kind: 'heic' | 'json', address: string) => {
    while (Date.now() < attackEnds)
      await post(kind, address, kind === 'heic' ? JSON.stringify(prompt(heicDataUrl)) : maximalBody());
  };

  let rssPeak = rssStart;
  const health: number[] = [];
  let timeouts = 0;
  const prober = async () => {
    while (Date.now() < attackEnds) {
      const started = performance.now();
      try {
        await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) }).then((r) => r.arrayBuffer());
        health.push(performance.now() - started);
      } catch {
        timeouts++;
      }
      rssPeak = Math.max(rssPeak, rssMb(server.pid!));
      await sleep(Math.max(0, PROBE_EVERY_MS - (performance.now() - started)));
    }
  };
  await Promise.all([
    ...Array.from({ length: Number(values['heic-senders']) }, (_, i) => sender('heic', `198.51.100.${i + 1}`)),
    ...Array.from({ length: Number(values['json-senders']) }, (_, i) => sender('json', `198.51.100.${i + 101}`)),
    prober(),
  ]);

  const sorted = [...health].sort((a, b) => a - b);
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  console.log(`attack: ${ATTACK_MS / 1000} s; load average: ${load()}`);
  console.log(`  HEIC prompts (${values['heic-senders']} addresses), answers by status: ${JSON.stringify(answers.heic)}`);
  console.log(
    `  largest JSON prompts (${values['json-senders']} addresses, ${(PUBLIC_PHOTO_BODY_LIMIT_BYTES / 1048576).toFixed(1)} MB), answers: ${JSON.stringify(answers.json)}`,
  );
  console.log(
    `  /api/health: ${health.length} answers, p50 ${ms(percentile(sorted, 50))}, p90 ${ms(percentile(sorted, 90))}, p99 ${ms(percentile(sorted, 99))}, max ${ms(sorted[sorted.length - 1] ?? NaN)}, ${timeouts} over ${PROBE_TIMEOUT_MS / 1000} s`,
  );
  console.log(`  server RSS: start ${rssStart.toFixed(0)} MB, peak ${rssPeak.toFixed(0)} MB`);
  // Requests still queued when the attack ended finish during the quiet time.
  await sleep(SETTLE_MS);
  const rssAfter = rssMb(server.pid!);
  console.log(
    `after ${SETTLE_MS / 1000} s quiet: server RSS ${rssAfter.toFixed(0)} MB (${rssAfter - rssStart >= 0 ? '+' : ''}${(rssAfter - rssStart).toFixed(0)} MB against the start); load average: ${load()}`,
  );
  console.log(`targets: p90 under 100 ms, RSS within 50 MB of the start`);
} finally {
  stop();
}
