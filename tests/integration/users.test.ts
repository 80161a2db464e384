/** The chairman's management of officials' accounts. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, notLike } from 'drizzle-orm';
import { browserHeaders, createTestApp, type TestApp } from '../helpers/app';
import { makeUser, sessionCookie } from '../helpers/factories';
import { auditLog, users } from '../../src/server/db/schema';
import { messages } from '../../src/shared/messages';
import { serverMessages } from '../../src/shared/server-messages';
import { SESSION_COOKIE } from '../../src/shared/constants';

let t: TestApp;
let chairman: string;
beforeAll(async () => {
  t = await createTestApp();
  chairman = await sessionCookie(t.database.db, 'chairman');
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, cookie: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: browserHeaders(cookie), payload });
const login = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', headers: browserHeaders(), payload: { username, password } });
const cookieOf = (res: Awaited<ReturnType<typeof login>>) =>
  `${SESSION_COOKIE}=${res.cookies.find((c) => c.name === SESSION_COOKIE)!.value}`;

/** The rows of the account's management; its sign-ins are audited too (tests/integration/audit.test.ts). */
async function auditRows(entityId: string) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, entityId), notLike(auditLog.action, 'signin.%')));
}

describe('officials', () => {
  it('lists officials without any password hash', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users', headers: { cookie: chairman } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const list = res.json();
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect(list[0]).toHaveProperty('username');
    expect(res.body).not.toMatch(/scrypt|passwordHash|password_hash/);
  });

  it('adds an official with a temporary password shown once, who must change it at first sign-in', async () => {
    const res = await post('/api/users', chairman, {
      username: 'Treasurer.Mwende',
      email: ' Mwende@Example.org ',
      role: 'treasurer',
    });
    expect(res.statusCode).toBe(201);
    const { user, temporaryPassword } = res.json();
    expect(user).toMatchObject({
      username: 'Treasurer.Mwende',
      email: 'mwende@example.org',
      role: 'treasurer',
      passwordTemporary: true,
      disabled: false,
    });
    expect(temporaryPassword).toMatch(/^[A-Za-z0-9]{20}$/);
    const list = await t.app.inject({ method: 'GET', url: '/api/users', headers: { cookie: chairman } });
    expect(list.body).not.toContain(temporaryPassword);

    const signedIn = await login('treasurer.mwende', temporaryPassword);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.mustChangePassword).toBe(true);
    const rows = await auditRows(user.id);
    expect(rows.map((r) => r.action)).toEqual(['user.create']);
    expect(rows[0]!.username).toBeTruthy();
    expect(rows[0]!.ip).toBeTruthy();
  });

  it('refuses a duplicate username or e-mail (case-insensitive) and bad input, storing nothing', async () => {
    await post('/api/users', chairman, { username: 'dup-one', email: 'dup@example.org', role: 'secretary' });
    const before = (await t.database.db.select().from(users)).length;
    for (const body of [
      { username: 'DUP-ONE', email: 'other@example.org', role: 'secretary' },
      { username: 'dup-two', email: 'DUP@example.org', role: 'secretary' },
    ]) {
      const res = await post('/api/users', chairman, body);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(serverMessages.userTaken);
    }
    const bad = [
      [{ username: 'ab', email: 'x@example.org', role: 'secretary' }, messages.usernameInvalid],
      [{ username: 'has space', email: 'x@example.org', role: 'secretary' }, messages.usernameInvalid],
      [{ username: 'okname', email: 'not-an-email', role: 'secretary' }, messages.emailInvalid],
      [{ username: 'okname', email: 'x@example.org', role: 'king' }, messages.roleRequired],
      [{ username: 'okname', email: 'x@example.org' }, messages.roleRequired],
    ] as const;
    for (const [body, message] of bad) {
      const res = await post('/api/users', chairman, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    expect((await t.database.db.select().from(users)).length).toBe(before);
  });

  it('disabling signs the official out and refuses their sign-in; enabling lets them back', async () => {
    const { user, password } = await makeUser(t.database.db, { username: 'to-disable', role: 'vice_chairman' });
    const cookie = cookieOf(await login('to-disable', password));
    const res = await post(`/api/users/${user.id}/disable`, chairman);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.disabled).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } })).statusCode).toBe(401);
    expect((await login('to-disable', password)).statusCode).toBe(401);
    expect((await post(`/api/users/${user.id}/enable`, chairman)).json().user.disabled).toBe(false);
    expect((await login('to-disable', password)).statusCode).toBe(200);
    expect((await auditRows(user.id)).map((r) => r.action).sort()).toEqual(['user.disable', 'user.enable']);
  });

  it('a chairman cannot disable or reset their own account here', async () => {
    const { user, password } = await makeUser(t.database.db, { username: 'self-chair', role: 'chairman' });
    const cookie = cookieOf(await login('self-chair', password));
    for (const action of ['disable', 'reset-password']) {
      const res = await post(`/api/users/${user.id}/${action}`, cookie);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(serverMessages.cannotChangeOwnAccount);
    }
  });

  it('reset gives a new temporary password, ends sessions and forgets failed sign-ins', async () => {
    const { user, password } = await makeUser(t.database.db, { username: 'forgetful', role: 'secretary' });
    const cookie = cookieOf(await login('forgetful', password));
    for (let i = 0; i < 5; i++) await login('forgetful', 'wrong guess');
    expect((await login('forgetful', password)).statusCode).toBe(429);
    const res = await post(`/api/users/${user.id}/reset-password`, chairman);
    expect(res.statusCode).toBe(200);
    const { temporaryPassword } = res.json();
    expect(res.json().user.passwordTemporary).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } })).statusCode).toBe(401);
    expect((await login('forgetful', password)).statusCode).toBe(401);
    expect((await login('forgetful', temporaryPassword)).statusCode).toBe(200);
    expect((await auditRows(user.id)).map((r) => r.action)).toEqual(['user.reset_password']);
  });

  it('unknown or malformed ids: 404 / 400, nothing changes', async () => {
    const missing = await post('/api/users/00000000-0000-4000-8000-000000000000/disable', chairman);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(serverMessages.userNotFound);
    expect((await post('/api/users/not-a-uuid/disable', chairman)).statusCode).toBe(400);
  });

  it('only the chairman: vice chairman and others get 403, no session 401', async () => {
    const vice = await sessionCookie(t.database.db, 'vice_chairman');
    expect((await t.app.inject({ method: 'GET', url: '/api/users', headers: { cookie: vice } })).statusCode).toBe(403);
    expect((await post('/api/users', vice, { username: 'sneaky', email: 's@example.org', role: 'chairman' })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/users' })).statusCode).toBe(401);
  });
});
