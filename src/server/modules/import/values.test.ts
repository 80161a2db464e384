import { describe, expect, it } from 'vitest';
import { isScientificNumber, parseImportDate } from './values';
import { columnIndexes, fieldForHeader } from './columns';

describe('parseImportDate', () => {
  it('reads YYYY-MM-DD and refuses impossible dates', () => {
    expect(parseImportDate('2024-03-05')).toEqual({ date: '2024-03-05' });
    expect(parseImportDate('2024-02-30')).toEqual({ problem: 'invalid' });
    expect(parseImportDate('2024/03/05')).toEqual({ problem: 'invalid' });
    expect(parseImportDate('03-05-2024')).toEqual({ problem: 'invalid' });
    expect(parseImportDate('')).toEqual({ problem: 'invalid' });
    expect(parseImportDate('4/3/24')).toEqual({ problem: 'invalid' });
  });

  it('reads a slashed date that is a date one way only', () => {
    expect(parseImportDate('15/03/2024')).toEqual({ date: '2024-03-15' });
    expect(parseImportDate('3/15/2024')).toEqual({ date: '2024-03-15' });
    expect(parseImportDate('05/05/2024')).toEqual({ date: '2024-05-05' });
    expect(parseImportDate('31/02/2024')).toEqual({ problem: 'invalid' });
  });

  it('never guesses 4/3/2024: ambiguous until the official chooses the order', () => {
    expect(parseImportDate('4/3/2024')).toEqual({ problem: 'ambiguous' });
    expect(parseImportDate('4/3/2024', 'dayFirst')).toEqual({ date: '2024-03-04' });
    expect(parseImportDate('4/3/2024', 'monthFirst')).toEqual({ date: '2024-04-03' });
    expect(parseImportDate('3/15/2024', 'dayFirst')).toEqual({ problem: 'wrongOrder' });
    expect(parseImportDate('15/3/2024', 'monthFirst')).toEqual({ problem: 'wrongOrder' });
  });
});

describe('isScientificNumber', () => {
  it("spots Excel's 7.12346E+08 and leaves phone numbers alone", () => {
    expect(isScientificNumber('7.12346E+08')).toBe(true);
    expect(isScientificNumber('2.54712E+11')).toBe(true);
    expect(isScientificNumber('0712345678')).toBe(false);
    expect(isScientificNumber('+254 712 345 678')).toBe(false);
  });
});

describe('import headers', () => {
  it("match people's spellings and the members export", () => {
    expect(fieldForHeader('ID Number')).toBe('idNumber');
    expect(fieldForHeader('id_number')).toBe('idNumber');
    expect(fieldForHeader('Full Name')).toBe('fullName');
    expect(fieldForHeader('Phone')).toBe('phoneNumber');
    expect(fieldForHeader('Membership No.')).toBe('membershipNumber');
    expect(fieldForHeader('Payment Status')).toBeNull();
    const exported = [
      'Membership No.',
      'Full Name',
      'ID Number',
      'Phone',
      'Email',
      'Gender',
      'Chapter',
      'Join Date',
      'Status',
      'Renewal Date',
    ];
    expect(columnIndexes(exported)).toEqual({
      membershipNumber: 0,
      fullName: 1,
      idNumber: 2,
      phoneNumber: 3,
      email: 4,
      gender: 5,
      chapter: 6,
      joinDate: 7,
      renewalDate: 9,
    });
  });
});
