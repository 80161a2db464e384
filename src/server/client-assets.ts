/**
 * Serves the built client: hashed assets cached for a year, the other static files, and the SPA
 * shell for the dashboard (/admin/…), which only a signed-in official gets: without a valid
 * session the server answers a redirect to /admin/login?from=<the path asked for>. Every other
 * page is rendered by the pages module (src/server/modules/pages). An unknown page path answers a
 * redirect to the home page (docs/product-rules.md); /api/…, assets and files keep their 404.
 * Both redirects are the server's, so no blank page waits for a script to decide.
 *
 * A plugin without encapsulation (fastify-plugin): its not-found handler answers for the whole app.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody, malformedAddress } from './errors';
import { findSessionUser } from './modules/auth';
import { SESSION_COOKIE } from '../shared/constants';
import { ERROR_CODES } from '../shared/error-codes';
import { serverMessages } from '../shared/server-messages';
import { SIGN_IN_PATH, signInPathFor } from '../shared/return-path';
import { sendCompressed, type CompressedBody } from './lib/compressed-body';
import { IMAGES_VERSION } from '../shared/image-url';
import { localeOfPath, pathIn } from '../shared/locale';

const SHELL_FILE = '_shell.html';
/** Absolute URLs in the shell (canonical, Open Graph) use this origin; swapped for PUBLIC_URL (scripts/prerender.mjs). */
const SITE_ORIGIN_PLACEHOLDER = 'https://__SITE_ORIGIN__';

/** Serves the build found at app.config.clientDir, with app.config.publicUrl in its absolute links. */
export const clientAssetsPlugin = fp(async (app) => registerClientAssets(app, app.config.clientDir, app.config.publicUrl), {
  name: 'myv-client-assets',
  fastify: '5.x',
});

async function registerClientAssets(app: FastifyInstance, clientDir: string, publicUrl: string): Promise<void> {
  // One page for every path the shell answers: an unknown path costs nothing and leaves nothing behind.
  const shell = existsSync(path.join(clientDir, SHELL_FILE)) ? loadShell(clientDir, publicUrl) : null;
  if (shell) {
    // The built files (about 1.5 MB, with their .br/.gz copies from scripts/prerender.mjs) are read
    // into memory once: each answer is a Buffer write, with no file-system call per request.
    for (const [url, file] of loadStaticFiles(clientDir)) {
      app.get(url, { exposeHeadRoute: true }, async (request, reply) => {
        reply
          .header('Cache-Control', cacheControlFor(url, request.query))
          .header('ETag', file.etag)
          .header('Vary', 'Accept-Encoding')
          .type(file.type);
        if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
        return sendCompressed(request, reply, file);
      });
    }
  }

  app.setNotFoundHandler(async (request, reply) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(request.url.split('?')[0] ?? '/');
    } catch {
      return reply.code(400).send(malformedAddress());
    }
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !/^\/api(\/|$)/.test(pathname);
    if (!isPage || path.extname(pathname) !== '') {
      // The product's words, not the path: an address may carry what someone typed (an ID number).
      return reply.code(404).send(errorBody(ERROR_CODES.notFound, serverMessages.notFound));
    }
    const dashboard = (pathname === '/admin' || pathname.startsWith('/admin/')) && pathname !== SIGN_IN_PATH;
    if (dashboard) {
      const token = request.cookies?.[SESSION_COOKIE];
      const user = token ? await findSessionUser(app.db, token, app.now()) : null;
      // The answer depends on the cookie: no shared or browser cache may keep it.
      if (!user) return reply.header('Cache-Control', 'no-store').redirect(signInPathFor(request.url), 302);
    } else if (app.contentPages) {
      // The pages module renders every page of the built client: anything else is unknown.
      // A Kiswahili address goes to the Kiswahili home page (/sw/admin/… included: no such twin).
      return reply.header('Cache-Control', 'no-cache').redirect(pathIn(localeOfPath(pathname), '/'), 302);
    }
    if (!shell) {
      return reply.code(503).type('text/plain').send('The client is not built yet: run `npm run build`.');
    }
    reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8');
    return sendCompressed(request, reply, shell);
  });
}

interface StaticFile extends CompressedBody {
  type: string;
  etag: string;
}

const A_YEAR = 'public, max-age=31536000, immutable';
const AN_HOUR = 'public, max-age=3600';

/**
 * Hashed files under /assets/, and the site's pictures asked for at this build's version
 * (/images/…?v=…, src/shared/image-url.ts), never change at their address: a year. Anything else
 * (the favicon, the Open Graph image, the constitution, a picture at an older or no version) may
 * change under the same address: an hour.
 */
function cacheControlFor(url: string, query: unknown): string {
  if (url.startsWith('/assets/')) return A_YEAR;
  const version = (query as { v?: unknown } | undefined)?.v;
  return url.startsWith('/images/') && IMAGES_VERSION !== null && version === IMAGES_VERSION ? A_YEAR : AN_HOUR;
}

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
};

/**
 * Every servable file of the build by URL path: not the .html pages (served by the page handler
 * below, one URL per page) nor the .br/.gz copies (chosen by Accept-Encoding).
 */
function loadStaticFiles(clientDir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || /\.(html|br|gz)$/.test(entry.name)) continue;
    const full = path.join(entry.parentPath, entry.name);
    const url = `/${path.relative(clientDir, full).split(path.sep).join('/')}`;
    const raw = readFileSync(full);
    const variant = (suffix: string) => (existsSync(full + suffix) ? readFileSync(full + suffix) : undefined);
    files.set(url, {
      raw,
      br: variant('.br'),
      gzip: variant('.gz'),
      type: CONTENT_TYPES[path.extname(entry.name).toLowerCase()] ?? 'application/octet-stream',
      etag: `"${createHash('sha256').update(raw).digest('base64url').slice(0, 27)}"`,
    });
  }
  return files;
}

function loadShell(clientDir: string, publicUrl: string): CompressedBody {
  const raw = Buffer.from(readFileSync(path.join(clientDir, SHELL_FILE), 'utf8').replaceAll(SITE_ORIGIN_PLACEHOLDER, publicUrl));
  return { raw, br: brotliCompressSync(raw), gzip: gzipSync(raw) };
}
