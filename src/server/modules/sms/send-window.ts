/**
 * When promotional SMS may go (docs/campaigns.md): 08:00 to 18:00 Nairobi time (UTC+3 all year).
 * A promotional message due outside the window waits for the next 08:00.
 */
import { NAIROBI_UTC_OFFSET_MS } from '../../../shared/dates';

const OPENS_HOUR = 8;
const CLOSES_HOUR = 18;
const HOUR_MS = 3_600_000;

export function inPromotionalWindow(at: Date): boolean {
  const hour = new Date(at.getTime() + NAIROBI_UTC_OFFSET_MS).getUTCHours();
  return hour >= OPENS_HOUR && hour < CLOSES_HOUR;
}

/** `at` itself inside the window, else the next 08:00 Nairobi. */
export function nextPromotionalMoment(at: Date): Date {
  if (inPromotionalWindow(at)) return at;
  const local = new Date(at.getTime() + NAIROBI_UTC_OFFSET_MS);
  const opening = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), OPENS_HOUR) - NAIROBI_UTC_OFFSET_MS;
  return new Date(local.getUTCHours() >= CLOSES_HOUR ? opening + 24 * HOUR_MS : opening);
}
