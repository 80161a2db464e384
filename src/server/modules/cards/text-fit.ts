/**
 * Fitting text into a box on the card: long names and chapters first shrink, then wrap, and as a
 * last resort the final line is cut with an ellipsis — text never runs off a printed card.
 * Pure: the caller passes a width measure (pdf-lib's font.widthOfTextAtSize in practice).
 */

/** Width of `text` at font `size`, in the same unit as the box width. */
export type Measure = (text: string, size: number) => number;

export interface FitOptions {
  maxWidth: number;
  /** Preferred size; the text shrinks from here. */
  size: number;
  /** Never smaller than this. */
  minSize: number;
  /** Lines allowed once shrinking alone is not enough. */
  maxLines?: number;
  /** Shrink step in points. */
  step?: number;
}

export interface FittedText {
  size: number;
  lines: string[];
}

const ELLIPSIS = '…';

/** Greedy word wrap; a single word longer than the box is broken by characters. */
export function wrap(text: string, measure: Measure, size: number, maxWidth: number): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (measure(candidate, size) <= maxWidth) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    // The word alone may still be too wide: break it by characters.
    let rest = word;
    while (measure(rest, size) > maxWidth && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && measure(rest.slice(0, cut), size) > maxWidth) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    current = rest;
  }
  if (current) lines.push(current);
  return lines;
}

/** Cuts `text` and appends an ellipsis until it fits. */
export function truncate(text: string, measure: Measure, size: number, maxWidth: number): string {
  if (measure(text, size) <= maxWidth) return text;
  let end = text.length;
  while (end > 0 && measure(`${text.slice(0, end).trimEnd()}${ELLIPSIS}`, size) > maxWidth) end--;
  return `${text.slice(0, end).trimEnd()}${ELLIPSIS}`;
}

export function fitText(text: string, measure: Measure, options: FitOptions): FittedText {
  const { maxWidth, size, minSize, maxLines = 1, step = 0.25 } = options;
  const clean = text.replace(/\s+/g, ' ').trim();
  // 1. One line, shrinking.
  for (let s = size; s >= minSize - 1e-9; s -= step) {
    if (measure(clean, s) <= maxWidth) return { size: s, lines: [clean] };
  }
  // 2. Several lines, shrinking.
  if (maxLines > 1) {
    for (let s = size; s >= minSize - 1e-9; s -= step) {
      const lines = wrap(clean, measure, s, maxWidth);
      if (lines.length <= maxLines) return { size: s, lines };
    }
  }
  // 3. Smallest size, the last allowed line cut with an ellipsis.
  const lines = maxLines > 1 ? wrap(clean, measure, minSize, maxWidth) : [clean];
  const kept = lines.slice(0, maxLines);
  const last = lines.slice(maxLines - 1).join(' ');
  kept[kept.length - 1] = truncate(last, measure, minSize, maxWidth);
  return { size: minSize, lines: kept };
}
