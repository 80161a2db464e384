/**
 * Daraja's result callback (outside /api, under the secret path) and the dashboard's Payments tab.
 *
 *   POST /hooks/payment-result/:secret   Daraja only (secret path, no Origin check)
 *   GET  /api/payments                   treasury (the admins and the treasurer)
 *   POST /api/payments/:id/confirm       treasury, audited: a pending manual payment (200), or an `unknown` one (202: filed
 *                                        for a second official's approval, docs/finance.md), with the M-Pesa code
 *   POST /api/payments/:id/withdraw      treasury: the requester takes back their refund/settle request
 *   POST /api/payments/:id/reject        treasury, audited: the same payments
 *   POST /api/payments/:id/query         treasury, audited (ask M-Pesa again about an unknown payment)
 *   GET  /api/payments/export.csv        treasury: the list's rows under the same filter, as CSV
 *   POST /api/payments/:id/receipt       treasury, audited, once: the M-Pesa code of a completed payment without one
 */
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { payments } from '../../db/schema';
import { notFound } from '../../errors';
import { messages } from '../../../shared/messages';
import { serverMessages } from '../../../shared/server-messages';
import {
  paymentConfirmSchema,
  paymentExportQuerySchema,
  paymentListQuerySchema,
  paymentListSchema,
  paymentReceiptSchema,
} from '../../../shared/schemas/registration';
import { nairobiToday } from '../../../shared/dates';
import { sendCsv } from '../../lib/csv';
import { isSafaricomCallbackAddress, parseStkCallback } from '../../mpesa/callback';
import { audit } from '../audit';
import { notify } from '../notifications';
import { CALLBACK_PATH_PREFIX } from './gateway';
import { applyEvent, byCheckoutRequestId, notifyUnknown, recordTrustedReceipt, type PaymentRow } from './service';
import { listPayments, paymentBatches } from './ledger';
import { paymentsCsv } from './export';
import { queryByOfficial, recordReceipt, settleByOfficial } from './officials';
import { actorFrom } from '../../lib/actor';
import { fileMoneyRequest, filedRequestSchema, withdrawMoneyRequest } from './money-requests';
import { officialsMessages } from '../../../shared/officials-messages';

const ACCEPTED = { ResultCode: 0, ResultDesc: 'Accepted' } as const;
const idParams = z.object({ id: z.uuid({ error: messages.paymentNotFound }) });
const decisionSchema = z.object({ status: z.string(), membershipNumber: z.string().nullable(), message: z.string() });

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now, payments: gateway } = app;

  app.post(
    `${CALLBACK_PATH_PREFIX}:secret`,
    {
      // Daraja calls it: no Origin; the secret in the path is the credential.
      config: { access: 'public', crossOrigin: true },
      // The path carries the secret: keep it out of the per-request info logs.
      logLevel: 'warn',
      schema: { params: z.object({ secret: z.string().max(200) }) },
    },
    async (request, reply) => {
      if (!(await gateway.isCallbackSecret(request.params.secret))) throw notFound();
      // Always 200 once the secret matches, even for bodies we refuse: a non-200 makes Daraja retry.
      const result = parseStkCallback(request.body);
      if (!result) {
        request.log.warn('payment callback with a malformed body ignored');
        return reply.send(ACCEPTED);
      }
      const [payment] = await db.select().from(payments).where(byCheckoutRequestId(result.checkoutRequestId)).limit(1);
      if (!payment) {
        request.log.warn(
          { checkoutRequestId: result.checkoutRequestId },
          'payment callback for an unknown CheckoutRequestID ignored',
        );
        return reply.send(ACCEPTED);
      }
      if (result.resultCode !== '0') {
        // A failure moves no money: it is believed as it comes.
        await applyEvent(
          db,
          byCheckoutRequestId(result.checkoutRequestId),
          { type: 'result', resultCode: result.resultCode },
          result,
          now(),
        );
        return reply.send(ACCEPTED);
      }
      if (!isSafaricomCallbackAddress(request.ip)) {
        // The secret path alone is not enough to create a member (it leaks through proxy logs,
        // the Daraja portal, error reports): a success from elsewhere is believed only when STK
        // Query says so (docs/mpesa-callbacks.md).
        // Its receipt number is the forger's to choose: none is stored from it (STK Query's answer
        // carries none either), so an official records the code from the paybill statement.
        await confirmByQuery(request.log, request.ip, payment, undefined);
        return reply.send(ACCEPTED);
      }
      if (payment.status === 'completed' && !payment.mpesaReceiptNumber && result.amount === payment.amount && result.receipt) {
        // Safaricom's own late callback for a payment STK Query already completed: the one
        // trusted source of its M-Pesa code.
        await recordTrustedReceipt(db, payment, result.receipt, now());
        return reply.send(ACCEPTED);
      }
      if (result.amount !== undefined && result.amount !== payment.amount) {
        // Never a member for the wrong amount: parked as unknown with a note, and the officials told.
        await applyEvent(
          db,
          byCheckoutRequestId(result.checkoutRequestId),
          { type: 'result', resultCode: '0', amount: result.amount },
          result,
          now(),
          (tx, parked) => notifyUnknown(tx, parked.id),
        );
        request.log.warn({ paymentId: payment.id, amount: result.amount }, 'payment callback amount mismatch');
        return reply.send(ACCEPTED);
      }
      const matches = result.amount === payment.amount && result.phoneNumber === payment.phoneNumber;
      if (matches) {
        await applyEvent(
          db,
          byCheckoutRequestId(result.checkoutRequestId),
          { type: 'result', resultCode: '0', amount: result.amount },
          result,
          now(),
        );
        return reply.send(ACCEPTED);
      }
      // A success we cannot match (masked phone, missing amount): believe only STK Query. The
      // sender is Safaricom's, so its receipt number is kept once the query confirms the payment.
      await confirmByQuery(request.log, request.ip, payment, result.receipt);
      return reply.send(ACCEPTED);
    },
  );

  /**
   * An unconfirmed success: ask STK Query. "0" completes the payment; another final code fails it
   * and tells the officials (someone who knows the secret path sent a false success); "still
   * processing" or no answer leaves it pending for reconciliation to ask again.
   */
  async function confirmByQuery(
    log: FastifyBaseLogger,
    address: string,
    payment: PaymentRow,
    trustedReceipt: string | undefined,
  ) {
    const checkoutRequestId = payment.checkoutRequestId!;
    log.warn(
      { address, checkoutRequestId },
      "unconfirmed success callback (address not on Safaricom's list): confirming by STK Query",
    );
    const answer = await gateway.daraja.stkQuery(checkoutRequestId);
    if (answer.state !== 'final') {
      log.warn(
        { address, checkoutRequestId, query: answer.state },
        'unconfirmed success callback: M-Pesa has no final answer yet; reconciliation will ask again',
      );
      return;
    }
    await applyEvent(
      db,
      byCheckoutRequestId(checkoutRequestId),
      { type: 'result', resultCode: answer.resultCode },
      { resultDesc: answer.resultDesc, receipt: answer.resultCode === '0' ? trustedReceipt : undefined },
      now(),
    );
    if (answer.resultCode !== '0') {
      log.error(
        { address, checkoutRequestId, resultCode: answer.resultCode },
        'success callback contradicted by STK Query: forged callback refused',
      );
      await notify(db, {
        kind: 'callback_refused',
        message: `A payment success message from ${address} was false (M-Pesa says result ${answer.resultCode}) for request ${checkoutRequestId}: refused`,
        entityId: payment.id,
      });
    }
  }

  app.get(
    '/api/payments',
    { config: { access: 'treasury' }, schema: { querystring: paymentListQuerySchema, response: { 200: paymentListSchema } } },
    async (request) => listPayments(db, request.query),
  );

  app.get(
    '/api/payments/export.csv',
    { config: { access: 'treasury' }, schema: { querystring: paymentExportQuerySchema } },
    async (request, reply) => {
      const fileName = `MYV_Payments_${nairobiToday(now())}.csv`;
      // Who downloaded which list, under which filter: an export carries members' data away.
      await audit(db, actorFrom(request), {
        action: 'export',
        entity: 'payments',
        details: { fileName, filters: request.query },
      });
      return sendCsv(reply, fileName, paymentsCsv(paymentBatches(db, request.query)));
    },
  );

  app.post(
    '/api/payments/:id/receipt',
    {
      config: { access: 'treasury' },
      schema: { params: idParams, body: paymentReceiptSchema, response: { 200: decisionSchema } },
    },
    async (request) => {
      const payment = await recordReceipt(db, actorFrom(request), request.params.id, request.body.receipt);
      return { status: payment.status, membershipNumber: null, message: serverMessages.receiptRecorded };
    },
  );

  const decide = (action: 'confirm' | 'reject') =>
    app.post(
      `/api/payments/:id/${action}`,
      {
        config: { access: 'treasury' },
        schema: {
          params: idParams,
          body: paymentConfirmSchema.optional(),
          response: { 200: decisionSchema, 202: filedRequestSchema },
        },
      },
      async (request, reply) => {
        if (action === 'confirm') {
          // An `unknown` payment settled as paid: money the ledger has not seen, so a second official approves it.
          const [current] = await db
            .select({ status: payments.status })
            .from(payments)
            .where(eq(payments.id, request.params.id))
            .limit(1);
          if (current?.status === 'unknown') {
            const filed = await fileMoneyRequest(
              db,
              actorFrom(request),
              request.params.id,
              { kind: 'settle', receipt: request.body?.receipt },
              now(),
            );
            return reply.code(202).send(filed);
          }
        }
        const outcome = await settleByOfficial(db, actorFrom(request), request.params.id, action, request.body ?? {}, now());
        request.log.info(
          { paymentId: outcome.payment.id, from: outcome.from, to: outcome.payment.status, method: outcome.payment.method },
          `payment settled by an official (${action})`,
        );
        const membershipNumber = outcome.payment.memberId
          ? ((await db.query.members.findFirst({ where: (m, { eq: equals }) => equals(m.id, outcome.payment.memberId!) }))
              ?.membershipNumber ?? null)
          : null;
        return {
          status: outcome.payment.status,
          membershipNumber,
          message:
            action === 'confirm' ? (outcome.payment.note ?? serverMessages.paymentConfirmed) : serverMessages.paymentRejected,
        };
      },
    );
  decide('confirm');
  decide('reject');

  app.post(
    '/api/payments/:id/withdraw',
    { config: { access: 'treasury' }, schema: { params: idParams, response: { 200: z.object({ message: z.string() }) } } },
    async (request) => {
      await withdrawMoneyRequest(db, actorFrom(request), request.params.id, now());
      return { message: officialsMessages.finance.withdrawn };
    },
  );

  app.post(
    '/api/payments/:id/query',
    { config: { access: 'treasury' }, schema: { params: idParams, response: { 200: decisionSchema } } },
    async (request) => {
      const after = await queryByOfficial(db, actorFrom(request), gateway.daraja, request.params.id, now());
      return { status: after.status, membershipNumber: null, message: `Payment is ${after.status}` };
    },
  );
};
