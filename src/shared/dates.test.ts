import { describe, expect, it } from 'vitest';
import { formatMoment, formatMomentDate, formatMomentShort } from './dates';

describe('moments are shown in Nairobi time', () => {
  // 22:30 UTC on 22 November is 01:30 on 23 November in Meru.
  const lateNightUtc = '2026-11-22T22:30:00.000Z';

  it('takes the calendar date from Nairobi, not UTC or the browser', () => {
    expect(formatMomentDate(lateNightUtc)).toBe('23 November 2026');
  });

  it('keeps the date and the clock of one moment together', () => {
    expect(formatMomentShort(lateNightUtc)).toBe('23 November 2026, 01:30');
    expect(formatMoment(lateNightUtc)).toMatch(/^23 November 2026.*01:30$/);
  });
});
