/**
 * Server-side sessions. The cookie holds a random 256-bit token; the database holds only its
 * SHA-256, so a copy of the sessions table gives nobody a usable cookie.
 */
import { and, desc, eq, gt, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, twoFactor, users } from '../../db/schema';
import { REMEMBER_ME_LIFETIME_MS, SESSION_LIFETIME_MS } from '../../../shared/constants';
import type { Role } from '../../../shared/roles';

import { hashToken, newToken } from '../../lib/tokens';

export interface SessionUser {
  id: string;
  username: string;
  email: string;
  role: Role;
  /** The account still has a temporary password: only changing it is allowed (access.ts). */
  passwordTemporary: boolean;
  /** The account signs in with a second factor (two-factor/). */
  twoFactorEnabled: boolean;
  /** The session this request came with (absent for a user not read from a session). */
  sessionId?: string;
}

/**
 * "Last seen" moves forward at most this often: an official clicking through the dashboard costs
 * one write every few minutes, not one per request, and the list of devices is still right to
 * within minutes.
 */
const LAST_SEEN_STEP_MS = 5 * 60_000;

export async function createSession(
  db: Db,
  input: { userId: string; rememberMe: boolean; ip?: string; userAgent?: string; now?: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const now = input.now ?? new Date();
  const expiresAt = new Date(now.getTime() + (input.rememberMe ? REMEMBER_ME_LIFETIME_MS : SESSION_LIFETIME_MS));
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: input.userId,
    expiresAt,
    rememberMe: input.rememberMe,
    ip: input.ip ?? null,
    userAgent: input.userAgent?.slice(0, 300) ?? null,
    createdAt: now,
    lastSeenAt: now,
  });
  return { token, expiresAt };
}

/**
 * The signed-in user for a cookie token, or null when unknown, expired or disabled. With `seenFrom`
 * (the request's address) the session's last-seen time and address are brought up to date.
 */
export async function findSessionUser(
  db: Db,
  token: string,
  now: Date = new Date(),
  seenFrom?: string,
): Promise<SessionUser | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      role: users.role,
      disabled: users.disabled,
      passwordTemporary: users.passwordTemporary,
      twoFactorEnabledAt: twoFactor.enabledAt,
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      ip: sessions.ip,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(twoFactor, eq(twoFactor.userId, users.id))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, now)))
    .limit(1);
  const row = rows[0];
  if (!row || row.disabled) return null;
  if (seenFrom !== undefined && (now.getTime() - row.lastSeenAt.getTime() >= LAST_SEEN_STEP_MS || row.ip !== seenFrom)) {
    await db
      .update(sessions)
      .set({ lastSeenAt: now, ip: seenFrom })
      .where(eq(sessions.tokenHash, hashToken(token)));
  }
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    passwordTemporary: row.passwordTemporary,
    twoFactorEnabled: row.twoFactorEnabledAt !== null,
    sessionId: row.sessionId,
  };
}

/** One of an official's signed-in devices, as their Security screen lists it. */
export interface SessionRow {
  id: string;
  ip: string | null;
  userAgent: string | null;
  createdAt: Date;
  lastSeenAt: Date;
}

/** An official's sessions that have not run out, the most recently used first. */
export async function listUserSessions(db: Db, userId: string, now: Date): Promise<SessionRow[]> {
  return db
    .select({
      id: sessions.id,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
}

/** Ends one of this official's own sessions by its id; false when they have none by that id. */
export async function deleteUserSessionById(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.id, id)))
    .returning({ id: sessions.id });
  return deleted.length > 0;
}

/** Whether the session behind a token was made with "Remember me" (kept when it is renewed). */
export async function isRememberedSession(db: Db, token: string): Promise<boolean> {
  const [row] = await db
    .select({ rememberMe: sessions.rememberMe })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)))
    .limit(1);
  return row?.rememberMe ?? false;
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

export async function deleteUserSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Signs a user out everywhere else (a password change, turning two-factor off), keeping the session in hand. */
export async function deleteOtherSessions(db: Db, userId: string, keepToken: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, hashToken(keepToken))));
}

/** Also the session-cleanup job (hourly, once across instances), so idle installations shed them too. */
export async function deleteExpiredSessions(db: Db, now: Date = new Date()): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}
