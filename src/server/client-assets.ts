/**
 * Serves the built client: hashed assets cached for a year, prerendered public pages as HTML,
 * and the SPA shell for client-rendered routes (/membership, /admin/*, detail pages). Unknown
 * paths get the shell too, whose router sends them to / (spec §2).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './errors';

export const SHELL_FILE = '_shell.html';
/** Absolute URLs in prerendered pages (canonical, Open Graph) use this origin; swapped for PUBLIC_URL. */
export const SITE_ORIGIN_PLACEHOLDER = 'https://__SITE_ORIGIN__';

declare module 'fastify' {
  interface FastifyInstance {
    /** The built pages held in memory (null before a build). */
    pageCache: PageCache | null;
  }
}

export async function registerClientAssets(app: FastifyInstance, clientDir: string, publicUrl = 'http://localhost:3000'): Promise<void> {
  const built = existsSync(path.join(clientDir, SHELL_FILE));
  const pages = built ? new PageCache(clientDir, publicUrl) : null;
  app.decorate('pageCache', pages);
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
    if (!pages) {
      return reply.code(503).type('text/plain').send('The client is not built yet: run `npm run build`.');
    }
    reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8');
    const page = pages.page(pathname);
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

/**
 * The prerendered pages (dist/client/about/index.html answers /about) and the shell, found once
 * by walking the build. Keyed by file, never by request path: an unknown path costs one Map
 * look-up and leaves nothing behind (a cache keyed by what visitors send grows without bound).
 */
export class PageCache {
  private readonly files = new Map<string, string>();
  private readonly loaded = new Map<string, CachedPage>();

  constructor(
    private readonly clientDir: string,
    private readonly publicUrl: string,
  ) {
    this.index('');
  }

  private index(relative: string): void {
    for (const entry of readdirSync(path.join(this.clientDir, relative), { withFileTypes: true })) {
      const child = path.posix.join(relative, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'assets') this.index(child);
      } else if (entry.name === 'index.html') {
        this.files.set(`/${relative}`.replace(/\/+$/, '') || '/', path.join(this.clientDir, child));
      }
    }
  }

  /** The page prerendered for this path, or the shell. */
  page(pathname: string): CachedPage {
    const key = pathname.replace(/\/+$/, '') || '/';
    return this.load(this.files.get(key) ?? path.join(this.clientDir, SHELL_FILE));
  }

  /** How many pages are held (at most one per file of the build). */
  get size(): number {
    return this.loaded.size;
  }

  private load(file: string): CachedPage {
    let page = this.loaded.get(file);
    if (!page) {
      const raw = Buffer.from(readFileSync(file, 'utf8').replaceAll(SITE_ORIGIN_PLACEHOLDER, this.publicUrl));
      page = { raw, br: brotliCompressSync(raw), gzip: gzipSync(raw) };
      this.loaded.set(file, page);
    }
    return page;
  }
}
