import type { AppPlugin } from '../../app';
import { statsSchema } from '../../../shared/schemas/admin';
import { computeStats } from './service';

export const statsRoutes: AppPlugin = async (app, { db, now }) => {
  app.get('/api/stats', { config: { access: 'admin' }, schema: { response: { 200: statsSchema } } }, async () => computeStats(db, now()));
};
