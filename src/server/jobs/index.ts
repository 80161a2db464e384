/**
 * The job runner as a plugin: `app.jobs` on the root (modules register their periodic work on
 * it while they load), its timer started by onReady when asked to and stopped by onClose, which
 * waits for a run in progress, so a deploy never cuts a reconciliation in half.
 */
import fp from 'fastify-plugin';
import { createJobRunner, type JobRunner } from './runner';
import { registerRateLimitSweep } from './rate-limit-sweep';
import { registerAuditRetention } from './audit-retention';
import { registerRetention, type Retention } from './retention';

export type { JobRunner } from './runner';
export { RATE_LIMIT_SWEEP_JOB } from './rate-limit-sweep';
export { AUDIT_RETENTION_JOB } from './audit-retention';
export { RETENTION_JOB, type Retention, type RetentionEraser } from './retention';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRunner;
    /** The daily data-retention job, to which modules add the personal data they keep. */
    retention: Retention;
  }
}

export interface JobsOptions {
  /** Start ticking when the app is ready (the server does; tests run jobs with app.jobs.runDue() / runNow()). */
  start: boolean;
}

export const jobsPlugin = fp<JobsOptions>(
  async (app, options) => {
    const jobs = createJobRunner(app.db, app.log);
    app.decorate('jobs', jobs);
    registerRateLimitSweep(app);
    registerAuditRetention(app);
    app.decorate('retention', registerRetention(app));
    if (options.start) app.addHook('onReady', async () => jobs.start());
    app.addHook('onClose', async () => jobs.stop());
  },
  { name: 'myv-jobs', fastify: '5.x' },
);
