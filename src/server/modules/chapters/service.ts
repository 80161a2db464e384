import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { chapters, members } from '../../db/schema';
import { chapterCode } from '../../../shared/chapters';
import type { Chapter } from '../../../shared/schemas/chapters';

/** Every chapter with its member count, counted by the database. */
export async function listChapters(db: Db): Promise<Chapter[]> {
  const rows = await db
    .select({
      id: chapters.id,
      name: chapters.name,
      code: chapters.code,
      leader: chapters.leader,
      members: count(members.id),
    })
    .from(chapters)
    .leftJoin(members, eq(members.chapterId, chapters.id))
    .groupBy(chapters.id)
    .orderBy(asc(chapters.createdAt), asc(chapters.name));
  return rows.map((row) => ({ ...row, members: Number(row.members) }));
}

/** A chapter by name, case-insensitively (forms send the name, spec §7). */
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
