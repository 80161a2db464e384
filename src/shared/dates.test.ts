import { describe, expect, it } from 'vitest';
import {
  formatClockTime,
  formatContentDate,
  formatLongDate,
  formatMoment,
  formatMomentDate,
  formatMomentShort,
  formatWeekdayDate,
  lastMonths,
  monthStart,
  nairobiDayStart,
  nairobiMonth,
  shortMonth,
  nairobiStamp,
  nairobiToday,
} from './dates';

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

  it('turns the day at Nairobi midnight (21:00 UTC), not at UTC midnight', () => {
    expect(formatMomentShort('2026-11-22T20:59:00Z')).toBe('22 November 2026, 23:59');
    expect(formatMomentShort('2026-11-22T21:00:00Z')).toBe('23 November 2026, 00:00');
    expect(nairobiToday(new Date('2026-11-22T20:59:59Z'))).toBe('2026-11-22');
    expect(nairobiToday(new Date('2026-11-22T21:00:00Z'))).toBe('2026-11-23');
    // New Year: still 2026 in London, already 2027 in Meru.
    expect(formatWeekdayDate(new Date('2026-12-31T21:30:00Z'))).toBe('Friday, 1 January 2027');
  });

  it('takes the language from its argument, en-KE by default', () => {
    expect(formatMomentDate(lateNightUtc, 'en-KE')).toBe(formatMomentDate(lateNightUtc));
  });
});

describe('calendar dates', () => {
  it('writes a stored date in the en-KE long form, the same as Intl does', () => {
    const intl = new Intl.DateTimeFormat('en-KE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    for (let month = 0; month < 12; month++) {
      const iso = new Date(Date.UTC(2026, month, month + 1)).toISOString().slice(0, 10);
      expect(formatLongDate(iso)).toBe(intl.format(new Date(`${iso}T00:00:00Z`)));
    }
    expect(formatLongDate('2026-11-22')).toBe('22 November 2026');
    expect(formatLongDate('2024-02-29')).toBe('29 February 2024');
  });

  it('reads a stored date as that day wherever it is formatted (no time zone moves it)', () => {
    expect(formatLongDate('2026-01-01')).toBe('1 January 2026');
    expect(formatLongDate('2026-12-31T23:59:59Z')).toBe('31 December 2026');
    expect(formatLongDate(new Date('2026-03-05T00:00:00Z'))).toBe('5 March 2026');
  });

  it('writes nothing for no date or a broken one', () => {
    expect(formatLongDate(null)).toBe('');
    expect(formatLongDate(undefined)).toBe('');
    expect(formatLongDate('')).toBe('');
    expect(formatLongDate('not a date')).toBe('');
  });

  it('writes content dates as the site always has ("March 15, 2025"), in UTC', () => {
    const intl = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    for (const iso of ['2025-03-15', '2024-02-29', '2026-01-01', '2026-12-31T23:59:59Z', '1999-07-04']) {
      expect(formatContentDate(iso)).toBe(intl.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`)));
    }
    expect(formatContentDate('not a date')).toBe('not a date');
  });

  it('writes a time of day on the twelve-hour clock', () => {
    expect(formatClockTime('00:05')).toBe('12:05 AM');
    expect(formatClockTime('09:00')).toBe('9:00 AM');
    expect(formatClockTime('12:30')).toBe('12:30 PM');
    expect(formatClockTime('23:59')).toBe('11:59 PM');
    expect(formatClockTime('noon')).toBe('noon');
  });
});

describe('Nairobi days for filters and exports', () => {
  it('starts a Nairobi day at 21:00 UTC the evening before, and stamps moments on Nairobi clocks', () => {
    expect(nairobiDayStart('2026-11-23').toISOString()).toBe('2026-11-22T21:00:00.000Z');
    expect(nairobiStamp(new Date('2026-11-22T22:30:05Z'))).toBe('2026-11-23 01:30:05');
  });
});

describe("months on Nairobi's calendar (the overview's and the Finance tab's charts)", () => {
  it('puts a moment in its Nairobi month: 21:00 UTC on 31 March is already April', () => {
    expect(nairobiMonth(new Date('2026-03-31T20:59:59Z'))).toBe('2026-03');
    expect(nairobiMonth(new Date('2026-03-31T21:00:00Z'))).toBe('2026-04');
  });
  it('lists the last twelve months, oldest first, across a new year', () => {
    const months = lastMonths('2027-02-10', 12);
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2026-03');
    expect(months.at(-1)).toBe('2027-02');
    expect(monthStart('2026-01-31', 1)).toBe('2025-12-01');
    expect(shortMonth('2026-09')).toBe('Sep');
    expect(shortMonth('2026-09', 'sw-KE')).toBe('Sep');
    expect(shortMonth('2026-08', 'sw-KE')).toBe('Ago');
  });
});
