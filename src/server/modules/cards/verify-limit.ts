/**
 * Rate limit of the public verification endpoint: 30 look-ups a minute per IP, so nobody can walk
 * the membership-number space (the numbers are short) to harvest names.
 *
 * A fixed window in memory: each server instance counts on its own, which is enough to make
 * harvesting slow, and keeps the limiter free of shared state (a dozen lines, not a plugin whose
 * global hooks and decorators every other route would carry).
 */
export const VERIFY_LIMIT_PER_MINUTE = 30;
const WINDOW_MS = 60_000;
/** Past this many tracked IPs, expired windows are swept so memory stays bounded. */
const SWEEP_AT = 10_000;

export interface RateLimiter {
  /** Whether this hit is allowed, and seconds until the window resets when it is not. */
  hit(key: string, now: number): { allowed: boolean; retryAfterSeconds: number };
}

export function createRateLimiter(limit = VERIFY_LIMIT_PER_MINUTE, windowMs = WINDOW_MS): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    hit(key, now) {
      let entry = windows.get(key);
      if (!entry || entry.resetAt <= now) {
        if (windows.size >= SWEEP_AT) for (const [k, e] of windows) if (e.resetAt <= now) windows.delete(k);
        entry = { count: 0, resetAt: now + windowMs };
        windows.set(key, entry);
      }
      entry.count += 1;
      return { allowed: entry.count <= limit, retryAfterSeconds: Math.max(1, Math.ceil((entry.resetAt - now) / 1000)) };
    },
  };
}
