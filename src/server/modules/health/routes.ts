import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * GET /api/health is liveness: the process is up and its event loop answers. It touches nothing
 * else, so a database outage does not make an orchestrator restart healthy processes in a loop.
 * GET /api/ready is readiness: the database answers (migrations ran before the server listened),
 * so a load balancer sends traffic only to instances that can serve it; 503 when it does not.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.get(
    '/api/health',
    { config: { access: 'public' }, schema: { response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/api/ready',
    {
      config: { access: 'public' },
      schema: {
        response: {
          200: z.object({ status: z.literal('ready'), database: z.literal('up') }),
          503: z.object({ status: z.literal('not_ready'), database: z.literal('down') }),
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      try {
        await db.execute(sql`select 1`);
        return { status: 'ready' as const, database: 'up' as const };
      } catch (error) {
        request.log.error({ err: error }, 'database readiness check failed');
        return reply.code(503).send({ status: 'not_ready' as const, database: 'down' as const });
      }
    },
  );
};
