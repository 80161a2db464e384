/**
 * User-facing texts of the membership lifecycle: renewals, "get my card again", the status filter
 * and the import. Client and server both read these; the general texts stay in messages.ts.
 */
import { identity } from './identity';

/** How a member reaches the office when the site cannot help (suspension, no SMS arriving). */
const officeContact = `the MYV office on ${identity.phones[0]} or ${identity.email}`;

export const lifecycleMessages = {
  membershipStatusFilterInvalid: 'Membership status must be active, due or expired',
  renewalNotFound: 'We could not find a membership with this ID number and phone number.',
  renewalTooManyChecks: 'Too many attempts. Please wait a few minutes and try again.',
  renewalInactive: 'This membership has been suspended. Please contact the organisation.',
  renewalSuspendedTitle: 'This membership is suspended',
  renewalSuspendedHelp: `A suspended membership cannot be renewed online. Please contact ${officeContact}: an official can tell you why and restore it.`,
  renewalEarlyTitle: 'Your membership is already paid',
  renewalEarlyQuestion: (date: string) =>
    `Your membership runs until ${date}. Renewing now adds another year after that date, for KSh 200. Do you want to add another year?`,
  renewalEarlyConfirm: 'Yes, add another year',
  renewalEarlyDecline: 'No, keep it as it is',
  renewalEarlyNeedsConfirmation:
    'This membership still has most of its year ahead. Confirm that you want to add another year before paying.',
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
  /** Only to the matching ID number + phone pair (a stranger hears codeSent). */
  codeMemberLimit: (minutes: number) =>
    `We have already sent you 3 codes in the last hour, so no new code was sent. A code works for 10 minutes after it was sent: use the latest one, or ask for a new code in ${minutes} minute${minutes === 1 ? '' : 's'}. If no SMS arrives, contact ${officeContact}.`,
  codeMemberSuspended: `This membership has been suspended, so no code was sent. Please contact ${officeContact}: an official can tell you why and restore it.`,
  codeInvalid: 'Enter the 6-digit code from the SMS.',
  importHeaderMissing:
    'The file needs a header row with the columns ID Number, Full Name, Phone, Gender, Chapter and Join Date (or idNumber, fullName, phoneNumber, gender, chapter, joinDate).',
  importEmpty: 'The file has no rows to import.',
  importTooManyRows: 'Import at most 10,000 rows at a time.',
  importUnreadable: 'The file could not be read as CSV. Save the spreadsheet as "CSV UTF-8 (comma delimited)" and try again.',
  importHasErrors: 'Nothing was imported: fix the rows listed and try again.',
  importChangedMeanwhile: 'Nothing was imported: the members changed since the check. Check the file again.',
  importChapterUnknown: 'Unknown chapter: use a chapter name (Imenti or Imenti Youth Voice) or its code (IM)',
  importDateInvalid: 'Enter the date as YYYY-MM-DD or DD/MM/YYYY',
  importDateAmbiguous: (date: string) =>
    `${date} could be day/month or month/day: write dates as YYYY-MM-DD, or choose how this file writes dates`,
  importDateWrongOrder: (date: string) => `${date} is not a date in the order chosen for this file`,
  importDateInFuture: 'The join date cannot be in the future',
  importRenewalBeforeJoin: 'The renewal date must be after the join date',
  importMembershipNumberInvalid: 'Membership number must look like MYVIM-0324-123',
  importMembershipNumberTaken: 'This membership number is already in use',
  importDuplicateInFile: 'This appears more than once in the file',
  importPhoneScientific: (shown: string) =>
    `Excel turned this phone number into ${shown} and lost its digits: format the Phone column as Text, type the numbers again, and save`,
  importBadCharacters:
    'This cell has characters the file could not hold (shown as \uFFFD): save the spreadsheet as "CSV UTF-8 (comma delimited)" and check again',
  importDone: (n: number) => `${n} member${n === 1 ? '' : 's'} imported.`,
  importDoneQuiet: (n: number) => `${n} member${n === 1 ? '' : 's'} imported. They get no reminders until their next renewal.`,
} as const;
