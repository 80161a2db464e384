/**
 * Amounts of Kenya shillings as a person reads them, through Intl in the reader's language:
 * "Ksh 1,250" (en-KE and sw-KE write it alike, as docs/kiswahili-glossary.md asks). Whole
 * shillings: M-Pesa moves no cents. For the server's documents (receipts); the public pages'
 * short texts keep their catalogue's words, which spare the browser a currency formatter.
 */
import { DEFAULT_LOCALE, type Locale } from './locale';

const formats = new Map<Locale, Intl.NumberFormat>();

export function formatShillings(amount: number, locale: Locale = DEFAULT_LOCALE): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'KES', maximumFractionDigits: 0 });
    formats.set(locale, format);
  }
  return format.format(amount);
}
