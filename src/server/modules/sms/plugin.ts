/**
 * The SMS plugin, without encapsulation (fastify-plugin) so tests and the officials' tools can
 * run the outbox worker:
 *   app.runOutbox()   one pass of the worker; also the sms-outbox job, every few seconds
 * The job runs once per interval across instances (jobs/runner.ts); the rows themselves are
 * claimed with SKIP LOCKED, so a pass on another instance or a manual run is safe too.
 * Its route (GET /api/outbox) sits in a context of its own.
 */
import fp from 'fastify-plugin';
import { runOutbox } from './outbox';
import { outboxRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** One pass of the outbox worker (the sms-outbox job runs it every few seconds). */
    runOutbox(): Promise<{ claimed: number; sent: number; retried: number; failed: number }>;
  }
}

const WORKER_EVERY_MS = 5_000;

export const smsPlugin = fp(
  async (app) => {
    const { config, db, now, mailer, cards } = app;
    const run = () => runOutbox({ db, config, now, log: app.log, mailer, cards });
    app.decorate('runOutbox', run);
    app.jobs.register({ name: 'sms-outbox', everyMs: WORKER_EVERY_MS, leaseMs: 2 * 60_000, run });
    await app.register(outboxRoutes);
  },
  { name: 'myv-sms', fastify: '5.x', dependencies: ['myv-jobs', 'myv-mailer', 'myv-cards'] },
);
