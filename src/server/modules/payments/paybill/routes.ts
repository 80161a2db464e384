/**
 * The officials' side of paybill payments (treasury: the Payments tab's roles), each audited:
 *
 *   GET  /api/payments/members?search= the members an unmatched payment may be assigned to (name, ID, number)
 *   POST /api/payments/:id/assign      { memberId }  an unmatched payment is the member's
 *   POST /api/payments/:id/donation                  an unmatched payment is a donation
 *   POST /api/payments/:id/refund      { reason }    an unmatched payment is to be refunded: 202, once another official approves
 *   POST /api/finance/statement        { csv }       the M-Pesa statement, matched line by line
 *   GET  /api/paybill/registration                   the URLs and when/how M-Pesa took them
 *   POST /api/paybill/registration                   register them with Daraja now
 *   POST /api/paybill/simulate         { account, amount }  simulator mode only: a test paybill payment
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorFrom } from '../../../lib/actor';
import { AppError } from '../../../errors';
import { messages } from '../../../../shared/messages';
import { audit } from '../../audit';
import { settleException } from './exceptions';
import { fileMoneyRequest, filedRequestSchema } from '../money-requests';
import { importStatement } from './statement';
import { lastPaybillRegistration, registerPaybillUrls } from './registration';
import { officialsMessages } from '../../../../shared/officials-messages';
import { members } from '../../../db/schema';
import { memberSearchCondition } from '../../members';

const idParams = z.object({ id: z.uuid({ error: messages.paymentNotFound }) });
const settled = z.object({ status: z.string(), outcome: z.string(), memberId: z.string().nullable(), message: z.string() });
/** An M-Pesa statement of a busy year is a few MB; the body limit of this route allows it. */
const MAX_STATEMENT_CHARS = 5_000_000;

const registrationSchema = z
  .object({
    at: z.string(),
    confirmationUrl: z.string(),
    validationUrl: z.string(),
    ok: z.boolean(),
    answer: z.record(z.string(), z.unknown()).nullable(),
    pull: z.object({ ok: z.boolean(), answer: z.record(z.string(), z.unknown()).nullable() }).nullable(),
  })
  .nullable();

/** At most this many members answer a lookup: the official narrows the search, never pages. */
const LOOKUP_LIMIT = 10;
const lookupQuery = z.object({
  search: z
    .string({ error: officialsMessages.paymentLookup.searchTooShort })
    .trim()
    .min(2, { error: officialsMessages.paymentLookup.searchTooShort })
    .max(100, { error: officialsMessages.paymentLookup.searchTooLong }),
});
const lookupAnswer = z.object({
  items: z.array(z.object({ id: z.string(), fullName: z.string(), membershipNumber: z.string(), idNumber: z.string() })),
});

export const paybillOfficialRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now, payments: gateway, config } = app;

  const answer = (payment: { status: string; memberId: string | null }, outcome: string, message: string) => ({
    status: payment.status,
    outcome,
    memberId: payment.memberId,
    message,
  });

  // The treasurer assigns payments but has no access to the members' records: this lookup gives
  // the queue what choosing a member needs (name, membership number, ID number), nothing more.
  app.get(
    '/api/payments/members',
    { config: { access: 'treasury' }, schema: { querystring: lookupQuery, response: { 200: lookupAnswer } } },
    async (request) => {
      const items = await db
        .select({
          id: members.id,
          fullName: members.fullName,
          membershipNumber: members.membershipNumber,
          idNumber: members.idNumber,
        })
        .from(members)
        .where(await memberSearchCondition(db, request.query.search))
        .orderBy(members.fullName, members.id)
        .limit(LOOKUP_LIMIT);
      return { items };
    },
  );

  app.post(
    '/api/payments/:id/assign',
    {
      config: { access: 'treasury' },
      schema: {
        params: idParams,
        body: z.object({ memberId: z.uuid({ error: officialsMessages.paybill.memberNotFound }) }),
        response: { 200: settled },
      },
    },
    async (request) => {
      const { payment, outcome } = await settleException(
        db,
        actorFrom(request),
        request.params.id,
        { kind: 'assign', memberId: request.body.memberId },
        now(),
      );
      return answer(payment, outcome, payment.note ?? officialsMessages.paybill.assigned);
    },
  );

  app.post(
    '/api/payments/:id/donation',
    { config: { access: 'treasury' }, schema: { params: idParams, response: { 200: settled } } },
    async (request) => {
      const { payment, outcome } = await settleException(db, actorFrom(request), request.params.id, { kind: 'donation' }, now());
      return answer(payment, outcome, officialsMessages.paybill.markedDonation);
    },
  );

  app.post(
    '/api/payments/:id/refund',
    {
      config: { access: 'treasury' },
      schema: {
        params: idParams,
        body: z.object({
          reason: z
            .string({ error: officialsMessages.paybill.refundReasonRequired })
            .trim()
            .min(1, { error: officialsMessages.paybill.refundReasonRequired })
            .max(500),
        }),
        response: { 202: filedRequestSchema },
      },
    },
    // Money going back out: filed for a second official's approval (money-requests.ts).
    async (request, reply) =>
      reply
        .code(202)
        .send(
          await fileMoneyRequest(
            db,
            actorFrom(request),
            request.params.id,
            { kind: 'refund', reason: request.body.reason },
            now(),
          ),
        ),
  );

  app.post(
    '/api/finance/statement',
    {
      config: { access: 'treasury' },
      bodyLimit: MAX_STATEMENT_CHARS + 1024,
      schema: {
        body: z.object({
          csv: z
            .string({ error: officialsMessages.paybill.statementRequired })
            .min(1, { error: officialsMessages.paybill.statementRequired })
            .max(MAX_STATEMENT_CHARS),
        }),
        response: { 200: z.object({ matched: z.number(), alreadyRecorded: z.number(), exceptions: z.number() }) },
      },
    },
    async (request) => {
      const result = await importStatement(db, request.body.csv, now());
      await audit(db, actorFrom(request), { action: 'payment.statement', entity: 'payments', details: { ...result } });
      return result;
    },
  );

  app.get(
    '/api/paybill/registration',
    {
      config: { access: 'treasury' },
      schema: {
        response: {
          200: z.object({ urls: z.object({ confirmationUrl: z.string(), validationUrl: z.string() }), last: registrationSchema }),
        },
      },
    },
    async () => ({ urls: await gateway.c2bUrls(), last: await lastPaybillRegistration(db) }),
  );

  app.post(
    '/api/paybill/registration',
    { config: { access: 'treasury' }, schema: { response: { 200: registrationSchema.unwrap() } } },
    async (request) => registerPaybillUrls(db, gateway, config.mpesa.pullNominatedNumber, actorFrom(request), now()),
  );

  app.post(
    '/api/paybill/simulate',
    {
      config: { access: 'public' },
      schema: {
        body: z.object({ account: z.string().trim().max(20), amount: z.coerce.number().int().min(1).max(150_000) }),
        response: { 200: z.object({ ok: z.boolean(), receipt: z.string().nullable() }) },
      },
    },
    async (request) => {
      if (config.mpesa.mode !== 'simulator') throw new AppError(404, 'not_found', officialsMessages.paybill.simulatorOnly);
      // The simulator forgets registrations when it restarts: tell it where to send the payment.
      await gateway.daraja.registerC2bUrls(await gateway.c2bUrls());
      const reply = await gateway.daraja.simulateC2b({
        amount: request.body.amount,
        account: request.body.account,
        msisdn: '254708374149',
      });
      return { ok: reply.ok, receipt: reply.ok ? String(reply.body?.OriginatorCoversationID ?? '') || null : null };
    },
  );
};
