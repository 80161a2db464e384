/**
 * Daraja's paybill calls (under the installation's secret path, like the prompt callback):
 *
 *   POST /hooks/c2b/:secret/validation     accept, or C2B00012 / C2B00013 by shape alone, within 2 s
 *   POST /hooks/c2b/:secret/confirmation   store (idempotent on TransID), then always Accepted
 *   POST /hooks/c2b/:secret/pull           Pull Transactions' callback (answered, nothing to do)
 *
 * A confirmation is believed at once from Safaricom's addresses; from anywhere else only when
 * M-Pesa's own transaction list (Pull Transactions) shows it, otherwise it is kept for an
 * official (docs/paybill.md). While the database is down the confirmation is answered 503, so
 * M-Pesa sends it again: money is never acknowledged before it is stored.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../errors';
import { isSafaricomCallbackAddress } from '../../../mpesa/callback';
import type { DarajaClient } from '../../../mpesa/daraja-client';
import { C2B_PATH_PREFIX } from '../gateway';
import { accountShapeRefused } from './account';
import { bookPaybillPayment } from './book';
import { parseC2bPayment, VALIDATION_ACCEPTED, validationCode, validationRefused, type C2bPayment } from './confirmation';

const ACCEPTED = { ResultCode: 0, ResultDesc: 'Accepted' } as const;
/** M-Pesa waits about 8 s for validation; we answer well inside 2 s whatever the database does. */
const VALIDATION_SECRET_WAIT_MS = 1_000;
/** How far back M-Pesa's transaction list is searched for an unconfirmed sender's payment. */
const PULL_LOOKBACK_MS = 24 * 60 * 60 * 1000;
const PULL_PAGES = 5;

const hookOptions = {
  // Daraja calls them: no Origin; the secret in the path is the credential, kept out of info logs.
  config: { access: 'public', crossOrigin: true },
  logLevel: 'warn',
  schema: { params: z.object({ secret: z.string().max(200) }) },
} as const;

export const paybillHooks: FastifyPluginAsyncZod = async (app) => {
  const { db, now, payments: gateway } = app;

  app.post(`${C2B_PATH_PREFIX}:secret/validation`, hookOptions, async (request, reply) => {
    // The secret is read once and then cached; if the database cannot say in time, the shape
    // rules still answer (accepting reveals nothing, and M-Pesa must not wait on our database).
    const secretOk = await Promise.race([
      gateway.isCallbackSecret(request.params.secret).catch(() => 'unknown' as const),
      new Promise<'unknown'>((resolve) => setTimeout(() => resolve('unknown'), VALIDATION_SECRET_WAIT_MS).unref()),
    ]);
    if (secretOk === false) throw notFound();
    const code = validationCode(request.body, accountShapeRefused);
    return reply.send(code ? validationRefused(code) : VALIDATION_ACCEPTED);
  });

  // Daraja wants a callback for Pull Transactions; the hourly job queries instead, so this only answers.
  app.post(`${C2B_PATH_PREFIX}:secret/pull`, hookOptions, async (request, reply) => {
    if (!(await gateway.isCallbackSecret(request.params.secret))) throw notFound();
    return reply.send(ACCEPTED);
  });

  app.post(`${C2B_PATH_PREFIX}:secret/confirmation`, hookOptions, async (request, reply) => {
    if (!(await gateway.isCallbackSecret(request.params.secret))) throw notFound();
    const payment = parseC2bPayment(request.body);
    if (!payment) {
      // Nothing to count it by (no receipt, no amount): sending it again would not help.
      request.log.warn('paybill confirmation without a receipt or amount ignored');
      return reply.send(ACCEPTED);
    }
    const verified = isSafaricomCallbackAddress(request.ip) || (await listedByMpesa(gateway.daraja, payment, now()));
    if (!verified)
      request.log.warn({ receipt: payment.receipt }, 'paybill confirmation from an unconfirmed sender: kept for an official');
    // A database error here answers 5xx (the error handler): M-Pesa retries, nothing is lost.
    const booked = await bookPaybillPayment(db, { ...payment, raw: request.body, verified }, now());
    request.log.info({ receipt: payment.receipt, outcome: booked.outcome, paymentId: booked.paymentId }, 'paybill payment');
    return reply.send(ACCEPTED);
  });
};

/** Does M-Pesa's own list of paybill payments (Pull Transactions) show this one, same amount and account? */
async function listedByMpesa(daraja: DarajaClient, payment: C2bPayment, at: Date): Promise<boolean> {
  try {
    const from = new Date(at.getTime() - PULL_LOOKBACK_MS);
    const to = new Date(at.getTime() + 60_000);
    for (let page = 0, offset = 0; page < PULL_PAGES; page++) {
      const rows = await daraja.pullTransactions(from, to, offset);
      const row = rows.find((r) => r.transactionId.toUpperCase() === payment.receipt);
      if (row) return row.amount === payment.amount && row.billreference.trim() === payment.account.trim();
      if (rows.length === 0) return false;
      offset += rows.length;
    }
  } catch (error) {
    daraja.log?.warn({ receipt: payment.receipt, reason: (error as Error).message }, 'Pull Transactions unavailable');
  }
  return false;
}
