import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysUntil,
  firstRenewalDate,
  membershipStatus,
  membershipStatusBounds,
  renewedUntil,
  MEMBERSHIP_STATUSES,
} from './membership';

describe('membership status', () => {
  it('is active with more than 30 days left, due with 30 or fewer, expired from the renewal date', () => {
    expect(membershipStatus('2027-06-01', '2027-05-01')).toBe('active'); // 31 days
    expect(membershipStatus('2027-06-01', '2027-05-02')).toBe('due'); // 30 days
    expect(membershipStatus('2027-06-01', '2027-05-31')).toBe('due');
    expect(membershipStatus('2027-06-01', '2027-06-01')).toBe('expired');
    expect(membershipStatus('2027-06-01', '2028-01-01')).toBe('expired');
  });

  it('the SQL bounds classify every day exactly as the function does', () => {
    const renewal = '2027-03-10';
    for (let offset = -40; offset <= 40; offset++) {
      const today = addDays(renewal, offset);
      const matching = MEMBERSHIP_STATUSES.filter((status) => {
        const { after, until } = membershipStatusBounds(status, today);
        return (after === undefined || renewal > after) && (until === undefined || renewal <= until);
      });
      expect(matching).toEqual([membershipStatus(renewal, today)]);
    }
  });

  it('day arithmetic crosses months and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01');
    expect(daysUntil('2028-03-01', '2028-02-28')).toBe(2);
    expect(daysUntil('2028-02-28', '2028-03-01')).toBe(-2);
  });
});

describe('renewal dates', () => {
  it('a new member renews a year after joining (29 February falls back to 28)', () => {
    expect(firstRenewalDate('2026-11-22')).toBe('2027-11-22');
    expect(firstRenewalDate('2028-02-29')).toBe('2029-02-28');
  });

  it('renewing early adds a year to the current date; renewing late adds a year to today', () => {
    expect(renewedUntil('2027-06-01', '2027-05-20')).toBe('2028-06-01');
    expect(renewedUntil('2027-06-01', '2027-09-15')).toBe('2028-09-15');
    expect(renewedUntil('2027-06-01', '2027-06-01')).toBe('2028-06-01');
  });
});
