import { describe, expect, it } from 'vitest';
import { chapterCode, suggestChapterCode } from './chapters';
import {
  LEADER_NUMBER_PATTERN,
  MEMBER_NUMBER_PATTERN,
  leadershipNumberPrefix,
  membershipNumberPrefix,
  randomInRange,
} from './numbers';
import { addYears, formatLongDate, nairobiToday } from './dates';

describe('membership and leadership numbers', () => {
  it('uses the chapter code, month and two-digit year', () => {
    expect(membershipNumberPrefix('IM', '2026-11-22')).toBe('MYVIM-1126-');
    expect(membershipNumberPrefix(null, '2026-01-05')).toBe('MYVGE-0126-');
    expect(leadershipNumberPrefix('BU', 'Treasurer', '2026-11-22')).toBe('LDRBUTR-1126-');
    expect(leadershipNumberPrefix('IG', '', '2026-11-22')).toBe('LDRIGLD-1126-');
    expect(MEMBER_NUMBER_PATTERN.test('MYVIM-1126-347')).toBe(true);
    expect(LEADER_NUMBER_PATTERN.test('LDRBUTR-1126-12')).toBe(true);
  });

  it('chapter codes are the first two letters of the first word', () => {
    expect(['Igembe', 'Tigania Youth Voice', 'imenti', 'Buuri'].map(chapterCode)).toEqual(['IG', 'TI', 'IM', 'BU']);
    expect(chapterCode('')).toBe('GE');
  });

  it('suggests a free code for a new chapter: its own, else its first letter with a later one, never GE', () => {
    expect(suggestChapterCode('Timau Youth Voice', new Set(['IG', 'TI', 'IM', 'BU']))).toBe('TM');
    expect(suggestChapterCode('Gekano', new Set())).toBe('GK');
    expect(suggestChapterCode('Ti', new Set(['TI']))).toBeNull();
  });

  it('draws numbers inside the range, ends included', () => {
    expect(randomInRange({ min: 1, max: 500 }, () => 0)).toBe(1);
    expect(randomInRange({ min: 1, max: 500 }, () => 0.999999)).toBe(500);
  });
});

describe('dates', () => {
  it('formats en-KE long dates', () => {
    expect(formatLongDate('2026-11-22')).toBe('22 November 2026');
    expect(formatLongDate(null)).toBe('');
  });
  it('adds years, folding 29 February', () => {
    expect(addYears('2026-11-22', 1)).toBe('2027-11-22');
    expect(addYears('2028-02-29', 1)).toBe('2029-02-28');
  });
  it('knows the Nairobi date when UTC is still yesterday', () => {
    expect(nairobiToday(new Date('2026-11-21T22:30:00Z'))).toBe('2026-11-22');
  });
});
