/**
 * The authorization matrix: every route the app registers (read at run time from
 * app.registeredRoutes, so a new route cannot be forgotten) against every kind of caller.
 *
 * ADDING A ROUTE: add one line to ACCESS below, 'METHOD /path': 'public' | 'signed-in' | 'admin' | 'chairman' | 'publisher' | 'treasury' | 'audit'.
 * A registered route missing from ACCESS fails this test, and so does a line whose route no
 * longer exists or whose access differs from the route's config.access.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Access } from '../../src/server/modules/auth/access';
import { SESSION_COOKIE } from '../../src/shared/constants';
import { ROLES, landingPath, tabsFor, type Role } from '../../src/shared/roles';
import { browserHeaders, createTestApp, type TestApp } from '../helpers/app';
import { makeUser } from '../helpers/factories';
import { createSession } from '../../src/server/modules/auth/sessions';

const ACCESS: Record<string, Access> = {
  // foundation
  'GET /api/health': 'public',
  'GET /api/ready': 'public',
  'GET /metrics': 'public', // loopback or METRICS_TOKEN only: tests/integration/operations.test.ts
  'GET /dev/sms-inbox': 'public', // simulator mode, loopback only, never in production: tests/integration/member-side.test.ts
  'GET /api/chapters': 'public',
  // sign-in and officials
  'POST /api/auth/login': 'public',
  'POST /api/auth/logout': 'public',
  'GET /api/auth/session': 'public',
  'POST /api/auth/password': 'signed-in',
  'GET /api/test-mode': 'signed-in',
  'GET /api/users': 'chairman',
  'POST /api/users': 'chairman',
  'POST /api/users/:id/disable': 'chairman',
  'POST /api/users/:id/enable': 'chairman',
  'POST /api/users/:id/reset-password': 'chairman',

  // cards and their verification
  'GET /api/members/:id/card': 'admin',
  'GET /api/leaders/:id/card': 'admin',
  'GET /api/cards/:token': 'public',
  'GET /api/verify/:number': 'public',

  // public site
  'POST /api/send-email': 'public',

  // registration and M-Pesa payments
  'POST /api/registrations/check': 'public',
  'GET /api/registrations/options': 'public',
  'POST /api/mpesa/stkpush': 'public',
  'GET /api/mpesa/status': 'public',
  'POST /api/submit-membership': 'public',
  'POST /api/registrations/manual': 'public',
  'GET /api/mpesa/direct-safaricom-test': 'public',
  'POST /hooks/payment-result/:secret': 'public',
  'GET /api/payments': 'treasury',
  'POST /api/payments/:id/confirm': 'treasury',
  'POST /api/payments/:id/reject': 'treasury',
  'POST /api/payments/:id/query': 'treasury',
  'GET /api/payments/export.csv': 'treasury',
  'POST /api/payments/:id/receipt': 'treasury',
  // the membership lifecycle: renewals, get my card again, SMS outbox, reminders, import
  'POST /api/renewals/check': 'public',
  'POST /api/renewals/stkpush': 'public',
  'POST /api/renewals/submit': 'public',
  'POST /api/renewals/manual': 'public',
  'POST /api/members/:id/cash-renewal': 'admin',
  'GET /api/outbox': 'admin',
  'POST /api/self-service/code': 'public',
  'POST /api/self-service/verify': 'public',
  // members' data rights (the member proves who they are with the code; officials decide)
  'POST /api/self-service/export': 'public',
  'POST /api/self-service/details': 'public',
  'POST /api/self-service/phone': 'public',
  'POST /api/self-service/phone/confirm': 'public',
  'POST /api/self-service/delete-request': 'public',
  'GET /api/data-requests': 'admin',
  'POST /api/data-requests/:id/approve': 'admin',
  'POST /api/data-requests/:id/reject': 'admin',
  'POST /api/reminders/run': 'admin',
  'POST /api/members/:id/reminders': 'admin',
  'POST /api/members/import': 'admin',

  // the officials' dashboard
  'POST /api/chapters': 'admin',
  'PUT /api/chapters/:id': 'admin',
  'GET /api/chapters/all': 'admin',
  'POST /api/chapters/:id/archive': 'admin',
  'POST /api/chapters/:id/unarchive': 'admin',
  'DELETE /api/chapters/:id': 'admin',
  // A photo of a leader on the public team page (any other photo: 404).
  'GET /api/team/photos/:id': 'public',
  'GET /api/members': 'admin',
  'GET /api/members/export.csv': 'admin',
  'GET /api/members/:id': 'admin',
  'POST /api/members': 'admin',
  'PUT /api/members': 'admin',
  'PUT /api/members/:id': 'admin',
  'DELETE /api/members': 'admin',
  'DELETE /api/members/:id': 'admin',
  'GET /api/leaders': 'admin',
  'GET /api/leaders/export.csv': 'admin',
  'GET /api/leaders/:id': 'admin',
  'POST /api/leaders': 'admin',
  'PUT /api/leaders': 'admin',
  'PUT /api/leaders/:id': 'admin',
  'DELETE /api/leaders': 'admin',
  'DELETE /api/leaders/:id': 'admin',
  'GET /api/stats': 'admin',
  'GET /api/notifications': 'admin',
  'POST /api/notifications/read-all': 'admin',
  'GET /api/contact-messages': 'admin',
  'POST /api/contact-messages/:id/read': 'admin',
  'GET /api/photos/:id': 'admin',
  // the audit trail, read only (tests/integration/audit.test.ts)
  'GET /api/audit': 'audit',
  'GET /api/audit/export.csv': 'audit',

  // content officials publish (docs/content.md): the secretary may publish, and nothing more
  'GET /api/content/events': 'publisher',
  'GET /api/content/events/:id': 'publisher',
  'POST /api/content/events': 'publisher',
  'PUT /api/content/events/:id': 'publisher',
  'DELETE /api/content/events/:id': 'publisher',
  'GET /api/content/updates': 'publisher',
  'GET /api/content/updates/:id': 'publisher',
  'POST /api/content/updates': 'publisher',
  'PUT /api/content/updates/:id': 'publisher',
  'DELETE /api/content/updates/:id': 'publisher',
  'GET /api/content/gallery': 'publisher',
  'GET /api/content/gallery/:id': 'publisher',
  'POST /api/content/gallery': 'publisher',
  'PUT /api/content/gallery/:id': 'publisher',
  'DELETE /api/content/gallery/:id': 'publisher',
  'GET /api/public/events': 'public',
  'GET /api/public/events/:slug': 'public',
  'GET /api/public/updates': 'public',
  'GET /api/public/updates/:slug': 'public',
  'GET /api/public/gallery': 'public',
  'GET /media/:name': 'public',
  // The content pages, rendered on the server from the database.
  'GET /': 'public',
  'GET /about': 'public',
  'GET /events': 'public',
  'GET /events/:slug': 'public',
  'GET /updates': 'public',
  'GET /updates/:slug': 'public',
  'GET /achievements': 'public',
  'GET /achievements/:slug': 'public',
  'GET /gallery': 'public',
  // The fixed public pages, rendered on the server too (they list the chapters).
  'GET /contact': 'public',
  'GET /structure': 'public',
  'GET /privacy': 'public',
  'GET /membership': 'public',
  'GET /unauthorized': 'public',
  'GET /renew': 'public',
  'GET /my-card': 'public',
  'GET /admin/login': 'public',
  // A card's verification, answered whole by the server, and its plain form's address.
  'GET /verify/:number': 'public',
  'GET /verify': 'public',
  'GET /sdg/:goal/:category': 'public',
  'GET /api/pages': 'public',
};

/**
 * Who may pass each access level: written out here, not read from src/shared/roles.ts, so a
 * change to the role table shows up as a failure of this test to be agreed with.
 */
const ALLOWED: Record<Access, readonly Role[]> = {
  public: ROLES,
  'signed-in': ROLES,
  admin: ['chairman', 'vice_chairman'],
  chairman: ['chairman'],
  publisher: ['chairman', 'vice_chairman', 'secretary'],
  treasury: ['chairman', 'vice_chairman', 'treasurer'],
  audit: ['chairman', 'vice_chairman'],
};

/**
 * Files of the built client (hashed assets, favicon) are served from memory (client-assets.ts): public by
 * nature, and their names change with every build. Every other route must be in ACCESS.
 */
const isStaticFile = (method: string, url: string) => method === 'GET' && !url.startsWith('/api') && /\.[a-z0-9]+$/i.test(url);

let t: TestApp;
let routes: { method: string; url: string; access: Access | undefined }[];
/**
 * Each caller makes a fresh cookie for every request: a route like logout (or a password
 * change) ends the session it is called with, which must not spoil the next route's check.
 */
const callers: Record<string, () => Promise<string | undefined>> = {};

beforeAll(async () => {
  t = await createTestApp();
  routes = t.app.registeredRoutes.filter((r) => !isStaticFile(r.method, r.url));
  const cookieFor = (userId: string, now: Date) => async () =>
    `${SESSION_COOKIE}=${(await createSession(t.database.db, { userId, rememberMe: false, now })).token}`;
  callers['no session'] = async () => undefined;
  for (const role of ROLES) callers[role] = cookieFor((await makeUser(t.database.db, { role })).user.id, t.clock.now());
  // A real session of the most powerful role, created 25 hours ago: past its 24-hour lifetime.
  const { user: chairman } = await makeUser(t.database.db, { role: 'chairman' });
  callers['expired session'] = cookieFor(chairman.id, new Date(t.clock.now().getTime() - 25 * 3600_000));
  // A well-formed token the server never issued.
  callers['forged cookie'] = async () => `${SESSION_COOKIE}=${randomBytes(32).toString('base64url')}`;
});
afterAll(async () => {
  await t.close();
});

const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

/** A concrete URL for a route pattern: every :param becomes a random UUID (matches nothing). */
const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, () => randomUUID()).replace(/\*$/, 'x');

async function call(method: string, url: string, cookie: string | undefined) {
  const hasBody = !['GET', 'HEAD', 'DELETE', 'OPTIONS'].includes(method);
  return t.app.inject({
    method: method as 'GET',
    url: concrete(url),
    // A browser sends Origin with every state change, DELETE included (it has no body here).
    headers: hasBody
      ? browserHeaders(cookie)
      : { ...(cookie ? { cookie } : {}), ...(method === 'DELETE' ? { origin: 'http://localhost:3000' } : {}) },
    ...(hasBody ? { payload: {} } : {}),
  });
}

/** The access hook's two refusals; a route's own 401/403 (e.g. GET /api/auth/session) uses other codes. */
const refusal = (res: Awaited<ReturnType<typeof call>>): 401 | 403 | null => {
  if (res.statusCode !== 401 && res.statusCode !== 403) return null;
  const code = (res.json() as { error?: { code?: string } }).error?.code;
  if (res.statusCode === 401 && code === 'unauthenticated') return 401;
  if (res.statusCode === 403 && code === 'forbidden') return 403;
  return null;
};

describe('authorization matrix', () => {
  it('lists every registered route, and only those, with the access it declares', () => {
    const registered = Object.fromEntries(routes.map((r) => [key(r), r.access ?? 'public (outside /api)']));
    const missing = Object.keys(registered).filter((k) => !(k in ACCESS));
    const stale = Object.keys(ACCESS).filter((k) => !(k in registered));
    expect(missing, 'routes missing from ACCESS: add a line for each').toEqual([]);
    expect(stale, 'lines in ACCESS for routes that no longer exist').toEqual([]);
    for (const [k, access] of Object.entries(ACCESS)) expect(`${k} → ${registered[k]}`).toBe(`${k} → ${access}`);
  });

  it('every caller gets the answer its session and role allow, on every route', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const access = ACCESS[key(route)];
      if (!access) continue; // reported by the test above
      for (const [caller, cookieOf] of Object.entries(callers)) {
        const role = ROLES.find((r) => r === caller);
        const expected: 401 | 403 | null = access === 'public' ? null : !role ? 401 : ALLOWED[access].includes(role) ? null : 403;
        const res = await call(route.method, route.url, await cookieOf());
        const got = refusal(res);
        if (got !== expected) {
          failures.push(
            `${key(route)} as ${caller}: expected ${expected ?? 'to pass access control'}, got ${res.statusCode} ${res.body.slice(0, 120)}`,
          );
        }
        if (res.statusCode >= 500) failures.push(`${key(route)} as ${caller}: server error ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('every role the Officials form offers has work to do: routes beyond signing in, and tabs', () => {
    for (const role of ROLES) {
      const levels = (Object.keys(ALLOWED) as Access[]).filter(
        (a) => a !== 'public' && a !== 'signed-in' && ALLOWED[a].includes(role),
      );
      expect(levels, `${role} passes no access level`).not.toEqual([]);
      expect(tabsFor(role).length, `${role} has no dashboard tab`).toBeGreaterThan(0);
    }
  });

  it("each role lands on its first tab, and that tab's data answers it", async () => {
    // One call each landing tab makes first.
    const firstCall: Record<string, string> = {
      '/admin': '/api/stats',
      '/admin/events': '/api/content/events',
      '/admin/payments': '/api/payments',
    };
    const landings = Object.fromEntries(ROLES.map((role) => [role, landingPath(role)]));
    expect(landings).toEqual({
      chairman: '/admin',
      vice_chairman: '/admin',
      secretary: '/admin/events',
      treasurer: '/admin/payments',
    });
    for (const role of ROLES) {
      const res = await call('GET', firstCall[landings[role]!]!, await callers[role]!());
      expect(`${role}: ${res.statusCode}`).toBe(`${role}: 200`);
    }
  });

  it('refusals carry no data and are not cached', async () => {
    for (const route of routes.filter((r) => ACCESS[key(r)] !== 'public')) {
      // A role the route refuses, or no session where every official may pass.
      const refused = ROLES.find((role) => !ALLOWED[ACCESS[key(route)]!].includes(role)) ?? 'no session';
      const res = await call(route.method, route.url, await callers[refused]!());
      expect(res.headers['cache-control']).toBe('no-store');
      expect(Object.keys(res.json())).toEqual(['error']);
    }
  });
});
