/** Dates are stored as ISO dates (YYYY-MM-DD) and shown in en-KE long form ("22 November 2026"). */

export function formatLongDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = typeof value === 'string' ? new Date(`${value.slice(0, 10)}T00:00:00Z`) : value;
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-KE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/**
 * Moments (ISO timestamps: payments, messages, sign-ins) are shown as the clock in Meru reads
 * them, whatever the time zone of the official's laptop.
 */
const nairobi = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-KE', { ...options, timeZone: 'Africa/Nairobi' });
const nairobiDate = nairobi({ day: 'numeric', month: 'long', year: 'numeric' });
const nairobiTime = nairobi({ hour: '2-digit', minute: '2-digit' });
const nairobiDateTime = nairobi({ day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** "23 November 2026" for a moment, by Nairobi's calendar. */
export const formatMomentDate = (iso: string): string => nairobiDate.format(new Date(iso));
/** "23 November 2026, 14:05" for a moment, in Nairobi. */
export const formatMomentShort = (iso: string): string =>
  `${nairobiDate.format(new Date(iso))}, ${nairobiTime.format(new Date(iso))}`;
/** "23 November 2026 at 14:05" for a moment, in Nairobi. */
export const formatMoment = (iso: string): string => nairobiDateTime.format(new Date(iso));

/** Adds whole years to an ISO date; 29 February falls back to 28 February. */
export function addYears(isoDate: string, years: number): string {
  const [y, m, d] = isoDate.slice(0, 10).split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y + years, m - 1, d));
  if (target.getUTCMonth() !== m - 1) target.setUTCDate(0);
  return target.toISOString().slice(0, 10);
}

/** Nairobi is UTC+3 all year (East Africa Time has no daylight saving). */
export const NAIROBI_UTC_OFFSET_MS = 3 * 60 * 60 * 1000;

/** Today's date in Nairobi (EAT, UTC+3) as YYYY-MM-DD: a member who pays at 01:00 joined today, not yesterday. */
export function nairobiToday(now: Date = new Date()): string {
  return new Date(now.getTime() + NAIROBI_UTC_OFFSET_MS).toISOString().slice(0, 10);
}
