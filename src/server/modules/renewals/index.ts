/** Renewals: a member looks themselves up and pays again; officials record cash renewals. */
import fp from 'fastify-plugin';
import { renewalRoutes } from './routes';

/**
 * Reads app.payments (the Daraja client) and app.cards (the card link it answers with).
 * Encapsulated all the same (its routes and hooks stay in its own context); `dependencies` makes a
 * registration before those plugins fail at start-up rather than at the first request.
 */
export const renewalsPlugin = fp(renewalRoutes, {
  name: 'myv-renewals',
  fastify: '5.x',
  encapsulate: true,
  dependencies: ['myv-payments', 'myv-cards'],
});
export { memberById, memberByIdAndPhone, ownMembership, startRenewalPrompt, type MemberRecord } from './service';
