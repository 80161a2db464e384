/**
 * The SMS plugin, without encapsulation (fastify-plugin) so tests and the officials' tools can
 * run the outbox worker:
 *   app.runOutbox()   one pass of the worker; also the sms-outbox job, every few seconds
 * The job runs once per interval across instances (jobs/runner.ts); the rows themselves are
 * claimed with SKIP LOCKED, so a pass on another instance or a manual run is safe too.
 * Its routes (GET /api/outbox; the gateway's callbacks, hooks.ts) sit in contexts of their own.
 */
import fp from 'fastify-plugin';
import { drainOutbox, runOutbox, type OutboxTally } from './outbox';
import { createReceiptLinks } from '../../lib/receipt-links';
import { outboxRoutes } from './routes';
import { smsHookRoutes } from './hooks';
import { simulateReplyRoutes } from './simulate-reply';

declare module 'fastify' {
  interface FastifyInstance {
    /** One pass of the outbox worker (the sms-outbox job runs it every few seconds). */
    runOutbox(): Promise<OutboxTally>;
    /** Batches one after another while rows are due, within `budgetMs` (the sms-outbox job's pass). */
    drainOutbox(budgetMs?: number): Promise<OutboxTally>;
  }
}

const WORKER_EVERY_MS = 5_000;

export const smsPlugin = fp(
  async (app) => {
    const { config, db, now, mailer, cards } = app;
    const receipts = createReceiptLinks(db);
    const deps = { db, config, now, log: app.log, mailer, cards, receipts };
    const drain = (budgetMs = WORKER_EVERY_MS - 1_000) => drainOutbox(deps, budgetMs);
    app.decorate('runOutbox', () => runOutbox(deps));
    app.decorate('drainOutbox', drain);
    app.jobs.register({ name: 'sms-outbox', everyMs: WORKER_EVERY_MS, leaseMs: 2 * 60_000, run: () => drain() });
    await app.register(outboxRoutes);
    // Africa's Talking's delivery reports and inbound texts; reads app.payments for the callback secret.
    await app.register(smsHookRoutes);
    // Simulator mode: a reply from a phone, posted by the simulator (the outbox view's form, the CLI).
    await app.register(simulateReplyRoutes);
  },
  { name: 'myv-sms', fastify: '5.x', dependencies: ['myv-jobs', 'myv-mailer', 'myv-cards', 'myv-payments'] },
);
