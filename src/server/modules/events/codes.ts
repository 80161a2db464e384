/**
 * What identifies an RSVP: a short code read aloud or typed at the door, and the secret of the
 * person's own page. The code's alphabet has no look-alikes (0/O, 1/I/L, 2/Z, 5/S, 8/B), so a code
 * read off a cracked phone screen is typed right the first time.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { nairobiDayStart } from '../../../shared/dates';

export const RSVP_CODE_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';
export const RSVP_CODE_LENGTH = 6;

export function newRsvpCode(): string {
  let code = '';
  for (let i = 0; i < RSVP_CODE_LENGTH; i++) code += RSVP_CODE_ALPHABET[randomInt(RSVP_CODE_ALPHABET.length)];
  return code;
}

/** 128 random bits, 22 characters: short enough for an SMS, too many to guess. */
export const newRsvpToken = (): string => randomBytes(16).toString('base64url');
export const RSVP_TOKEN_SHAPE = /^[A-Za-z0-9_-]{22}$/;

/** The moment an event starts: its date and HH:MM start time on Nairobi's clock. */
export function eventStartsAt(event: { date: string; startTime: string }): Date {
  const [h, m] = event.startTime.split(':').map(Number) as [number, number];
  return new Date(nairobiDayStart(event.date).getTime() + (h * 60 + m) * 60_000);
}

/** The texts an RSVP gets (docs/events.md): each at most once per RSVP. */
export const RSVP_MESSAGE_KINDS = ['rsvp_going', 'rsvp_waiting', 'rsvp_promoted', 'rsvp_reminder'] as const;
export type RsvpMessageKind = (typeof RSVP_MESSAGE_KINDS)[number];

/**
 * An RSVP text's outbox dedupe key: once per kind per RSVP, and how the retention job finds a
 * guest's texts again when their name and phone go (erasure.ts).
 */
export const rsvpMessageKey = (kind: RsvpMessageKind, rsvpId: string): string => `${kind}:${rsvpId}`;
