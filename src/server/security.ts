/**
 * The security baseline that applies to every request: strict headers with a CSP
 * that allows no inline script, JSON-only bodies, and same-origin checks on state changes.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from './config';
import { AppError } from './errors';
import { SESSION_COOKIE } from '../shared/constants';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Routes that outside systems call (Daraja's callback) opt out of the Origin check. */
declare module 'fastify' {
  interface FastifyContextConfig {
    crossOrigin?: boolean;
  }
}

export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React's style attributes (carousel offsets, progress bars) need inline styles; scripts never.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ['https://www.openstreetmap.org'],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        ...(config.secure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: config.secure ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });

  // Only JSON bodies: a form post from another site cannot reach an API route at all.
  app.removeContentTypeParser('text/plain');

  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method) || request.routeOptions.config?.crossOrigin) return;
    const origin = request.headers.origin;
    if (origin === undefined) {
      // Non-browser clients (scripts, curl) send no Origin; a browser with our cookie always does.
      if (request.cookies?.[SESSION_COOKIE]) throw new AppError(403, 'bad_origin', 'Cross-site request refused.');
      return;
    }
    if (!isSameOrigin(origin, request, config)) throw new AppError(403, 'bad_origin', 'Cross-site request refused.');
  });
}

function isSameOrigin(origin: string, request: FastifyRequest, config: Config): boolean {
  if (origin === new URL(config.publicUrl).origin) return true;
  const host = request.headers.host;
  return host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
}
