/**
 * The cards plugin, without encapsulation (fastify-plugin) because registration, renewals,
 * self-service and the SMS outbox issue card links through what it decorates the app with:
 *   app.cards   signed, expiring card download links (the installation's key, read once per app)
 * Its routes (downloads, the officials' card, public verification) sit in a context of their own.
 */
import fp from 'fastify-plugin';
import { createCardLinks, type CardLinks } from './links';
import { cardRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    cards: CardLinks;
  }
}

export const cardsPlugin = fp(
  async (app) => {
    app.decorate('cards', createCardLinks(app.db));
    await app.register(cardRoutes);
  },
  { name: 'myv-cards', fastify: '5.x', dependencies: ['myv-jobs'] },
);
