/**
 * Optimistic locking for officials' edits of members and leaders: an edit carries the updatedAt
 * the official loaded, and it applies only while the row still has it, so of two officials
 * editing one record the second is told to reload instead of silently overwriting the first.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { serverMessages } from '../../../shared/server-messages';
import { AppError } from '../../errors';

/**
 * The row is still at the version the editor loaded; undefined (no condition) when the edit
 * names none. JSON carries milliseconds while the database keeps microseconds, hence the truncation.
 */
export function stillAtVersion(updatedAt: PgColumn, expectedUpdatedAt: string | undefined): SQL | undefined {
  return expectedUpdatedAt
    ? sql`date_trunc('milliseconds', ${updatedAt}) = ${new Date(expectedUpdatedAt).toISOString()}::timestamptz`
    : undefined;
}

/** The answer when the row moved on since it was loaded. */
export const editConflict = (): AppError => new AppError(409, 'edit_conflict', serverMessages.editConflict);
