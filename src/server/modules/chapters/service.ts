import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { chapters, memberCounts } from '../../db/schema';
import { chapterCode } from '../../../shared/chapters';
import type { Chapter } from '../../../shared/schemas/chapters';

/**
 * Every chapter with its member count. The counts are kept by triggers on members
 * (migration admin_search), so this stays cheap at 100 000 members.
 */
export async function listChapters(db: Db | Tx): Promise<Chapter[]> {
  const rows = await db
    .select({
      id: chapters.id,
      name: chapters.name,
      code: chapters.code,
      leader: chapters.leader,
      members: sql<number>`coalesce(${memberCounts.members}, 0)::int`,
    })
    .from(chapters)
    .leftJoin(memberCounts, eq(memberCounts.chapterKey, sql`${chapters.id}::text`))
    .orderBy(asc(chapters.createdAt), asc(chapters.name));
  return rows.map((row) => ({ ...row, members: Number(row.members) }));
}

/** A chapter by name, case-insensitively (forms send the name). */
export async function findChapterByName(db: Db | Tx, name: string) {
  const rows = await db
    .select()
    .from(chapters)
    .where(sql`lower(${chapters.name}) = lower(${name.trim()})`)
    .limit(1);
  return rows[0] ?? null;
}

export async function insertChapter(db: Db | Tx, input: { name: string; leader: string }) {
  const [row] = await db
    .insert(chapters)
    .values({ name: input.name, leader: input.leader, code: chapterCode(input.name) })
    .returning();
  return row!;
}
