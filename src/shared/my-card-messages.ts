/**
 * The words of /my-card's own page ("get my card again"): the ID number and phone, the code, the
 * membership it shows. A catalogue of its own so only /my-card loads it; the sections shown after
 * the code have theirs (data-rights-messages.ts, messages.ts's memberLanguage). The Kiswahili
 * build reads its twin, my-card-messages.sw.ts.
 */
import type { Catalogue } from './messages';

export const myCardMessages = {
  title: 'Get your card again',
  subtitle: 'Lost your membership card? Get a code by SMS to the phone you registered with and download your card.',
  detailsHeading: 'Your details',
  detailsIntro: 'We send a 6-digit code by SMS to the phone number on your membership, never to another number.',
  idLabel: 'ID Number *',
  phoneLabel: 'Phone number on file *',
  sending: 'Sending…',
  sendCode: 'Send me a code',
  /** "Not a member yet? <Register>." */
  notMember: 'Not a member yet?',
  registerLink: 'Register',
  codeHeading: 'Enter your code',
  codeIntro: 'If the ID number and phone number match a membership, a code is on its way by SMS. It works for 10 minutes.',
  codeLabel: '6-digit code *',
  back: 'Back',
  checking: 'Checking…',
  showCard: 'Show my card',
  membershipHeading: 'Your membership',
  tryAgain: 'Try again',
  download: 'Download my card',
  renewNow: 'Renew now',
} as const;

export type MyCardMessages = Catalogue<typeof myCardMessages>;
