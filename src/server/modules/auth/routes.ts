/**
 * Officials' sign-in:
 *   POST /api/auth/login     public     { username, password, rememberMe } → { user } + session cookie
 *                                       + device cookie (device-cookie.ts)
 *   POST /api/auth/logout    public     ends the session in the cookie, if any; always clears the cookie
 *   GET  /api/auth/session   public     { user } or 401
 *                                       or, for an account with two-step sign-in, { twoFactorRequired: true }
 *                                       + a pending cookie (two-factor/pending-sign-in.ts), no session yet
 *   POST /api/auth/logout    public     ends the session in the cookie, if any; always clears the cookie
 *   GET  /api/auth/session   public     { user } or 401
 *   POST /api/auth/password  signed-in  { currentPassword, newPassword } → { user } (new session id)
 * Two-step sign-in: two-factor/routes.ts; the official's signed-in devices: session-routes.ts.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import { serverMessages } from '../../../shared/server-messages';
import { SESSION_COOKIE } from '../../../shared/constants';
import { changePasswordSchema, loginSchema, sessionUserSchema } from '../../../shared/schemas/auth';
import { createDeviceCookies, DEVICE_COOKIE } from './device-cookie';
import { createSession, deleteExpiredSessions, deleteSession, isRememberedSession } from './sessions';
import { changePassword, login, publicUser, type LoginResult } from './service';
import { actorFrom } from '../../lib/actor';
import { createPendingSignIns } from './two-factor/pending-sign-in';
import { twoFactorRoutes } from './two-factor/routes';
import { sessionRoutes } from './session-routes';

/** A stable, non-reversible tag of a typed sign-in name for logs. */
const accountTag = (typed: string) => createHash('sha256').update(typed.trim().toLowerCase()).digest('hex').slice(0, 12);

const userAnswer = z.object({ user: sessionUserSchema });
const loginAnswer = z.union([userAnswer, z.object({ twoFactorRequired: z.literal(true) })]);

/** Sign-in bodies are a few hundred bytes; refusing big ones early keeps scrypt off junk. */
export const AUTH_BODY_LIMIT_BYTES = 16 * 1024;

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now, config, jobs } = app;
  jobs.register({ name: 'session-cleanup', everyMs: 60 * 60_000, run: () => deleteExpiredSessions(db, now()) });
  const devices = createDeviceCookies(db, { secure: config.secure });
  const setSessionCookie = (reply: FastifyReply, token: string, expiresAt: Date, rememberMe: boolean) => {
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: config.secure,
      // Without "Remember me" the cookie ends with the browser session (and the server's 24 h);
      // with it, the cookie persists as long as the server-side session does.
      ...(rememberMe ? { expires: expiresAt } : {}),
    });
  };
  const clearSessionCookie = (reply: FastifyReply) =>
    reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: config.secure });
  const pendingSignIns = createPendingSignIns(db, { secure: config.secure });
  const requiredRoles = config.requireTwoFactorRoles;

  /** A sign-in that passed every step: the browser's old session (if any) ends, a new one begins. */
  const startSession = async (
    request: FastifyRequest,
    reply: FastifyReply,
    result: LoginResult,
    rememberMe: boolean,
    at: Date,
  ): Promise<void> => {
    request.log.info({ userId: result.user.id }, 'signed in');
    // A fresh id at every sign-in; the session the browser had before (if any) ends.
    const previous = request.cookies[SESSION_COOKIE];
    if (previous) await deleteSession(db, previous);
    setSessionCookie(reply, result.token, result.expiresAt, rememberMe);
    // Renewed at every sign-in, so a browser in use keeps being recognised.
    await devices.issue(reply, result.user.id, at);
  };

  app.post(
    '/api/auth/login',
    {
      config: { access: 'public' },
      bodyLimit: AUTH_BODY_LIMIT_BYTES,
      schema: { body: loginSchema, response: { 200: loginAnswer } },
    },
    async (request, reply) => {
      let result;
      const at = now();
      try {
        const device = await devices.read(request.cookies[DEVICE_COOKIE], at);
        result = await login(db, request.body, { ip: request.ip, userAgent: request.headers['user-agent'], now: at, device });
      } catch (error) {
        // Failed and throttled sign-ins are logged for the operator to notice attacks: never the
        // password, and the typed name (often an e-mail) only as a short hash, enough to see one
        // account being tried again and again.
        if (error instanceof AppError)
          request.log.warn({ account: accountTag(request.body.username), code: error.code }, 'sign-in refused');
        throw error;
      }
      if ('twoFactorRequired' in result) {
        // The password was right: the code comes next, from this browser only, within minutes.
        await pendingSignIns.issue(
          reply,
          { userId: result.userId, rememberMe: request.body.rememberMe, deviceNonce: result.deviceNonce },
          at,
        );
        return { twoFactorRequired: true as const };
      }
      await startSession(request, reply, result, request.body.rememberMe, at);
      return { user: publicUser(result.user, requiredRoles) };
    },
  );

  app.post('/api/auth/logout', { config: { access: 'public' }, bodyLimit: AUTH_BODY_LIMIT_BYTES }, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await deleteSession(db, token);
    clearSessionCookie(reply);
    return reply.code(204).send();
  });

  app.get('/api/auth/session', { config: { access: 'public' }, schema: { response: { 200: userAnswer } } }, async (request) => {
    // 'signed_out', not the access hook's 'unauthenticated': this public route answers 401 by design.
    if (!request.user) throw new AppError(401, 'signed_out', serverMessages.unauthenticated);
    return { user: publicUser(request.user, requiredRoles) };
  });

  app.post(
    '/api/auth/password',
    {
      config: { access: 'signed-in', allowTemporaryPassword: true },
      bodyLimit: AUTH_BODY_LIMIT_BYTES,
      schema: { body: changePasswordSchema, response: { 200: userAnswer } },
    },
    async (request, reply) => {
      const user = request.user!;
      const token = request.cookies[SESSION_COOKIE]!;
      await changePassword(db, actorFrom(request), user, token, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        now: now(),
      });
      // New credentials, new session id: the old one (possibly seen by someone else) ends too.
      const rememberMe = await isRememberedSession(db, token);
      await deleteSession(db, token);
      const session = await createSession(db, {
        userId: user.id,
        rememberMe,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        now: now(),
      });
      setSessionCookie(reply, session.token, session.expiresAt, rememberMe);
      return { user: publicUser({ ...user, passwordTemporary: false }, requiredRoles) };
    },
  );

  await twoFactorRoutes(app, { pendingSignIns, startSession, userAnswer });
  await sessionRoutes(app);
};
