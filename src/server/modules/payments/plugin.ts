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

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentGateway;
    /** Settles payments left pending (also the payment-reconciliation job, every minute). */
    reconcilePayments(): Promise<{ checked: number; settled: number }>;
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
    if (config.mpesa.mode !== 'manual')
      app.jobs.register({ name: RECONCILIATION_JOB, everyMs: RECONCILE_EVERY_MS, run: reconcile });
    await app.register(paymentRoutes);
  },
  { name: 'myv-payments', fastify: '5.x', dependencies: ['myv-jobs'] },
);
