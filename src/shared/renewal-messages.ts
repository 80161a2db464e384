/**
 * The words of /renew's own page: finding the membership, then paying for the next year. A
 * catalogue of its own so only /renew loads it; the words it shares with the other payment screens
 * are in payment-messages.ts. The Kiswahili build reads its twin, renewal-messages.sw.ts.
 */
import type { Catalogue } from './messages';

export const renewalMessages = {
  title: 'Renew your membership',
  subtitle: (fee: number) => `A membership lasts a year. Renew for KSh ${fee} by M-Pesa and download your renewed card.`,
  findHeading: 'Find your membership',
  findIntro: 'Enter your ID number and the phone number you registered with.',
  idLabel: 'ID Number',
  phoneLabel: 'Phone number on file',
  searching: 'Searching…',
  find: 'Find my membership',
  /** "Lost your card? <Get your card again>. Not a member yet? <Register>." */
  lostCard: 'Lost your card?',
  cardAgainLink: 'Get your card again',
  notMember: 'Not a member yet?',
  registerLink: 'Register',
  renewed: 'Membership renewed',
  renewAndPay: 'Renew and pay',
  fee: 'Renewal fee',
  renewedUntil: 'Renewed until',
  pay: (fee: number) => `Pay KSh ${fee} with M-Pesa`,
  submitCode: 'Submit M-Pesa code',
  downloadRenewed: 'Download my renewed card',
} as const;

export type RenewalMessages = Catalogue<typeof renewalMessages>;
