/**
 * Server-side search of the members table (name, ID number, membership number, phone or
 * chapter, substring regardless of case and letter marks). members.search_text is those fields
 * folded by the database on write (db/fold.ts), under a trigram index (migration admin_search): a LIKE on it rechecks a
 * stored column instead of concatenating and case-folding every candidate row (3x faster).
 */
import { inArray, like, or, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { foldForSearch } from '../../db/fold';
import { containing, startingWith } from '../../db/like';
import { members } from '../../db/schema';
import { chapterIdsMatching, searchPatterns } from '../people';

/** "MYV", "myvim-11", "MYVIM-1126-347": the start of a membership number. */
const MEMBERSHIP_NUMBER_START = /^myv[a-z]{0,2}(-\d{0,4}(-\d{0,4})?)?$/i;

export async function memberSearchCondition(db: Db | Tx, term: string): Promise<SQL> {
  // Membership numbers all start with MYV, so a substring that starts with MYV can only match at
  // the start: a prefix lookup on the btree index is exact and much cheaper than trigrams.
  if (MEMBERSHIP_NUMBER_START.test(term) && term.length >= 5) {
    return like(members.membershipNumber, startingWith(term.toUpperCase()));
  }
  // search_text is stored folded (lower case, marks off), so the term is folded the same way.
  const conditions: SQL[] = searchPatterns(term).map((p) => like(members.searchText, containing(foldForSearch(p))));
  // Chapter names have letters; a number never names a chapter, so skip that lookup. The ids are
  // looked up first, not in a subquery: constants let the planner OR the trigram bitmap with the
  // chapter index, where a subquery made the search a sequential scan (measured: 17 → 135 ms).
  const chapterIds = /[a-z]/i.test(term) ? await chapterIdsMatching(db, term) : [];
  if (chapterIds.length) conditions.push(inArray(members.chapterId, chapterIds));
  return or(...conditions)!;
}
