/**
 * The fuzz corpus (tests/fuzz/corpus.ts) against every registered route, as a visitor and as the
 * chairman: hostile path parameters, query values, field values and whole bodies. Whatever the
 * input, the answer is never a 5xx.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/server/modules/auth/sessions';
import { SESSION_COOKIE } from '../../src/shared/constants';
import { browserHeaders, createTestApp, type TestApp } from '../helpers/app';
import { makeUser } from '../helpers/factories';
import { FORM_FIELDS, FUZZ_BODIES, FUZZ_STRINGS, FUZZ_VALUES } from '../fuzz/corpus';

let t: TestApp;
let chairmanId: string;
beforeAll(async () => {
  // Manual mode: no M-Pesa to reach, so a 503 could only come from the server itself.
  t = await createTestApp({ env: { MPESA_MODE: 'manual' } });
  chairmanId = (await makeUser(t.database.db, { role: 'chairman' })).user.id;
});
afterAll(async () => {
  await t.close();
});

const QUERY_KEYS = ['search', 'page', 'pageSize', 'status', 'method', 'chapter', 'checkoutRequestId', 'sort', 'kind'];

/** Percent-encoding that also carries lone surrogates (as their 3-byte WTF-8 form, which attackers send). */
function encode(value: string): string {
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const unit = value.charCodeAt(i);
    const isHigh = unit >= 0xd800 && unit <= 0xdbff;
    const next = value.charCodeAt(i + 1);
    if (isHigh && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(value.slice(i, i + 2));
      i++;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else {
      out += encodeURIComponent(value[i]!);
    }
  }
  return out;
}

function requestsFor(method: string, url: string): { url: string; body?: string }[] {
  const withParams = (value: string) => url.replace(/:[A-Za-z]+/g, encode(value));
  const plain = withParams('00000000-0000-4000-8000-000000000000');
  const out: { url: string; body?: string }[] = [];
  for (const value of FUZZ_STRINGS) {
    if (url.includes(':')) out.push({ url: withParams(value) });
    const query = QUERY_KEYS.map((key) => `${key}=${encode(value)}`).join('&');
    out.push({ url: `${plain}?${query}` });
  }
  if (method === 'GET') return out;
  for (const value of [...FUZZ_STRINGS, ...FUZZ_VALUES]) {
    const body: Record<string, unknown> = {};
    for (const field of FORM_FIELDS) body[field] = value;
    out.push({ url: plain, body: JSON.stringify(body) });
  }
  for (const body of FUZZ_BODIES) out.push({ url: plain, body });
  return out;
}

describe('the fuzz corpus against every route', () => {
  it('never answers 5xx, anonymous or signed in as the chairman', async () => {
    const routes = t.app.registeredRoutes.filter((r) => r.url.startsWith('/api') || r.url.startsWith('/hooks'));
    expect(routes.length).toBeGreaterThan(30);
    const failures: string[] = [];
    let sent = 0;
    for (const route of routes) {
      for (const identity of ['anonymous', 'chairman'] as const) {
        let cookie: string | undefined;
        for (const request of requestsFor(route.method, route.url)) {
          // Logout and password changes end the session they are called with: a fresh one each time.
          if (identity === 'chairman' && (!cookie || /logout|password/.test(route.url))) {
            cookie = `${SESSION_COOKIE}=${(await createSession(t.database.db, { userId: chairmanId, rememberMe: false, now: t.clock.now() })).token}`;
          }
          const answer = await t.app.inject({
            method: route.method as 'GET',
            url: request.url,
            headers: identity === 'chairman' ? browserHeaders(cookie) : browserHeaders(),
            ...(request.body === undefined ? {} : { payload: request.body }),
          });
          sent++;
          if (answer.statusCode >= 500)
            failures.push(
              `${route.method} ${route.url} as ${identity}: ${answer.statusCode} for ${request.url.slice(0, 80)} ${request.body?.slice(0, 80) ?? ''}`,
            );
        }
      }
    }
    console.log(`fuzz: ${sent} requests over ${routes.length} routes, ${failures.length} answered 5xx`);
    expect(failures).toEqual([]);
  }, 600_000);
});
