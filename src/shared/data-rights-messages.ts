/**
 * The words of a member's rights over their data on /my-card (download, correct, delete). A
 * catalogue of its own so only that page loads it; the server's answers are in messages.ts. The
 * Kiswahili build reads its twin, data-rights-messages.sw.ts.
 */
import type { Catalogue } from './messages';

export const dataRightsMessages = {
  downloadHeading: 'Download my data',
  downloadIntro:
    'Everything we hold about you: your record and photo, your consent, payments, the messages we sent you, your event sign-ups and the events you attended. The PDF is for reading; the JSON file is for a computer.',
  downloadedPdf: 'Your data (PDF) is downloaded.',
  downloadedJson: 'Your data (JSON) is downloaded.',
  preparing: 'Preparing…',
  downloadPdf: 'Download my data (PDF)',
  downloadJson: 'Download as JSON',
  correctHeading: 'Correct my details',
  /** "Your name, ID number and chapter are changed by an official: please <contact us>." */
  correctIntro: 'Your name, ID number and chapter are changed by an official: please',
  contactUs: 'contact us',
  emailLabel: 'New e-mail address',
  saving: 'Saving…',
  save: 'Save my details',
  phoneHeading: 'Change my phone number',
  phoneHint: 'We send a code to the new phone; entering it here proves the phone is yours.',
  newPhone: 'New phone number',
  codeLabel: 'Code sent to the new phone',
  sending: 'Sending…',
  sendCode: 'Send a code to the new phone',
  confirmPhone: 'Confirm the new phone',
  deleteHeading: 'Delete my membership',
  deleteIntro:
    'An official removes your name, ID number, phone, e-mail and photo within 30 days and we tell you by SMS. Your card stops working. Payment records stay with your membership number only, as the law on financial records requires.',
  deleteConfirm: 'I understand: my membership ends and my details are removed.',
  deleteButton: 'Ask to delete my membership',
} as const;

export type DataRightsMessages = Catalogue<typeof dataRightsMessages>;
