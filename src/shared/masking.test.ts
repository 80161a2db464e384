import { describe, expect, it } from 'vitest';
import { maskPersonal, maskPersonalFields } from './masking';

describe('masking personal values in the audit view', () => {
  it('keeps the first four digits of an ID number', () => {
    expect(maskPersonal('idNumber', '23456789')).toBe('2345****');
    expect(maskPersonal('idNumber', '1234')).toBe('****');
  });

  it('keeps the first two and last three digits of a phone, canonical or as typed', () => {
    expect(maskPersonal('phone', '0712345678')).toBe('07** *** 678');
    expect(maskPersonal('phone', '254712345678')).toBe('07** *** 678');
    expect(maskPersonal('phone', '12345')).toBe('** *** ***');
  });

  it('keeps the initials of a name and the domain of an e-mail', () => {
    expect(maskPersonal('name', 'Jane  Wanjiru')).toBe('J*** W******');
    expect(maskPersonal('email', 'jane@example.org')).toBe('j***@example.org');
    expect(maskPersonal('text', 'kendi.m@example.org')).toBe('k***@example.org');
    expect(maskPersonal('text', 'Wanjiru')).toBe('Wa***');
  });

  it('masks personal fields at any depth, both sides of a change, and leaves the rest', () => {
    const masked = maskPersonalFields({
      membershipNumber: 'MYV-IGE-0001',
      fields: ['fullName', 'status'],
      changes: {
        fullName: { from: 'Jane Wanjiru', to: 'Jane Kendi' },
        phoneNumber: { from: '254712345678', to: '254798765432' },
        status: { from: 'active', to: 'inactive' },
      },
      filters: { search: 'Wanjiru', chapterId: null },
    });
    expect(masked).toEqual({
      membershipNumber: 'MYV-IGE-0001',
      fields: ['fullName', 'status'],
      changes: {
        fullName: { from: 'J*** W******', to: 'J*** K****' },
        phoneNumber: { from: '07** *** 678', to: '07** *** 432' },
        status: { from: 'active', to: 'inactive' },
      },
      filters: { search: 'Wa***', chapterId: null },
    });
    expect(JSON.stringify(masked)).not.toMatch(/Wanjiru|345678|Kendi/);
  });
});
