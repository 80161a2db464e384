/**
 * Route access control: every /api route declares `config.access`, and one hook enforces it.
 * A route that forgets to declare its access makes the app refuse to start, so no admin
 * route can be left open by accident.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, isAdminRole } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import { AppError } from '../../errors';
import type { Db } from '../../db/client';
import { findSessionUser, type SessionUser } from './sessions';

/**
 * public     anyone
 * signed-in  any official with a valid session (e.g. reading their own session, logging out)
 * admin      chairman or vice_chairman (spec §6)
 * chairman   the chairman only (managing officials' accounts)
 */
export type Access = 'public' | 'signed-in' | 'admin' | 'chairman';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

export function registerAccessControl(app: FastifyInstance, db: Db, now: () => Date): void {
  app.decorateRequest('user', null);

  app.addHook('onRoute', (route) => {
    const url = route.url ?? route.path;
    if (url.startsWith('/api') && !route.config?.access) {
      throw new Error(`Route ${String(route.method)} ${url} declares no config.access`);
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access || access === 'public') {
      // Public routes may still use the user (e.g. GET /api/auth/session), so resolve it cheaply.
      if (request.cookies?.[SESSION_COOKIE]) request.user = await resolveUser(db, request, now());
      return;
    }
    request.user = await resolveUser(db, request, now());
    if (!request.user) throw new AppError(401, 'unauthenticated', messages.unauthenticated);
    if (access === 'admin' && !isAdminRole(request.user.role)) {
      throw new AppError(403, 'forbidden', messages.accessDenied);
    }
    if (access === 'chairman' && request.user.role !== 'chairman') {
      throw new AppError(403, 'forbidden', messages.accessDenied);
    }
  });
}

async function resolveUser(db: Db, request: FastifyRequest, now: Date): Promise<SessionUser | null> {
  const token = request.cookies?.[SESSION_COOKIE];
  return token ? findSessionUser(db, token, now) : null;
}
