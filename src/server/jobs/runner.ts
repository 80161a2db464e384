/**
 * Background jobs that run once per cycle across every server instance sharing the database.
 *
 * A job registers a name, an interval and a function. Each instance ticks every few seconds and
 * tries to claim each job whose turn has come: in one transaction it locks the job's row with
 * FOR UPDATE SKIP LOCKED (an instance that finds the row locked, or not yet due, skips it) and
 * moves next_run_at one interval on and sets a lease. The claiming instance then runs the job
 * outside the transaction and records the outcome. So however many instances run, a job runs
 * once per interval; when the instance running it dies, the lease runs out and another takes
 * over. Payment reconciliation and session clean-up use it; later jobs register the same way.
 *
 * Scheduling follows the database's clock, shared by every instance, not the process clock.
 */
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { jobSchedule } from '../db/schema';

interface Job {
  /** Unique and stable: it is the job's row in job_schedule. */
  name: string;
  everyMs: number;
  /** A run longer than this is presumed dead and may be claimed again (default: 5 minutes or everyMs, the longer). */
  leaseMs?: number;
  /**
   * Also run when an instance starts, whatever the schedule says (still once at a time across
   * instances): for work that must not wait out its interval after a restart, e.g. reminders
   * that fell due while the server was down.
   */
  runAtStart?: boolean;
  run(): Promise<unknown>;
}

interface JobOutcome {
  name: string;
  ok: boolean;
  durationMs: number;
}

export interface JobRunner {
  register(job: Job): void;
  readonly jobs: readonly Job[];
  /** Claims and runs every job that is due now; resolves when the runs claimed here have ended. */
  runDue(): Promise<JobOutcome[]>;
  /** Claims and runs one job now, whatever its schedule (still once across instances at a time). */
  runNow(name: string): Promise<JobOutcome | null>;
  /** Ticks every `tickMs` until stop(). */
  start(tickMs?: number): void;
  /** Stops ticking and waits for runs in progress. */
  stop(): Promise<void>;
  /** Told of every finished run (metrics). */
  onOutcome(listener: (outcome: JobOutcome) => void): void;
}

const DEFAULT_TICK_MS = 5_000;
const MIN_LEASE_MS = 5 * 60_000;

export function createJobRunner(db: Db, log?: FastifyBaseLogger): JobRunner {
  const jobs: Job[] = [];
  const listeners: ((outcome: JobOutcome) => void)[] = [];
  const inFlight = new Set<Promise<unknown>>();
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  /** True when this instance won the job's turn; `force` ignores next_run_at (not the lease). */
  async function claim(job: Job, force: boolean): Promise<boolean> {
    const leaseMs = job.leaseMs ?? Math.max(MIN_LEASE_MS, job.everyMs);
    await db
      .insert(jobSchedule)
      .values({ name: job.name, nextRunAt: sql`now()` })
      .onConflictDoNothing();
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ name: jobSchedule.name })
        .from(jobSchedule)
        .where(
          and(
            eq(jobSchedule.name, job.name),
            force ? undefined : lte(jobSchedule.nextRunAt, sql`now()`),
            or(isNull(jobSchedule.leaseUntil), lte(jobSchedule.leaseUntil, sql`now()`)),
          ),
        )
        .for('update', { skipLocked: true });
      if (!due.length) return false;
      await tx
        .update(jobSchedule)
        .set({
          nextRunAt: sql`now() + ${`${job.everyMs} milliseconds`}::interval`,
          leaseUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval`,
          lastStartedAt: sql`now()`,
        })
        .where(eq(jobSchedule.name, job.name));
      return true;
    });
  }

  async function execute(job: Job): Promise<JobOutcome> {
    const started = performance.now();
    let error: unknown = null;
    try {
      await job.run();
    } catch (caught) {
      error = caught;
      log?.error({ err: caught, job: job.name }, 'background job failed');
    }
    const outcome = { name: job.name, ok: error === null, durationMs: performance.now() - started };
    await db
      .update(jobSchedule)
      .set({
        leaseUntil: null,
        lastFinishedAt: sql`now()`,
        lastError: error === null ? null : String(error instanceof Error ? error.message : error).slice(0, 500),
        runs: sql`${jobSchedule.runs} + 1`,
        failures: error === null ? jobSchedule.failures : sql`${jobSchedule.failures} + 1`,
      })
      .where(eq(jobSchedule.name, job.name))
      .catch((caught: unknown) => log?.warn({ err: caught, job: job.name }, 'could not record a job run'));
    for (const listener of listeners) listener(outcome);
    return outcome;
  }

  async function attempt(job: Job, force: boolean): Promise<JobOutcome | null> {
    let won: boolean;
    try {
      won = await claim(job, force);
    } catch (error) {
      log?.warn({ err: error, job: job.name }, 'could not claim a background job; will try again');
      return null;
    }
    if (!won) return null;
    const running = execute(job);
    inFlight.add(running);
    try {
      return await running;
    } finally {
      inFlight.delete(running);
    }
  }

  const runner: JobRunner = {
    jobs,
    register(job) {
      if (jobs.some((j) => j.name === job.name)) throw new Error(`job ${job.name} registered twice`);
      jobs.push(job);
    },
    async runDue() {
      const outcomes = await Promise.all(jobs.map((job) => attempt(job, false)));
      return outcomes.filter((o): o is JobOutcome => o !== null);
    },
    async runNow(name) {
      const job = jobs.find((j) => j.name === name);
      if (!job) throw new Error(`no job named ${name}`);
      return attempt(job, true);
    },
    start(tickMs = DEFAULT_TICK_MS) {
      if (timer || stopped) return;
      let ticking = false;
      const tick = () => {
        if (ticking || stopped) return; // a slow tick is not overlapped by the next
        ticking = true;
        void runner.runDue().finally(() => (ticking = false));
      };
      for (const job of jobs) if (job.runAtStart) void attempt(job, true);
      tick();
      timer = setInterval(tick, tickMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await Promise.allSettled([...inFlight]);
    },
    onOutcome(listener) {
      listeners.push(listener);
    },
  };
  return runner;
}
