/**
 * Limits counted in the database (the attempts table), so they hold across several server
 * instances and restarts. Each call records one attempt and says whether it is within every
 * limit given. Personal keys (ID numbers) are stored as hashes.
 */
import { createHash } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { attempts } from '../../db/schema';

export interface Limit {
  scope: string;
  key: string;
  max: number;
  windowMs: number;
}

/** A stable, non-reversible key for personal data (the table must hold no ID numbers). */
export const hashedKey = (value: string): string =>
  createHash('sha256').update(`myv-attempt:${value}`).digest('hex').slice(0, 40);

/**
 * Records one attempt under every limit and answers whether all of them still allow it. The
 * advisory lock per scope and key makes the count exact when several requests arrive together.
 */
export async function recordAttempt(db: Db | Tx, limits: Limit[], now: Date): Promise<{ allowed: boolean; exceeded: string[] }> {
  const run = async (tx: Db | Tx) => {
    const exceeded: string[] = [];
    for (const limit of [...limits].sort((a, b) => `${a.scope}:${a.key}`.localeCompare(`${b.scope}:${b.key}`))) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`myv-attempt:${limit.scope}:${limit.key}`}))`);
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(attempts)
        .where(
          and(
            eq(attempts.scope, limit.scope),
            eq(attempts.key, limit.key),
            gt(attempts.createdAt, new Date(now.getTime() - limit.windowMs)),
          ),
        );
      if (Number(row?.n ?? 0) >= limit.max) exceeded.push(limit.scope);
    }
    // Refused attempts count too: hammering does not reopen the window.
    await tx.insert(attempts).values(limits.map((l) => ({ scope: l.scope, key: l.key, createdAt: now })));
    return { allowed: exceeded.length === 0, exceeded };
  };
  return db.transaction(run);
}

/** Drops attempts older than any window (a day), called by the hourly job. */
export async function sweepAttempts(db: Db, now: Date): Promise<void> {
  await db.delete(attempts).where(lt(attempts.createdAt, new Date(now.getTime() - 24 * 60 * 60 * 1000)));
}
