/**
 * Daraja's result callback (outside /api, under the secret path) and the dashboard's Payments tab.
 *
 *   POST /hooks/payment-result/:secret   Daraja only (secret path, no Origin check)
 *   GET  /api/payments                   admin
 *   POST /api/payments/:id/confirm       admin, audited (manual M-Pesa code verified)
 *   POST /api/payments/:id/reject        admin, audited
 *   POST /api/payments/:id/query         admin, audited (ask M-Pesa again about an unknown payment)
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppPlugin } from '../../app';
import { payments } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { messages } from '../../../shared/messages';
import { paymentListQuerySchema, paymentListSchema, paymentRejectSchema } from '../../../shared/schemas/registration';
import { audit } from '../audit/service';
import { parseStkCallback, SAFARICOM_CALLBACK_IPS } from '../../mpesa/callback';
import { CALLBACK_PATH_PREFIX, paymentGateway } from './gateway';
import { applyEvent, byCheckoutRequestId, listPayments, queryAndApply } from './service';

const ACCEPTED = { ResultCode: 0, ResultDesc: 'Accepted' } as const;
const idParams = z.object({ id: z.uuid({ error: messages.paymentNotFound }) });
const decisionSchema = z.object({ status: z.string(), membershipNumber: z.string().nullable(), message: z.string() });

export const paymentRoutes: AppPlugin = async (app, deps) => {
  const { db, now } = deps;
  const gateway = paymentGateway(deps);

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
      const live = deps.config.mpesa.mode === 'sandbox' || deps.config.mpesa.mode === 'production';
      if (live && !SAFARICOM_CALLBACK_IPS.has(request.ip)) {
        request.log.warn({ ip: request.ip }, "payment callback from an address not on Safaricom's published list");
      }
      // Always 200 once the secret matches, even for bodies we refuse: a non-200 makes Daraja retry.
      const result = parseStkCallback(request.body);
      if (!result) {
        request.log.warn('payment callback with a malformed body ignored');
        return reply.send(ACCEPTED);
      }
      const [payment] = await db.select().from(payments).where(byCheckoutRequestId(result.checkoutRequestId)).limit(1);
      if (!payment) {
        request.log.warn({ checkoutRequestId: result.checkoutRequestId }, 'payment callback for an unknown CheckoutRequestID ignored');
        return reply.send(ACCEPTED);
      }
      if (result.resultCode !== '0') {
        await applyEvent(db, byCheckoutRequestId(result.checkoutRequestId), { type: 'result', resultCode: result.resultCode }, result, now());
        return reply.send(ACCEPTED);
      }
      if (result.amount !== undefined && result.amount !== payment.amount) {
        // Never a member for the wrong amount: parked as unknown with a note for an official.
        await applyEvent(db, byCheckoutRequestId(result.checkoutRequestId), { type: 'result', resultCode: '0', amount: result.amount }, result, now());
        request.log.warn({ paymentId: payment.id, amount: result.amount }, 'payment callback amount mismatch');
        return reply.send(ACCEPTED);
      }
      const matches = result.amount === payment.amount && result.phoneNumber === payment.phoneNumber;
      if (matches) {
        await applyEvent(db, byCheckoutRequestId(result.checkoutRequestId), { type: 'result', resultCode: '0', amount: result.amount }, result, now());
        return reply.send(ACCEPTED);
      }
      // A success we cannot match (masked phone, missing amount): believe only STK Query.
      const answer = await gateway.daraja.stkQuery(result.checkoutRequestId);
      if (answer.state === 'final') {
        await applyEvent(
          db,
          byCheckoutRequestId(result.checkoutRequestId),
          { type: 'result', resultCode: answer.resultCode },
          { resultDesc: answer.resultDesc, receipt: answer.resultCode === '0' ? result.receipt : undefined },
          now(),
        );
      }
      return reply.send(ACCEPTED);
    },
  );

  app.get(
    '/api/payments',
    { config: { access: 'admin' }, schema: { querystring: paymentListQuerySchema, response: { 200: paymentListSchema } } },
    async (request) => listPayments(db, request.query),
  );

  const decide = (action: 'confirm' | 'reject') =>
    app.post(
      `/api/payments/:id/${action}`,
      {
        config: { access: 'admin' },
        schema: { params: idParams, body: paymentRejectSchema.optional(), response: { 200: decisionSchema } },
      },
      async (request) => {
        const reason = request.body?.reason;
        const outcome = await applyEvent(
          db,
          eq(payments.id, request.params.id),
          { type: action === 'confirm' ? 'official-confirm' : 'official-reject' },
          { resultDesc: action === 'confirm' ? 'Confirmed by an official' : `Rejected by an official${reason ? `: ${reason}` : ''}` },
          now(),
          (tx, payment) =>
            audit(tx, request, {
              action: `payment.${action}`,
              entity: 'payment',
              entityId: payment.id,
              details: { idNumber: payment.idNumber, receipt: payment.mpesaReceiptNumber, memberId: payment.memberId, reason },
            }),
        );
        if (!outcome.payment) throw notFound(messages.paymentNotFound);
        if (!outcome.changed) throw new AppError(409, 'not_awaiting_verification', messages.paymentNotAwaitingVerification);
        const membershipNumber = outcome.payment.memberId
          ? ((await db.query.members.findFirst({ where: (m, { eq: equals }) => equals(m.id, outcome.payment.memberId!) }))
              ?.membershipNumber ?? null)
          : null;
        return {
          status: outcome.payment.status,
          membershipNumber,
          message: action === 'confirm' ? (outcome.payment.note ?? messages.paymentConfirmed) : messages.paymentRejected,
        };
      },
    );
  decide('confirm');
  decide('reject');

  app.post(
    '/api/payments/:id/query',
    { config: { access: 'admin' }, schema: { params: idParams, response: { 200: decisionSchema } } },
    async (request) => {
      const [payment] = await db.select().from(payments).where(eq(payments.id, request.params.id)).limit(1);
      if (!payment) throw notFound(messages.paymentNotFound);
      const after = await queryAndApply(db, gateway.daraja, payment, now(), 0);
      await audit(db, request, { action: 'payment.query', entity: 'payment', entityId: payment.id, details: { before: payment.status, after: after.status } });
      return { status: after.status, membershipNumber: null, message: `Payment is ${after.status}` };
    },
  );
};
