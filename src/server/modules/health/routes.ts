import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppPlugin } from '../../app';

/** GET /api/health: is the process up and the database reachable? 503 when it is not. */
export const healthRoutes: AppPlugin = async (app, { db }) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        response: {
          200: z.object({ status: z.literal('ok'), database: z.literal('up') }),
          503: z.object({ status: z.literal('degraded'), database: z.literal('down') }),
        },
      },
    },
    async (request, reply) => {
      try {
        await db.execute(sql`select 1`);
        return { status: 'ok' as const, database: 'up' as const };
      } catch (error) {
        request.log.error({ err: error }, 'database health check failed');
        return reply.code(503).send({ status: 'degraded' as const, database: 'down' as const });
      }
    },
  );
};
