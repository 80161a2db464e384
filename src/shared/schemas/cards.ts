/** The public card verification (QR code → /verify/:number → GET /api/verify/:number). */
import { z } from './zod';
import { messages } from '../messages';
import { LEADER_NUMBER_PATTERN, MEMBER_NUMBER_PATTERN } from '../numbers';
import { PUBLIC_MEMBERSHIP_STATUSES } from '../membership';

/** Membership (MYVIG-1126-123) or leadership (LDRIGTR-1126-45) numbers; nothing else is looked up. */
export const cardNumberSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{3,40}$/, { error: messages.cardNumberInvalid })
  // Numbers are issued in capitals; a hand-typed "myvig-…" still finds its card.
  .toUpperCase()
  // Anything not shaped like a number we issue is "not a card number", not "a card we do not know".
  .refine((n) => MEMBER_NUMBER_PATTERN.test(n) || LEADER_NUMBER_PATTERN.test(n), { error: messages.cardNumberInvalid });

const CARD_STATUSES = ['valid', 'expired', 'inactive'] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];

/**
 * What a card's verification says. Anyone who knows a number learns only whether the card is
 * valid (status, membership status, renewal date); whose it is (name, chapter, position, since)
 * only comes with the token the card's QR code carries, so nobody can walk the number space to
 * harvest names. Deliberately never an ID number, phone or e-mail (Data Protection Act 2019:
 * minimal disclosure).
 */
export const cardVerificationSchema = z.object({
  status: z.enum(CARD_STATUSES),
  kind: z.enum(['member', 'leader']),
  number: z.string(),
  /** Null without the QR token, as are chapter, position and since. */
  fullName: z.string().nullable(),
  chapter: z.string().nullable(),
  position: z.string().nullable(),
  /** ISO dates; the page shows them in en-KE long form. */
  since: z.string().nullable(),
  renewalDate: z.string().nullable(),
  /** A member's active / due / expired (due: renewal within 30 days) or suspended; null for leaders. */
  membershipStatus: z.enum(PUBLIC_MEMBERSHIP_STATUSES).nullable(),
});
export type CardVerification = z.infer<typeof cardVerificationSchema>;
