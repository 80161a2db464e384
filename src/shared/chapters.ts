/**
 * The four chapters a new site starts with (docs/product-rules.md), and the chapter code rule shared by
 * membership and leadership numbers.
 */
export const DEFAULT_CHAPTERS = ['Igembe Youth Voice', 'Tigania Youth Voice', 'Imenti Youth Voice', 'Buuri Youth Voice'] as const;

/** First two letters of the first word, upper-cased; `fallback` when there is no usable word. */
export function twoLetterCode(text: string | null | undefined, fallback: string): string {
  const firstWord = (text ?? '').trim().split(/\s+/)[0] ?? '';
  const letters = firstWord.replace(/[^A-Za-z]/g, '');
  return letters.length >= 2 ? letters.slice(0, 2).toUpperCase() : fallback;
}

/** The code in the numbers of members and leaders without a chapter; no chapter may take it. */
export const NO_CHAPTER_CODE = 'GE';

/** A chapter's code: two capital letters (the database checks the same). */
export const CHAPTER_CODE_PATTERN = /^[A-Z]{2}$/;

/** The code a chapter's name suggests: IG, TI, IM, BU for the defaults; GE when there is no usable word. */
export const chapterCode = (chapterName: string | null | undefined): string => twoLetterCode(chapterName, NO_CHAPTER_CODE);

/**
 * A free code for a new chapter whose official left the code blank: the name's own code, else its
 * first letter with each later letter of the name (Timau after Tigania: TM), else null (the
 * official must choose one).
 */
export function suggestChapterCode(name: string, taken: ReadonlySet<string>): string | null {
  const letters = name.toUpperCase().replace(/[^A-Z]/g, '');
  const candidates = [chapterCode(name), ...[...letters.slice(1)].map((letter) => `${letters[0]}${letter}`)];
  return candidates.find((code) => CHAPTER_CODE_PATTERN.test(code) && code !== NO_CHAPTER_CODE && !taken.has(code)) ?? null;
}
