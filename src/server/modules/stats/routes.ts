import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { statsSchema } from '../../../shared/schemas/admin';
import { computeStats } from './service';

export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app;
  app.get('/api/stats', { config: { access: 'admin' }, schema: { response: { 200: statsSchema } } }, async () =>
    computeStats(db, now()),
  );
};
