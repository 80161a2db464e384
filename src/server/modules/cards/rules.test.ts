import { describe, expect, it } from 'vitest';
import { cardStatus, renewalDate } from './rules';

describe('renewal dates', () => {
  it('a membership renews one year after joining, a leadership card three years after appointment', () => {
    expect(renewalDate('member', '2026-11-22')).toBe('2027-11-22');
    expect(renewalDate('leader', '2026-11-22')).toBe('2029-11-22');
  });

  it('29 February falls back to 28 February', () => {
    expect(renewalDate('member', '2028-02-29')).toBe('2029-02-28');
  });

  it('no join date, no renewal date', () => {
    expect(renewalDate('member', null)).toBeNull();
    expect(renewalDate('member', '')).toBeNull();
    expect(renewalDate('member', 'not a date')).toBeNull();
  });
});

describe('card status', () => {
  const member = { renewalDate: '2027-01-15', status: 'active' as const };
  it('is valid until the day before the renewal date, expired from it', () => {
    expect(cardStatus(member, '2026-01-15')).toBe('valid');
    expect(cardStatus(member, '2027-01-14')).toBe('valid');
    expect(cardStatus(member, '2027-01-15')).toBe('expired');
  });

  it('a leader card stays valid for three years', () => {
    const leader = { renewalDate: renewalDate('leader', '2026-01-15'), status: 'active' as const };
    expect(cardStatus(leader, '2028-06-01')).toBe('valid');
    expect(cardStatus(leader, '2029-01-15')).toBe('expired');
  });

  it('an inactive record is never valid', () => {
    expect(cardStatus({ ...member, status: 'inactive' }, '2026-02-01')).toBe('inactive');
  });

  it('without a renewal date an active card stays valid', () => {
    expect(cardStatus({ ...member, renewalDate: null }, '2040-01-01')).toBe('valid');
  });
});
