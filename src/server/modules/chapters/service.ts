import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { chapters, leaders, memberCounts, members, users } from '../../db/schema';
import { CHAPTER_COORDINATOR_POSITION } from '../../../shared/team';
import type { Chapter } from '../../../shared/schemas/chapters';

/**
 * The chapter's leader: its coordinator from the leader records (the earliest appointed active
 * one), else the name officials typed on the chapter ("TBD" by default).
 */
const chapterLeader = sql<string>`coalesce((
  select ${leaders.fullName} from ${leaders}
  where ${leaders.chapterId} = ${chapters.id}
    and ${leaders.position} = ${CHAPTER_COORDINATOR_POSITION}
    and ${leaders.status} = 'active'
  order by ${leaders.joinDate}, ${leaders.createdAt}
  limit 1
), ${chapters.leader})`;

/**
 * The chapters with their member counts: the public list (registration, footers) leaves out
 * archived ones, the officials' list has them all. The counts are kept by triggers on members
 * (migration admin_search), so this stays cheap at 100 000 members.
 */
export async function listChapters(
  db: Db | Tx,
  /** `only`: one chapter's id, the whole list a chapter coordinator sees. */
  options: { includeArchived?: boolean; only?: string } = {},
): Promise<Chapter[]> {
  const rows = await db
    .select({
      id: chapters.id,
      name: chapters.name,
      code: chapters.code,
      leader: chapterLeader,
      members: sql<number>`coalesce(${memberCounts.members}, 0)::int`,
      archivedAt: chapters.archivedAt,
    })
    .from(chapters)
    .leftJoin(memberCounts, eq(memberCounts.chapterKey, sql`${chapters.id}::text`))
    .where(
      and(
        options.includeArchived ? undefined : isNull(chapters.archivedAt),
        options.only ? eq(chapters.id, options.only) : undefined,
      ),
    )
    .orderBy(asc(chapters.createdAt), asc(chapters.name));
  return rows.map(({ archivedAt, ...row }) => ({ ...row, members: Number(row.members), archived: archivedAt !== null }));
}

/** A chapter by name, case-insensitively (forms send the name), archived or not. */
export async function findChapterByName(db: Db | Tx, name: string) {
  const rows = await db
    .select()
    .from(chapters)
    .where(sql`lower(${chapters.name}) = lower(${name.trim()})`)
    .limit(1);
  return rows[0] ?? null;
}

/** The codes chapters hold now (a new chapter's suggested code must be none of them). */
export async function takenChapterCodes(db: Db | Tx): Promise<Set<string>> {
  return new Set((await db.select({ code: chapters.code }).from(chapters)).map((row) => row.code));
}

export async function insertChapter(db: Db | Tx, input: { name: string; leader: string; code: string }) {
  const [row] = await db.insert(chapters).values({ name: input.name, leader: input.leader, code: input.code }).returning();
  return row!;
}

/** Whether any member, leader or chapter coordinator belongs to the chapter (then it cannot be deleted). */
export async function chapterInUse(db: Db | Tx, id: string): Promise<boolean> {
  const [member] = await db.select({ id: members.id }).from(members).where(eq(members.chapterId, id)).limit(1);
  if (member) return true;
  const [leader] = await db.select({ id: leaders.id }).from(leaders).where(eq(leaders.chapterId, id)).limit(1);
  if (leader) return true;
  const [coordinator] = await db.select({ id: users.id }).from(users).where(eq(users.chapterId, id)).limit(1);
  return coordinator !== undefined;
}
