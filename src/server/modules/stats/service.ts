/**
 * The dashboard's statistics, computed by the database from indexes and counters, for the
 * caller's scope: every chapter, or a chapter coordinator's own (modules/auth/scope.ts).
 */
import { and, eq, gt, gte, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chapters, leaders, memberCounts, members } from '../../db/schema';
import { DEFAULT_CHAPTER_LEADER } from '../../../shared/constants';
import { nairobiToday } from '../../../shared/dates';
import type { Stats } from '../../../shared/schemas/admin';
import type { Scope } from '../auth';

/** The day one calendar month before `today` (31 March → 28/29 February). */
export function oneMonthBefore(today: string): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 2, d));
  if (target.getUTCMonth() !== (m + 10) % 12) target.setUTCDate(0);
  return target.toISOString().slice(0, 10);
}

export async function computeStats(db: Db, now: Date, scope: Scope): Promise<Stats> {
  const today = nairobiToday(now);
  const since = oneMonthBefore(today);
  // One condition per table, all from the scope: a coordinator's figures are its chapter's.
  const only = <T>(column: T, build: (column: T, chapterId: string) => SQL): SQL | undefined =>
    scope === 'all' ? undefined : build(column, scope.chapterId);
  const inChapter = {
    counts: only(memberCounts.chapterKey, (c, id) => eq(c, id)),
    members: only(members.chapterId, (c, id) => eq(c, id)),
    chapters: only(chapters.id, (c, id) => eq(c, id)),
    leaders: only(leaders.chapterId, (c, id) => eq(c, id)),
  };
  const [[counts], [recent], [valid], [chapterRow], [leaderRow]] = await Promise.all([
    db
      .select({
        total: sql<number>`coalesce(sum(${memberCounts.members}), 0)::int`,
        active: sql<number>`coalesce(sum(${memberCounts.active}), 0)::int`,
      })
      .from(memberCounts)
      .where(inChapter.counts),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(members)
      .where(and(gte(members.joinDate, since), inChapter.members)),
    // Valid today: enabled and the renewal date not yet come (membershipStatus is active or due),
    // read from the renewal-date index.
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(members)
      .where(and(gt(members.renewalDate, today), eq(members.status, 'active'), inChapter.members)),
    db
      .select({
        total: sql<number>`count(*)::int`,
        // A chapter counts as led when its leader is set and not the placeholder "TBD".
        led: sql<number>`(count(*) filter (where ${and(ne(sql`trim(${chapters.leader})`, ''), ne(chapters.leader, DEFAULT_CHAPTER_LEADER))}))::int`,
      })
      .from(chapters)
      .where(inChapter.chapters),
    // The Leadership Team is the people on the Leaders tab who are active, not the chapters
    // whose leader field has a name (that field is often left at the placeholder).
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(leaders)
      .where(and(eq(leaders.status, 'active'), inChapter.leaders)),
  ]);
  const activeLeaders = Number(leaderRow?.n ?? 0);
  return {
    totalMembers: Number(counts?.total ?? 0),
    newRegistrations: Number(recent?.n ?? 0),
    activeMembers: Number(counts?.active ?? 0),
    validMembers: Number(valid?.n ?? 0),
    totalChapters: Number(chapterRow?.total ?? 0),
    totalLeaders: activeLeaders,
    activeLeaders,
    chaptersWithLeader: Number(chapterRow?.led ?? 0),
  };
}
