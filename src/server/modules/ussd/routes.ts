/**
 * Africa's Talking's USSD callbacks and the dashboard's USSD report (docs/ussd.md).
 *
 *   POST /hooks/ussd/:secret          Africa's Talking: one screen of a session (form-encoded), text/plain CON/END
 *   POST /hooks/ussd/:secret/events   Africa's Talking: end-of-session notification, recorded for the report
 *   GET  /api/ussd/report             admin: sessions per day, what they achieved, where callers drop out
 *
 * The secret is the installation's callback secret, the one Daraja's callback path ends in.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ussdSessions } from '../../db/schema';
import { notFound } from '../../errors';
import { answerScreen, SORRY, type UssdDeps } from './sessions';
import { ussdReport } from './report';
import type { RecentSessions } from './recent-sessions';
import { ussdReportSchema } from '../../../shared/schemas/ussd';

export const USSD_PATH_PREFIX = '/hooks/ussd/';

/** Africa's Talking's bodies are a few hundred bytes; the fuzz corpus's longest text still gets an answer. */
export const FORM_BODY_LIMIT = 256 * 1024;

const secretParams = z.object({ secret: z.string().max(200) });
const screenBody = z.object({
  sessionId: z.string().trim().min(1).max(200),
  serviceCode: z.string().max(50).optional(),
  phoneNumber: z.string().max(50),
  networkCode: z.string().max(50).optional(),
  text: z.string().optional().default(''),
});
const optionalInt = z.preprocess(
  (v) => (v === '' || v === undefined ? undefined : Number(v)),
  z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .optional()
    .catch(undefined),
);
const endBody = z.object({
  sessionId: z.string().trim().min(1).max(200),
  status: z.string().max(40).optional(),
  durationInMillis: optionalInt,
  hopsCount: optionalInt,
  errorMessage: z.string().optional(),
});

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A USSD screen: any failure answers the caller "END Sorry…" (status 200), never an error page. */
    ussdScreen?: boolean;
  }
}

export const ussdRoutes: FastifyPluginAsyncZod<{ recent: RecentSessions }> = async (app, { recent }) => {
  const { db, config, payments: gateway } = app;

  const assertSecret = async (secret: string) => {
    if (!(await gateway.isCallbackSecret(secret))) throw notFound();
  };

  // Whatever fails on a screen (a malformed body, NUL in `text`, the database), the caller reads
  // one short sentence and the session ends; the log says what, never who (no phone, no body).
  app.setErrorHandler(
    async (error: Error & { statusCode?: number; code?: string }, request: FastifyRequest, reply: FastifyReply) => {
      const secret = (request.params as { secret?: unknown } | undefined)?.secret;
      if (!request.routeOptions.config.ussdScreen || typeof secret !== 'string' || !(await gateway.isCallbackSecret(secret)))
        throw error;
      request.log.error({ errorName: error.name, errorCode: error.code, statusCode: error.statusCode }, 'USSD screen failed');
      return reply.code(200).type('text/plain; charset=utf-8').send(SORRY);
    },
  );

  app.post(
    `${USSD_PATH_PREFIX}:secret`,
    {
      config: { access: 'public', crossOrigin: true, ussdScreen: true },
      // The path carries the secret: keep it out of the per-request info logs.
      logLevel: 'warn',
      bodyLimit: FORM_BODY_LIMIT,
      schema: { params: secretParams },
    },
    async (request, reply) => {
      await assertSecret(request.params.secret);
      const body = screenBody.parse(request.body);
      const deps: UssdDeps = { db, config, gateway, now: app.now(), recent };
      const screen = await answerScreen(body, deps);
      return reply.type('text/plain; charset=utf-8').send(screen);
    },
  );

  app.post(
    `${USSD_PATH_PREFIX}:secret/events`,
    {
      config: { access: 'public', crossOrigin: true },
      logLevel: 'warn',
      bodyLimit: FORM_BODY_LIMIT,
      schema: { params: secretParams },
    },
    async (request, reply) => {
      await assertSecret(request.params.secret);
      const parsed = endBody.safeParse(request.body);
      // Always 200 once the secret matches: a refused notification would only be sent again.
      if (!parsed.success) {
        request.log.warn('USSD end-of-session notification with a malformed body ignored');
        return reply.type('text/plain; charset=utf-8').send('OK');
      }
      const now = app.now();
      const ended = {
        endStatus: parsed.data.status?.slice(0, 40) ?? null,
        endDurationMs: parsed.data.durationInMillis ?? null,
        endHops: parsed.data.hopsCount ?? null,
        // Africa's Talking's own words about a failure; the caller's input and our last screen are not kept.
        endError: parsed.data.errorMessage?.replace(/\0/g, '').slice(0, 200) || null,
        endedAt: now,
        updatedAt: now,
      };
      await db
        .insert(ussdSessions)
        .values({ sessionId: parsed.data.sessionId, state: null, lastScreen: 'unknown', createdAt: now, ...ended })
        .onConflictDoUpdate({ target: ussdSessions.sessionId, set: ended });
      return reply.type('text/plain; charset=utf-8').send('OK');
    },
  );

  app.get('/api/ussd/report', { config: { access: 'admin' }, schema: { response: { 200: ussdReportSchema } } }, async () =>
    ussdReport(db, app.now()),
  );
};
