/**
 * User-facing texts of the membership lifecycle: renewals, "get my card again", the status filter
 * and the import. Client and server both read these; the general texts stay in messages.ts.
 */
export const lifecycleMessages = {
  membershipStatusFilterInvalid: 'Membership status must be active, due or expired',
  renewalNotFound: 'We could not find a membership with this ID number and phone number.',
  renewalTooManyChecks: 'Too many attempts. Please wait a few minutes and try again.',
  renewalInactive: 'This membership has been suspended. Please contact the organisation.',
  renewalInProgress: 'A renewal payment for this membership is already in progress. Please complete it or wait a few minutes.',
  renewalRecorded: 'Cash renewal recorded.',
  renewalPaymentReceived: 'Payment received! Renewing your membership…',
  renewalComplete: 'Your membership is renewed. Your card is downloading.',
  renewalPaymentRequired: 'Payment has not been completed for this renewal.',
  renewalCookieMissing: 'This renewal was started in another browser. Please start again from this device.',
  renewalManualSubmitted: 'Thank you. An official will confirm your M-Pesa code and your membership will be renewed.',
  codeSent: 'If the ID number and phone number match a membership, we have sent a code by SMS.',
  codeWrong: 'The code is wrong or has expired.',
  codeTooMany: 'Too many codes requested. Please wait an hour and try again.',
  codeInvalid: 'Enter the 6-digit code from the SMS.',
} as const;
