/**
 * "Get my card again" (/my-card). The contract is fixed: tools rely on it.
 *   POST /api/self-service/code    public  { idNumber, phoneNumber } → 202 { sent: true }, match or not; only the
 *                                          matching pair hears why no code will come: 429 rate_limited (reason card_code_member, with
 *                                          Retry-After) or 409 member_inactive
 *   POST /api/self-service/verify  public  { idNumber, code } → { cardUrl, member } | 400 "The code is wrong or has expired."
 *                                          Also sets the short self-service cookie (member-session.ts) the data-rights
 *                                          actions on the same page accept instead of a second code.
 *   POST /api/self-service/preferences public { idNumber, code?, language?, smsMessages? } → { language, smsMessages, email,
 *                                          message }: reads (no field given) or changes the member's language and
 *                                          promotional SMS (docs/member-language.md); proven as the data-rights actions are.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberLookupSchema, selfServiceVerifyResponseSchema, selfServiceVerifySchema } from '../../../shared/schemas/renewals';
import { ownMembership } from '../renewals';
import { requestCode, verifyCode } from './service';
import { createMemberSessions } from './member-session';
import { memberProver } from './proven-member';
import { preferencesOf, updatePreferences } from './preferences';
import { memberActor } from '../../lib/actor';
import { SMALL_BODY_LIMIT_BYTES } from '../../body-limits';
import { memberPreferencesAnswerSchema, memberPreferencesSchema } from '../../../shared/schemas/member-preferences';
import { AppError } from '../../errors';
import { LIMITS } from '../../lib/limits';
import { tooMany } from '../../lib/rate-limit';
import { serverMessages } from '../../../shared/server-messages';

export const selfServiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app;
  const sessions = createMemberSessions(db, { secure: app.config.secure });
  const provenMember = memberProver(db, sessions, now);
  app.post(
    '/api/self-service/code',
    {
      config: { access: 'public' },
      schema: { body: memberLookupSchema, response: { 202: z.object({ sent: z.literal(true) }) } },
    },
    async (request, reply) => {
      const outcome = await requestCode(db, { ...request.body, ip: request.ip, now: now() });
      if (outcome.kind === 'suspended') throw new AppError(409, 'member_inactive', serverMessages.codeMemberSuspended);
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

  app.post(
    '/api/self-service/preferences',
    {
      config: { access: 'public' },
      bodyLimit: SMALL_BODY_LIMIT_BYTES,
      schema: { body: memberPreferencesSchema, response: { 200: memberPreferencesAnswerSchema } },
    },
    async (request, reply) => {
      const member = await provenMember(request, reply, request.body);
      reply.header('cache-control', 'no-store');
      const { language, smsMessages } = request.body;
      if (language === undefined && smsMessages === undefined) return preferencesOf(member);
      return updatePreferences(db, memberActor(member.membershipNumber, request.ip), member, { language, smsMessages }, now());
    },
  );
};
