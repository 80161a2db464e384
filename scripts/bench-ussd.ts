/**
 * npm run bench:ussd [-- SESSIONS [ROUNDS]]
 *
 * SESSIONS concurrent USSD sessions (default 50), each a whole join as a caller walks it:
 * language, Join, ID number, name, chapter, pay (an STK push to the Daraja simulator). Every
 * screen is a real HTTP form post to the callback, as Africa's Talking sends it, on PGlite (in
 * memory). Five sessions warm the server up first. Two figures:
 *
 * - Paced, the target (p99 under 300 ms): 50 callers as a phone network delivers them. Each
 *   dials within the first two seconds and takes 1 to 3 s (random, the same every run) over
 *   every screen before answering, as a person reads a screen and types on a keypad; a real
 *   caller takes longer (networks allow 30 to 60 s per screen), so this is still a busy hour.
 *   Each caller walks ROUNDS sessions back to back (default 3), so 50 are open all along.
 * - Burst, a stress figure: ROUNDS rounds of SESSIONS callers answering each screen the instant
 *   the last arrives (no one reads or types), about a hundred screens a second. All the work
 *   queues on the server's one thread, so the waits there measure the queue, not one screen.
 *
 * The callers and the Daraja simulator each run in a worker thread (this file, re-entered):
 * Africa's Talking and Safaricom are other machines, and their work on the server's event loop
 * would be measured as the server's. M-Pesa's payment callbacks are the server's work and count.
 * Printed per figure: one screen's answer as the caller waits for it (p50/p95/p99), the server's
 * own time per screen (Fastify, request in to answer out), how busy the server's thread was and
 * its CPU per screen, and the database statements per screen. The machine's load is printed with
 * them: the waits grow with it, the CPU and statements much less.
 *
 * BENCH_PROFILE=<file.cpuprofile> writes a CPU profile of the server's thread over the burst.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { benchEnv } from './bench-env.mjs';
import { freePort } from './free-port.mjs';
import { seededRandom } from './seeded-random';

const SESSIONS = Number(process.argv[2] ?? 50);
const ROUNDS = Number(process.argv[3] ?? 3);
/** A caller's time over one screen in the paced figure, and the spread of their dials. */
const READ_AND_TYPE_MS = { min: 1_000, max: 3_000 };
const DIALS_WITHIN_MS = 2_000;
const TARGET_P99_MS = 300;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

interface CallerJob {
  role: 'callers';
  callback: string;
  /** One list of session numbers per caller, walked one after the other; all callers at once. */
  callers: number[][];
  paced: boolean;
}
interface CallerResult {
  /** Answer times by screen number in the session (0: the dial), in ms. */
  byScreen: number[][];
  problems: string[];
  /** Sessions walked. */
  sessions: number;
}
interface SimulatorJob {
  role: 'simulator';
  options: { consumerKey: string; consumerSecret: string; shortcode: string; passkey: string; callbackDelayMs: number };
}

/** The callers' worker: each caller walks its sessions, each screen after its pause (none in a burst). */
async function runCallers({ callback, callers, paced }: CallerJob): Promise<CallerResult> {
  const byScreen: number[][] = [];
  const problems: string[] = [];
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const session = async (n: number, random: () => number) => {
    const phone = `+2547${String(10_000_000 + n).slice(-8)}`;
    const answers = ['1', '4', `3${String(n).padStart(7, '0')}`, `Bench Caller ${n}`, String((n % 4) + 1), '1'];
    for (let i = 0; i <= answers.length; i++) {
      if (paced && i > 0) await sleep(READ_AND_TYPE_MS.min + random() * (READ_AND_TYPE_MS.max - READ_AND_TYPE_MS.min));
      const started = performance.now();
      // A connection the server dropped (its keep-alive ended just as the caller reused it, on a
      // starved machine) is reported with the other unexpected answers, not thrown.
      const response = await fetch(callback, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          sessionId: `bench-${n}`,
          serviceCode: '*384*96#',
          phoneNumber: phone,
          networkCode: '63902',
          text: answers.slice(0, i).join('*'),
        }),
      }).catch((error: Error) => error);
      if (response instanceof Error) {
        problems.push(
          `session ${n} screen ${i}: ${response.message} (${String((response.cause as Error | undefined)?.message)})`,
        );
        return;
      }
      const body = await response.text();
      (byScreen[i] ??= []).push(performance.now() - started);
      const expected = i === answers.length ? 'END Enter your M-Pesa PIN' : 'CON ';
      if (!body.startsWith(expected)) problems.push(`session ${n} screen ${i}: ${body.slice(0, 60)}`);
    }
  };
  await Promise.all(
    callers.map(async (numbers) => {
      const random = seededRandom(numbers[0]!);
      if (paced) await sleep(random() * DIALS_WITHIN_MS);
      for (const n of numbers) await session(n, random);
    }),
  );
  return { byScreen, problems, sessions: callers.flat().length };
}

/** The simulator's worker: answers `settle` once every payment callback it scheduled has been sent. */
async function runSimulator({ options }: SimulatorJob): Promise<void> {
  const { startDarajaSimulator } = await import('../src/server/mpesa-simulator/server');
  const simulator = await startDarajaSimulator(options);
  parentPort!.on('message', (message: string) => {
    void (message === 'close' ? simulator.close() : simulator.settled()).then(() => {
      parentPort!.postMessage(message);
      if (message === 'close') parentPort!.close();
    });
  });
  parentPort!.postMessage(simulator.url);
}

/** This file in a worker thread, through the TypeScript loader the main thread has (workers do not inherit it). */
function startWorker(data: CallerJob | SimulatorJob): Worker {
  const self = JSON.stringify(import.meta.url);
  return new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${self}); });`, {
    eval: true,
    workerData: data,
  });
}

const nextMessage = <T>(worker: Worker) =>
  new Promise<T>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });

async function main(): Promise<void> {
  const { performance: perf } = await import('node:perf_hooks');
  const { buildApp } = await import('../src/server/app');
  const { draftConfig, freezeConfig, loadConfig } = await import('../src/server/config');
  const { openDatabase } = await import('../src/server/db/client');
  const { seedEssentials } = await import('../src/server/seed');
  const { callbackSecret } = await import('../src/server/modules/payments');

  const load = () =>
    `load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (1, 5, 15 min) on ${cpus().length} cores`;
  const loadAtStart = load();

  const database = await openDatabase({});
  await database.migrate();
  // Statements sent to PGlite outside transactions (a transaction counts as one), by screen.
  const client = (database as unknown as { pglite: { query: (...args: unknown[]) => Promise<unknown> } }).pglite;
  let statements = 0;
  const query = client.query.bind(client);
  client.query = (...args: unknown[]) => {
    statements++;
    return query(...args);
  };
  const env = benchEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ADMIN_PASSWORD: 'benchmark-password-long' });
  const settings = loadConfig(env);
  await seedEssentials(database.db, settings.admin);
  const { consumerKey, consumerSecret, shortcode, passkey } = settings.mpesa;
  const simulator = startWorker({
    role: 'simulator',
    options: { consumerKey, consumerSecret, shortcode, passkey, callbackDelayMs: 200 },
  });
  const simulatorUrl = await nextMessage<string>(simulator);
  const simulatorDone = (message: 'settle' | 'close') => {
    const done = nextMessage<string>(simulator);
    simulator.postMessage(message);
    return done;
  };
  const port = await freePort();
  const config = freezeConfig(
    draftConfig({ ...env, MPESA_BASE_URL: simulatorUrl, MPESA_CALLBACK_URL: `http://127.0.0.1:${port}` }),
  );
  const app = await buildApp(config, { db: database.db });
  // The server's own time per screen, and the statements each screen sent: counted between its
  // request and its answer, so only the warm-up's counts (one caller at a time) are kept.
  const serverMs: number[][] = [];
  const statementsByScreen: number[][] = [];
  const startedWith = new WeakMap<object, number>();
  app.addHook('onRequest', async (request) => {
    startedWith.set(request, statements);
  });
  app.addHook('onResponse', async (request, reply) => {
    const text = (request.body as { text?: unknown } | undefined)?.text;
    if (!request.url.startsWith('/hooks/ussd/') || typeof text !== 'string') return;
    const screen = text === '' ? 0 : text.split('*').length;
    (serverMs[screen] ??= []).push(reply.elapsedTime);
    (statementsByScreen[screen] ??= []).push(statements - (startedWith.get(request) ?? statements));
  });
  const url = await app.listen({ host: '127.0.0.1', port });
  const callback = `${url}/hooks/ussd/${await callbackSecret(database.db)}`;

  const call = async (callers: number[][], paced: boolean) => {
    const worker = startWorker({ role: 'callers', callback, callers, paced });
    return nextMessage<CallerResult>(worker);
  };

  // Warm up one session at a time (a running server has compiled its code paths and prepared its
  // queries), and let its payment callbacks land; then measure.
  for (let i = 0; i < 5; i++) await call([[1_000_000 + i]], false);
  await simulatorDone('settle');
  const perScreen = statementsByScreen.map((counts) => percentile(counts, 50));

  const f = (ms: number) => `${ms.toFixed(1)} ms`;
  const line = (name: string, ms: number[]) =>
    console.log(
      `  ${name}: p50 ${f(percentile(ms, 50))}  p95 ${f(percentile(ms, 95))}  p99 ${f(percentile(ms, 99))}  max ${f(Math.max(...ms))}`,
    );
  let problems = 0;
  const measure = async (title: string, sessions: () => Promise<CallerResult>, profile?: string) => {
    serverMs.length = 0;
    const profiler = profile ? await startProfile() : null;
    const busyBefore = perf.eventLoopUtilization();
    const cpuBefore = serverThreadCpuMs();
    const started = performance.now();
    const result = await sessions();
    const seconds = (performance.now() - started) / 1000;
    const busy = perf.eventLoopUtilization(busyBefore);
    const cpuMs = serverThreadCpuMs() - cpuBefore;
    if (profiler && profile) await profiler.stop(profile);
    await simulatorDone('settle');

    const all = result.byScreen.flat();
    console.log(`${title}: ${all.length} screens in ${seconds.toFixed(1)} s, ${load()}`);
    line('menu screens', result.byScreen.slice(0, -1).flat());
    line('pay screen (STK push to the simulator)', result.byScreen.at(-1) ?? []);
    result.byScreen.forEach((ms, i) => line(`  screen ${i}`, ms));
    line('all screens, as the caller waits', all);
    line("the server's own time per screen", serverMs.flat());
    console.log(
      `  server thread busy ${(busy.utilization * 100).toFixed(0)}% of the run, ${f(busy.active / all.length)} per screen; ` +
        `its CPU ${f(cpuMs / all.length)} per screen (payment callbacks included)`,
    );
    const failed = new Set(result.problems.map((p) => p.split(' screen')[0])).size;
    console.log(`  sessions ending in an M-Pesa prompt: ${result.sessions - failed} of ${result.sessions}`);
    if (result.problems.length) console.log(`  unexpected screens (${result.problems.length}), first: ${result.problems[0]}`);
    problems += result.problems.length;
    return all;
  };

  console.log(`USSD on PGlite, ${SESSIONS} concurrent sessions; at start: ${loadAtStart}`);
  console.log(`  database statements per screen 0..${perScreen.length - 1} (one caller): ${perScreen.join(' ')}`);
  // Each caller's sessions have numbers of their own (ID numbers and phones differ), burst and paced apart.
  const numbers = (offset: number) =>
    Array.from({ length: SESSIONS }, (_, caller) =>
      Array.from({ length: ROUNDS }, (_, round) => offset + round * SESSIONS + caller + 1),
    );
  const paced = await measure(
    `Paced, the target (p99 under ${TARGET_P99_MS} ms): ${SESSIONS} callers, ${ROUNDS} sessions each back to back, ` +
      `${READ_AND_TYPE_MS.min / 1000}-${READ_AND_TYPE_MS.max / 1000} s reading and typing per screen`,
    () => call(numbers(0), true),
  );
  const burstNumbers = numbers(10_000);
  await measure(
    `Burst, stress only (not the target): ${ROUNDS} rounds of ${SESSIONS} callers answering every screen at once`,
    async () => {
      const merged: CallerResult = { byScreen: [], problems: [], sessions: 0 };
      for (let round = 0; round < ROUNDS; round++) {
        const result = await call(
          burstNumbers.map((mine) => [mine[round]!]),
          false,
        );
        result.byScreen.forEach((ms, i) => (merged.byScreen[i] ??= []).push(...ms));
        merged.problems.push(...result.problems);
        merged.sessions += result.sessions;
      }
      return merged;
    },
    process.env.BENCH_PROFILE,
  );
  const p99 = percentile(paced, 99);
  console.log(
    `Target, paced p99 under ${TARGET_P99_MS} ms: ${p99 < TARGET_P99_MS ? 'met' : 'NOT met'} (${f(p99)}); at end: ${load()}`,
  );

  await app.close();
  await simulatorDone('close');
  await simulator.terminate();
  await database.close();
  if (problems) process.exitCode = 1;
}

/**
 * CPU time of the main thread (the server and PGlite) in ms, without the workers': from Linux's
 * per-thread counters (10 ms ticks, fine over thousands of screens); elsewhere the whole process's.
 */
function serverThreadCpuMs(): number {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime, fields 14 and 15 of stat(5), counted from the state (field 3).
    ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  } catch {
    const usage = process.cpuUsage();
    return (usage.user + usage.system) / 1000;
  }
}
let ticksPerSecond: number | undefined;

/** A CPU profile of this thread from now to stop(). */
async function startProfile() {
  const { Session } = await import('node:inspector/promises');
  const { writeFile } = await import('node:fs/promises');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return {
    async stop(file: string) {
      const { profile } = await session.post('Profiler.stop');
      await writeFile(file, JSON.stringify(profile));
      session.disconnect();
    },
  };
}

if (isMainThread) await main();
else {
  const job = workerData as CallerJob | SimulatorJob;
  if (job.role === 'callers') parentPort!.postMessage(await runCallers(job));
  else await runSimulator(job);
}
