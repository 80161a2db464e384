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

/** Chapter code: IG, TI, IM, BU for the defaults; GE when there is no chapter. */
export const chapterCode = (chapterName: string | null | undefined): string => twoLetterCode(chapterName, 'GE');
