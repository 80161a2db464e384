/**
 * Fixed-window counters in the database (table rate_counters), shared by every instance. A hit
 * increments and reads in one statement (INSERT … ON CONFLICT DO UPDATE … RETURNING), so N
 * concurrent requests see N different counts and a limit of L lets exactly L through: no
 * read-then-write race (docs/decisions/0011-hostile-traffic.md).
 */
import { eq, like, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { rateCounters } from '../../db/schema';
import { startingWith } from '../../db/like';

export interface Hit {
  /** This request's place in the window, 1 for the first. */
  count: number;
  /** Seconds until the window ends and the count starts again. */
  retryAfterSeconds: number;
}

/** Windows never last longer than this: older rows are swept. */
const LONGEST_WINDOW_MS = 24 * 60 * 60 * 1000;

export async function hit(db: Db | Tx, key: string, windowMs: number, now: Date): Promise<Hit> {
  const expiredBefore = new Date(now.getTime() - windowMs);
  const expired = sql`${rateCounters.windowStartedAt} <= ${expiredBefore.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateCounters)
    .values({ key, count: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: rateCounters.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateCounters.count} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${rateCounters.windowStartedAt} end`,
      },
    })
    .returning({ count: rateCounters.count, windowStartedAt: rateCounters.windowStartedAt });
  if (row!.count === 1) {
    // A new window: a good moment to drop counters nobody has hit for a day (the table stays small).
    await db.delete(rateCounters).where(lt(rateCounters.windowStartedAt, new Date(now.getTime() - LONGEST_WINDOW_MS)));
  }
  return { count: row!.count, retryAfterSeconds: secondsLeft(row!.windowStartedAt, windowMs, now) };
}

/** Takes one back (a success that should not count against an address). */
export async function release(db: Db | Tx, key: string): Promise<void> {
  await db
    .update(rateCounters)
    .set({ count: sql`greatest(${rateCounters.count} - 1, 0)` })
    .where(eq(rateCounters.key, key));
}

export async function clear(db: Db | Tx, key: string): Promise<void> {
  await db.delete(rateCounters).where(eq(rateCounters.key, key));
}

/** Every counter whose key starts with this (an account's counts at all addresses). */
export async function clearPrefix(db: Db | Tx, prefix: string): Promise<void> {
  await db.delete(rateCounters).where(like(rateCounters.key, startingWith(prefix)));
}

const secondsLeft = (startedAt: Date, windowMs: number, now: Date) =>
  Math.max(1, Math.ceil((startedAt.getTime() + windowMs - now.getTime()) / 1000));
