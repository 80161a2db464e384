/** Officials' sign-in: sessions, passwords, the sign-in throttle and per-route access control. */
import fp from 'fastify-plugin';
import { authRoutes } from './routes';

/** Registers the session clean-up job on app.jobs; encapsulated all the same, with `dependencies` checked at start-up. */
export const authPlugin = fp(authRoutes, { name: 'myv-auth', fastify: '5.x', encapsulate: true, dependencies: ['myv-jobs'] });
export { AUTH_BODY_LIMIT_BYTES } from './routes';
export { registerAccessControl } from './access';
export { inScope, scopeOf, type Scope } from './scope';
export { generatePassword, hashPassword } from './password';
export { deleteUserSessions, findSessionUser } from './sessions';
export { clearAccountFailures } from './throttle';
export { resetTwoFactor } from './two-factor/service';
