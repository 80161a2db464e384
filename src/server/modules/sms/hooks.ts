/**
 * Africa's Talking's SMS callbacks (docs/sms.md, "Delivery reports and inbound texts"):
 *   POST /hooks/sms/:secret/delivery   a sent message's fate (form-encoded id, status, failureReason, …)
 *   POST /hooks/sms/:secret/inbound    a text to our number (form-encoded from, to, text, date, id, linkId)
 * The secret is the installation's callback secret, as for the payment and USSD hooks; a wrong
 * one is 404. A body we cannot read is 400 and stores nothing; anything stored answers 200, the
 * second time too, so the gateway stops retrying.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../errors';
import { DELIVERY_STATUSES, recordDeliveryReport } from './delivery';
import { receiveInbound } from './inbound';

const SMS_HOOKS_PREFIX = '/hooks/sms/';

/** The two URLs to give Africa's Talking (and the built-in simulator), under `base` and the callback secret. */
export function smsCallbackUrls(base: string, secret: string): { delivery: string; inbound: string } {
  const root = `${base.replace(/\/+$/, '')}${SMS_HOOKS_PREFIX}${secret}`;
  return { delivery: `${root}/delivery`, inbound: `${root}/inbound` };
}

/** The gateway's bodies are a few hundred bytes; a long inbound text is a few kilobytes. */
const FORM_BODY_LIMIT = 64 * 1024;

const secretParams = z.object({ secret: z.string().max(200) });
/** Gateway words without NUL, trimmed, at most `max` characters. */
const word = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((s) => !s.includes('\0'));

const deliveryBody = z.object({
  id: word(200),
  status: z.enum(DELIVERY_STATUSES),
  phoneNumber: z.string().max(50).optional(),
  networkCode: z.string().max(50).optional(),
  failureReason: z.string().max(100).optional(),
  retryCount: z.string().max(10).optional(),
});

const inboundBody = z.object({
  id: word(200),
  from: word(50),
  to: word(50),
  text: z
    .string()
    .max(2000)
    .refine((s) => !s.includes('\0')),
  date: z.string().max(50).optional(),
  linkId: z.string().max(200).optional(),
});

export const smsHookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, payments: gateway } = app;

  // The gateway posts forms: parsed in this context only; the rest of the API takes JSON.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  // Before the body is read: a wrong secret is 404 whatever the body, so nobody learns more.
  const secretFirst = async (request: { params: unknown }) => {
    const secret = (request.params as { secret?: unknown }).secret;
    if (typeof secret !== 'string' || !(await gateway.isCallbackSecret(secret))) throw notFound();
  };

  app.post(
    `${SMS_HOOKS_PREFIX}:secret/delivery`,
    {
      config: { access: 'public', crossOrigin: true },
      // The path carries the secret: keep it out of the per-request info logs.
      logLevel: 'warn',
      bodyLimit: FORM_BODY_LIMIT,
      preValidation: secretFirst,
      schema: { params: secretParams, body: deliveryBody },
    },
    async (request, reply) => {
      const { id, status, failureReason } = request.body;
      const known = await recordDeliveryReport(db, { id, status, failureReason: failureReason?.trim() || undefined }, app.now());
      if (!known) request.log.warn({ status }, 'delivery report for a message id we never sent ignored');
      return reply.type('text/plain; charset=utf-8').send('OK');
    },
  );

  app.post(
    `${SMS_HOOKS_PREFIX}:secret/inbound`,
    {
      config: { access: 'public', crossOrigin: true },
      logLevel: 'warn',
      bodyLimit: FORM_BODY_LIMIT,
      preValidation: secretFirst,
      schema: { params: secretParams, body: inboundBody },
    },
    async (request, reply) => {
      await receiveInbound(db, request.body, app.now());
      return reply.type('text/plain; charset=utf-8').send('OK');
    },
  );
};
