/**
 * An official's signed-in devices (the dashboard's Security screen):
 *   GET    /api/auth/sessions      signed-in  { sessions: [{ id, current, browser, userAgent, ip, createdAt, lastSeenAt }] }
 *   DELETE /api/auth/sessions/:id  signed-in  signs one of their own sessions out (404 for anyone else's)
 * Only the official's own sessions are listed or ended; the session id is never the cookie's token.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInDeviceSchema } from '../../../shared/schemas/two-factor';
import { AppError } from '../../errors';
import { audit } from '../audit';
import { actorFrom } from '../../lib/actor';
import { deleteUserSessionById, listUserSessions } from './sessions';
import { browserSummary } from './user-agent';
import { officialsMessages } from '../../../shared/officials-messages';

const notFound = () => new AppError(404, 'not_found', officialsMessages.twoFactor.sessionNotFound);

export async function sessionRoutes(app: Parameters<FastifyPluginAsyncZod>[0]): Promise<void> {
  const { db, now } = app;

  app.get(
    '/api/auth/sessions',
    { config: { access: 'signed-in' }, schema: { response: { 200: z.object({ sessions: z.array(signedInDeviceSchema) }) } } },
    async (request) => {
      const user = request.user!;
      const rows = await listUserSessions(db, user.id, now());
      return {
        sessions: rows.map((row) => ({
          id: row.id,
          current: row.id === user.sessionId,
          browser: browserSummary(row.userAgent),
          userAgent: row.userAgent,
          ip: row.ip,
          createdAt: row.createdAt.toISOString(),
          lastSeenAt: row.lastSeenAt.toISOString(),
        })),
      };
    },
  );

  app.delete(
    '/api/auth/sessions/:id',
    {
      config: { access: 'signed-in' },
      schema: { params: z.object({ id: z.uuid({ error: officialsMessages.twoFactor.sessionNotFound }) }) },
    },
    async (request, reply) => {
      const user = request.user!;
      // Another official's session id is "not found", the same as one that never existed.
      if (!(await deleteUserSessionById(db, user.id, request.params.id))) throw notFound();
      await audit(db, actorFrom(request), {
        action: 'session.end',
        entity: 'user',
        entityId: user.id,
        details: { session: request.params.id, own: request.params.id === user.sessionId },
      });
      return reply.code(204).send();
    },
  );
}
