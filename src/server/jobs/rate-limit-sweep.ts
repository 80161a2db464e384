/**
 * The one clean-up of the rate limiter's counters (lib/rate-limit.ts): every hour, once across
 * the instances, rows whose window has ended are deleted, so the table holds only live counts.
 */
import type { FastifyInstance } from 'fastify';
import { sweepRateCounters } from '../lib/rate-limit';

export const RATE_LIMIT_SWEEP_JOB = 'rate-limit-sweep';
const EVERY_MS = 60 * 60_000;

export function registerRateLimitSweep(app: FastifyInstance): void {
  app.jobs.register({ name: RATE_LIMIT_SWEEP_JOB, everyMs: EVERY_MS, run: () => sweepRateCounters(app.db, app.now()) });
}
