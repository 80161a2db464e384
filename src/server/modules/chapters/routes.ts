import { z } from 'zod';
import type { AppPlugin } from '../../app';
import { chapterSchema } from '../../../shared/schemas/chapters';
import { listChapters } from './service';

/** GET /api/chapters is public: the registration form lists chapters from it (spec §7). */
export const chapterRoutes: AppPlugin = async (app, { db }) => {
  app.get(
    '/api/chapters',
    { config: { access: 'public' }, schema: { response: { 200: z.array(chapterSchema) } } },
    async () => listChapters(db),
  );
};
