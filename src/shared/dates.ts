/**
 * Every date and time shown to a person, in one place: the dashboard, the public pages, cards and
 * SMS texts. Data (CSV exports, sitemaps, stored values) keeps ISO dates and does not come here.
 *
 * Each formatter takes the language as its last argument, defaulting to DEFAULT_LOCALE (en-KE):
 * a second language is its words in CALENDAR_WORDS below and a Locale (locale.ts), never an edit
 * of a call site.
 */
import { DEFAULT_LOCALE, type Locale } from './locale';

/**
 * How a language writes a calendar date. Spelled out rather than formatted with
 * Intl.DateTimeFormat: the browser's first date formatter loads its locale and time-zone data,
 * hundreds of ms of main thread on a slow phone, and the public pages write dates on first load.
 */
interface CalendarWords {
  months: readonly string[];
  /** "22 November 2026": cards, SMS, renewal dates (the en-KE long form). */
  long(day: number, month: string, year: number): string;
  /** "March 15, 2025": events, updates and gallery photos, as the public pages have always written them. */
  content(day: number, month: string, year: number): string;
  /** "2:30 PM" for 14:30. */
  clock(hours: number, minutes: string): string;
}

const CALENDAR_WORDS: Record<Locale, CalendarWords> = {
  'en-KE': {
    months: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
    long: (day, month, year) => `${day} ${month} ${year}`,
    content: (day, month, year) => `${month} ${day}, ${year}`,
    clock: (hours, minutes) => `${((hours + 11) % 12) + 1}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`,
  },
  'sw-KE': {
    months: [
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
    ],
    long: (day, month, year) => `${day} ${month} ${year}`,
    content: (day, month, year) => `${day} ${month} ${year}`,
    // Kiswahili time, as people in Meru say it: the day's hours count from 7 am, so 10:00 is
    // "saa 4:00 asubuhi" and 14:30 "saa 8:30 mchana".
    clock: (hours, minutes) => `saa ${((hours + 5) % 12) + 1}:${minutes} ${swahiliDayPart(hours)}`,
  },
};

/** The part of the day a Kiswahili time names: it tells 4 in the morning (10 am) from 4 in the afternoon (10 pm). */
function swahiliDayPart(hours: number): string {
  if (hours >= 5 && hours < 12) return 'asubuhi';
  if (hours >= 12 && hours < 16) return 'mchana';
  if (hours >= 16 && hours < 19) return 'jioni';
  return 'usiku';
}

/** An ISO date (or the date part of a timestamp) as a calendar day, read in UTC so server and browser agree. */
const calendarDay = (value: string | Date): Date | null => {
  const date = typeof value === 'string' ? new Date(`${value.slice(0, 10)}T00:00:00Z`) : value;
  return Number.isNaN(date.getTime()) ? null : date;
};

const spelledOut = (date: Date, locale: Locale, style: 'long' | 'content'): string => {
  const words = CALENDAR_WORDS[locale];
  return words[style](date.getUTCDate(), words.months[date.getUTCMonth()]!, date.getUTCFullYear());
};

/** A stored date (YYYY-MM-DD) in the long form: "22 November 2026"; '' for none or a broken one. */
export function formatLongDate(value: string | Date | null | undefined, locale: Locale = DEFAULT_LOCALE): string {
  const date = value ? calendarDay(value) : null;
  return date ? spelledOut(date, locale, 'long') : '';
}

/** The date of an event, update or gallery photo: "March 15, 2025"; anything unreadable as it is. */
export function formatContentDate(iso: string, locale: Locale = DEFAULT_LOCALE): string {
  const date = calendarDay(iso);
  return date ? spelledOut(date, locale, 'content') : iso;
}

/** A time of day as typed (24-hour HH:MM) as people read it: "14:30" → "2:30 PM"; anything else as it is. */
export function formatClockTime(hhmm: string, locale: Locale = DEFAULT_LOCALE): string {
  const [h, m] = hhmm.split(':');
  const hours = Number(h);
  if (h === undefined || m === undefined || Number.isNaN(hours) || Number.isNaN(Number(m))) return hhmm;
  return CALENDAR_WORDS[locale].clock(hours, String(Number(m)).padStart(2, '0'));
}

/**
 * Moments (ISO timestamps: payments, messages, sign-ins) are shown as the clock in Meru reads
 * them, whatever the time zone of the official's laptop. Their formatters are made on first use
 * (see CalendarWords for why not at load) and kept, one per language and style.
 */
const MOMENT_STYLES = {
  date: { day: 'numeric', month: 'long', year: 'numeric' },
  time: { hour: '2-digit', minute: '2-digit' },
  dateTime: { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' },
  weekdayDate: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
const momentFormats = new Map<string, Intl.DateTimeFormat>();
const inNairobi = (style: keyof typeof MOMENT_STYLES, locale: Locale, moment: string | Date): string => {
  const key = `${locale} ${style}`;
  let format = momentFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...MOMENT_STYLES[style], timeZone: 'Africa/Nairobi' });
    momentFormats.set(key, format);
  }
  return format.format(typeof moment === 'string' ? new Date(moment) : moment);
};

/** "23 November 2026" for a moment, by Nairobi's calendar. */
export const formatMomentDate = (iso: string, locale: Locale = DEFAULT_LOCALE): string => inNairobi('date', locale, iso);
/** "23 November 2026, 14:05" for a moment, in Nairobi. */
export const formatMomentShort = (iso: string, locale: Locale = DEFAULT_LOCALE): string =>
  `${inNairobi('date', locale, iso)}, ${inNairobi('time', locale, iso)}`;
/** "10:42" for a moment, on Nairobi's clock. */
export const formatMomentTime = (iso: string, locale: Locale = DEFAULT_LOCALE): string => inNairobi('time', locale, iso);
/** "23 November 2026 at 14:05" for a moment, in Nairobi. */
export const formatMoment = (iso: string, locale: Locale = DEFAULT_LOCALE): string => inNairobi('dateTime', locale, iso);
/** "Monday, 23 November 2026": the day a moment falls on in Nairobi (the dashboard's header). */
export const formatWeekdayDate = (moment: Date, locale: Locale = DEFAULT_LOCALE): string =>
  inNairobi('weekdayDate', locale, moment);

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

/** YYYY-MM of a moment on Nairobi's calendar: the month a payment or a check-in counts in. */
export const nairobiMonth = (at: Date): string => new Date(at.getTime() + NAIROBI_UTC_OFFSET_MS).toISOString().slice(0, 7);

/** The first day (YYYY-MM-DD) of the month `back` months before the month of `today` (YYYY-MM-DD). */
export function monthStart(today: string, back: number): string {
  const [y, m] = today.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 - back, 1)).toISOString().slice(0, 10);
}

/** "2026-04" → "Apr": a chart's month under its bar (the month's first three letters). */
export function shortMonth(month: string, locale: Locale = DEFAULT_LOCALE): string {
  return CALENDAR_WORDS[locale].months[Number(month.slice(5, 7)) - 1]?.slice(0, 3) ?? month;
}

/** The last `count` months (YYYY-MM) up to the month of `today`, oldest first: a chart's bars. */
export const lastMonths = (today: string, count: number): string[] =>
  Array.from({ length: count }, (_, i) => monthStart(today, count - 1 - i).slice(0, 7));

/** The moment a Nairobi calendar day (YYYY-MM-DD) begins: a date filter's lower bound. */
export const nairobiDayStart = (day: string): Date => new Date(Date.parse(`${day}T00:00:00Z`) - NAIROBI_UTC_OFFSET_MS);

/** "2026-11-23 14:05:09": a moment on Nairobi's clock, sortable as text (the exports' time column). */
export const nairobiStamp = (moment: Date): string =>
  new Date(moment.getTime() + NAIROBI_UTC_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
