/**
 * /membership's API:
 *   POST /api/registrations/check      public  ID number / phone not yet a member
 *   GET  /api/registrations/options    public  chapters, fee, M-Pesa mode, simulator outcomes
 *   POST /api/mpesa/stkpush            public  prompt + stored draft; sets the myv_registration cookie
 *   GET  /api/mpesa/status             public  Daraja-style ResultCode/ResultDesc, from the database
 *   POST /api/submit-membership        public  idempotent finaliser; needs the cookie (403), a paid payment (402)
 *   POST /api/registrations/manual     public  paybill + M-Pesa code, verified by an official (MPESA_MODE=manual)
 *   GET  /api/mpesa/direct-safaricom-test  public  can we reach Daraja? (no secrets)
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hashToken, isWellFormedToken, newToken } from '../../lib/tokens';
import { PUBLIC_PHOTO_BODY_LIMIT_BYTES, SMALL_BODY_LIMIT_BYTES } from '../../body-limits';
import { AppError } from '../../errors';
import { messages } from '../../../shared/messages';
import { serverMessages } from '../../../shared/server-messages';
import { PRIVACY_NOTICE_VERSION, PROCESSING_FEE_KES, REGISTRATION_FEE_KES, TOTAL_FEE_KES } from '../../../shared/constants';
import { identity } from '../../../shared/identity';
import {
  manualRegistrationSchema,
  paymentStatusQuerySchema,
  registrationCheckSchema,
  registrationOptionsSchema,
  stkPushAnswerSchema,
  stkPushSchema,
  submitMembershipResponseSchema,
  submitMembershipSchema,
} from '../../../shared/schemas/registration';
import { SIMULATOR_OUTCOMES } from '../../mpesa-simulator/outcomes';
import { countPromptAttempt } from '../payments';
import {
  REGISTRATION_COOKIE,
  assertNotRegistered,
  chapterNames,
  finaliseRegistration,
  limitRegistrationChecks,
  paymentStatus,
  startStkPush,
  submitManualRegistration,
} from './service';

const PING_CACHE_MS = 60_000;

export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, db, now, payments: gateway } = app;
  const stk = config.mpesa.mode !== 'manual';

  /** The browser's registration token: reused across retries, httpOnly so scripts cannot read it. */
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

  app.post(
    '/api/registrations/check',
    {
      config: { access: 'public' },
      bodyLimit: SMALL_BODY_LIMIT_BYTES,
      schema: { body: registrationCheckSchema, response: { 200: z.object({ ok: z.literal(true) }) } },
    },
    async (request) => {
      // Its 409 says whether an ID number or phone belongs to a member: limited like a look-up.
      await limitRegistrationChecks(db, request.ip, request.body.idNumber, now());
      await assertNotRegistered(db, request.body.idNumber, request.body.phoneNumber);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/registrations/options',
    { config: { access: 'public' }, schema: { response: { 200: registrationOptionsSchema } } },
    async () => ({
      chapters: await chapterNames(db),
      mode: config.mpesa.mode,
      fee: { registration: REGISTRATION_FEE_KES, processing: PROCESSING_FEE_KES, total: TOTAL_FEE_KES },
      paybill: identity.paybill,
      paybillAccount: identity.paybillAccount,
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
      simulatorOutcomes:
        config.mpesa.mode === 'simulator' ? SIMULATOR_OUTCOMES.map(({ suffix, label }) => ({ suffix, label })) : null,
    }),
  );

  // Every attempt counts, refused ones too; a refused network is told so before its (up to several MB) body is read.
  const promptAddressLimit = async (request: FastifyRequest) =>
    countPromptAttempt(db, request.ip, config.mpesa.promptLimits, now());

  app.post(
    '/api/mpesa/stkpush',
    {
      // Anyone can send this: the photo's public transport bound (constants.ts), refused in its words.
      config: { access: 'public', bodyTooLargeMessage: messages.photoTooLargeToSend },
      bodyLimit: PUBLIC_PHOTO_BODY_LIMIT_BYTES,
      onRequest: promptAddressLimit,
      schema: {
        body: stkPushSchema,
        response: {
          200: stkPushAnswerSchema,
        },
      },
    },
    async (request, reply) => {
      if (!stk) throw new AppError(409, 'manual_mode', messages.paymentInitiateError);
      const token = browserToken(request.cookies, reply);
      return startStkPush(db, gateway, {
        payingPhone: request.body.phoneNumber,
        registration: request.body.registration,
        ip: request.ip,
        browserTokenHash: hashToken(token),
        limits: config.mpesa.promptLimits,
        now: now(),
      });
    },
  );

  app.get(
    '/api/mpesa/status',
    {
      config: { access: 'public' },
      schema: {
        querystring: paymentStatusQuerySchema,
        response: { 200: z.object({ ResultCode: z.string().nullable(), ResultDesc: z.string().nullable(), status: z.string() }) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return paymentStatus(db, gateway, request.query.checkoutRequestId, now());
    },
  );

  app.post(
    '/api/submit-membership',
    {
      config: { access: 'public' },
      bodyLimit: SMALL_BODY_LIMIT_BYTES,
      schema: { body: submitMembershipSchema, response: { 200: submitMembershipResponseSchema } },
    },
    async (request) => {
      const at = now();
      const { member, chapter } = await finaliseRegistration(db, gateway, {
        checkoutRequestId: request.body.checkoutRequestId,
        paymentId: request.body.paymentId,
        browserToken: request.cookies[REGISTRATION_COOKIE],
        now: at,
      });
      return {
        member: {
          id: member.id,
          membershipNumber: member.membershipNumber,
          fullName: member.fullName,
          idNumber: member.idNumber,
          chapter,
          joinDate: member.joinDate,
          paymentStatus: member.paymentStatus,
          paymentMethod: member.paymentMethod,
          status: member.status,
        },
        cardUrl: await app.cards.issueUrl({ kind: 'member', id: member.id, now: at }),
      };
    },
  );

  app.post(
    '/api/registrations/manual',
    {
      // Anyone can send this: the photo's public transport bound (constants.ts), refused in its words.
      config: { access: 'public', bodyTooLargeMessage: messages.photoTooLargeToSend },
      bodyLimit: PUBLIC_PHOTO_BODY_LIMIT_BYTES,
      onRequest: promptAddressLimit,
      schema: {
        body: manualRegistrationSchema,
        response: { 200: z.object({ paymentId: z.string(), status: z.literal('pending'), message: z.string() }) },
      },
    },
    async (request, reply) => {
      if (config.mpesa.mode !== 'manual') throw new AppError(409, 'not_manual_mode', serverMessages.notManualMode);
      const token = browserToken(request.cookies, reply);
      const payment = await submitManualRegistration(db, {
        registration: request.body.registration,
        mpesaCode: request.body.mpesaCode,
        ip: request.ip,
        browserTokenHash: hashToken(token),
        limits: config.mpesa.promptLimits,
        now: now(),
      });
      return { paymentId: payment.id, status: 'pending' as const, message: serverMessages.manualSubmitted };
    },
  );

  // The page-load diagnostic: reachability only, cached so it cannot be used to hammer Daraja.
  let ping: { at: number; value: { reachable: boolean; authenticated: boolean; latencyMs: number } } | null = null;
  app.get(
    '/api/mpesa/direct-safaricom-test',
    {
      config: { access: 'public' },
      schema: {
        response: {
          200: z.object({ mode: z.string(), reachable: z.boolean(), authenticated: z.boolean(), latencyMs: z.number() }),
        },
      },
    },
    async () => {
      if (!stk) return { mode: config.mpesa.mode, reachable: false, authenticated: false, latencyMs: 0 };
      if (!ping || Date.now() - ping.at > PING_CACHE_MS) ping = { at: Date.now(), value: await gateway.daraja.ping() };
      return { mode: config.mpesa.mode, ...ping.value };
    },
  );
};
