/**
 * Donations' API (docs/donations.md). The contract is fixed: tools rely on it.
 *   POST /api/donations/stkpush  public  { amount, phoneNumber, name?, message?, listPublicly, language? } → Daraja-shaped
 *                                        answer, polled with GET /api/mpesa/status
 *   GET  /api/donations/summary  public  { year, total, donors: [{ firstName, amount, at }] }
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SMALL_BODY_LIMIT_BYTES } from '../../body-limits';
import { AppError } from '../../errors';
import { messages } from '../../../shared/messages';
import { donationStkPushSchema, donationSummarySchema } from '../../../shared/schemas/donations';
import { stkPushAnswerSchema } from '../../../shared/schemas/registration';
import { countPromptAttempt } from '../payments';
import { donationSummary, startDonationPrompt } from './service';

export const donationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, db, now, payments: gateway } = app;

  app.post(
    '/api/donations/stkpush',
    {
      config: { access: 'public' },
      bodyLimit: SMALL_BODY_LIMIT_BYTES,
      // The same per-network prompt limit as registration and renewal, refused attempts too.
      onRequest: async (request) => countPromptAttempt(db, request.ip, config.mpesa.promptLimits, now()),
      schema: { body: donationStkPushSchema, response: { 200: stkPushAnswerSchema } },
    },
    async (request) => {
      // Manual mode has no prompts: the page shows the paybill instructions only.
      if (config.mpesa.mode === 'manual') throw new AppError(409, 'manual_mode', messages.paymentInitiateError);
      return startDonationPrompt(db, gateway, {
        donation: request.body,
        ip: request.ip,
        limits: config.mpesa.promptLimits,
        now: now(),
      });
    },
  );

  app.get(
    '/api/donations/summary',
    { config: { access: 'public' }, schema: { response: { 200: donationSummarySchema } } },
    async (_request, reply) => {
      // A donation shows within the minute; the list is public and cheap, but not for every poll.
      reply.header('cache-control', 'public, max-age=60');
      return donationSummary(db, now());
    },
  );
};
