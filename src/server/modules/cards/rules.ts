/**
 * Card validity (spec §9): a membership renews one year after the join date, a leadership card
 * three years after the appointment date. The printed "RENEWAL DATE" and the public verification
 * page both read these rules, so what the card says and what the QR code answers never disagree.
 */
import { LEADERSHIP_RENEWAL_YEARS, MEMBERSHIP_RENEWAL_YEARS } from '../../../shared/constants';
import { addYears } from '../../../shared/dates';
import type { CardStatus } from '../../../shared/schemas/cards';
import type { CardKind } from './links';

const RENEWAL_YEARS: Record<CardKind, number> = {
  member: MEMBERSHIP_RENEWAL_YEARS,
  leader: LEADERSHIP_RENEWAL_YEARS,
};

/** ISO renewal date, or null when there is no join date (the card then prints no "RENEWABLE ON"). */
export function renewalDate(kind: CardKind, joinDate: string | null | undefined): string | null {
  if (!joinDate || !/^\d{4}-\d{2}-\d{2}/.test(joinDate)) return null;
  return addYears(joinDate, RENEWAL_YEARS[kind]);
}

/**
 * What the verification page says about a card on `today` (ISO date, Nairobi).
 * An inactive record is never valid, whatever its dates. A card is valid up to and including the
 * day before its renewal date ("renew before this date"). A record without a join date has no
 * renewal date and stays valid while active.
 */
export function cardStatus(
  input: { kind: CardKind; joinDate: string | null | undefined; status: 'active' | 'inactive' },
  today: string,
): CardStatus {
  if (input.status !== 'active') return 'inactive';
  const renewal = renewalDate(input.kind, input.joinDate);
  if (renewal !== null && today >= renewal) return 'expired';
  return 'valid';
}
