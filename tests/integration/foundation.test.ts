import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { count } from 'drizzle-orm';
import { createTestApp, browserHeaders, type TestApp } from '../helpers/app';
import { sessionCookie } from '../helpers/factories';
import { seedEssentials } from '../../src/server/seed';
import { chapters, users } from '../../src/server/db/schema';
import { buildApp } from '../../src/server/app';
import { IMAGES_VERSION, imageUrl } from '../../src/shared/image-url';
import { ERROR_CODES } from '../../src/shared/error-codes';
import { messages } from '../../src/shared/messages';
import { serverMessages } from '../../src/shared/server-messages';
import { errorBodySchema } from '../../src/shared/schemas/errors';

let t: TestApp;
const clientDir = mkdtempSync(path.join(tmpdir(), 'myv-client-'));

beforeAll(async () => {
  mkdirSync(path.join(clientDir, 'assets'));
  mkdirSync(path.join(clientDir, 'about'));
  writeFileSync(path.join(clientDir, '_shell.html'), '<!doctype html><div id="root"></div>shell');
  // Left from an old build: public pages are rendered by the server now, never read from files.
  writeFileSync(path.join(clientDir, 'about', 'index.html'), '<!doctype html>stale about page');
  writeFileSync(path.join(clientDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(clientDir, 'assets', 'index-abc123.js.br'), 'brotli bytes');
  writeFileSync(path.join(clientDir, 'assets', 'index-abc123.js.gz'), 'gzip bytes');
  writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg/>');
  mkdirSync(path.join(clientDir, 'images', 'banners'), { recursive: true });
  writeFileSync(path.join(clientDir, 'images', 'banners', 'about.svg'), '<svg>about</svg>');
  t = await createTestApp({
    clientDir,
    routes: async (app) => {
      app.post(
        '/api/test/echo',
        { config: { access: 'public' }, schema: { body: z.object({ name: z.string().min(1, { error: 'Name is required' }) }) } },
        async (request) => ({ name: request.body.name }),
      );
      app.get('/api/test/admin', { config: { access: 'admin' } }, async () => ({ ok: true }));
      app.get('/api/test/boom', { config: { access: 'public' } }, async () => {
        throw new Error('database password is hunter2');
      });
    },
  });
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('health', () => {
  it('liveness answers without the database; readiness reports the database as up', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'up' });
  });
});

describe('bad input answers a 4xx in the one error shape', () => {
  it('unknown /api paths are 404 JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatchObject({ code: 'not_found' });
    // The product's words, and not the path back (an address may carry what someone typed).
    expect(res.json()).toEqual({ error: { code: ERROR_CODES.notFound, message: serverMessages.notFound } });
  });

  it('an address that does not decode is 400 in the one shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: ERROR_CODES.badRequest, message: 'The address is malformed.' } });
    // A path parameter over the router's length, refused before any route too.
    const long = await t.app.inject({ method: 'GET', url: `/api/verify/${'A'.repeat(150)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ error: { code: ERROR_CODES.badRequest, message: 'The address is too long.' } });
  });

  it('malformed JSON is 400 JSON', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/echo', headers: browserHeaders(), payload: '{"name":' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('The request body is not valid JSON.');
    // A code of our list, not Fastify's internal name.
    expect(res.json().error.code).toBe(ERROR_CODES.invalidJson);
  });

  it('an empty JSON body is 400 with its own code', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { ...browserHeaders(), 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: ERROR_CODES.emptyBody, message: 'The request body is empty.' } });
  });

  it('validation errors carry the schema message and the field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/echo', headers: browserHeaders(), payload: { name: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'validation', message: 'Name is required', fields: { name: 'Name is required' } },
    });
  });

  it('a body over the limit is 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: browserHeaders(),
      payload: JSON.stringify({ name: 'x'.repeat(9 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBeTruthy();
    expect(res.json()).toEqual({ error: { code: ERROR_CODES.bodyTooLarge, message: 'The request body is too large.' } });
  });

  it('a non-JSON body is refused with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { ...browserHeaders(), 'content-type': 'text/plain' },
      payload: 'name=x',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      error: { code: ERROR_CODES.unsupportedMediaType, message: 'Send the request body as application/json.' },
    });
  });

  it('an unexpected failure is a generic 500 that leaks nothing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('hunter2');
    expect(res.json().error.code).toBe('internal');
    expect(errorBodySchema.safeParse(res.json()).success).toBe(true);
    expect(res.json().error.message).toBe(messages.serverError);
  });
});

describe('access control', () => {
  it('refuses to start when a route declares no access', async () => {
    const app = await buildApp(t.config, { db: t.database.db });
    expect(() => app.get('/api/test/forgotten', async () => ({}))).toThrow(/declares no config.access/);
    await app.close();
  });

  it('admin routes: 401 without a session, 403 for a non-admin role, 200 for the chairman', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/test/admin' })).statusCode).toBe(401);
    const treasurer = await sessionCookie(t.database.db, 'treasurer');
    expect((await t.app.inject({ method: 'GET', url: '/api/test/admin', headers: { cookie: treasurer } })).statusCode).toBe(403);
    const chairman = await sessionCookie(t.database.db, 'chairman');
    const ok = await t.app.inject({ method: 'GET', url: '/api/test/admin', headers: { cookie: chairman } });
    expect(ok.statusCode).toBe(200);
  });

  it('a forged cookie is 401', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/test/admin',
      headers: { cookie: `myv_session=${'A'.repeat(43)}` },
    });
    expect(res.statusCode).toBe(401);
  });

  it('cross-origin state changes are refused', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { ...browserHeaders(), origin: 'https://evil.example' },
      payload: { name: 'x' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('security headers', () => {
  it('sends a CSP without inline scripts and the baseline headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('chapters and seeding', () => {
  it('a new site has the four chapters with their codes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/chapters' });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((c: { name: string; code: string }) => `${c.code} ${c.name}`)).toEqual([
      'IG Igembe Youth Voice',
      'TI Tigania Youth Voice',
      'IM Imenti Youth Voice',
      'BU Buuri Youth Voice',
    ]);
  });

  it('seeding again creates nothing twice', async () => {
    const second = await seedEssentials(t.database.db, t.config.admin);
    expect(second).toEqual({ chaptersCreated: 0, generatedPassword: undefined, chairmanCreated: false });
    const [c] = await t.database.db.select({ n: count() }).from(chapters);
    expect(Number(c!.n)).toBe(4);
    const chairmen = await t.database.db.select().from(users);
    expect(chairmen.filter((u) => u.role === 'chairman' && u.username === 'chairman')).toHaveLength(1);
  });
});

describe('the built client', () => {
  it('serves hashed assets with a year-long immutable cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.body).toBe('console.log(1)');
    const favicon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(favicon.headers['content-type']).toBe('image/svg+xml');
    expect(favicon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it("keeps the site's pictures a year at this build's version, and an hour at any other address", async () => {
    const versioned = imageUrl('/images/banners/about.svg');
    expect(versioned).toBe(`/images/banners/about.svg?v=${IMAGES_VERSION}`);
    const current = await t.app.inject({ method: 'GET', url: versioned });
    expect(current.statusCode).toBe(200);
    expect(current.body).toBe('<svg>about</svg>');
    expect(current.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // A page from an older build, or a bare address, may name a picture that has changed since.
    for (const url of ['/images/banners/about.svg', '/images/banners/about.svg?v=0123456789ab', '/images/banners/about.svg?v=']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
    }
  });

  it('sends the precompressed copy the browser accepts, and 304 for a copy it already has', async () => {
    const url = '/assets/index-abc123.js';
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.toString()).toBe('brotli bytes');
    expect(br.headers.vary).toContain('Accept-Encoding');
    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ method: 'GET', url: '/favicon.svg', headers: { 'accept-encoding': 'br' } });
    expect(plain.headers['content-encoding']).toBeUndefined(); // no copy: sent as is
    const etag = String(br.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await t.app.inject({ method: 'HEAD', url })).statusCode).toBe(200);
    // The compressed copies are not addresses of their own.
    expect((await t.app.inject({ method: 'GET', url: `${url}.br` })).statusCode).toBe(404);
  });

  it('serves the shell for client routes and unknown paths, never a stale HTML file of the build', async () => {
    // The dashboard's shell goes to a signed-in official only (pages-landing.test.ts: the redirect).
    const cookie = await sessionCookie(t.database.db);
    const admin = await t.app.inject({ method: 'GET', url: '/admin/members', headers: { cookie } });
    expect(admin.statusCode).toBe(200);
    expect(admin.body).toContain('shell');
    expect(admin.headers['cache-control']).toBe('no-cache');
    const about = await t.app.inject({ method: 'GET', url: '/about' });
    expect(about.body).toContain('shell');
    expect(about.body).not.toContain('stale about page');
    expect((await t.app.inject({ method: 'GET', url: '/about/index.html' })).statusCode).toBe(404);
  });

  it('does not serve files outside the client folder or .html paths', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/../package.json' })).statusCode).not.toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/missing.png' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/%E0%A4%A' })).statusCode).toBe(400);
  });
});
