/**
 * The authorization matrix: every route the app registers (read at run time from
 * app.registeredRoutes, so a new route cannot be forgotten) against every kind of caller.
 *
 * ADDING A ROUTE: add one line to ACCESS below, 'METHOD /path': 'public' | 'signed-in' | 'admin' | 'records' | 'chairman' | 'publisher' | 'treasury' | 'audit' | 'messaging' | 'door' | 'chapter-messaging'.
 * 'records' routes also answer a chapter coordinator, within its chapter: what it may see there
 * is tested record by record in tests/integration/chapter-scope.test.ts.
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
  'POST /api/users/:id/reset-2fa': 'chairman',
  // two-step sign-in and the official's own devices (tests/integration/two-factor.test.ts)
  'GET /api/auth/2fa': 'signed-in',
  'POST /api/auth/2fa/setup': 'signed-in',
  'POST /api/auth/2fa/enable': 'signed-in',
  'POST /api/auth/2fa/recovery-codes': 'signed-in',
  'POST /api/auth/2fa/disable': 'signed-in',
  'POST /api/auth/2fa/verify': 'public',
  'GET /api/auth/sessions': 'signed-in',
  'DELETE /api/auth/sessions/:id': 'signed-in',

  // cards and their verification
  'GET /api/members/:id/card': 'records',
  'GET /api/leaders/:id/card': 'records',
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
  // USSD (Africa's Talking callbacks under the installation secret; the simulator's phone page)
  'POST /hooks/ussd/:secret': 'public',
  'POST /hooks/ussd/:secret/events': 'public',
  'POST /hooks/sms/:secret/delivery': 'public',
  'POST /hooks/sms/:secret/inbound': 'public',
  'GET /api/sms/inbox': 'admin',
  'POST /api/sms/simulate-reply': 'admin',
  'POST /dev/sms-inbound': 'public', // simulator mode, loopback only, never in production: tests/integration/sms-simulate-reply.test.ts
  'GET /api/ussd/report': 'admin',
  'GET /dev/ussd': 'public', // USSD simulator mode, loopback only, never in production: tests/integration/ussd.test.ts
  'POST /dev/ussd': 'public',
  'GET /api/payments': 'treasury',
  'POST /api/payments/:id/confirm': 'treasury',
  'POST /api/payments/:id/reject': 'treasury',
  'POST /api/payments/:id/query': 'treasury',
  'GET /api/payments/export.csv': 'treasury',
  'POST /api/payments/:id/receipt': 'treasury',
  'POST /api/payments/:id/withdraw': 'treasury',

  // donations and receipts
  'POST /api/donations/stkpush': 'public',
  'GET /api/donations/summary': 'public',
  'GET /r/:token': 'public', // the signed receipt link: tests/integration/receipts.test.ts
  'GET /api/payments/:id/receipt.pdf': 'treasury',
  // paybill payments (Daraja C2B): Daraja's calls under the secret path, the officials' side
  'POST /hooks/c2b/:secret/validation': 'public',
  'POST /hooks/c2b/:secret/confirmation': 'public',
  'POST /hooks/c2b/:secret/pull': 'public',
  'GET /api/payments/members': 'treasury',
  'POST /api/payments/:id/assign': 'treasury',
  'POST /api/payments/:id/donation': 'treasury',
  'POST /api/payments/:id/refund': 'treasury',
  // the treasurer's view
  'GET /api/finance/export.csv': 'treasury',
  'GET /api/finance/summary': 'treasury',
  'POST /api/finance/statement': 'treasury',
  'GET /api/paybill/registration': 'treasury',
  'POST /api/paybill/registration': 'treasury',
  'POST /api/paybill/simulate': 'public', // simulator mode only (404 otherwise): tests/integration/paybill.test.ts
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
  'POST /api/self-service/events': 'public',
  'POST /api/self-service/preferences': 'public',
  'GET /api/data-requests': 'admin',
  'POST /api/data-requests/:id/approve': 'admin',
  'POST /api/data-requests/:id/reject': 'admin',
  // campaigns: messages to chosen members; approvals by a second official (the kind's level is checked inside)
  'POST /api/campaigns/preview': 'chapter-messaging',
  'POST /api/campaigns': 'chapter-messaging',
  'GET /api/campaigns': 'chapter-messaging',
  'GET /api/campaigns/events': 'chapter-messaging',
  'GET /api/campaigns/:id': 'chapter-messaging',
  'POST /api/campaigns/:id/cancel': 'chapter-messaging',
  'POST /api/campaigns/:id/approve': 'messaging',
  'GET /api/approvals': 'signed-in',
  'POST /api/approvals/:id/approve': 'signed-in',
  'POST /api/approvals/:id/reject': 'signed-in',
  'GET /api/approvals/mine': 'signed-in',
  'POST /api/approvals/:id/withdraw': 'signed-in',
  'POST /api/reminders/run': 'admin',
  'POST /api/members/:id/reminders': 'admin',
  'POST /api/members/import': 'admin',

  // the officials' dashboard
  'POST /api/chapters': 'admin',
  'PUT /api/chapters/:id': 'admin',
  'GET /api/chapters/all': 'records',
  'POST /api/chapters/:id/archive': 'admin',
  'POST /api/chapters/:id/unarchive': 'admin',
  'DELETE /api/chapters/:id': 'admin',
  // A photo of a leader on the public team page (any other photo: 404).
  'GET /api/team/photos/:id': 'public',
  'GET /api/members': 'records',
  'GET /api/members/export.csv': 'records',
  'GET /api/members/:id': 'records',
  'POST /api/members': 'records',
  'PUT /api/members': 'records',
  'PUT /api/members/:id': 'records',
  'DELETE /api/members': 'admin',
  'DELETE /api/members/:id': 'admin',
  'GET /api/leaders': 'records',
  'GET /api/leaders/export.csv': 'records',
  'GET /api/leaders/:id': 'records',
  'POST /api/leaders': 'records',
  'PUT /api/leaders': 'records',
  'PUT /api/leaders/:id': 'records',
  'DELETE /api/leaders': 'admin',
  'DELETE /api/leaders/:id': 'admin',
  'GET /api/stats': 'records',
  'GET /api/notifications': 'admin',
  'POST /api/notifications/read-all': 'admin',
  'GET /api/contact-messages': 'admin',
  'POST /api/contact-messages/:id/read': 'admin',
  'GET /api/photos/:id': 'records',
  // the audit trail, read only (tests/integration/audit.test.ts)
  'GET /api/audit': 'audit',
  'GET /api/audit/export.csv': 'audit',

  // content officials publish (docs/content.md): the secretary may publish, and nothing more
  'GET /api/content/events': 'publisher',
  'GET /api/content/events/:id': 'publisher',
  'POST /api/content/events': 'publisher',
  'PUT /api/content/events/:id': 'publisher',
  'DELETE /api/content/events/:id': 'publisher',
  // event RSVPs, check-in at the door and attendance (docs/events.md)
  'GET /api/events/:id/rsvp-settings': 'publisher',
  'PUT /api/events/:id/rsvp-settings': 'publisher',
  'GET /api/events/:slug/rsvp': 'public',
  'POST /api/events/:slug/rsvp': 'public',
  'POST /api/rsvp/:token/cancel': 'public',
  'GET /api/check-in/events': 'door',
  'POST /api/events/:id/check-in': 'door',
  'GET /api/events/:id/check-in': 'door',
  'GET /api/events/:id/rsvps': 'door',
  'GET /api/events/:id/attendance': 'door',
  'GET /api/events/:id/attendance.csv': 'door',
  'GET /api/members/:id/events': 'admin',
  'GET /api/attendance/months': 'records',
  // the plain HTML side of RSVPs (a form post, the person's own page from the SMS)
  'POST /events/:slug/rsvp': 'public',
  'GET /events/:slug/rsvp': 'public',
  'GET /rsvp/:token': 'public',
  'POST /rsvp/:token/cancel': 'public',
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
  'GET /donate': 'public',
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
  records: ['chairman', 'vice_chairman', 'chapter_coordinator'],
  chairman: ['chairman'],
  publisher: ['chairman', 'vice_chairman', 'secretary'],
  treasury: ['chairman', 'vice_chairman', 'treasurer'],
  audit: ['chairman', 'vice_chairman'],
  official: ROLES,
  messaging: ['chairman', 'vice_chairman', 'secretary'],
  door: ['chairman', 'vice_chairman', 'secretary', 'chapter_coordinator'],
  'chapter-messaging': ['chairman', 'vice_chairman', 'secretary', 'chapter_coordinator'],
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
        // 'official' is every role's own account (the Security tab): no work in itself.
        (a) => a !== 'public' && a !== 'signed-in' && a !== 'official' && ALLOWED[a].includes(role),
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
      chapter_coordinator: '/admin',
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
