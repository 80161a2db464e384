/**
 * Membership and leadership numbers (docs/product-rules.md, "Membership numbers"):
 *   member  MYV{CC}-{MM}{YY}-{n}       n in 1..500, e.g. MYVIM-1126-347
 *   leader  LDR{CC}{PP}-{MM}{YY}-{n}   n in 1..100, e.g. LDRIMCH-1126-12
 * CC is the chapter's own code (its `code` column), GE without a chapter.
 * The random part is drawn by the caller; uniqueness is the database's job (unique index, draw again).
 */
import { NO_CHAPTER_CODE, twoLetterCode } from './chapters';

const monthYear = (isoDate: string): string => `${isoDate.slice(5, 7)}${isoDate.slice(2, 4)}`;

export const membershipNumberPrefix = (chapterCode: string | null, isoDate: string): string =>
  `MYV${chapterCode ?? NO_CHAPTER_CODE}-${monthYear(isoDate)}-`;

export const leadershipNumberPrefix = (chapterCode: string | null, position: string | null, isoDate: string): string =>
  `LDR${chapterCode ?? NO_CHAPTER_CODE}${twoLetterCode(position, 'LD')}-${monthYear(isoDate)}-`;

export const randomInRange = (range: { min: number; max: number }, random: () => number = Math.random): number =>
  range.min + Math.floor(random() * (range.max - range.min + 1));

export const MEMBER_NUMBER_PATTERN = /^MYV[A-Z]{2}-\d{4}-\d{1,4}$/;
export const LEADER_NUMBER_PATTERN = /^LDR[A-Z]{4}-\d{4}-\d{1,4}$/;
