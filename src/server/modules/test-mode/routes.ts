/**
 *   GET /api/test-mode   signed-in   { payments, sms }: which services the simulators answer
 *
 * Officials only: the public pages say nothing about how the site is configured.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { testModeSchema } from '../../../shared/schemas/test-mode';
import { testModeOf } from '../../test-mode';

export const testModeRoutes: FastifyPluginAsyncZod = async (app) => {
  const mode = testModeOf(app.config);
  app.get(
    '/api/test-mode',
    { config: { access: 'signed-in' }, schema: { response: { 200: testModeSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return mode;
    },
  );
};
