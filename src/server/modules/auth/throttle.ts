/**
 * Sign-in throttling, counted in the database so it holds across several server instances
 * (an in-memory counter would give each instance its own five tries). Only failures are
 * recorded; a success clears the account's failures but not the IP's.
 */
import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginThrottles } from '../../db/schema';
import {
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  LOGIN_MAX_FAILURES_PER_IP,
  LOGIN_THROTTLE_WINDOW_MS,
} from '../../../shared/constants';

/**
 * When a key may try again: the moment the max-th most recent failure in the window leaves it
 * (then fewer than max failures remain). null when it is not throttled.
 */
async function blockedUntil(db: Db, column: typeof loginThrottles.accountKey | typeof loginThrottles.ip, value: string, max: number, now: Date) {
  const since = new Date(now.getTime() - LOGIN_THROTTLE_WINDOW_MS);
  const rows = await db
    .select({ createdAt: loginThrottles.createdAt })
    .from(loginThrottles)
    .where(and(eq(column, value), gt(loginThrottles.createdAt, since)))
    .orderBy(desc(loginThrottles.createdAt))
    .offset(max - 1)
    .limit(1);
  const row = rows[0];
  return row ? new Date(row.createdAt.getTime() + LOGIN_THROTTLE_WINDOW_MS) : null;
}

/** Seconds until this account and IP may try again, or 0 when they may now. */
export async function throttledFor(db: Db, accountKey: string, ip: string, now: Date): Promise<number> {
  const [account, address] = await Promise.all([
    blockedUntil(db, loginThrottles.accountKey, accountKey, LOGIN_MAX_FAILURES_PER_ACCOUNT, now),
    blockedUntil(db, loginThrottles.ip, ip, LOGIN_MAX_FAILURES_PER_IP, now),
  ]);
  const until = Math.max(account?.getTime() ?? 0, address?.getTime() ?? 0);
  return until > now.getTime() ? Math.ceil((until - now.getTime()) / 1000) : 0;
}

export async function recordFailure(db: Db, accountKey: string, ip: string, now: Date): Promise<void> {
  await db.insert(loginThrottles).values({ accountKey, ip, createdAt: now });
  // Rows older than the window count for nothing; drop them so the table stays small.
  await db.delete(loginThrottles).where(lt(loginThrottles.createdAt, new Date(now.getTime() - LOGIN_THROTTLE_WINDOW_MS)));
}

export async function clearAccountFailures(db: Db, accountKey: string): Promise<void> {
  await db.delete(loginThrottles).where(eq(loginThrottles.accountKey, accountKey));
}
