/**
 * Route access control: every /api route declares `config.access`, and one hook enforces it.
 * A route that forgets to declare its access makes the app refuse to start, so no admin
 * route can be left open by accident.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import { serverMessages } from '../../../shared/server-messages';
import { mayPass, type Role, type RoleAccess } from '../../../shared/roles';
import { AppError } from '../../errors';
import type { Db } from '../../db/client';
import { findSessionUser, type SessionUser } from './sessions';
import { mustSetUpTwoFactor } from './service';
import { officialsMessages } from '../../../shared/officials-messages';

/**
 * public     anyone
 * signed-in  any official with a valid session (e.g. reading their own session, logging out)
 * the rest   the roles src/shared/roles.ts lists for it (ACCESS_ROLES): admin, records,
 *            chairman, publisher, treasury, audit. Which chapters a route's queries may then
 *            touch is the request's scope (scope.ts).
 */
export type Access = 'public' | 'signed-in' | RoleAccess;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** The one signed-in route an official with a temporary password may use: changing it. */
    allowTemporaryPassword?: boolean;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyInstance {
    /** Every route as registered, read by the authorization-matrix test. */
    registeredRoutes: RegisteredRoute[];
  }
}

interface RegisteredRoute {
  method: string;
  url: string;
  access: Access | undefined;
}

/**
 * `requiredTwoFactorRoles` (REQUIRE_2FA_ROLES): an official of such a role without two-step
 * sign-in may use /api/auth/* only (their session, setting it up, signing out) until they set it up.
 */
export function registerAccessControl(
  app: FastifyInstance,
  db: Db,
  now: () => Date,
  requiredTwoFactorRoles: readonly Role[] = [],
): void {
  app.decorateRequest('user', null);
  app.decorate('registeredRoutes', [] as RegisteredRoute[]);

  app.addHook('onRoute', (route) => {
    const url = route.url ?? route.path;
    if (url.startsWith('/api') && !route.config?.access) {
      throw new Error(`Route ${String(route.method)} ${url} declares no config.access`);
    }
    for (const method of [route.method].flat()) {
      // The HEAD route Fastify adds for each GET runs the same hooks as that GET.
      if (method === 'HEAD') continue;
      app.registeredRoutes.push({ method, url, access: route.config?.access });
    }
  });

  // Answers that depend on who is signed in must never sit in a shared or browser cache.
  app.addHook('onSend', async (request, reply) => {
    const access = request.routeOptions.config?.access;
    if ((access && access !== 'public') || request.url.startsWith('/api/auth/')) {
      reply.header('cache-control', 'no-store');
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    // Pages and static assets declare no access and never read the user:
    // an official's browser loading the dashboard's files costs no session look-ups.
    if (!access) return;
    if (access === 'public') {
      // Public API routes may still use the user (e.g. GET /api/auth/session), so resolve it cheaply.
      if (request.cookies?.[SESSION_COOKIE]) request.user = await resolveUser(db, request, now());
      return;
    }
    request.user = await resolveUser(db, request, now(), request.ip);
    if (!request.user) throw new AppError(401, 'unauthenticated', serverMessages.unauthenticated);
    if (access !== 'signed-in' && !mayPass(access, request.user.role)) {
      throw new AppError(403, 'forbidden', messages.accessDenied);
    }
    // A temporary password (new account or a reset) is for choosing a new one, nothing else.
    if (request.user.passwordTemporary && !request.routeOptions.config?.allowTemporaryPassword) {
      throw new AppError(403, 'password_change_required', serverMessages.passwordChangeRequired);
    }
    if (mustSetUpTwoFactor(request.user, requiredTwoFactorRoles) && !request.routeOptions.url?.startsWith('/api/auth/')) {
      throw new AppError(403, 'two_factor_setup_required', officialsMessages.twoFactor.setupRequired);
    }
  });
}

/** `seenFrom`: the request's address, when the request counts as the official being seen (not public routes). */
async function resolveUser(db: Db, request: FastifyRequest, now: Date, seenFrom?: string): Promise<SessionUser | null> {
  const token = request.cookies?.[SESSION_COOKIE];
  return token ? findSessionUser(db, token, now, seenFrom) : null;
}
