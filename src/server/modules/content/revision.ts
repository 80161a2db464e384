/**
 * The content revision: one number moved on in the same transaction as every write to what the
 * public pages show: events, updates, gallery photos, and the chapters every page lists. Public
 * pages are cached per instance; each instance compares its cached revision with this one (a
 * single-row primary-key read) at most every few seconds, so a change made through any instance
 * shows on every instance within that time, even one whose invalidation was never logged.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { contentRevision } from '../../db/schema';

const ROW = 1;

/** Moves the revision on; call inside the writing transaction. */
export async function bumpRevision(tx: Db | Tx): Promise<void> {
  await tx
    .insert(contentRevision)
    .values({ id: ROW, revision: 1 })
    .onConflictDoUpdate({
      target: contentRevision.id,
      set: { revision: sql`${contentRevision.revision} + 1`, updatedAt: sql`now()` },
    });
}

/** The current content revision (0 before anything was ever written). */
export async function contentVersion(db: Db | Tx): Promise<number> {
  const [row] = await db.select({ revision: contentRevision.revision }).from(contentRevision).where(eq(contentRevision.id, ROW));
  return row?.revision ?? 0;
}
