/**
 * The log of page invalidations shared by every instance on one database. The instance that
 * takes a write drops the pages at once and appends the write's tags here; the others read the
 * rows after the revision they know and drop exactly those tags. Revisions are consecutive
 * (appended under a table lock, so they also commit in order): a gap means rows were pruned.
 */
import { asc, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pageInvalidations } from '../../db/schema';

/** Rows kept: far more than the writes between two checks of any instance that serves pages. */
export const KEPT_INVALIDATIONS = 500;

export interface Invalidation {
  revision: number;
  tags: string[];
  /** The content revision after the write (see the table's comment). */
  contentRevision: number;
}

export interface InvalidationLog {
  /** Appends a write's tags; returns its revision. */
  append(tags: readonly string[], contentRevision: number): Promise<number>;
  /** The latest revision (0 for an empty log). */
  latest(): Promise<number>;
  /** Rows after `revision`, oldest first, at most KEPT_INVALIDATIONS. */
  since(revision: number): Promise<Invalidation[]>;
}

export function invalidationLogOf(db: Db): InvalidationLog {
  const latestOf = async (reader: Pick<Db, 'select'>) => {
    const [row] = await reader
      .select({ latest: sql<number>`coalesce(max(${pageInvalidations.revision}), 0)::int` })
      .from(pageInvalidations);
    return Number(row?.latest ?? 0);
  };
  return {
    append: (tags, contentRevision) =>
      db.transaction(async (tx) => {
        // Serialises writers, so revision n+1 never commits before n (a reader would skip n).
        await tx.execute(sql`lock table ${pageInvalidations} in exclusive mode`);
        const revision = (await latestOf(tx)) + 1;
        await tx.insert(pageInvalidations).values({ revision, tags: [...tags], contentRevision });
        await tx.delete(pageInvalidations).where(lte(pageInvalidations.revision, revision - KEPT_INVALIDATIONS));
        return revision;
      }),
    latest: () => latestOf(db),
    since: async (revision) =>
      (
        await db
          .select({
            revision: pageInvalidations.revision,
            tags: pageInvalidations.tags,
            contentRevision: pageInvalidations.contentRevision,
          })
          .from(pageInvalidations)
          .where(gt(pageInvalidations.revision, revision))
          .orderBy(asc(pageInvalidations.revision))
          .limit(KEPT_INVALIDATIONS)
      ).map((row) => ({ ...row, revision: Number(row.revision), contentRevision: Number(row.contentRevision) })),
  };
}
