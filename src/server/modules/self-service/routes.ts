/**
 * "Get my card again" (/my-card). The contract is fixed: tools rely on it.
 *   POST /api/self-service/code    public  { idNumber, phoneNumber } → 202 { sent: true }, match or not; only the
 *                                          matching pair hears why no code will come: 429 rate_limited (reason card_code_member, with
 *                                          Retry-After) or 409 member_inactive
 *   POST /api/self-service/verify  public  { idNumber, code } → { cardUrl, member } | 400 "The code is wrong or has expired."
 *                                          Also sets the short self-service cookie (member-session.ts) the data-rights
 *                                          actions on the same page accept instead of a second code.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberLookupSchema, selfServiceVerifyResponseSchema, selfServiceVerifySchema } from '../../../shared/schemas/renewals';
import { ownMembership } from '../renewals';
import { requestCode, verifyCode } from './service';
import { createMemberSessions } from './member-session';
import { AppError } from '../../errors';
import { LIMITS } from '../../lib/limits';
import { tooMany } from '../../lib/rate-limit';
import { messages } from '../../../shared/messages';

export const selfServiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app;
  const sessions = createMemberSessions(db, { secure: app.config.secure });
  app.post(
    '/api/self-service/code',
    {
      config: { access: 'public' },
      schema: { body: memberLookupSchema, response: { 202: z.object({ sent: z.literal(true) }) } },
    },
    async (request, reply) => {
      const outcome = await requestCode(db, { ...request.body, ip: request.ip, now: now() });
      if (outcome.kind === 'suspended') throw new AppError(409, 'member_inactive', messages.codeMemberSuspended);
      if (outcome.kind === 'hourly-limit') {
        throw tooMany(LIMITS.card_code_member, outcome.retryAfterSeconds);
      }
      return reply.code(202).send({ sent: true as const });
    },
  );

  app.post(
    '/api/self-service/verify',
    {
      config: { access: 'public' },
      schema: { body: selfServiceVerifySchema, response: { 200: selfServiceVerifyResponseSchema } },
    },
    async (request, reply) => {
      const at = now();
      const member = await verifyCode(db, { ...request.body, ip: request.ip, now: at });
      reply.header('cache-control', 'no-store');
      await sessions.issue(reply, member.id, at);
      return { cardUrl: await app.cards.issueUrl({ kind: 'member', id: member.id, now: at }), member: ownMembership(member, at) };
    },
  );
};
