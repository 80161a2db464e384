/**
 * /renew's API (docs/membership.md). The contract is fixed: tools rely on it.
 *   POST /api/renewals/check    public  { idNumber, phoneNumber } → { member } | 404
 *   POST /api/renewals/stkpush  public  { idNumber, phoneNumber, payPhoneNumber, confirmEarlyRenewal? } → Daraja-shaped
 *                                       answer, polled with GET /api/mpesa/status; 409 early_renewal while most of
 *                                       the year is ahead and confirmEarlyRenewal is not true; 409 member_inactive
 *   POST /api/renewals/submit   public  { checkoutRequestId } → { member, cardUrl }; idempotent, 402 while unpaid
 *   POST /api/renewals/manual   public  paybill + M-Pesa code, confirmed by an official (MPESA_MODE=manual)
 *   POST /api/members/:id/cash-renewal  admin, audited: "Record cash renewal"
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hashToken, isWellFormedToken, newToken } from '../../lib/tokens';
import { SMALL_BODY_LIMIT_BYTES } from '../../body-limits';
import { countPromptAttempt } from '../payments';
import { AppError, notFound, requireUuid } from '../../errors';
import { messages } from '../../../shared/messages';
import { serverMessages } from '../../../shared/server-messages';
import { idParamSchema } from '../../../shared/schemas/admin';
import { stkPushAnswerSchema } from '../../../shared/schemas/registration';
import {
  memberLookupSchema,
  ownMembershipSchema,
  renewalCheckResponseSchema,
  renewalManualSchema,
  renewalStkPushSchema,
  renewalSubmitResponseSchema,
  renewalSubmitSchema,
} from '../../../shared/schemas/renewals';
import { REGISTRATION_COOKIE } from '../registration';
import {
  finaliseRenewal,
  lookUpMember,
  memberById,
  ownMembership,
  recordCashRenewal,
  startRenewalPrompt,
  submitManualRenewal,
} from './service';
import { actorFrom } from '../../lib/actor';

export const renewalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, db, now, payments: gateway } = app;

  /** The same httpOnly browser token as registration: only the browser that paid may finalise. */
  const browserToken = (cookies: Record<string, string | undefined>, reply: FastifyReply): string => {
    const existing = cookies[REGISTRATION_COOKIE];
    const token = isWellFormedToken(existing) ? existing : newToken();
    reply.setCookie(REGISTRATION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.secure,
      path: '/api',
      maxAge: 7 * 24 * 60 * 60,
    });
    return token;
  };

  // Renewal prompts count against the same per-network limit as registration prompts, refused ones too.
  const promptAddressLimit = async (request: FastifyRequest) =>
    countPromptAttempt(db, request.ip, config.mpesa.promptLimits, now());

  // Every public renewal body is a few short fields: SMALL_BODY_LIMIT_BYTES.
  app.post(
    '/api/renewals/check',
    {
      config: { access: 'public' },
      bodyLimit: SMALL_BODY_LIMIT_BYTES,
      schema: { body: memberLookupSchema, response: { 200: renewalCheckResponseSchema } },
    },
    async (request) => {
      const at = now();
      const member = await lookUpMember(db, { ...request.body, ip: request.ip, now: at });
      return { member: ownMembership(member, at) };
    },
  );

  app.post(
    '/api/renewals/stkpush',
    {
      config: { access: 'public' },
      bodyLimit: SMALL_BODY_LIMIT_BYTES,
      onRequest: promptAddressLimit,
      schema: {
        body: renewalStkPushSchema,
        response: { 200: stkPushAnswerSchema },
      },
    },
    async (request, reply) => {
      if (config.mpesa.mode === 'manual') throw new AppError(409, 'manual_mode', messages.paymentInitiateError);
      const token = browserToken(request.cookies, reply);
      return startRenewalPrompt(db, gateway, {
        idNumber: request.body.idNumber,
        phoneNumber: request.body.phoneNumber,
        payingPhone: request.body.payPhoneNumber,
        confirmEarlyRenewal: request.body.confirmEarlyRenewal,
        ip: request.ip,
        browserTokenHash: hashToken(token),
        limits: config.mpesa.promptLimits,
        now: now(),
      });
    },
  );

  app.post(
    '/api/renewals/submit',
    {
      config: { access: 'public' },
      bodyLimit: SMALL_BODY_LIMIT_BYTES,
      schema: { body: renewalSubmitSchema, response: { 200: renewalSubmitResponseSchema } },
    },
    async (request) => {
      const at = now();
      const member = await finaliseRenewal(db, gateway, {
        checkoutRequestId: request.body.checkoutRequestId,
        paymentId: request.body.paymentId,
        browserToken: request.cookies[REGISTRATION_COOKIE],
        now: at,
      });
      const own = ownMembership(member, at);
      return {
        member: { membershipNumber: own.membershipNumber, renewalDate: own.renewalDate, membershipStatus: own.membershipStatus },
        cardUrl: await app.cards.issueUrl({ kind: 'member', id: member.id, now: at }),
      };
    },
  );

  app.post(
    '/api/renewals/manual',
    {
      config: { access: 'public' },
      bodyLimit: SMALL_BODY_LIMIT_BYTES,
      onRequest: promptAddressLimit,
      schema: {
        body: renewalManualSchema,
        response: { 200: z.object({ paymentId: z.string(), status: z.literal('pending'), message: z.string() }) },
      },
    },
    async (request, reply) => {
      if (config.mpesa.mode !== 'manual') throw new AppError(409, 'not_manual_mode', serverMessages.notManualMode);
      const token = browserToken(request.cookies, reply);
      const payment = await submitManualRenewal(db, {
        ...request.body,
        ip: request.ip,
        browserTokenHash: hashToken(token),
        limits: config.mpesa.promptLimits,
        now: now(),
      });
      return { paymentId: payment.id, status: 'pending' as const, message: serverMessages.renewalManualSubmitted };
    },
  );

  app.post(
    '/api/members/:id/cash-renewal',
    {
      config: { access: 'admin' },
      schema: { params: idParamSchema, response: { 200: z.object({ message: z.string(), member: ownMembershipSchema }) } },
    },
    async (request) => {
      const at = now();
      const member = await memberById(db, requireUuid(request.params.id, messages.memberNotFound));
      if (!member) throw notFound(messages.memberNotFound);
      await recordCashRenewal(db, actorFrom(request), member, at);
      const after = await memberById(db, member.id);
      return { message: serverMessages.renewalRecorded, member: ownMembership(after!, at) };
    },
  );
};
