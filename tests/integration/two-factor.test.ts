/**
 * Two-step sign-in (TOTP and recovery codes), REQUIRE_2FA_ROLES, a chairman's reset, and an
 * official's own signed-in devices. Codes are computed from the secret the set-up answers, at the
 * test clock's time, as an authenticator app would.
 */
import type { LightMyRequestResponse } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { browserHeaders, createTestApp, type TestApp } from '../helpers/app';
import { makeUser } from '../helpers/factories';
import { auditLog, sessions, twoFactor } from '../../src/server/db/schema';
import { SESSION_COOKIE, LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP } from '../../src/shared/constants';
import type { Role } from '../../src/shared/roles';
import { totpCode } from '../../src/server/modules/auth/two-factor/totp';
import { PENDING_SIGN_IN_COOKIE } from '../../src/server/modules/auth/two-factor/pending-sign-in';
import { officialsMessages } from '../../src/shared/officials-messages';

const STEP_MS = 30_000;

let t: TestApp;
beforeAll(async () => {
  // The default roles: chairman, vice_chairman and treasurer must use it.
  t = await createTestApp({ env: { REQUIRE_2FA_ROLES: 'chairman,vice_chairman,treasurer' } });
});
afterAll(async () => t.close());
// The test clock runs with real time: each test starts a second into a fresh 30-second step, so
// a code computed in a test is still the code of that step when the server checks it.
beforeEach(() => {
  t.clock.advance(STEP_MS + 1000 - (t.clock.now().getTime() % STEP_MS));
});

let ipCounter = 0;
/** A fresh client address per test, so one test's counted attempts do not throttle another's. */
const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const cookieValue = (res: LightMyRequestResponse, name: string) => res.cookies.find((c) => c.name === name && c.value)?.value;

function request(method: 'GET' | 'POST' | 'DELETE', url: string, options: { cookie?: string; body?: unknown; ip?: string } = {}) {
  const state = method !== 'GET';
  return t.app.inject({
    method,
    url,
    remoteAddress: options.ip ?? '127.0.0.1',
    headers:
      options.body !== undefined
        ? browserHeaders(options.cookie)
        : { ...(options.cookie ? { cookie: options.cookie } : {}), ...(state ? { origin: 'http://localhost:3000' } : {}) },
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
  });
}

interface Official {
  id: string;
  username: string;
  password: string;
}

async function official(role: Role = 'chairman'): Promise<Official> {
  const { user, password } = await makeUser(t.database.db, { role });
  return { id: user.id, username: user.username, password };
}

/** The password step: the answer, and the pending cookie (as a Cookie header) when one was set. */
async function passwordStep(who: Official, ip: string, rememberMe = false) {
  const res = await request('POST', '/api/auth/login', {
    body: { username: who.username, password: who.password, rememberMe },
    ip,
  });
  const pending = cookieValue(res, PENDING_SIGN_IN_COOKIE);
  return { res, pending: pending ? `${PENDING_SIGN_IN_COOKIE}=${pending}` : undefined };
}

const verify = (pending: string | undefined, body: unknown, ip: string) =>
  request('POST', '/api/auth/2fa/verify', { cookie: pending, body, ip });

/** Signs in with the password alone (an account without two-step sign-in): the session cookie. */
async function signInWithPassword(who: Official, ip = freshIp()): Promise<string> {
  const { res } = await passwordStep(who, ip);
  expect(res.statusCode).toBe(200);
  return `${SESSION_COOKIE}=${cookieValue(res, SESSION_COOKIE)}`;
}

/** Sets up and enables two-step sign-in for a signed-in official: the secret and the recovery codes. */
async function turnOn(cookie: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await request('POST', '/api/auth/2fa/setup', { cookie });
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json() as { secret: string };
  const enabled = await request('POST', '/api/auth/2fa/enable', { cookie, body: { code: totpCode(secret, t.clock.now()) } });
  expect(enabled.statusCode).toBe(200);
  // The code just used is spent: the next code the tests need is the next step's.
  t.clock.advance(STEP_MS);
  return { secret, recoveryCodes: (enabled.json() as { recoveryCodes: string[] }).recoveryCodes };
}

/** The full sign-in with a code from the app: the session cookie. */
async function signInWithCode(who: Official, secret: string, ip = freshIp()): Promise<string> {
  const { res, pending } = await passwordStep(who, ip);
  expect(res.json()).toEqual({ twoFactorRequired: true });
  const done = await verify(pending, { code: totpCode(secret, t.clock.now()) }, ip);
  expect(done.statusCode).toBe(200);
  t.clock.advance(STEP_MS);
  return `${SESSION_COOKIE}=${cookieValue(done, SESSION_COOKIE)}`;
}

const auditActions = async (userId: string) =>
  (await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, userId))).map((row) => row.action);

describe('setting up two-step sign-in', () => {
  it('shows a secret, its otpauth address and a QR code; stores the secret encrypted; turns on with one code', async () => {
    const who = await official('secretary');
    const cookie = await signInWithPassword(who);
    const setup = await request('POST', '/api/auth/2fa/setup', { cookie });
    expect(setup.statusCode).toBe(200);
    const body = setup.json() as { secret: string; otpauthUrl: string; qrCode: string };
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(body.otpauthUrl).toContain(`secret=${body.secret}`);
    expect(body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/MYV:official\d+\?/);
    expect(body.otpauthUrl).toContain('period=30');
    expect(body.otpauthUrl).toContain('digits=6');
    expect(Buffer.from(body.qrCode.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toContain('<svg');

    const [row] = await t.database.db.select().from(twoFactor).where(eq(twoFactor.userId, who.id));
    expect(row!.enabledAt).toBeNull();
    expect(row!.secretEncrypted).not.toContain(body.secret);

    // Not in force yet: signing in still takes the password alone.
    expect((await passwordStep(who, freshIp())).res.json()).toHaveProperty('user');

    const wrong = await request('POST', '/api/auth/2fa/enable', { cookie, body: { code: '000000' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('two_factor_code_wrong');
    const enabled = await request('POST', '/api/auth/2fa/enable', {
      cookie,
      body: { code: totpCode(body.secret, t.clock.now()) },
    });
    expect(enabled.statusCode).toBe(200);
    const { recoveryCodes } = enabled.json() as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}$/);

    const status = await request('GET', '/api/auth/2fa', { cookie });
    expect(status.json()).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });
    expect((await request('GET', '/api/auth/session', { cookie })).json().user.twoFactorEnabled).toBe(true);
    // Once on, a new set-up is refused (it would silently replace the phone's secret).
    const again = await request('POST', '/api/auth/2fa/setup', { cookie });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('two_factor_already_enabled');
    expect(await auditActions(who.id)).toContain('2fa.enable');
  });

  it('refuses bad input with the product message and changes nothing', async () => {
    const who = await official('secretary');
    const cookie = await signInWithPassword(who);
    const before = await request('POST', '/api/auth/2fa/enable', { cookie, body: { code: '123456' } });
    expect(before.statusCode).toBe(409); // no set-up started
    expect(before.json().error.code).toBe('two_factor_not_enabled');
    await request('POST', '/api/auth/2fa/setup', { cookie });
    for (const code of ['12345', '1234567', 'abcdef', '', 123456, null]) {
      const res = await request('POST', '/api/auth/2fa/enable', { cookie, body: { code } });
      expect(res.statusCode, String(code)).toBe(400);
      expect(res.json().error.code).toBe('validation');
      expect(res.json().error.fields.code).toBe(officialsMessages.twoFactor.codeInvalid);
    }
    const [row] = await t.database.db.select().from(twoFactor).where(eq(twoFactor.userId, who.id));
    expect(row!.enabledAt).toBeNull();
    expect(
      (await request('POST', '/api/auth/2fa/disable', { cookie, body: { password: who.password, code: '123456' } })).statusCode,
    ).toBe(409);
  });
});

describe('signing in with two steps', () => {
  it('asks for the code after the right password, with no session until the code', async () => {
    const who = await official('secretary');
    const { secret } = await turnOn(await signInWithPassword(who));
    const ip = freshIp();
    const { res, pending } = await passwordStep(who, ip, true);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ twoFactorRequired: true });
    expect(cookieValue(res, SESSION_COOKIE)).toBeUndefined();
    const pendingCookie = res.cookies.find((c) => c.name === PENDING_SIGN_IN_COOKIE)!;
    expect(pendingCookie.httpOnly).toBe(true);
    expect(pendingCookie.path).toBe('/api/auth/2fa/verify');
    // The pending cookie is no session.
    expect((await request('GET', '/api/auth/session', { cookie: pending })).statusCode).toBe(401);

    const done = await verify(pending, { code: totpCode(secret, t.clock.now()) }, ip);
    expect(done.statusCode).toBe(200);
    expect(done.json().user).toMatchObject({ username: who.username, twoFactorEnabled: true, twoFactorSetupRequired: false });
    const session = `${SESSION_COOKIE}=${cookieValue(done, SESSION_COOKIE)}`;
    expect((await request('GET', '/api/auth/session', { cookie: session })).statusCode).toBe(200);
    // "Remember me" from the password step is kept.
    expect(done.cookies.find((c) => c.name === SESSION_COOKIE)!.expires).toBeDefined();
    expect(cookieValue(done, PENDING_SIGN_IN_COOKIE)).toBeUndefined();
    const successes = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, who.id), eq(auditLog.action, 'signin.success')));
    expect(successes.map((row) => row.details)).toContainEqual({ rememberMe: true, secondFactor: 'totp' });
  });

  it('accepts the code of the step before, refuses two steps back, and never the same code twice', async () => {
    const who = await official('secretary');
    const { secret } = await turnOn(await signInWithPassword(who));
    // One step past the step whose code turned it on (that one is spent).
    t.clock.advance(STEP_MS);
    const ip = freshIp();
    const previous = totpCode(secret, new Date(t.clock.now().getTime() - STEP_MS));
    const tooOld = totpCode(secret, new Date(t.clock.now().getTime() - 2 * STEP_MS));
    let { pending } = await passwordStep(who, ip);
    const old = await verify(pending, { code: tooOld }, ip);
    expect(old.statusCode).toBe(401);
    expect(old.json().error.code).toBe('two_factor_code_wrong');
    expect((await verify(pending, { code: previous }, ip)).statusCode).toBe(200);

    // The same code again, inside its window: refused.
    ({ pending } = await passwordStep(who, ip));
    const replay = await verify(pending, { code: previous }, ip);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.message).toBe(officialsMessages.twoFactor.codeWrong);
    // And so is the code of any step before the one used; the current one passes.
    const current = totpCode(secret, t.clock.now());
    expect((await verify(pending, { code: current }, ip)).statusCode).toBe(200);
    ({ pending } = await passwordStep(who, ip));
    expect((await verify(pending, { code: current }, ip)).statusCode).toBe(401);
  });

  it('signs in once when the same code, or the same recovery code, arrives twice at the same moment', async () => {
    const who = await official('secretary');
    const { secret, recoveryCodes } = await turnOn(await signInWithPassword(who));
    const ip = freshIp();
    const { pending } = await passwordStep(who, ip);
    const code = totpCode(secret, t.clock.now());
    const codes = await Promise.all(Array.from({ length: 4 }, () => verify(pending, { code }, ip)));
    expect(codes.map((res) => res.statusCode).sort()).toEqual([200, 401, 401, 401]);
    // From another address: each phase's four tries stay within the per-account-and-address limit
    // (5), so a refusal is the replay's 401, never the limiter's 429 for the tries added up.
    const ip2 = freshIp();
    const second = await passwordStep(who, ip2);
    const recovery = await Promise.all(
      Array.from({ length: 4 }, () => verify(second.pending, { recoveryCode: recoveryCodes[3] }, ip2)),
    );
    expect(recovery.map((res) => res.statusCode).sort()).toEqual([200, 401, 401, 401]);
  });

  it('takes each recovery code once, in any case and with or without dashes', async () => {
    const who = await official('secretary');
    const cookie = await signInWithPassword(who);
    const { recoveryCodes } = await turnOn(cookie);
    const ip = freshIp();
    let { pending } = await passwordStep(who, ip);
    const first = await verify(pending, { recoveryCode: recoveryCodes[0]!.toLowerCase().replaceAll('-', '') }, ip);
    expect(first.statusCode).toBe(200);
    ({ pending } = await passwordStep(who, ip));
    expect((await verify(pending, { recoveryCode: recoveryCodes[0] }, ip)).statusCode).toBe(401);
    expect((await verify(pending, { recoveryCode: 'AAAA-AAAA-AAAA-AAAA' }, ip)).statusCode).toBe(401);
    expect((await verify(pending, { recoveryCode: recoveryCodes[1] }, ip)).statusCode).toBe(200);
    expect((await request('GET', '/api/auth/2fa', { cookie })).json().recoveryCodesLeft).toBe(8);
  });

  it('counts wrong codes in the same per-account and per-address limits as wrong passwords', async () => {
    const who = await official('secretary');
    const { secret } = await turnOn(await signInWithPassword(who));
    const ip = freshIp();
    const { pending } = await passwordStep(who, ip);
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP; i++) {
      expect((await verify(pending, { code: '000000' }, ip)).statusCode).toBe(401);
    }
    // The right code now is refused too: the account's attempts from this address are spent.
    const locked = await verify(pending, { code: totpCode(secret, t.clock.now()) }, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.reason).toBe('sign_in_account_address');
    // And so is the password: it is one budget.
    const password = await passwordStep(who, ip);
    expect(password.res.statusCode).toBe(429);
    const failures = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, who.id), eq(auditLog.action, 'signin.failure')));
    expect(failures).toHaveLength(LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP);
    expect(failures[0]!.details).toMatchObject({ step: 'code' });
    // From another address the official still signs in.
    await signInWithCode(who, secret);
  });

  it('refuses the code without the password step, with a forged or an expired pending cookie', async () => {
    const who = await official('secretary');
    const { secret } = await turnOn(await signInWithPassword(who));
    const ip = freshIp();
    const none = await verify(undefined, { code: totpCode(secret, t.clock.now()) }, ip);
    expect(none.statusCode).toBe(401);
    expect(none.json().error.code).toBe('two_factor_pending_expired');
    const { pending } = await passwordStep(who, ip);
    const forged = pending!.replace(/.(?=\.[^.]+$)/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await verify(forged, { code: totpCode(secret, t.clock.now()) }, ip)).statusCode).toBe(401);
    // Another account's id in a copied cookie breaks its signature too.
    const other = await official('secretary');
    const swapped = pending!.replace(who.id, other.id);
    expect((await verify(swapped, { code: totpCode(secret, t.clock.now()) }, ip)).json().error.code).toBe(
      'two_factor_pending_expired',
    );
    t.clock.advance(5 * 60_000 + 1);
    const late = await verify(pending, { code: totpCode(secret, t.clock.now()) }, ip);
    expect(late.statusCode).toBe(401);
    expect(late.json().error.code).toBe('two_factor_pending_expired');
    // Neither a code and a recovery code together, nor neither.
    const { pending: fresh } = await passwordStep(who, ip);
    expect((await verify(fresh, {}, ip)).statusCode).toBe(400);
    expect((await verify(fresh, { code: '123456', recoveryCode: 'AAAA-AAAA-AAAA-AAAA' }, ip)).statusCode).toBe(400);
  });

  it('a wrong password is refused before any code is asked for', async () => {
    const who = await official('secretary');
    await turnOn(await signInWithPassword(who));
    const res = await passwordStep({ ...who, password: 'not the password at all' }, freshIp());
    expect(res.res.statusCode).toBe(401);
    expect(res.pending).toBeUndefined();
  });
});

describe('REQUIRE_2FA_ROLES', () => {
  it('lets a chairman without it use /api/auth/* only until it is set up', async () => {
    const who = await official('chairman');
    const cookie = await signInWithPassword(who);
    const session = await request('GET', '/api/auth/session', { cookie });
    expect(session.json().user).toMatchObject({ twoFactorSetupRequired: true, twoFactorEnabled: false });
    const failures: string[] = [];
    for (const route of t.app.registeredRoutes) {
      if (!route.url.startsWith('/api') || route.access === 'public' || route.url.startsWith('/api/auth/')) continue;
      const res = await request(
        route.method as 'GET',
        route.url.replace(/:[A-Za-z_]+/g, '00000000-0000-4000-8000-000000000000'),
        {
          cookie,
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { body: {} }),
        },
      );
      const code = (res.json() as { error?: { code?: string } }).error?.code;
      if (res.statusCode !== 403 || code !== 'two_factor_setup_required')
        failures.push(`${route.method} ${route.url}: ${res.statusCode} ${code}`);
    }
    expect(failures).toEqual([]);
    expect((await request('GET', '/api/auth/sessions', { cookie })).statusCode).toBe(200);

    await turnOn(cookie);
    expect((await request('GET', '/api/stats', { cookie })).statusCode).toBe(200);
    expect((await request('GET', '/api/auth/session', { cookie })).json().user.twoFactorSetupRequired).toBe(false);
  });

  it('leaves it optional for other roles, and refuses turning it off for a required role', async () => {
    const secretary = await official('secretary');
    const cookie = await signInWithPassword(secretary);
    expect((await request('GET', '/api/auth/session', { cookie })).json().user.twoFactorSetupRequired).toBe(false);
    expect((await request('GET', '/api/content/events', { cookie })).statusCode).toBe(200);

    const treasurer = await official('treasurer');
    const treasurerCookie = await signInWithPassword(treasurer);
    const { secret } = await turnOn(treasurerCookie);
    const off = await request('POST', '/api/auth/2fa/disable', {
      cookie: treasurerCookie,
      body: { password: treasurer.password, code: totpCode(secret, t.clock.now()) },
    });
    expect(off.statusCode).toBe(409);
    expect(off.json().error.code).toBe('two_factor_required');
  });
});

describe('turning it off, a chairman reset, and other sessions', () => {
  it('turning it off takes the password and a code, and signs out every other device', async () => {
    const who = await official('secretary');
    const first = await signInWithPassword(who);
    const { secret } = await turnOn(first);
    const second = await signInWithCode(who, secret);
    const wrongPassword = await request('POST', '/api/auth/2fa/disable', {
      cookie: second,
      body: { password: 'wrong password here', code: totpCode(secret, t.clock.now()) },
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().error.code).toBe('wrong_password');
    const wrongCode = await request('POST', '/api/auth/2fa/disable', {
      cookie: second,
      body: { password: who.password, code: '000000' },
    });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().error.code).toBe('two_factor_code_wrong');
    const off = await request('POST', '/api/auth/2fa/disable', {
      cookie: second,
      body: { password: who.password, code: totpCode(secret, t.clock.now()) },
    });
    expect(off.statusCode).toBe(204);
    expect((await request('GET', '/api/auth/session', { cookie: second })).statusCode).toBe(200);
    expect((await request('GET', '/api/auth/session', { cookie: first })).statusCode).toBe(401);
    expect((await passwordStep(who, freshIp())).res.json()).toHaveProperty('user');
    expect(await auditActions(who.id)).toContain('2fa.disable');
  });

  it('a chairman resets another official: signed out everywhere, set up again at the next sign-in', async () => {
    const chairman = await official('chairman');
    const chairmanCookie = await signInWithPassword(chairman);
    const { secret: chairmanSecret } = await turnOn(chairmanCookie);
    const treasurer = await official('treasurer');
    const { secret } = await turnOn(await signInWithPassword(treasurer));
    const treasurerSession = await signInWithCode(treasurer, secret);

    const own = await request('POST', `/api/users/${chairman.id}/reset-2fa`, { cookie: chairmanCookie });
    expect(own.statusCode).toBe(409);
    expect(own.json().error.code).toBe('own_account');
    expect((await request('POST', '/api/users/not-a-uuid/reset-2fa', { cookie: chairmanCookie })).statusCode).toBe(400);
    expect(
      (await request('POST', '/api/users/00000000-0000-4000-8000-000000000000/reset-2fa', { cookie: chairmanCookie })).statusCode,
    ).toBe(404);

    const listed = async () =>
      (
        (await request('GET', '/api/users', { cookie: chairmanCookie })).json() as { id: string; twoFactorEnabled: boolean }[]
      ).find((o) => o.id === treasurer.id)!.twoFactorEnabled;
    expect(await listed()).toBe(true);
    const reset = await request('POST', `/api/users/${treasurer.id}/reset-2fa`, { cookie: chairmanCookie });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().user).toMatchObject({ username: treasurer.username, twoFactorEnabled: false });
    expect(await listed()).toBe(false);
    expect((await request('GET', '/api/auth/session', { cookie: treasurerSession })).statusCode).toBe(401);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, treasurer.id))).toEqual([]);
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, treasurer.id), eq(auditLog.action, '2fa.reset')));
    expect(row).toMatchObject({ userId: chairman.id, details: { username: treasurer.username, wasSetUp: true } });

    // The password alone signs in again, straight to the set-up.
    const again = await signInWithPassword(treasurer);
    expect((await request('GET', '/api/auth/session', { cookie: again })).json().user.twoFactorSetupRequired).toBe(true);
    expect((await request('GET', '/api/payments', { cookie: again })).statusCode).toBe(403);
    // The chairman's own two-step sign-in is untouched.
    await signInWithCode(chairman, chairmanSecret);
  });

  it('a password change signs out every other device and keeps this one', async () => {
    const who = await official('secretary');
    const first = await signInWithPassword(who);
    const second = await signInWithPassword(who);
    const res = await request('POST', '/api/auth/password', {
      cookie: second,
      body: { currentPassword: who.password, newPassword: 'a brand new password 123' },
    });
    expect(res.statusCode).toBe(200);
    expect((await request('GET', '/api/auth/session', { cookie: first })).statusCode).toBe(401);
    const renewed = `${SESSION_COOKIE}=${cookieValue(res, SESSION_COOKIE)}`;
    expect((await request('GET', '/api/auth/session', { cookie: renewed })).statusCode).toBe(200);
  });
});

describe('signed-in devices', () => {
  it('lists the official’s own sessions with browser, address and last seen, and signs one out', async () => {
    const who = await official('secretary');
    const phoneUa =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
    const phone = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '10.77.0.1',
      headers: { ...browserHeaders(), 'user-agent': phoneUa },
      payload: { username: who.username, password: who.password },
    });
    const phoneCookie = `${SESSION_COOKIE}=${cookieValue(phone, SESSION_COOKIE)}`;
    const laptop = await signInWithPassword(who, '10.77.0.2');
    const other = await official('secretary');
    const otherCookie = await signInWithPassword(other);

    t.clock.advance(10 * 60_000);
    // The phone is used again from another address: last seen and address move.
    expect((await request('GET', '/api/content/events', { cookie: phoneCookie, ip: '10.77.0.9' })).statusCode).toBe(200);

    t.clock.advance(60_000);
    const list = await request('GET', '/api/auth/sessions', { cookie: laptop, ip: '10.77.0.2' });
    expect(list.statusCode).toBe(200);
    const listed = (
      list.json() as {
        sessions: { id: string; current: boolean; browser: string; ip: string; createdAt: string; lastSeenAt: string }[];
      }
    ).sessions;
    expect(listed).toHaveLength(2);
    // The most recently seen first: this request has just seen the laptop.
    const [second, first] = listed;
    expect(second).toMatchObject({ current: true, ip: '10.77.0.2' });
    expect(first).toMatchObject({ current: false, browser: 'Chrome on Android', ip: '10.77.0.9' });
    expect(new Date(first!.lastSeenAt).getTime()).toBeGreaterThan(new Date(first!.createdAt).getTime());
    expect(JSON.stringify(list.json())).not.toContain(cookieValue(phone, SESSION_COOKIE)!);

    // Another official's session cannot be ended, or even told apart from one that does not exist.
    const [otherSession] = (await request('GET', '/api/auth/sessions', { cookie: otherCookie })).json().sessions as {
      id: string;
    }[];
    expect((await request('DELETE', `/api/auth/sessions/${otherSession!.id}`, { cookie: laptop })).statusCode).toBe(404);
    expect((await request('GET', '/api/auth/session', { cookie: otherCookie })).statusCode).toBe(200);
    expect((await request('DELETE', '/api/auth/sessions/not-an-id', { cookie: laptop })).statusCode).toBe(400);

    const out = await request('DELETE', `/api/auth/sessions/${first!.id}`, { cookie: laptop });
    expect(out.statusCode).toBe(204);
    expect((await request('GET', '/api/auth/session', { cookie: phoneCookie })).statusCode).toBe(401);
    expect((await request('GET', '/api/auth/session', { cookie: laptop })).statusCode).toBe(200);
    expect(await auditActions(who.id)).toContain('session.end');
  });
});
