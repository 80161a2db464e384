/**
 * The public pages rendered on the server (routes.ts), over the database (db-source.ts), with the
 * invalidation log other instances follow (invalidation-log.ts). Without encapsulation
 * (fastify-plugin): its onSend hook must see every module's write routes, registered in those
 * modules' own contexts, to drop the pages each declares it changes (`config.invalidates`,
 * lib/page-tags.ts).
 */
import fp from 'fastify-plugin';
import { checkCardNumber } from '../cards';
import { donationSummary } from '../donations';
import { publicContentFrom } from './db-source';
import { invalidationLogOf } from './invalidation-log';
import { registerContentPages } from './routes';

export const pagesPlugin = fp(
  async (app) =>
    registerContentPages(app, {
      content: publicContentFrom(app.db),
      log: invalidationLogOf(app.db),
      now: app.now,
      clientDir: app.config.clientDir,
      publicUrl: app.config.publicUrl,
      checkCard: (number, token, ip) => checkCardNumber(app.db, app.cards, { number, token, ip, now: app.now() }),
      donationSummary: () => donationSummary(app.db, app.now()),
    }),
  // app.cards: the verification page checks card numbers and their QR tokens.
  { name: 'myv-pages', fastify: '5.x', dependencies: ['myv-cards'] },
);
