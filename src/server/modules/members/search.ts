/**
 * Server-side search of the members table (spec §5: name, ID number, membership number, phone or
 * chapter, case-insensitive substring). members.search_text is those fields lower-cased by the
 * database on write, under a trigram index (migration admin_search): a LIKE on it rechecks a
 * stored column instead of concatenating and case-folding every candidate row (3x faster).
 */
import { ilike, inArray, like, or, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { chapters, members } from '../../db/schema';

/** `%` and `_` typed by an official are literal characters, not wildcards. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Phones are stored canonical (2547…) but typed as shown (07…): "0712" also looks for "254712".
 */
export function searchPatterns(term: string): string[] {
  const compact = term.replace(/[\s-]/g, '');
  const patterns = [term];
  if (/^0\d{2,}$/.test(compact)) patterns.push(`254${compact.slice(1)}`);
  else if (/^\+?254\d+$/.test(compact)) patterns.push(compact.replace(/^\+/, ''));
  return [...new Set(patterns)];
}

/** Chapter ids whose name contains the term (the chapters table is tiny). */
export async function chapterIdsMatching(db: Db | Tx, term: string): Promise<string[]> {
  const rows = await db
    .select({ id: chapters.id })
    .from(chapters)
    .where(ilike(chapters.name, `%${escapeLike(term)}%`));
  return rows.map((row) => row.id);
}

/** "MYV", "myvim-11", "MYVIM-1126-347": the start of a membership number. */
const MEMBERSHIP_NUMBER_START = /^myv[a-z]{0,2}(-\d{0,4}(-\d{0,4})?)?$/i;

export async function memberSearchCondition(db: Db | Tx, term: string): Promise<SQL> {
  // Membership numbers all start with MYV, so a substring that starts with MYV can only match at
  // the start: a prefix lookup on the btree index is exact and much cheaper than trigrams.
  if (MEMBERSHIP_NUMBER_START.test(term) && term.length >= 5) {
    return like(members.membershipNumber, `${escapeLike(term.toUpperCase())}%`);
  }
  const conditions: SQL[] = searchPatterns(term).map((p) => like(members.searchText, `%${escapeLike(p.toLowerCase())}%`));
  // Chapter names have letters; a number never names a chapter, so skip that lookup. The ids are
  // looked up first, not in a subquery: constants let the planner OR the trigram bitmap with the
  // chapter index, where a subquery made the search a sequential scan (measured: 17 → 135 ms).
  const chapterIds = /[a-z]/i.test(term) ? await chapterIdsMatching(db, term) : [];
  if (chapterIds.length) conditions.push(inArray(members.chapterId, chapterIds));
  return or(...conditions)!;
}
