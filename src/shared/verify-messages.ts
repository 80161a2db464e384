/**
 * The words of /verify/<number>, what the QR code on a card opens. A catalogue of its own so only
 * this page loads it. The Kiswahili build reads its twin, verify-messages.sw.ts.
 */
import type { Catalogue } from './messages';

export const verifyMessages = {
  heading: 'Card verification',
  checking: (number: string) => `Checking card ${number}…`,
  unknownHeading: 'Unknown card',
  /** "No card with the number <X> was found. Check the number on the card, or <contact us>." */
  unknownBefore: 'No card with the number',
  unknownAfter: 'was found. Check the number on the card, or',
  contactUs: 'contact us',
  invalidHeading: 'Not a card number',
  /** "Membership numbers look like <MYVIG-0125-123> and leadership numbers like <LDRIGCH-0125-12>." */
  membershipNumbersLike: 'Membership numbers look like',
  leadershipNumbersLike: 'and leadership numbers like',
  errorHeading: 'Could not check this card',
  failed: 'Verification failed.',
  valid: 'Valid card',
  expired: 'Expired card',
  inactive: 'Inactive card',
  membershipValidUntil: (date: string) => `This membership card is valid. It is due for renewal on ${date}.`,
  membershipValid: 'This membership card is valid.',
  membershipExpired: (date: string) => `This membership card expired on ${date}. The holder needs to renew it.`,
  membershipInactive: (organisation: string) => `This membership is not active. Please contact ${organisation} for details.`,
  leadershipValidUntil: (date: string) => `This leadership card is valid. It is due for renewal on ${date}.`,
  leadershipValid: 'This leadership card is valid.',
  leadershipExpired: (date: string) => `This leadership card expired on ${date}. The holder needs to renew it.`,
  leadershipInactive: (organisation: string) => `This leadership is not active. Please contact ${organisation} for details.`,
  renewThis: 'Renew this membership',
  membershipNo: 'Membership no.',
  leadershipNo: 'Leadership no.',
  renewalDate: 'Renewal date',
  name: 'Name',
  position: 'Position',
  chapter: 'Chapter',
  appointed: 'Appointed',
  memberSince: 'Member since',
  anotherLabel: 'Check another card number',
  anotherPlaceholder: 'e.g. MYVIM-1126-123',
  verify: 'Verify',
  privacy: 'For privacy this page shows only the holder’s name, chapter and card dates — never an ID number or phone number.',
} as const;

export type VerifyMessages = Catalogue<typeof verifyMessages>;
