/**
 * The membership period (docs/membership.md): every member has a stored renewal date, and the
 * membership status is computed from it on a given day (Nairobi calendar). This is the one rule;
 * the card, the verification page, the dashboard, renewals and reminders all call it.
 *
 *   active   more than DUE_WINDOW_DAYS days left
 *   due      DUE_WINDOW_DAYS days or fewer left (still valid: the card works until the date)
 *   expired  the renewal date has come ("renew before this date": valid up to the day before)
 *
 * It is separate from the officials' active/inactive switch; an inactive member is never valid.
 */
import { MEMBERSHIP_RENEWAL_YEARS } from './constants';
import { addYears } from './dates';

export const MEMBERSHIP_STATUSES = ['active', 'due', 'expired'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

/** A membership is "due for renewal" this many days before its renewal date. */
const DUE_WINDOW_DAYS = 30;

/** Adds whole days to an ISO date. */
export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.slice(0, 10).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Whole days from `today` to `date` (negative once it has passed). */
export function daysUntil(date: string, today: string): number {
  const ms = Date.parse(`${date.slice(0, 10)}T00:00:00Z`) - Date.parse(`${today.slice(0, 10)}T00:00:00Z`);
  return Math.round(ms / 86_400_000);
}

/**
 * What the public answers (verification, the renewal check) call a membership: its period's
 * status, or "suspended" while officials have switched the record off, whatever its dates.
 */
export const PUBLIC_MEMBERSHIP_STATUSES = [...MEMBERSHIP_STATUSES, 'suspended'] as const;
export type PublicMembershipStatus = (typeof PUBLIC_MEMBERSHIP_STATUSES)[number];

export function publicMembershipStatus(
  renewalDate: string,
  record: 'active' | 'inactive',
  today: string,
): PublicMembershipStatus {
  return record === 'active' ? membershipStatus(renewalDate, today) : 'suspended';
}

export function membershipStatus(renewalDate: string, today: string): MembershipStatus {
  if (today >= renewalDate) return 'expired';
  if (daysUntil(renewalDate, today) <= DUE_WINDOW_DAYS) return 'due';
  return 'active';
}

/**
 * Renewing now would be early: more than half of the year is still ahead. A renewal then adds a
 * second year (nothing is lost, renewedUntil counts from the current date), but a member who
 * joined minutes ago rarely means to pay twice, so the page and the API ask for an explicit "yes".
 */
const EARLY_RENEWAL_DAYS_LEFT = 183;

export function isEarlyRenewal(renewalDate: string, today: string): boolean {
  return daysUntil(renewalDate, today) > EARLY_RENEWAL_DAYS_LEFT;
}

/** A new member's first renewal date: one year after joining. */
export const firstRenewalDate = (joinDate: string): string => addYears(joinDate, MEMBERSHIP_RENEWAL_YEARS);

/**
 * The renewal date after a paid renewal: a year after the later of today and the current date,
 * so renewing early loses no days and renewing late does not backdate the new year.
 */
export function renewedUntil(currentRenewalDate: string, today: string): string {
  const from = currentRenewalDate > today ? currentRenewalDate : today;
  return addYears(from, MEMBERSHIP_RENEWAL_YEARS);
}

/**
 * The same classification as SQL bounds, for filtering a list by status on `today`:
 * expired: renewal_date <= today; due: today < renewal_date <= today + 30; active: beyond.
 */
export function membershipStatusBounds(status: MembershipStatus, today: string): { after?: string; until?: string } {
  const dueUntil = addDays(today, DUE_WINDOW_DAYS);
  if (status === 'expired') return { until: today };
  if (status === 'due') return { after: today, until: dueUntil };
  return { after: dueUntil };
}

/** A renewal costs what joining costs. */
export { REGISTRATION_FEE_KES as RENEWAL_FEE_KES } from './constants';
