/** A member fetches their own card again with a one-time code sent to their phone. */
import fp from 'fastify-plugin';
import { selfServiceRoutes } from './routes';

/**
 * Reads app.cards (the card link it answers with).
 * Encapsulated all the same (its routes and hooks stay in its own context); `dependencies` makes a
 * registration before those plugins fail at start-up rather than at the first request.
 */
export const selfServicePlugin = fp(selfServiceRoutes, {
  name: 'myv-self-service',
  fastify: '5.x',
  encapsulate: true,
  dependencies: ['myv-cards'],
});
export { requestPhoneCode, verifyPhoneCode } from './service';
export { createMemberSessions, type MemberSessions } from './member-session';
export { memberProver } from './proven-member';
