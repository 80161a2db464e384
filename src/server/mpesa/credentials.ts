/**
 * The Password and Timestamp of STK Push and STK Query (docs/daraja.md):
 * Timestamp is YYYYMMDDHHmmss in Nairobi time (EAT, UTC+3, no daylight saving), generated once
 * per request and used for both fields; Password = base64(shortcode + passkey + timestamp).
 * Building the timestamp in UTC or twice is the classic "Wrong credentials" bug.
 */
import { NAIROBI_UTC_OFFSET_MS } from '../../shared/dates';

export function darajaTimestamp(now: Date = new Date()): string {
  const eat = new Date(now.getTime() + NAIROBI_UTC_OFFSET_MS).toISOString(); // 2026-11-23T19:26:20.000Z
  return eat.slice(0, 19).replace(/[-T:]/g, '');
}

export function darajaPassword(shortcode: string, passkey: string, timestamp: string): string {
  return Buffer.from(`${shortcode}${passkey}${timestamp}`).toString('base64');
}

/** The parsed EAT timestamp as an instant, or null when it is not YYYYMMDDHHmmss. */
export function parseDarajaTimestamp(timestamp: string): Date | null {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(timestamp);
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number) as [number, number, number, number, number, number, number];
  const utc = Date.UTC(y, mo - 1, d, h, mi, s) - NAIROBI_UTC_OFFSET_MS;
  const date = new Date(utc);
  // Reject rolled-over values such as month 13 or 25:00.
  return darajaTimestamp(date) === timestamp ? date : null;
}

/** Daraja's free-text fields: letters, digits, space and dash only (special characters fail silently). */
const sanitiseDarajaText = (text: string, max: number): string => text.replace(/[^A-Za-z0-9 -]/g, '').slice(0, max);

/** AccountReference ≤ 12 characters, shown to the payer: MYV-{idNumber}. */
export const accountReferenceFor = (idNumber: string): string => sanitiseDarajaText(`MYV-${idNumber}`, 12);
/** TransactionDesc ≤ 13 characters. */
export const TRANSACTION_DESC = sanitiseDarajaText('MYV Member', 13);
