/**
 * Serves the built client: hashed assets cached for a year, prerendered public pages as HTML,
 * and the SPA shell for client-rendered routes (/membership, /admin/*, detail pages). Unknown
 * paths get the shell too, whose router sends them to / (spec §2).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './errors';

export const SHELL_FILE = '_shell.html';
/** Absolute URLs in prerendered pages (canonical, Open Graph) use this origin; swapped for PUBLIC_URL. */
export const SITE_ORIGIN_PLACEHOLDER = 'https://__SITE_ORIGIN__';

export async function registerClientAssets(app: FastifyInstance, clientDir: string, publicUrl = 'http://localhost:3000'): Promise<void> {
  const built = existsSync(path.join(clientDir, SHELL_FILE));
  if (built) {
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build writes .br/.gz copies next to text assets (scripts/prerender.mjs).
      preCompressed: true,
      // The public pages are served as /about, not /about/index.html: one URL per page.
      allowedPath: (pathName) => !pathName.endsWith('.html'),
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
        } else {
          res.header('Cache-Control', 'public, max-age=3600');
        }
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(request.url.split('?')[0] ?? '/');
    } catch {
      return reply.code(400).send(errorBody('bad_request', 'The address is malformed.'));
    }
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !/^\/api(\/|$)/.test(pathname);
    if (!isPage || path.extname(pathname) !== '') {
      return reply.code(404).send(errorBody('not_found', `No route ${request.method} ${pathname}`));
    }
    if (!built) {
      return reply.code(503).type('text/plain').send('The client is not built yet: run `npm run build`.');
    }
    reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8');
    const page = readPage(clientDir, pathname, publicUrl) ?? readPage(clientDir, null, publicUrl)!;
    const accepts = String(request.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accepts)) return reply.header('Content-Encoding', 'br').send(page.br);
    if (/\bgzip\b/.test(accepts)) return reply.header('Content-Encoding', 'gzip').send(page.gzip);
    return reply.send(page.raw);
  });
}

interface CachedPage {
  raw: Buffer;
  br: Buffer;
  gzip: Buffer;
}
const pages = new Map<string, CachedPage | null>();

/**
 * A prerendered page (dist/client/about/index.html for /about), or the shell for null; read,
 * given this site's origin and compressed once, then cached (pages change only with a new build).
 */
function readPage(clientDir: string, pathname: string | null, publicUrl: string): CachedPage | null {
  const relative = pathname === null ? SHELL_FILE : path.normalize(path.join(pathname, 'index.html')).replace(/^[/\\]+/, '');
  if (relative.startsWith('..')) return null;
  const file = path.join(clientDir, relative);
  if (!pages.has(file)) {
    if (!existsSync(file)) pages.set(file, null);
    else {
      const raw = Buffer.from(readFileSync(file, 'utf8').replaceAll(SITE_ORIGIN_PLACEHOLDER, publicUrl));
      pages.set(file, { raw, br: brotliCompressSync(raw), gzip: gzipSync(raw) });
    }
  }
  return pages.get(file) ?? null;
}
