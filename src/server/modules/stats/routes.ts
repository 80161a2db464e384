import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { statsSchema } from '../../../shared/schemas/admin';
import { scopeOf } from '../auth';
import { computeStats } from './service';

export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app;
  app.get('/api/stats', { config: { access: 'records' }, schema: { response: { 200: statsSchema } } }, async (request) =>
    computeStats(db, now(), await scopeOf(db, request)),
  );
};
