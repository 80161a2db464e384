/**
 * What the members', leaders' and payments' searches share: phone spellings, chapter names, and
 * matching without regard to case or letter marks ("Kimathi" finds "Kĩmathi": db/fold.ts).
 */
import { like, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { foldForSearch, foldedSql } from '../../db/fold';
import { containing } from '../../db/like';
import { chapters } from '../../db/schema';

/**
 * Any of `texts` contains `term`, both folded. For small tables (leaders, chapters) and for
 * payments within a filter; the members' search reads its stored folded column instead.
 */
export function containsFolded(texts: SQLWrapper[], term: string): SQL {
  const joined = sql.join(
    texts.map((t) => sql`coalesce(${t}, '')`),
    sql` || ' ' || `,
  );
  return like(foldedSql(joined), containing(foldForSearch(term)));
}

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
    .where(containsFolded([chapters.name], term));
  return rows.map((row) => row.id);
}
