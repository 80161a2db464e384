/**
 * Rate limits of the public verification (the API and the /verify page share them): 30 look-ups
 * a minute per address (an IPv6 /64 is one address, see lib/client-key.ts), and a site-wide
 * ceiling on all addresses together, so that many addresses cannot walk the number space either.
 * Only look-ups an address was allowed count towards the ceiling: one address hammering spends
 * its own budget, not everyone's. Refused look-ups are answered at once with Retry-After.
 *
 * Counted in the database (rate_limit_windows), not in process memory, so the limit holds however
 * many server instances share the load: a fixed one-minute window per key, one upsert per look-up.
 * An address is stored only as a hash of its client key. The clean-up job deletes past windows.
 */
import { createHash } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimitWindows } from '../../db/schema';
import { clientKey } from '../../lib/client-key';

export const VERIFY_LIMIT_PER_MINUTE = 30;
/** All addresses together: far above a busy event's scanning, far below a harvest. */
const VERIFY_SITE_LIMIT_PER_MINUTE = 300;
const WINDOW_MS = 60_000;
/** Windows older than this are deleted by the clean-up job. */
const KEEP_WINDOWS_MS = 10 * WINDOW_MS;

const verifyKey = (ip: string) => `verify:${createHash('sha256').update(clientKey(ip)).digest('base64url')}`;
const SITE_KEY = 'verify-site';

/**
 * Counts one look-up from this address, then (when the address may) one towards the site-wide
 * ceiling: whether it is allowed, and seconds until the window resets.
 */
export async function hitVerifyLimit(
  db: Db,
  ip: string,
  now: Date,
  limits = { perAddress: VERIFY_LIMIT_PER_MINUTE, site: VERIFY_SITE_LIMIT_PER_MINUTE },
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const byAddress = await countInWindow(db, verifyKey(ip), limits.perAddress, now);
  return byAddress.allowed ? countInWindow(db, SITE_KEY, limits.site, now) : byAddress;
}

async function countInWindow(
  db: Db,
  key: string,
  limit: number,
  now: Date,
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const windowStart = Math.floor(now.getTime() / WINDOW_MS) * WINDOW_MS;
  const [row] = await db
    .insert(rateLimitWindows)
    .values({ key, windowStart: new Date(windowStart), hits: 1 })
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
