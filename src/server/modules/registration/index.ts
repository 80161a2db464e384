/** Registration: /membership's API, from the first check to the finished membership. */
import fp from 'fastify-plugin';
import { registrationRoutes } from './routes';

/**
 * Reads app.payments (the Daraja client) and app.cards (the card link it answers with).
 * Encapsulated all the same (its routes and hooks stay in its own context); `dependencies` makes a
 * registration before those plugins fail at start-up rather than at the first request.
 */
export const registrationPlugin = fp(registrationRoutes, {
  name: 'myv-registration',
  fastify: '5.x',
  encapsulate: true,
  dependencies: ['myv-payments', 'myv-cards'],
});
export { REGISTRATION_COOKIE, startStkPush } from './service';
