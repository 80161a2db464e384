/**
 * The one rate limiter: counters in the database (table rate_counters), shared by every server
 * instance and kept across restarts. The limits themselves (how many, what window, what message)
 * are data in limits.ts.
 *
 * A counter is a fixed window that opens with the first hit of its key and lasts the limit's
 * window; the first hit after it ends opens the next. A hit increments and reads in one statement
 * (INSERT … ON CONFLICT DO UPDATE … RETURNING), so N concurrent requests see N different counts
 * and a limit of L lets exactly L through: no read-then-write race
 * (docs/decisions/0011-hostile-traffic.md). Every hit counts, refused ones too: hammering a
 * refused key keeps it refused to the end of its window.
 *
 * Keys are `<limit name>:<hash of each subject>`: subjects are ID numbers, phones, addresses and
 * account names, none of which the table may hold in clear (hashedKey, the one hashing rule).
 * Old rows are deleted by one job (sweepRateCounters, registered in jobs/).
 */
import { createHash } from 'node:crypto';
import { eq, like, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { rateCounters } from '../db/schema';
import { startingWith } from '../db/like';
import { AppError } from '../errors';
import { say } from '../error-language';
import { LONGEST_WINDOW_MS, type Counter, type Limit } from './limits';

/** A stable, non-reversible stand-in for a personal value (an ID number, a phone, an address). */
export const hashedKey = (value: string): string => createHash('sha256').update(`myv-limit:${value}`).digest('base64url');

/** The row key of a counter for these subjects (none: one counter for everyone). */
const keyOf = (counter: Counter, subjects: readonly string[]) => [counter.name, ...subjects.map(hashedKey)].join(':');

export interface Counted {
  /** Whether this hit is within the limit. */
  allowed: boolean;
  /** This hit's place in the window, 1 for the first. */
  count: number;
  /** Seconds until the window ends and the count starts again (at least 1). */
  retryAfterSeconds: number;
}

/**
 * Counts one hit on the counter for these subjects. `max` replaces the counter's own where the
 * configuration sets it (prompt and photo limits).
 */
export async function hit(
  db: Db | Tx,
  counter: Counter,
  subjects: readonly string[],
  now: Date,
  max: number = counter.max,
): Promise<Counted> {
  const { windowMs } = counter;
  const expiredBefore = new Date(now.getTime() - windowMs);
  const expired = sql`${rateCounters.windowStartedAt} <= ${expiredBefore.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateCounters)
    .values({ key: keyOf(counter, subjects), count: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: rateCounters.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateCounters.count} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${rateCounters.windowStartedAt} end`,
      },
    })
    .returning({ count: rateCounters.count, windowStartedAt: rateCounters.windowStartedAt });
  const retryAfterSeconds = Math.max(1, Math.ceil((row!.windowStartedAt.getTime() + windowMs - now.getTime()) / 1000));
  return { allowed: row!.count <= max, count: row!.count, retryAfterSeconds };
}

/** Counts one hit and throws the limit's 429 when it is over. */
export async function enforce(
  db: Db | Tx,
  limit: Limit,
  subjects: readonly string[],
  now: Date,
  options: { max?: number; field?: string } = {},
): Promise<void> {
  const counted = await hit(db, limit, subjects, now, options.max);
  if (!counted.allowed) throw tooMany(limit, counted.retryAfterSeconds, { field: options.field });
}

/** Takes one hit back (a success that should not count against an address). */
export async function release(db: Db | Tx, counter: Counter, subjects: readonly string[]): Promise<void> {
  await db
    .update(rateCounters)
    .set({ count: sql`greatest(${rateCounters.count} - 1, 0)` })
    .where(eq(rateCounters.key, keyOf(counter, subjects)));
}

/** Forgets the counter for these subjects: the next hit opens a new window. */
export async function clear(db: Db | Tx, counter: Counter, subjects: readonly string[]): Promise<void> {
  await db.delete(rateCounters).where(eq(rateCounters.key, keyOf(counter, subjects)));
}

/** Forgets every counter whose subjects start with these (an account's counts at all addresses). */
export async function clearStartingWith(db: Db | Tx, counter: Counter, subjects: readonly string[]): Promise<void> {
  await db.delete(rateCounters).where(like(rateCounters.key, startingWith(`${keyOf(counter, subjects)}:`)));
}

/**
 * The one "too many" answer: 429 `rate_limited`, the limit's message, its name as `reason`, and
 * Retry-After. `until`: the moment the message names, when the caller knows it exactly;
 * `field`: the form field the message belongs to.
 */
export function tooMany(
  limit: Limit,
  retryAfterSeconds: number,
  options: { until?: Date; field?: string | undefined } = {},
): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  // Without `until` only the wait in seconds matters to a message (card_code_member's minutes), so
  // the process clock is good enough for the moment it would name.
  const message =
    typeof limit.message === 'string'
      ? limit.message
      : limit.message({ seconds, until: options.until ?? new Date(Date.now() + seconds * 1000) });
  return new AppError(
    429,
    'rate_limited',
    message,
    // A phrase's field gets its English words here, and the request's language with the message (errors.ts).
    options.field ? { [options.field]: typeof message === 'string' ? message : say(message) } : undefined,
    { 'Retry-After': String(seconds) },
    limit.name,
  );
}

/** The clean-up job: deletes counters whose window ended (no window is longer than LONGEST_WINDOW_MS). */
export async function sweepRateCounters(db: Db, now: Date): Promise<number> {
  const swept = await db
    .delete(rateCounters)
    .where(lt(rateCounters.windowStartedAt, new Date(now.getTime() - LONGEST_WINDOW_MS)))
    .returning({ key: rateCounters.key });
  return swept.length;
}
