/**
 * Dates and times in Kiswahili (dates.ts's sw-KE words): months as Kenyans write them, day before
 * month, and Kiswahili time, whose hours count from 7 in the morning.
 */
import { describe, expect, it } from 'vitest';
import { formatClockTime, formatContentDate, formatLongDate, formatMomentDate } from './dates';

describe('Kiswahili dates', () => {
  it('writes a calendar date day, month, year with the Kiswahili month', () => {
    expect(formatLongDate('2026-11-25', 'sw-KE')).toBe('25 Novemba 2026');
    expect(formatContentDate('2025-03-15', 'sw-KE')).toBe('15 Machi 2025');
    const months = Array.from({ length: 12 }, (_, i) => formatLongDate(`2026-${String(i + 1).padStart(2, '0')}-01`, 'sw-KE'));
    expect(months.map((d) => d.split(' ')[1])).toEqual([
      'Januari',
      'Februari',
      'Machi',
      'Aprili',
      'Mei',
      'Juni',
      'Julai',
      'Agosti',
      'Septemba',
      'Oktoba',
      'Novemba',
      'Desemba',
    ]);
  });

  it("spells the months as Intl's own sw-KE calendar does, so a moment and a date read alike", () => {
    for (let month = 1; month <= 12; month++) {
      const iso = `2026-${String(month).padStart(2, '0')}-15`;
      expect(formatLongDate(iso, 'sw-KE')).toBe(formatMomentDate(`${iso}T09:00:00Z`, 'sw-KE'));
    }
  });

  it('tells the time the Kiswahili way: 10:00 is saa 4 asubuhi', () => {
    expect(formatClockTime('07:00', 'sw-KE')).toBe('saa 1:00 asubuhi');
    expect(formatClockTime('10:00', 'sw-KE')).toBe('saa 4:00 asubuhi');
    expect(formatClockTime('12:00', 'sw-KE')).toBe('saa 6:00 mchana');
    expect(formatClockTime('14:30', 'sw-KE')).toBe('saa 8:30 mchana');
    expect(formatClockTime('17:05', 'sw-KE')).toBe('saa 11:05 jioni');
    expect(formatClockTime('18:45', 'sw-KE')).toBe('saa 12:45 jioni');
    expect(formatClockTime('19:00', 'sw-KE')).toBe('saa 1:00 usiku');
    expect(formatClockTime('00:00', 'sw-KE')).toBe('saa 6:00 usiku');
    expect(formatClockTime('06:00', 'sw-KE')).toBe('saa 12:00 asubuhi');
  });

  it('leaves English as it was', () => {
    expect(formatLongDate('2026-11-25')).toBe('25 November 2026');
    expect(formatClockTime('10:00')).toBe('10:00 AM');
  });
});
