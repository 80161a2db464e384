/**
 * The chairman's management of officials' accounts, every write audited (by the services):
 *   GET  /api/users                      chairman  list
 *   POST /api/users                      chairman  { username, email, role } → { user, temporaryPassword } (shown once)
 *   POST /api/users/:id/disable          chairman  signs the official out everywhere
 *   POST /api/users/:id/enable           chairman
 *   POST /api/users/:id/reset-password   chairman  → { user, temporaryPassword }
 *   POST /api/users/:id/reset-2fa        chairman  removes two-step sign-in; signed out everywhere, set up again
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createUserSchema, officialSchema, temporaryPasswordSchema } from '../../../shared/schemas/auth';
import { createOfficial, listOfficials, resetPassword, resetTwoFactorOf, setDisabled } from './service';
import { serverMessages } from '../../../shared/server-messages';
import { AUTH_BODY_LIMIT_BYTES } from '../auth';
import { actorFrom } from '../../lib/actor';

const idParams = z.object({ id: z.uuid({ error: serverMessages.userNotFound }) });

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.get('/api/users', { config: { access: 'chairman' }, schema: { response: { 200: z.array(officialSchema) } } }, async () =>
    listOfficials(db),
  );

  app.post(
    '/api/users',
    {
      config: { access: 'chairman' },
      bodyLimit: AUTH_BODY_LIMIT_BYTES,
      schema: { body: createUserSchema, response: { 201: temporaryPasswordSchema } },
    },
    async (request, reply) => {
      const { user, temporaryPassword } = await createOfficial(db, actorFrom(request), request.body);
      return reply.code(201).send({ user, temporaryPassword: temporaryPassword! });
    },
  );

  for (const [action, disabled] of [
    ['disable', true],
    ['enable', false],
  ] as const) {
    app.post(
      `/api/users/:id/${action}`,
      { config: { access: 'chairman' }, schema: { params: idParams, response: { 200: z.object({ user: officialSchema }) } } },
      async (request) => {
        const user = await setDisabled(db, actorFrom(request), request.params.id, disabled);
        return { user };
      },
    );
  }

  app.post(
    '/api/users/:id/reset-password',
    { config: { access: 'chairman' }, schema: { params: idParams, response: { 200: temporaryPasswordSchema } } },
    async (request) => {
      const { user, temporaryPassword } = await resetPassword(db, actorFrom(request), request.params.id);
      return { user, temporaryPassword: temporaryPassword! };
    },
  );

  app.post(
    '/api/users/:id/reset-2fa',
    { config: { access: 'chairman' }, schema: { params: idParams, response: { 200: z.object({ user: officialSchema }) } } },
    async (request) => ({ user: await resetTwoFactorOf(db, actorFrom(request), request.params.id) }),
  );
};
