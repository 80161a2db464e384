/**
 * Search that ignores case and letter marks: "Kimathi" finds "Kĩmathi" and "Kĩmathi" finds
 * "Kimathi". Kimeru and Kikuyu names carry ĩ and ũ, and officials type them with or without.
 *
 * The database folds the stored side with translate(lower(...)), which PGlite and every
 * PostgreSQL have (the unaccent extension is not in PGlite, and its function is not immutable,
 * so it could not feed a stored column); the search term is folded here by the same table, so
 * both sides agree letter for letter. A mark typed as a separate combining character is dropped.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** Latin letters with marks that fold to one plain letter (ĩ → i), in both cases. */
const MARKED_LOWER = 'àáâãäåāăąǎçćĉċčďèéêëēĕėęěǧĝğġģĥìíîïĩīĭįǐĵķĺļľńņňñòóôõöōŏőǒŕŗřśŝşšţťùúûüũūŭůűųǔŵýÿŷźżž';
const MARKED = MARKED_LOWER + MARKED_LOWER.toUpperCase();
const plain = (letter: string) => letter.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
/** Combining marks (U+0300–U+036F): translate() drops a character it has no counterpart for. */
const COMBINING = Array.from({ length: 0x70 }, (_, i) => String.fromCharCode(0x300 + i)).join('');

const FROM = MARKED + COMBINING;
const TO = [...MARKED].map(plain).join('');
const FOLDS = new Map([...MARKED].map((letter) => [letter, plain(letter)]));

/** The term as the database folds the stored text: lower case, marks off. */
export function foldForSearch(term: string): string {
  return [...term.toLowerCase()].map((c) => FOLDS.get(c) ?? (COMBINING.includes(c) ? '' : c)).join('');
}

/** SQL that folds a text column or expression the same way (immutable: usable in a stored column). */
export function foldedSql(text: SQLWrapper | SQL): SQL {
  return sql`translate(lower(${text}), ${sql.raw(`'${FROM}'`)}, ${sql.raw(`'${TO}'`)})`;
}
