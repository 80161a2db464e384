import { describe, expect, it } from 'vitest';
import { fitText, truncate, wrap } from './text-fit';

// A monospace measure: every character is `size` wide × 0.5.
const measure = (text: string, size: number) => text.length * size * 0.5;

describe('fitText', () => {
  it('keeps short text at its preferred size on one line', () => {
    expect(fitText('Kendi Mwenda', measure, { maxWidth: 100, size: 10, minSize: 6 })).toEqual({
      size: 10,
      lines: ['Kendi Mwenda'],
    });
  });

  it('shrinks before it wraps', () => {
    const fitted = fitText('a'.repeat(25), measure, { maxWidth: 100, size: 10, minSize: 6, maxLines: 2 });
    expect(fitted.lines).toHaveLength(1);
    expect(fitted.size).toBe(8);
  });

  it('wraps onto more lines when even the smallest size is too wide', () => {
    const name = 'Christabel Wanjiku Nkatha Mutembei Kirimi Mwendwa Karimi Ntongai'; // 60+ characters
    const fitted = fitText(name, measure, { maxWidth: 120, size: 10, minSize: 6, maxLines: 2 });
    expect(fitted.lines.length).toBe(2);
    expect(fitted.lines.join(' ')).toBe(name);
    for (const line of fitted.lines) expect(measure(line, fitted.size)).toBeLessThanOrEqual(120);
  });

  it('never overflows: what does not fit in the allowed lines ends with an ellipsis', () => {
    const fitted = fitText('word '.repeat(80), measure, { maxWidth: 60, size: 10, minSize: 6, maxLines: 2 });
    expect(fitted.size).toBe(6);
    expect(fitted.lines).toHaveLength(2);
    expect(fitted.lines[1]!.endsWith('…')).toBe(true);
    for (const line of fitted.lines) expect(measure(line, 6)).toBeLessThanOrEqual(60);
  });

  it('breaks a single word wider than the box', () => {
    const lines = wrap('x'.repeat(50), measure, 10, 100);
    expect(lines.join('')).toBe('x'.repeat(50));
    for (const line of lines) expect(measure(line, 10)).toBeLessThanOrEqual(100);
  });

  it('truncate leaves fitting text alone', () => {
    expect(truncate('short', measure, 10, 100)).toBe('short');
    expect(truncate('a much longer text', measure, 10, 40)).toBe('a much…');
  });

  it('collapses whitespace and survives empty text', () => {
    expect(fitText('  a \n  b ', measure, { maxWidth: 100, size: 10, minSize: 6 }).lines).toEqual(['a b']);
    expect(fitText('', measure, { maxWidth: 100, size: 10, minSize: 6 }).lines).toEqual(['']);
  });
});
