/**
 * Two-step sign-in (docs/two-factor.md):
 *   GET  /api/auth/2fa                 signed-in  { enabled, required, recoveryCodesLeft }
 *   POST /api/auth/2fa/setup           signed-in  → { secret, otpauthUrl, qrCode } (not in force until enabled)
 *   POST /api/auth/2fa/enable          signed-in  { code } → { recoveryCodes } (ten, shown once)
 *   POST /api/auth/2fa/recovery-codes  signed-in  { code } → { recoveryCodes } (ten new ones; the old end)
 *   POST /api/auth/2fa/disable         signed-in  { password, code } → 204; every other session ends
 *   POST /api/auth/2fa/verify          public     { code } | { recoveryCode } with the pending cookie
 *                                                 of POST /api/auth/login → { user } + session cookie
 * An official whose role requires it and who has not set it up may use these (access.ts lets
 * /api/auth/* through), so they can set it up.
 */
import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SESSION_COOKIE } from '../../../../shared/constants';
import type { sessionUserSchema } from '../../../../shared/schemas/auth';
import {
  disableTwoFactorSchema,
  enableTwoFactorSchema,
  recoveryCodesSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
  verifyTwoFactorSchema,
} from '../../../../shared/schemas/two-factor';
import { AppError } from '../../../errors';
import { actorFrom } from '../../../lib/actor';
import { countPasswordChangeAttempt, passwordChangeSucceeded } from '../throttle';
import { publicUser, verifySecondFactor, type LoginResult } from '../service';
import { audit } from '../../audit';
import { issueRecoveryCodes } from './recovery-codes';
import { PENDING_SIGN_IN_COOKIE, type createPendingSignIns } from './pending-sign-in';
import { createTwoFactor } from './service';
import { officialsMessages } from '../../../../shared/officials-messages';

/** The bodies here are a code or two and a password. */
const BODY_LIMIT_BYTES = 4 * 1024;

interface TwoFactorRouteDeps {
  pendingSignIns: ReturnType<typeof createPendingSignIns>;
  startSession(request: FastifyRequest, reply: FastifyReply, result: LoginResult, rememberMe: boolean, at: Date): Promise<void>;
  userAnswer: z.ZodObject<{ user: typeof sessionUserSchema }>;
}

export async function twoFactorRoutes(
  app: Parameters<FastifyPluginAsyncZod>[0],
  { pendingSignIns, startSession, userAnswer }: TwoFactorRouteDeps,
): Promise<void> {
  const { db, now, config } = app;
  const twoFactor = createTwoFactor(db);
  const requiredRoles = config.requireTwoFactorRoles;
  const signedIn = { access: 'signed-in' } as const;

  app.get('/api/auth/2fa', { config: signedIn, schema: { response: { 200: twoFactorStatusSchema } } }, async (request) =>
    twoFactor.status(request.user!, requiredRoles),
  );

  app.post('/api/auth/2fa/setup', { config: signedIn, schema: { response: { 200: twoFactorSetupSchema } } }, async (request) =>
    twoFactor.setup(request.user!),
  );

  app.post(
    '/api/auth/2fa/enable',
    {
      config: signedIn,
      bodyLimit: BODY_LIMIT_BYTES,
      schema: { body: enableTwoFactorSchema, response: { 200: recoveryCodesSchema } },
    },
    async (request) => ({
      recoveryCodes: await twoFactor.enable(actorFrom(request), request.user!, request.body.code, now()),
    }),
  );

  app.post(
    '/api/auth/2fa/recovery-codes',
    {
      config: signedIn,
      bodyLimit: BODY_LIMIT_BYTES,
      schema: { body: enableTwoFactorSchema, response: { 200: recoveryCodesSchema } },
    },
    async (request) => {
      const user = request.user!;
      const at = now();
      // A code from the app proves the phone is at hand; wrong ones count like wrong passwords here.
      await countPasswordChangeAttempt(db, `user:${user.id}`, at);
      if ((await twoFactor.check(user.id, { code: request.body.code }, at)) === null) {
        throw new AppError(400, 'two_factor_code_wrong', officialsMessages.twoFactor.codeWrong, {
          code: officialsMessages.twoFactor.codeWrong,
        });
      }
      await passwordChangeSucceeded(db, `user:${user.id}`);
      const recoveryCodes = await issueRecoveryCodes(db, user.id, at);
      await audit(db, actorFrom(request), { action: '2fa.recovery_codes', entity: 'user', entityId: user.id });
      return { recoveryCodes };
    },
  );

  app.post(
    '/api/auth/2fa/disable',
    { config: signedIn, bodyLimit: BODY_LIMIT_BYTES, schema: { body: disableTwoFactorSchema } },
    async (request, reply) => {
      await twoFactor.disable(actorFrom(request), request.user!, request.body, {
        currentToken: request.cookies[SESSION_COOKIE]!,
        requiredRoles,
        now: now(),
      });
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/auth/2fa/verify',
    {
      config: { access: 'public' },
      bodyLimit: BODY_LIMIT_BYTES,
      schema: { body: verifyTwoFactorSchema, response: { 200: userAnswer } },
    },
    async (request, reply) => {
      const at = now();
      const pending = await pendingSignIns.read(request.cookies[PENDING_SIGN_IN_COOKIE], at);
      if (!pending) throw new AppError(401, 'two_factor_pending_expired', officialsMessages.twoFactor.pendingExpired);
      let result: LoginResult;
      try {
        result = await verifySecondFactor(db, twoFactor, pending, request.body, {
          ip: request.ip,
          userAgent: request.headers['user-agent'],
          now: at,
        });
      } catch (error) {
        if (error instanceof AppError) request.log.warn({ userId: pending.userId, code: error.code }, 'second step refused');
        throw error;
      }
      pendingSignIns.clear(reply);
      await startSession(request, reply, result, pending.rememberMe, at);
      return { user: publicUser(result.user, requiredRoles) };
    },
  );
}
