/**
 * The payments plugin, without encapsulation (fastify-plugin) because registration and renewals
 * use what it decorates the app with:
 *   app.payments            the Daraja client and the secret callback URL (one token cache per app)
 *   app.reconcilePayments() settles payments left pending; also the payment-reconciliation job,
 *                           once a minute across all instances, its first run right after start
 * Its routes (the Daraja callback and the Payments tab) sit in a context of their own.
 */
import fp from 'fastify-plugin';
import { createPaymentGateway, type PaymentGateway } from './gateway';
import { paymentRoutes } from './routes';
import { reconcilePayments } from './service';
import { paybillHooks } from './paybill/hooks';
import { paybillOfficialRoutes } from './paybill/routes';
import { PULL_EVERY_MS, PULL_JOB, pullMissedPayments } from './paybill/pull';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentGateway;
    /** Settles payments left pending (also the payment-reconciliation job, every minute). */
    reconcilePayments(): Promise<{ checked: number; settled: number }>;
    /** Books paybill payments whose confirmation never came (also the paybill-pull job, hourly). */
    pullPaybillPayments(): Promise<{ seen: number; booked: number }>;
  }
}

const RECONCILE_EVERY_MS = 60_000;
export const RECONCILIATION_JOB = 'payment-reconciliation';

export const paymentsPlugin = fp(
  async (app) => {
    const { config, db, now } = app;
    const gateway = createPaymentGateway({ config, db, now, log: app.log });
    app.decorate('payments', gateway);
    const reconcile = () => reconcilePayments(db, gateway.daraja, now(), app.log);
    app.decorate('reconcilePayments', reconcile);
    // Manual mode (paybill and an M-Pesa code) has no prompts to reconcile.
    const pull = () => pullMissedPayments(db, gateway.daraja, now(), app.log);
    app.decorate('pullPaybillPayments', pull);
    if (config.mpesa.mode !== 'manual') {
      app.jobs.register({ name: RECONCILIATION_JOB, everyMs: RECONCILE_EVERY_MS, run: reconcile });
      app.jobs.register({ name: PULL_JOB, everyMs: PULL_EVERY_MS, run: pull });
    }
    await app.register(paymentRoutes);
    await app.register(paybillHooks);
    await app.register(paybillOfficialRoutes);
  },
  { name: 'myv-payments', fastify: '5.x', dependencies: ['myv-jobs'] },
);
