/** One content row by its id, for a read or (lock) for the write that follows in the same transaction. */
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { contentEvents, contentUpdates, galleryPhotos } from '../../db/schema';
import { notFound, requireUuid } from '../../errors';

type ContentTable = typeof contentEvents | typeof contentUpdates | typeof galleryPhotos;

/** The row, or the kind's 404 (also for an id that is not a UUID). */
export async function rowById<T extends ContentTable>(
  db: Db | Tx,
  table: T,
  id: string,
  notFoundMessage: string,
  lock = false,
): Promise<T['$inferSelect']> {
  const query = db
    .select()
    .from(table as ContentTable)
    .where(eq(table.id, requireUuid(id, notFoundMessage)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(notFoundMessage);
  return row as T['$inferSelect'];
}
