/**
 * Kenyan mobile numbers. Stored canonical as 2547XXXXXXXX / 2541XXXXXXXX (what Daraja wants),
 * shown friendly as 07XXXXXXXX / 01XXXXXXXX (what people type and read).
 */

/** Accepts 07…, 01…, 7…, 1…, 2547…, +254 7… with spaces or dashes; null when it is not a Kenyan mobile. */
export function toCanonicalPhone(input: string): string | null {
  const digits = input.replace(/[\s\-().]/g, '').replace(/^\+/, '');
  if (!/^\d+$/.test(digits)) return null;
  let national: string;
  if (digits.startsWith('254') && digits.length === 12) national = digits.slice(3);
  else if (digits.startsWith('0') && digits.length === 10) national = digits.slice(1);
  else if (digits.length === 9) national = digits;
  else return null;
  return /^[17]\d{8}$/.test(national) ? `254${national}` : null;
}

/** 254712345678 → 0712345678; anything else is returned unchanged. */
export function toDisplayPhone(canonical: string): string {
  return /^254\d{9}$/.test(canonical) ? `0${canonical.slice(3)}` : canonical;
}

/**
 * The payment phone input's live formatting: strip non-digits, prefix 0 when missing, truncate
 * to 10 characters. A leading +254 or 254 is Kenya's country code, not the start of the number:
 * "+254 712 345 678" becomes 0712345678. While "+254" is still being typed it is left alone.
 */
export function formatPaymentPhoneInput(raw: string): string {
  let digits = raw.replace(/\D/g, '');
  if (raw.trim().startsWith('+') && '254'.startsWith(digits)) return `+${digits}`;
  // "0254…" is what the field shows after "254" was typed one digit at a time: no Kenyan mobile starts so.
  const countryCode = /^0?254(?=\d)/.exec(digits);
  if (countryCode) digits = digits.slice(countryCode[0].length);
  if (digits === '') return '';
  const withZero = digits.startsWith('0') ? digits : `0${digits}`;
  return withZero.slice(0, 10);
}

/** 254712345678 → 0712***678, for lists that must not show whole numbers. */
export function maskPhone(canonical: string): string {
  const display = toDisplayPhone(canonical);
  return display.length >= 10 ? `${display.slice(0, 4)}***${display.slice(-3)}` : '***';
}
