/**
 * Rate limit of the public verification endpoint: 30 look-ups a minute per IP, so nobody can walk
 * the membership-number space (the numbers are short) to harvest names.
 *
 * Counted in the database (rate_limit_windows), not in process memory, so the limit holds however
 * many server instances share the load: a fixed one-minute window per IP, one upsert per look-up.
 * The IP is stored only as a hash. The clean-up job deletes past windows.
 */
import { createHash } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimitWindows } from '../../db/schema';

export const VERIFY_LIMIT_PER_MINUTE = 30;
const WINDOW_MS = 60_000;
/** Windows older than this are deleted by the clean-up job. */
const KEEP_WINDOWS_MS = 10 * WINDOW_MS;

const verifyKey = (ip: string) => `verify:${createHash('sha256').update(ip).digest('base64url')}`;

/** Counts one look-up from this IP: whether it is allowed, and seconds until the window resets. */
export async function hitVerifyLimit(
  db: Db,
  ip: string,
  now: Date,
  limit = VERIFY_LIMIT_PER_MINUTE,
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const windowStart = Math.floor(now.getTime() / WINDOW_MS) * WINDOW_MS;
  const [row] = await db
    .insert(rateLimitWindows)
    .values({ key: verifyKey(ip), windowStart: new Date(windowStart), hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimitWindows.key, rateLimitWindows.windowStart],
      set: { hits: sql`${rateLimitWindows.hits} + 1` },
    })
    .returning({ hits: rateLimitWindows.hits });
  const resetAt = windowStart + WINDOW_MS;
  return { allowed: row!.hits <= limit, retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now.getTime()) / 1000)) };
}

/** The clean-up job: forget windows nobody counts any more. */
export async function deleteOldLimitWindows(db: Db, now: Date): Promise<number> {
  const deleted = await db
    .delete(rateLimitWindows)
    .where(lt(rateLimitWindows.windowStart, new Date(now.getTime() - KEEP_WINDOWS_MS)))
    .returning({ key: rateLimitWindows.key });
  return deleted.length;
}
