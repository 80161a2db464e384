/**
 * Reading the values spreadsheets really hold: dates in several orders, and what Excel does to
 * phone numbers typed into a column formatted as a number.
 */
import type { ImportDateOrder } from '../../../shared/schemas/import';
import { DEFAULT_MEMBER_LANGUAGE, type MemberLanguage } from '../../../shared/member-language';

export type DateReading = { date: string } | { problem: 'invalid' | 'ambiguous' | 'wrongOrder' };

/** A real calendar date from 1990 on, as YYYY-MM-DD; null otherwise. */
function isoDate(y: number, mo: number, d: number): string | null {
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d || y < 1990) return null;
  return date.toISOString().slice(0, 10);
}

/**
 * YYYY-MM-DD, or a date with slashes as spreadsheets write them: 15/03/2024 (day first, Kenya's
 * and Britain's order) or 3/15/2024 (month first, a computer set to US English). When only one
 * reading is a date, that is the date. 4/3/2024 is a date both ways: without the official's
 * choice of order for the file it is refused as ambiguous, never guessed.
 */
export function parseImportDate(raw: string, order?: ImportDateOrder): DateReading {
  const text = raw.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (iso) {
    const date = isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
    return date ? { date } : { problem: 'invalid' };
  }
  const slashed = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (!slashed) return { problem: 'invalid' };
  const [a, b, y] = [Number(slashed[1]), Number(slashed[2]), Number(slashed[3])];
  const dayFirst = isoDate(y, b, a);
  const monthFirst = isoDate(y, a, b);
  if (order === 'dayFirst') return dayFirst ? { date: dayFirst } : { problem: monthFirst ? 'wrongOrder' : 'invalid' };
  if (order === 'monthFirst') return monthFirst ? { date: monthFirst } : { problem: dayFirst ? 'wrongOrder' : 'invalid' };
  if (dayFirst && monthFirst && dayFirst !== monthFirst) return { problem: 'ambiguous' };
  const date = dayFirst ?? monthFirst;
  return date ? { date } : { problem: 'invalid' };
}

/**
 * A phone number Excel stored as a number and saved in scientific notation (7.12346E+08):
 * the digits past the sixth are gone, so no rule can recover the number.
 */
export const isScientificNumber = (raw: string): boolean => /^[+-]?\d+(\.\d+)?e[+-]?\d+$/i.test(raw.trim());

/** The language cell as officials write it: the code the export writes, or the language's name. */
const LANGUAGE_BY_TEXT: ReadonlyMap<string, MemberLanguage> = new Map([
  ['en', 'en'],
  ['english', 'en'],
  ['sw', 'sw'],
  ['kiswahili', 'sw'],
  ['swahili', 'sw'],
]);

/**
 * The language of a member's SMS and e-mails from its cell, whatever its case: en / English,
 * sw / Kiswahili / Swahili; a blank cell is English, as for every member nobody asked. Anything
 * else is null (the row is refused, never guessed).
 */
export function parseImportLanguage(raw: string): MemberLanguage | null {
  const text = raw.trim().toLowerCase();
  return text ? (LANGUAGE_BY_TEXT.get(text) ?? null) : DEFAULT_MEMBER_LANGUAGE;
}
