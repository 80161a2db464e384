/** Officials' content pages rendered on the server (routes.ts), over the database (db-source.ts). */
import type { AppPlugin } from '../../app';
import { publicContentFrom } from './db-source';
import { registerContentPages } from './routes';

export const pageRoutes: AppPlugin = async (app, { config, db, now }) =>
  registerContentPages(app, { content: publicContentFrom(db), now, clientDir: config.clientDir, publicUrl: config.publicUrl });
