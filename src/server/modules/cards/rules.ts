/**
 * Card validity (docs/membership.md): a membership runs until its stored renewal date (join date
 * + 1 year, moved on by each renewal); a leadership card renews three years after the appointment
 * date. The printed "RENEWAL DATE" and the public verification page both read these rules, so
 * what the card says and what the QR code answers never disagree.
 */
import { LEADERSHIP_RENEWAL_YEARS } from '../../../shared/constants';
import { addYears } from '../../../shared/dates';
import {
  firstRenewalDate,
  membershipStatus,
  publicMembershipStatus,
  type PublicMembershipStatus,
} from '../../../shared/membership';
import type { CardStatus } from '../../../shared/schemas/cards';
import type { CardKind } from './links';

/** A leader's ISO renewal date, or null when there is no appointment date. */
export function leaderRenewalDate(appointed: string | null | undefined): string | null {
  if (!appointed || !/^\d{4}-\d{2}-\d{2}/.test(appointed)) return null;
  return addYears(appointed, LEADERSHIP_RENEWAL_YEARS);
}

/** The renewal date a record would get from its start date alone (members store theirs). */
export function renewalDate(kind: CardKind, joinDate: string | null | undefined): string | null {
  if (kind === 'leader') return leaderRenewalDate(joinDate);
  if (!joinDate || !/^\d{4}-\d{2}-\d{2}/.test(joinDate)) return null;
  return firstRenewalDate(joinDate);
}

/**
 * What the verification page says about a card on `today` (ISO date, Nairobi).
 * An inactive record is never valid, whatever its dates. A card is valid up to and including the
 * day before its renewal date ("renew before this date"), the same rule as the membership status.
 * A card without a renewal date stays valid while active.
 */
export function cardStatus(input: { renewalDate: string | null; status: 'active' | 'inactive' }, today: string): CardStatus {
  if (input.status !== 'active') return 'inactive';
  if (input.renewalDate !== null && membershipStatus(input.renewalDate, today) === 'expired') return 'expired';
  return 'valid';
}

/** The membership status of a member's card (suspended when switched off), null for a leader or a record without a date. */
export function cardMembershipStatus(
  kind: CardKind,
  renewal: string | null,
  record: 'active' | 'inactive',
  today: string,
): PublicMembershipStatus | null {
  return kind === 'member' && renewal ? publicMembershipStatus(renewal, record, today) : null;
}
