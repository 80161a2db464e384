/** The security baseline: headers, same-origin JSON, body limits, caching, the bundle. */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserHeaders, createTestApp, type TestApp } from '../helpers/app';
import { sessionCookie } from '../helpers/factories';
import { SANDBOX_PASSKEY } from '../../src/server/config';
import { SESSION_COOKIE } from '../../src/shared/constants';

let t: TestApp;
let secure: TestApp;
const ADMIN_PASSWORD = 'correct horse battery staple';

beforeAll(async () => {
  t = await createTestApp();
  secure = await createTestApp({ env: { PUBLIC_URL: 'https://meruyouthvoice.org', NODE_ENV: 'production' } });
});
afterAll(async () => {
  await t.close();
  await secure.close();
});

const loginBody = { username: 'chairman', password: ADMIN_PASSWORD };

describe('security headers', () => {
  it('a strict CSP without inline scripts, no framing, nosniff, a referrer policy; no HSTS on http', async () => {
    for (const url of ['/api/health', '/api/auth/session', '/']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      const scriptSrc = csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith('script-src'));
      expect(scriptSrc).toBe("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('with an https PUBLIC_URL: HSTS, and the session cookie is Secure', async () => {
    const res = await secure.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...browserHeaders(), origin: 'https://meruyouthvoice.org' },
      payload: loginBody,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie.secure).toBe(true);
    expect(cookie.httpOnly).toBe(true);
  });
});

describe('same-origin JSON for state changes', () => {
  it('refuses another origin, and a cookie without an Origin', async () => {
    const evil = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...browserHeaders(), origin: 'https://evil.example' },
      payload: loginBody,
    });
    expect(evil.statusCode).toBe(403);
    const cookie = await sessionCookie(t.database.db, 'chairman');
    const noOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { 'content-type': 'application/json', cookie },
      payload: { username: 'x-origin', email: 'xo@example.org', role: 'secretary' },
    });
    expect(noOrigin.statusCode).toBe(403);
    const nullOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...browserHeaders(cookie), origin: 'null' },
      payload: {},
    });
    expect(nullOrigin.statusCode).toBe(403);
    // The session survived the refused logout.
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } })).statusCode).toBe(200);
  });

  it('a script without cookie or Origin may sign in (curl, the benchmark)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: loginBody,
    });
    expect(res.statusCode).toBe(200);
  });

  it('only JSON bodies: forms and text are refused with 415', async () => {
    for (const [type, payload] of [
      ['application/x-www-form-urlencoded', 'username=chairman&password=x'],
      ['text/plain', JSON.stringify(loginBody)],
      ['multipart/form-data; boundary=x', '--x--'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { origin: 'http://localhost:3000', 'content-type': type },
        payload,
      });
      expect(res.statusCode).toBe(415);
    }
  });

  it('malformed JSON is a 400, never a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: browserHeaders(),
      payload: '{"username":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('The request body is not valid JSON.');
  });
});

describe('body limits', () => {
  it('sign-in bodies over 16 KB are refused with 413 before any password work', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: browserHeaders(),
      payload: { username: 'chairman', password: 'x'.repeat(20_000) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe('The request body is too large.');
  });

  it('an over-long password inside the limit is a 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: browserHeaders(),
      payload: { username: 'chairman', password: 'x'.repeat(2000) },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('caching', () => {
  it('sign-in answers and signed-in answers are never stored', async () => {
    const cookie = await sessionCookie(t.database.db, 'chairman');
    for (const [method, url, headers] of [
      ['POST', '/api/auth/login', browserHeaders()],
      ['GET', '/api/auth/session', { cookie }],
      ['GET', '/api/auth/session', {}],
      ['GET', '/api/users', { cookie }],
      ['GET', '/api/users', {}],
    ] as const) {
      const res = await t.app.inject({ method, url, headers, ...(method === 'POST' ? { payload: loginBody } : {}) });
      expect(res.headers['cache-control'], `${method} ${url}`).toBe('no-store');
    }
  });
});

describe('the built client bundle', () => {
  const clientDir = path.resolve(import.meta.dirname, '../../dist/client');
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? files(full) : [full];
    });

  it('holds no password, hash or Daraja secret', () => {
    expect(existsSync(clientDir), 'run `npm run build` before the integration tests').toBe(true);
    const forbidden = [
      ADMIN_PASSWORD,
      'e2e-chairman-password',
      SANDBOX_PASSKEY,
      'scrypt$',
      'password_hash',
      'passwordHash',
      'MPESA_CONSUMER_SECRET',
      'MPESA_PASSKEY',
      'ADMIN_PASSWORD',
    ];
    const leaks: string[] = [];
    for (const file of files(clientDir)) {
      if (!/\.(js|html|css|json|txt|map)$/.test(file)) continue;
      const text = readFileSync(file, 'utf8');
      for (const secret of forbidden)
        if (text.includes(secret)) leaks.push(`${path.relative(clientDir, file)} contains ${secret}`);
    }
    expect(leaks).toEqual([]);
  });
});
