import { describe, expect, it } from 'vitest';
import { oneMonthBefore } from './service';

describe('oneMonthBefore', () => {
  it('steps back one calendar month', () => {
    expect(oneMonthBefore('2026-11-22')).toBe('2026-10-22');
    expect(oneMonthBefore('2026-01-15')).toBe('2025-12-15');
  });
  it('falls back to the last day of a shorter month', () => {
    expect(oneMonthBefore('2026-03-31')).toBe('2026-02-28');
    expect(oneMonthBefore('2028-03-30')).toBe('2028-02-29');
  });
});
