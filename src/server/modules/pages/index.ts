/**
 * Officials' content pages rendered on the server (routes.ts), over the database (db-source.ts).
 * Without encapsulation (fastify-plugin): its onSend hook must see the content API's writes, which
 * are registered in the content module's own context, to drop exactly the pages they change.
 */
import fp from 'fastify-plugin';
import { publicContentFrom } from './db-source';
import { registerContentPages } from './routes';

export const pagesPlugin = fp(
  async (app) =>
    registerContentPages(app, {
      content: publicContentFrom(app.db),
      now: app.now,
      clientDir: app.config.clientDir,
      publicUrl: app.config.publicUrl,
    }),
  { name: 'myv-pages', fastify: '5.x' },
);
