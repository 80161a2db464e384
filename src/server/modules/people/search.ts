/** What the members' and leaders' searches share: phone spellings and chapter names. */
import { ilike } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { containing } from '../../db/like';
import { chapters } from '../../db/schema';

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
    .where(ilike(chapters.name, containing(term)));
  return rows.map((row) => row.id);
}
