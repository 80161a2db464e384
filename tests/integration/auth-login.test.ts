/** Sign-in, sessions and password changes. */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { browserHeaders, createTestApp, type TestApp } from '../helpers/app';
import { makeUser } from '../helpers/factories';
import { rateCounters, sessions, users } from '../../src/server/db/schema';
import { messages } from '../../src/shared/messages';
import { serverMessages } from '../../src/shared/server-messages';
import { DEVICE_COOKIE, DEVICE_COOKIE_LIFETIME_MS } from '../../src/server/modules/auth/device-cookie';
import { RATE_LIMIT_SWEEP_JOB } from '../../src/server/jobs';
import {
  LOGIN_ACCOUNT_WINDOW_MS,
  LOGIN_MAX_ATTEMPTS_PER_ACCOUNT,
  LOGIN_THROTTLE_WINDOW_MS,
  SESSION_COOKIE,
} from '../../src/shared/constants';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    routes: async (app) => {
      app.get('/api/test/admin', { config: { access: 'admin' } }, async () => ({ ok: true }));
    },
  });
});
afterAll(async () => {
  await t.close();
});

const inject = (options: InjectOptions) => t.app.inject(options);

const login = (body: unknown, headers: Record<string, string> = {}, ip = '127.0.0.1') =>
  inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { ...browserHeaders(), ...headers },
    payload: body as object,
    remoteAddress: ip,
  });

/** The session cookie a response set, as a Cookie header, or undefined. */
function cookieOf(res: LightMyRequestResponse): string | undefined {
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
  return cookie && cookie.value ? `${SESSION_COOKIE}=${cookie.value}` : undefined;
}

const session = (cookie?: string) => inject({ method: 'GET', url: '/api/auth/session', headers: cookie ? { cookie } : {} });

let ipCounter = 0;
/** A fresh client address so one test's failures do not throttle another's. */
const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

describe('POST /api/auth/login', () => {
  it('signs in by username, case-insensitively, with a secure session cookie', async () => {
    const { user, password } = await makeUser(t.database.db, { username: 'Wanjiru', email: 'wanjiru@example.org' });
    const res = await login({ username: 'wanjiru', password, rememberMe: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user: {
        username: 'Wanjiru',
        email: 'wanjiru@example.org',
        role: 'chairman',
        mustChangePassword: false,
        twoFactorEnabled: false,
        twoFactorSetupRequired: false,
      },
    });
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.path).toBe('/');
    expect(cookie.expires).toBeUndefined(); // a browser-session cookie without "Remember me"
    expect(cookie.secure).toBeFalsy(); // PUBLIC_URL is http in tests
    expect(res.headers['cache-control']).toBe('no-store');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.lastSignInAt).not.toBeNull();
  });

  it('signs in by e-mail, case-insensitively, and /api/auth/session returns the user', async () => {
    const { password } = await makeUser(t.database.db, {
      username: 'kirimi',
      email: 'Kirimi@Example.org',
      role: 'vice_chairman',
    });
    const res = await login({ username: '  KIRIMI@example.ORG ', password, rememberMe: false });
    expect(res.statusCode).toBe(200);
    const me = await session(cookieOf(res));
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({ username: 'kirimi', role: 'vice_chairman' });
    expect(me.json().user).not.toHaveProperty('id');
  });

  it('wrong password, unknown user and disabled user all get the same 401 and no cookie', async () => {
    const { password } = await makeUser(t.database.db, { username: 'mutua' });
    const { password: disabledPassword } = await makeUser(t.database.db, { username: 'gitonga', disabled: true });
    const answers = await Promise.all([
      login({ username: 'mutua', password: `${password}x` }, {}, freshIp()),
      login({ username: 'nobody-here', password }, {}, freshIp()),
      login({ username: 'gitonga', password: disabledPassword }, {}, freshIp()),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: { code: 'invalid_credentials', message: serverMessages.loginInvalid } });
      expect(cookieOf(res)).toBeUndefined();
    }
  });

  it('empty or missing fields: 400 with the documented message', async () => {
    for (const body of [
      { username: '', password: 'x' },
      { username: 'a', password: '' },
      { username: '   ', password: 'x' },
      {},
      { password: 'x' },
    ]) {
      const res = await login(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(messages.loginRequired);
    }
  });

  it('refuses non-JSON bodies and cross-site posts', async () => {
    const form = await inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=chairman&password=x',
    });
    expect(form.statusCode).toBe(415);
    const crossSite = await login(
      { username: 'chairman', password: 'correct horse battery staple' },
      { origin: 'https://evil.example' },
    );
    expect(crossSite.statusCode).toBe(403);
  });

  it('a new session id at every sign-in; the previous session in the browser ends', async () => {
    const { password } = await makeUser(t.database.db, { username: 'njeri' });
    const first = cookieOf(await login({ username: 'njeri', password }))!;
    const second = await login({ username: 'njeri', password }, { cookie: first });
    expect(second.statusCode).toBe(200);
    expect(cookieOf(second)).not.toBe(first);
    expect((await session(first)).statusCode).toBe(401);
    expect((await session(cookieOf(second))).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('expire after 24 hours without "Remember me"', async () => {
    const { password } = await makeUser(t.database.db, { username: 'makena' });
    const cookie = cookieOf(await login({ username: 'makena', password, rememberMe: false }))!;
    t.clock.advance(23 * 60 * 60 * 1000);
    expect((await session(cookie)).statusCode).toBe(200);
    t.clock.advance(61 * 60 * 1000);
    expect((await session(cookie)).statusCode).toBe(401);
  });

  it('"Remember me" keeps the session for 30 days, with a persistent cookie', async () => {
    const { password } = await makeUser(t.database.db, { username: 'kendi' });
    const res = await login({ username: 'kendi', password, rememberMe: true });
    const set = res.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(set.expires).toBeInstanceOf(Date);
    const days = (set.expires!.getTime() - t.clock.now().getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const cookie = cookieOf(res)!;
    t.clock.advance(29 * 24 * 60 * 60 * 1000);
    expect((await session(cookie)).statusCode).toBe(200);
    t.clock.advance(2 * 24 * 60 * 60 * 1000);
    expect((await session(cookie)).statusCode).toBe(401);
  });

  it('logout deletes the session server-side and clears the cookie', async () => {
    const { password } = await makeUser(t.database.db, { username: 'murithi' });
    const cookie = cookieOf(await login({ username: 'murithi', password }))!;
    const out = await inject({ method: 'POST', url: '/api/auth/logout', headers: browserHeaders(cookie), payload: {} });
    expect(out.statusCode).toBe(204);
    const cleared = out.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cleared.value).toBe('');
    // Replaying the old cookie does not work: the server no longer knows it.
    expect((await session(cookie)).statusCode).toBe(401);
  });

  it('logout without a session still answers 204', async () => {
    const out = await inject({ method: 'POST', url: '/api/auth/logout', headers: browserHeaders(), payload: {} });
    expect(out.statusCode).toBe(204);
  });

  it('a disabled account loses its sessions at once', async () => {
    const { user, password } = await makeUser(t.database.db, { username: 'kawira' });
    const cookie = cookieOf(await login({ username: 'kawira', password }))!;
    await t.database.db.update(users).set({ disabled: true }).where(eq(users.id, user.id));
    expect((await session(cookie)).statusCode).toBe(401);
  });

  it('stores only a hash of the session id', async () => {
    const { user, password } = await makeUser(t.database.db, { username: 'nkatha' });
    const cookie = cookieOf(await login({ username: 'nkatha', password }))!;
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(cookie.split('=')[1]);
  });
});

describe('throttling', () => {
  it('5 failures from one address block that address for that account (429 + Retry-After), even with the right password', async () => {
    const { password } = await makeUser(t.database.db, { username: 'kathure', email: 'kathure@example.org' });
    const attacker = freshIp();
    for (let i = 0; i < 5; i++) {
      expect((await login({ username: 'kathure', password: 'wrong password' }, {}, attacker)).statusCode).toBe(401);
    }
    const locked = await login({ username: 'kathure', password }, {}, attacker);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toBe(serverMessages.loginLocked);
    expect(locked.json().error).toMatchObject({ code: 'rate_limited', reason: 'sign_in_account_address' });
    const retry = Number(locked.headers['retry-after']);
    expect(retry).toBeGreaterThan(14 * 60);
    expect(retry).toBeLessThanOrEqual(15 * 60);
    // The e-mail spelling shares the account's budget at that address.
    expect((await login({ username: 'kathure@example.org', password }, {}, attacker)).statusCode).toBe(429);
    t.clock.advance(LOGIN_THROTTLE_WINDOW_MS + 1000);
    expect((await login({ username: 'kathure', password }, {}, attacker)).statusCode).toBe(200);
  });

  it("an attacker cannot lock the chairman out: failures elsewhere leave the chairman's address free", async () => {
    const { password } = await makeUser(t.database.db, { username: 'mwenda', role: 'chairman' });
    // 10 wrong passwords from two addresses: each address is blocked, the account is not.
    for (const ip of [freshIp(), freshIp()]) {
      for (let i = 0; i < 5; i++) expect((await login({ username: 'mwenda', password: 'guess' }, {}, ip)).statusCode).toBe(401);
      expect((await login({ username: 'mwenda', password }, {}, ip)).statusCode).toBe(429);
    }
    const owner = await login({ username: 'mwenda', password }, {}, freshIp());
    expect(owner.statusCode).toBe(200);
  });

  it('counts concurrent guesses atomically: of 20 simultaneous wrong passwords only 5 are checked', async () => {
    await makeUser(t.database.db, { username: 'concurrent' });
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => login({ username: 'concurrent', password: 'wrong password' }, {}, ip)),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(15);
  });

  it('a success clears the count for that address; username and e-mail share it', async () => {
    const { password } = await makeUser(t.database.db, { username: 'gakii', email: 'gakii@example.org' });
    const ip = freshIp();
    for (let i = 0; i < 4; i++) await login({ username: i % 2 ? 'gakii' : 'GAKII@example.org', password: 'nope' }, {}, ip);
    expect((await login({ username: 'gakii@example.org', password }, {}, ip)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await login({ username: 'gakii', password: 'nope' }, {}, ip);
    expect((await login({ username: 'gakii', password }, {}, ip)).statusCode).toBe(200);
    expect((await login({ username: 'gakii@example.org', password: 'x' }, {}, ip)).statusCode).toBe(401);
  });

  it('unknown names are throttled exactly like real ones (no hint that an account exists)', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) await login({ username: 'ghost', password: 'nope' }, {}, ip);
    const res = await login({ username: 'ghost', password: 'nope' }, {}, ip);
    expect(res.statusCode).toBe(429);
  });

  it('20 failures from one IP block that IP for any account, but not other IPs', async () => {
    const { password } = await makeUser(t.database.db, { username: 'mwiti' });
    const ip = '10.99.99.99';
    for (let i = 0; i < 20; i++) await login({ username: `guess${i}`, password: 'nope' }, {}, ip);
    const blocked = await login({ username: 'mwiti', password }, {}, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toMatchObject({ code: 'rate_limited', reason: 'sign_in_address' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login({ username: 'mwiti', password }, {}, freshIp())).statusCode).toBe(200);
  });

  it('an IPv6 /64 is one address: 20 guesses from 20 addresses in one /64 block the 21st', async () => {
    const { password } = await makeUser(t.database.db, { username: 'kinoti' });
    for (let i = 1; i <= 20; i++) {
      const answer = await login({ username: `guess${i}`, password: 'nope' }, {}, `2001:db8:5:6:${i.toString(16)}::1`);
      expect(answer.statusCode).toBe(401);
    }
    const blocked = await login({ username: 'kinoti', password }, {}, '2001:db8:5:6:abcd::7');
    expect(blocked.statusCode).toBe(429);
    expect((await login({ username: 'kinoti', password }, {}, '2001:db8:5:7::1')).statusCode).toBe(200);
  });

  it('::ffff:a.b.c.d is the IPv4 address a.b.c.d', async () => {
    await makeUser(t.database.db, { username: 'mapped' });
    for (let i = 0; i < 5; i++) await login({ username: 'mapped', password: 'nope' }, {}, '::ffff:10.98.0.1');
    expect((await login({ username: 'mapped', password: 'nope' }, {}, '10.98.0.1')).statusCode).toBe(429);
  });

  it('guesses at one account from many addresses stop at the hourly ceiling, answered at once with Retry-After', async () => {
    const { password } = await makeUser(t.database.db, { username: 'kaimenyi', role: 'chairman' });
    const codes: number[] = [];
    for (let i = 0; i < LOGIN_MAX_ATTEMPTS_PER_ACCOUNT + 10; i++) {
      // Four guesses per address: never the per-address limit, only the account's.
      const ip = i % 4 === 0 ? freshIp() : `10.0.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`;
      codes.push((await login({ username: 'kaimenyi', password: 'guess' }, {}, ip)).statusCode);
    }
    expect(codes.filter((c) => c === 401)).toHaveLength(LOGIN_MAX_ATTEMPTS_PER_ACCOUNT);
    expect(codes.slice(LOGIN_MAX_ATTEMPTS_PER_ACCOUNT).every((c) => c === 429)).toBe(true);
    const refused = await login({ username: 'kaimenyi', password }, {}, freshIp());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(serverMessages.loginAccountLocked);
    expect(refused.json().error).toMatchObject({ code: 'rate_limited', reason: 'sign_in_account' });
    const retry = Number(refused.headers['retry-after']);
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(LOGIN_ACCOUNT_WINDOW_MS / 1000);
    t.clock.advance(LOGIN_ACCOUNT_WINDOW_MS + 1000);
    expect((await login({ username: 'kaimenyi', password }, {}, freshIp())).statusCode).toBe(200);
  });

  /** The device cookie a response set, as a Cookie header. */
  const deviceCookieOf = (res: LightMyRequestResponse) => {
    const cookie = res.cookies.find((c) => c.name === DEVICE_COOKIE);
    return cookie ? `${DEVICE_COOKIE}=${cookie.value}` : undefined;
  };
  /** Guesses at one account from many addresses, four per address, until the hourly ceiling refuses. */
  const exhaustAccountCeiling = async (username: string) => {
    for (let i = 0; i < LOGIN_MAX_ATTEMPTS_PER_ACCOUNT; i++) {
      const ip = i % 4 === 0 ? freshIp() : `10.0.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`;
      expect((await login({ username, password: 'guess' }, {}, ip)).statusCode).toBe(401);
    }
    expect((await login({ username, password: 'guess' }, {}, freshIp())).statusCode).toBe(429);
  };

  it('a successful sign-in sets a long-lived, httpOnly, SameSite=Lax device cookie sent only to the sign-in route', async () => {
    const { user, password } = await makeUser(t.database.db, { username: 'kagwiria' });
    const res = await login({ username: 'kagwiria', password, rememberMe: false }, {}, freshIp());
    const device = res.cookies.find((c) => c.name === DEVICE_COOKIE)!;
    expect(device.value.startsWith(`${user.id}.`)).toBe(true);
    expect(device.httpOnly).toBe(true);
    expect(device.sameSite).toBe('Lax');
    expect(device.path).toBe('/api/auth/login');
    expect(device.secure).toBeFalsy(); // PUBLIC_URL is http in tests; https sets Secure (config.secure)
    // A year; cookie dates have whole seconds and the test clock also moves on its own, hence a minute's slack.
    const lifetime = device.expires!.getTime() - t.clock.now().getTime();
    expect(lifetime).toBeGreaterThan(DEVICE_COOKIE_LIFETIME_MS - 60_000);
    expect(lifetime).toBeLessThanOrEqual(DEVICE_COOKIE_LIFETIME_MS);
    expect(device.value).not.toContain(password);
    // Each sign-in gets its own cookie; failures get none.
    const again = await login({ username: 'kagwiria', password }, {}, freshIp());
    expect(deviceCookieOf(again)).not.toBe(`${DEVICE_COOKIE}=${device.value}`);
    expect(deviceCookieOf(await login({ username: 'kagwiria', password: 'nope' }, {}, freshIp()))).toBeUndefined();
  });

  it('over https both the session and the device cookie are Secure', async () => {
    const secure = await createTestApp({ env: { PUBLIC_URL: 'https://myv.example' } });
    try {
      const res = await secure.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { ...browserHeaders(), origin: 'https://myv.example' },
        payload: { username: 'chairman', password: 'correct horse battery staple', rememberMe: false },
      });
      expect(res.statusCode).toBe(200);
      expect(res.cookies.find((c) => c.name === SESSION_COOKIE)!.secure).toBe(true);
      expect(res.cookies.find((c) => c.name === DEVICE_COOKIE)!.secure).toBe(true);
    } finally {
      await secure.close();
    }
  });

  it("guesses from many addresses exhaust the ceiling, yet the official's browser with its device cookie still signs in", async () => {
    const { password } = await makeUser(t.database.db, { username: 'kithinji', role: 'chairman' });
    const device = deviceCookieOf(await login({ username: 'kithinji', password }, {}, freshIp()))!;
    await exhaustAccountCeiling('kithinji');

    const refused = await login({ username: 'kithinji', password }, {}, freshIp());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(serverMessages.loginAccountLocked);
    expect(refused.json().error).toMatchObject({ code: 'rate_limited', reason: 'sign_in_account' });

    const home = freshIp();
    // A typo from the known browser is an ordinary 401, never the ceiling's 429, and locks nothing.
    expect((await login({ username: 'kithinji', password: 'typo' }, { cookie: device }, home)).statusCode).toBe(401);
    const owner = await login({ username: 'kithinji', password }, { cookie: device }, home);
    expect(owner.statusCode).toBe(200);
    expect((await session(cookieOf(owner))).statusCode).toBe(200);
    // The renewed device cookie works as well, while browsers without one are still refused.
    const renewed = deviceCookieOf(owner)!;
    expect((await login({ username: 'kithinji', password }, { cookie: renewed }, freshIp())).statusCode).toBe(200);
    expect((await login({ username: 'kithinji', password }, {}, freshIp())).statusCode).toBe(429);
  });

  it("a forged device cookie, or another account's, does not bypass the ceiling", async () => {
    const { password } = await makeUser(t.database.db, { username: 'nyaga' });
    const other = await makeUser(t.database.db, { username: 'ciku' });
    const mine = deviceCookieOf(await login({ username: 'nyaga', password }, {}, freshIp()))!;
    const othersDevice = deviceCookieOf(await login({ username: 'ciku', password: other.password }, {}, freshIp()))!;
    await exhaustAccountCeiling('nyaga');

    const [, value] = mine.split('=') as [string, string];
    const [userId, expires, nonce, signature] = value.split('.') as [string, string, string, string];
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const forgeries = [
      othersDevice,
      `${DEVICE_COOKIE}=${userId}.${expires}.${nonce}.${flipped}`,
      // The other account's signature over this account's id.
      `${DEVICE_COOKIE}=${userId}.${othersDevice.split('.').slice(1).join('.')}`,
      // A later expiry with the old signature.
      `${DEVICE_COOKIE}=${userId}.${Number(expires) + 1000}.${nonce}.${signature}`,
      `${DEVICE_COOKIE}=${userId}`,
      `${DEVICE_COOKIE}=garbage`,
    ];
    for (const cookie of forgeries) {
      const res = await login({ username: 'nyaga', password }, { cookie }, freshIp());
      expect(res.statusCode).toBe(429);
      expect(res.json().error.message).toBe(serverMessages.loginAccountLocked);
    }
    expect((await login({ username: 'nyaga', password }, { cookie: mine }, freshIp())).statusCode).toBe(200);
  });

  it('a device cookie still counts against its address, stops working after a year, and a stolen one gets 10 tries an hour', async () => {
    const { password } = await makeUser(t.database.db, { username: 'mukami' });
    const device = deviceCookieOf(await login({ username: 'mukami', password }, {}, freshIp()))!;
    const ip = freshIp();
    for (let i = 0; i < 5; i++) await login({ username: 'mukami', password: 'nope' }, { cookie: device }, ip);
    expect((await login({ username: 'mukami', password }, { cookie: device }, ip)).statusCode).toBe(429);

    // Five more wrong tries from another address use up the cookie's ten; then it counts like no cookie.
    const thief = freshIp();
    for (let i = 0; i < 5; i++) await login({ username: 'mukami', password: 'nope' }, { cookie: device }, thief);
    await exhaustAccountCeiling('mukami');
    expect((await login({ username: 'mukami', password }, { cookie: device }, freshIp())).statusCode).toBe(429);

    t.clock.advance(LOGIN_ACCOUNT_WINDOW_MS + 1000);
    const fresh = deviceCookieOf(await login({ username: 'mukami', password }, {}, freshIp()))!;
    // Half an hour before the year is up (the test clock also moves on its own), then past it.
    t.clock.advance(DEVICE_COOKIE_LIFETIME_MS - LOGIN_ACCOUNT_WINDOW_MS / 2);
    await exhaustAccountCeiling('mukami');
    expect((await login({ username: 'mukami', password }, { cookie: fresh }, freshIp())).statusCode).toBe(200);
    t.clock.advance(LOGIN_ACCOUNT_WINDOW_MS + 1000);
    await exhaustAccountCeiling('mukami');
    expect((await login({ username: 'mukami', password }, { cookie: fresh }, freshIp())).statusCode).toBe(429);
  });

  it('old counters are cleaned away (by the one sweep job)', async () => {
    t.clock.advance(2 * 24 * 60 * 60 * 1000);
    await login({ username: 'someone', password: 'nope' }, {}, freshIp());
    expect(await t.app.jobs.runNow(RATE_LIMIT_SWEEP_JOB)).toMatchObject({ ok: true });
    const rows = await t.database.db.select().from(rateCounters);
    // This attempt's three counters (address, account at address, account); nothing older.
    expect(rows).toHaveLength(3);
  });
});

describe('temporary passwords and POST /api/auth/password', () => {
  const changePassword = (cookie: string, body: unknown) =>
    inject({ method: 'POST', url: '/api/auth/password', headers: browserHeaders(cookie), payload: body as object });

  it('a temporary password allows only choosing a new one; afterwards everything works', async () => {
    const { password } = await makeUser(t.database.db, { username: 'temp1', passwordTemporary: true });
    const res = await login({ username: 'temp1', password });
    expect(res.json().user.mustChangePassword).toBe(true);
    const cookie = cookieOf(res)!;
    const blocked = await inject({ method: 'GET', url: '/api/test/admin', headers: { cookie } });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error.code).toBe('password_change_required');

    expect((await changePassword(cookie, { currentPassword: password, newPassword: 'short' })).json().error.message).toBe(
      messages.passwordTooShort,
    );
    expect((await changePassword(cookie, { currentPassword: password, newPassword: password })).json().error.message).toBe(
      serverMessages.passwordSameAsCurrent,
    );
    const wrong = await changePassword(cookie, { currentPassword: 'not it', newPassword: 'a brand new long password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(messages.passwordCurrentWrong);

    const ok = await changePassword(cookie, { currentPassword: password, newPassword: 'a brand new long password' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.mustChangePassword).toBe(false);
    const newCookie = cookieOf(ok)!;
    expect(newCookie).not.toBe(cookie);
    expect((await session(cookie)).statusCode).toBe(401); // the old session id ended
    expect((await session(newCookie)).json().user.mustChangePassword).toBe(false);
    expect((await login({ username: 'temp1', password })).statusCode).toBe(401);
    expect((await login({ username: 'temp1', password: 'a brand new long password' })).statusCode).toBe(200);
  });

  it("a password change ends the official's other sessions", async () => {
    const { password } = await makeUser(t.database.db, { username: 'twoplaces' });
    const phone = cookieOf(await login({ username: 'twoplaces', password }))!;
    const laptop = cookieOf(await login({ username: 'twoplaces', password, rememberMe: true }))!;
    const changed = await changePassword(laptop, { currentPassword: password, newPassword: 'another long password' });
    expect(changed.statusCode).toBe(200);
    // The renewed session keeps "Remember me".
    expect(changed.cookies.find((c) => c.name === SESSION_COOKIE)!.expires).toBeInstanceOf(Date);
    expect((await session(phone)).statusCode).toBe(401);
  });

  it('counts wrong current passwords apart from sign-in: the form is limited, signing in is not', async () => {
    const { password } = await makeUser(t.database.db, { username: 'formguess' });
    const ip = freshIp();
    const cookie = cookieOf(await login({ username: 'formguess', password }, {}, ip))!;
    for (let i = 0; i < 5; i++) {
      const wrong = await changePassword(cookie, { currentPassword: `not it ${i}`, newPassword: 'a brand new long password' });
      expect(wrong.statusCode).toBe(400);
    }
    const limited = await changePassword(cookie, { currentPassword: password, newPassword: 'a brand new long password' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatchObject({ code: 'rate_limited', reason: 'password_change' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Five wrong tries on the form did not touch the sign-in budget of this account and address.
    expect((await login({ username: 'formguess', password }, {}, ip)).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const res = await inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: browserHeaders(),
      payload: { currentPassword: 'x', newPassword: 'a brand new long password' },
    });
    expect(res.statusCode).toBe(401);
  });
});
