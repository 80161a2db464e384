/**
 * The texts only the server and the officials' dashboard say: API error bodies of the dashboard's
 * routes, the import, content, chapters, payments an official reviews, the CLI… Kept out of
 * messages.ts so that the public pages, which import that catalogue, do not ship them. The server
 * says them in both languages (server-messages.sw.ts, catalogue.ts); the public client never imports
 * this file (ESLint refuses it outside src/client/admin).
 */
import { MAX_PHOTO_ASPECT_RATIO, MAX_PHOTO_BYTES, MAX_PHOTO_SIDE_PX, PHOTO_FORMATS } from './constants';
import { formatMomentShort } from './dates';
import { identity } from './identity';
import type { Catalogue } from './messages';

const MB = 1024 * 1024;
/** "JPEG, PNG, WebP, AVIF or HEIC": the photo rule's formats, as people read them. */
const PHOTO_FORMAT_NAMES = PHOTO_FORMATS.map((f) => f.name)
  .join(', ')
  .replace(/, ([^,]+)$/, ' or $1');
/** "JPEG, PNG, WebP, AVIF or HEIC, up to 25 MB": the photo rule in words, for every picture field. */
const PHOTO_RULE = `${PHOTO_FORMAT_NAMES}, up to ${MAX_PHOTO_BYTES / MB} MB`;

/** How a member reaches the office when the site cannot help (suspension, no SMS arriving). */
const officeContact = `the MYV office on ${identity.phones[0]} or ${identity.email}`;

/** Every server-side and dashboard message, word for word. */
export const serverMessages = {
  fullNameTooLong: 'Full Name must be at most 100 characters',
  loginInvalid: 'Invalid username/email or password',
  loginLocked: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
  duplicateMember: 'A member with this ID number is already registered.',
  paymentRequired: 'Payment has not been completed for this registration.',
  paymentCheckFailed: 'Failed to check payment status. Please contact support.',
  leadershipCardFailed: 'There was an error generating your leadership card. Please try again.',
  dashboardLoadFailed: 'Failed to load data. Please try again later.',
  chapterAdded: 'Chapter added successfully!',
  chapterAddFailed: 'Failed to add chapter',
  memberAdded: 'Member added successfully!',
  memberUpdated: 'Member updated successfully',
  memberDeleted: 'Member deleted successfully',
  leaderAdded: 'Leader added successfully!',
  leaderUpdated: 'Leader updated successfully',
  leaderDeleted: 'Leader deleted successfully',
  notFound: 'Not found',
  unauthenticated: 'Please sign in to continue.',

  // officials' accounts and passwords
  passwordChangeRequired: 'Please choose a new password before continuing.',
  passwordSameAsCurrent: 'The new password must be different from the current one',
  userTaken: 'An official with this username or email already exists',
  userNotFound: 'No such official',
  cannotChangeOwnAccount: 'You cannot disable or reset your own account here; use Change password instead',
  lastChairman: 'At least one active chairman must remain',
  cliNoDatabase: (dataDir: string) =>
    `No database in ${dataDir}. Run this with the server's DATA_DIR (or DATABASE_URL), from the folder the server runs in; a new site's database is created when the server first starts (npm start).`,

  // cards and their verification
  cardMemberNotFound: 'Member not found',
  cardLeaderNotFound: 'Leader not found',
  cardLinkInvalid: 'This card download link is not valid. Please use the link you were given after payment.',
  cardLinkExpired: 'This card download link has expired. Please contact us and we will send you your card.',
  cardNumberUnknown: 'No card with this number was found.',
  cardVerifyRateLimited: 'Too many verification requests. Please wait a minute and try again.',

  // the public site
  contactRateLimited: 'You have sent several messages in the last hour. Please wait a while and try again, or call us.',

  // registration and M-Pesa payment
  duplicateMemberPhone: 'A member with this phone number is already registered.',
  paymentInProgress:
    'A payment for this ID number is already in progress. Complete it on your phone or try again in a few minutes.',
  promptPhoneLimit: 'Please wait a minute before requesting another M-Pesa prompt to this phone.',
  promptIpLimit: 'Too many payment requests from your network. Please try again in a few minutes.',
  paymentInitiateFailed: 'Failed to initiate payment:',
  mpesaUnavailable: 'M-Pesa could not be reached. Please try again in a minute.',
  registrationCookieMissing: 'This registration was started in another browser. Please register again from this device.',
  manualCodeUsed: 'This M-Pesa code has already been used.',
  manualSubmitted: 'Thank you! An official will verify your M-Pesa code and activate your membership.',
  paymentNotAwaitingVerification: 'Only payments awaiting verification can be confirmed or rejected.',
  paymentConfirmed: 'Payment confirmed and member registered.',
  paymentRejected: 'Payment rejected.',

  // the membership lifecycle: renewals, "get my card again", the status filter and the import
  renewalNotFound: 'We could not find a membership with this ID number and phone number.',
  renewalTooManyChecks: 'Too many attempts. Please wait a few minutes and try again.',
  renewalInactive: 'This membership has been suspended. Please contact the organisation.',
  renewalEarlyNeedsConfirmation:
    'This membership still has most of its year ahead. Confirm that you want to add another year before paying.',
  renewalInProgress: 'A renewal payment for this membership is already in progress. Please complete it or wait a few minutes.',
  renewalRecorded: 'Cash renewal recorded.',
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
  membershipStatus: {
    title: 'Renewal date',
    renews: 'Renews',
    labels: { active: 'Active', due: 'Due', expired: 'Expired' },
  },
  renewalCounts: {
    due: 'Due for renewal',
    dueNote: 'Renewal within 30 days',
    expired: 'Expired',
    expiredNote: 'Renewal date passed',
  },
  importLanguageInvalid: 'Write en or sw (English or Kiswahili), or leave it blank for English',

  // the officials' dashboard
  duplicateLeader: 'A leader with this ID number is already registered.',
  duplicateChapter: 'A chapter with this name already exists.',
  chapterNotFound: 'Chapter not found',
  messageNotFound: 'Message not found',
  photoNotFound: 'Photo not found',
  idRequired: 'Say which record to change (memberId or leaderId)',
  editConflict: 'Someone else changed this record while you were editing. Reload it and try again.',
  chapterInUse: 'This chapter still has members or leaders. Archive it instead, or move them to another chapter first.',
  duplicateChapterCode: 'Another chapter already uses this code.',
  noFreeChapterCode: 'Choose a two-letter code for this chapter: every code drawn from its name is taken.',
  chapterUpdated: 'Chapter updated successfully',
  chapterArchived: 'Chapter archived: it is hidden from the public pages and registration. Its members are kept.',
  chapterRestored: 'Chapter restored: it shows on the public pages and registration again.',
  chapterDeleted: 'Chapter deleted.',
  chapterClosed: 'This chapter no longer takes new members. Please select another chapter.',
  newChapterNotification: 'New chapter {name} added',
  dashboardLoading: 'Loading dashboard data...',
  noLeaders: 'No leadership records found',
  noMembers: 'No members found',
  noMessages: 'No messages yet',
  unsafeText:
    'The text contains characters that are not allowed (a null character or a broken emoji). Remove them and try again.',
  databaseUnavailable: 'The service is busy for a moment. Please try again shortly.',
  registrationCheckLimit: 'Too many checks from this network. Please wait a few minutes and try again.',

  // photos: the server's checks and the browser's picker
  photoTooManyPixels: 'Photo is too large: use a picture of at most {megapixels} megapixels',
  /** A picture too long or too narrow (header read), for every photo and content image field. */
  pictureBadShape: `Picture must be at most ${MAX_PHOTO_SIDE_PX.toLocaleString('en-GB')} pixels on each side and at most ${MAX_PHOTO_ASPECT_RATIO} times as long as it is wide`,
  /** Too many photos read for one address in the window (they are CPU work). */
  photoDecodeLimit: 'Too many photos were sent from this network in a short time. Please try again in a few minutes.',
  /** A photo whose decoding ran past its time. */
  photoTookTooLong: 'This photo took too long to read. Please choose a JPEG or a smaller photo.',
  paymentNotSettleable: 'Only pending manual payments and payments of unknown outcome can be settled.',

  // content officials publish: events, updates (achievements) and gallery photos (docs/content.md)
  contentImageRequired: 'Please choose an image',
  contentImageHelp: `${PHOTO_RULE}. It is resized for every screen.`,
  contentImageTooManyPixels: 'Image is too large: use a picture of at most 24 megapixels',
  contentImageKeep: 'Send a new picture as a file, or leave the image unchanged',

  // what the sanitiser took out of a story's Markdown, shown to the official who wrote it
  markdownRemovedIntro: 'Not allowed on the site, so left out of the published story:',
  markdownRemovedOnSave: 'Left out of the published story:',
  markdownRemoved: {
    element: 'the <{element}> tag (its text is kept)',
    elementWithContent: '<{element}> and everything inside it',
    attribute: 'the “{attribute}” attribute of <{element}>',
    link: 'a link address starting with “{scheme}” (links may be http, https, mailto, tel or on this site); the text stays',
  },
  contentVersionConflict: 'Someone else changed this item while you were editing. Reload it and try again.',
  eventNotFound: 'Event not found',
  updateNotFound: 'Update not found',
  galleryPhotoNotFound: 'Photo not found',
  mediaNotFound: 'Image not found',

  // the Payments tab
  receiptAlreadyRecorded: 'This payment already has its M-Pesa code.',
  receiptNotNeeded: 'Only a completed payment without an M-Pesa code can have one recorded.',
  receiptRecorded: 'M-Pesa code recorded.',

  // request bodies measured before they are parsed (src/server/json-body.ts)
  bodyTooComplex:
    'The request could not be read: it is not in the form this site sends (it nests too deeply or holds too many values).',

  // M-Pesa prompts: the caps per paying phone (src/server/modules/payments/prompt-rules.ts) and the member phone guard
  /** `hours`: the cap's window; `retryAt`: the moment (ISO) another may be requested, written in the reader's calendar. */
  promptPhoneCap: (max: number, hours: number, retryAt: string) =>
    `This phone has already been sent ${max} M-Pesa payment prompts in the last ${hours === 1 ? 'hour' : `${hours} hours`}, the most we send to one phone. You can request another from ${formatMomentShort(retryAt, 'en-KE')}.`,
  memberPhonePaymentInProgress:
    'A registration with this phone number is already being paid for. Each member needs their own phone number: complete that payment, or register with a different phone number.',
  memberPhoneTakenWhilePaying:
    'Another registration with this phone number was completed first. Your payment is recorded: an official will refund it. Register again with your own phone number.',
  notARegistrationPayment: 'This payment is not for a registration.',

  // payments an official must look at, and test mode (simulated M-Pesa or SMS)
  receiptNotYetRecorded: 'Not recorded yet: confirmed by M-Pesa query',
  renewalHeldMemberSuspended:
    'Payment received. This membership is suspended, so it has not been renewed: an official will contact you.',
  paymentReviewMemberSuspended:
    'Needs review: member suspended when the renewal was paid, so not renewed. Reinstate the member and confirm, or reject and refund.',
  paymentReviewStillSuspended: 'The member is still suspended: reinstate them first, or reject the payment and refund it.',
  cashRenewalSuspended: 'This member is suspended: reinstate them before recording a renewal.',
  paymentUnknownAfterQueries:
    'Outcome unknown: M-Pesa did not give a final answer in time. Check the paybill statement, then confirm with the M-Pesa code or reject.',
  testModePayments: 'Test mode: payments are simulated, no money moves.',
  testModeSms: 'Test mode: text messages are not sent.',

  // limits that hold against many addresses, card verification and card links
  loginAccountLocked:
    'This account has had too many sign-in attempts from several places. You can still sign in from a browser you have signed in from before; otherwise please try again in an hour, or ask the chairman to reset your password.',
  cardSuspended:
    'This membership is suspended, so its card cannot be downloaded. Please contact the organisation: an official can tell you why and restore it.',
  cardDownloadRateLimited: 'Too many card downloads from this connection. Please wait a few minutes and try again.',

  // members' data rights (docs/data-rights.md): download, correct, delete
  dataRightsSessionEnded: 'For your safety this page has timed out. Please ask for a new code by SMS and enter it again.',
  dataRightsPhoneTaken:
    'That phone number already belongs to another member. Please use another number or contact the organisation.',
  dataRightsPhoneSame: 'That is already the phone number on file.',
  dataRightsPhoneCodeSent: 'We have sent a code to the new phone. Enter it here to confirm the change.',
  dataRightsDetailsSaved: 'Your details are updated.',
  dataRightsDeletionFiled:
    'Your request to delete your membership is filed. An official will handle it within 30 days; we will send you an SMS when it is done.',
  dataRightsDeletionAlreadyFiled:
    'Your request to delete your membership is already filed; an official will handle it within 30 days.',
  dataRightsRequestNotFound: 'This request was not found.',
  dataRightsRequestHandled: 'This request has already been handled.',
  dataRightsErasedName: 'Deleted at the member’s request',
  /** What a name becomes when the retention job removes it (an unfinished registration, an event's guest): nobody asked, the time ran out. */
  retentionErasedName: 'Removed after the keeping period',

  // checks only the server makes (the dashboard's forms and filters, content, the audit log, the
  // contact form's answer): kept out of messages.ts, which every public page ships
  chapterNameRequired: 'Chapter name is required',
  contactNameRequired: 'Name is required',
  contactSubjectRequired: 'Subject is required',
  contactMessageRequired: 'Message is required',
  contactPhoneTooLong: 'Phone must be at most 20 characters',
  membershipStatusFilterInvalid: 'Membership status must be active, due or expired',
  searchTooLong: 'Search must be at most 100 characters',
  chapterFilterInvalid: 'Unknown chapter filter',
  versionInvalid: 'expectedUpdatedAt must be a date-time',
  chapterCodeInvalid: 'Chapter code must be two letters (A to Z)',
  chapterCodeReserved: 'GE is kept for members without a chapter; choose another code.',
  contentTitleRequired: 'Title is required',
  contentDateRequired: 'Date is required',
  contentDateInvalid: 'Please enter a real date (YYYY-MM-DD)',
  contentStartTimeRequired: 'Start time is required (HH:MM)',
  contentEndTimeRequired: 'End time is required (HH:MM)',
  contentEndBeforeStart: 'End time must be after the start time',
  contentLocationRequired: 'Location is required',
  contentCategoryRequired: 'Please choose a category',
  contentExcerptRequired: 'Summary is required',
  contentBodyRequired: 'Text is required',
  contentTextInvalid: 'Please enter text here',
  contentDetailsInvalid: 'The details must be a place, participants and lists of partners, services and outcomes',
  contentListItemRequired: 'List items cannot be empty',
  contentPublishedInvalid: 'Published must be true or false',
  contentAltRequired: 'Describe the photo for people who cannot see it (alt text is required)',
  contentImageInvalid: `Image must be a ${PHOTO_FORMAT_NAMES} picture`,
  contentImageTooLarge: `Image must be at most ${MAX_PHOTO_BYTES / MB} MB`,
  overviewGrowth: (percent: number) => `+${percent}% vs. last month`,
  overviewJoinedThisMonth: (count: string) => `${count} joined in the last month`,
  overviewValidShare: (percent: number) => `${percent}% of all members`,
  overviewNoMembers: 'No members yet',
  overviewChaptersLed: (led: string, total: string) => `${led} of ${total} with a named leader`,
  auditDateInvalid: 'Dates must be real days written as YYYY-MM-DD',
  auditDateOrder: 'The end date must not be before the start date',
  auditFilterTooLong: 'A filter must be at most 100 characters',
  // officials' content in Kiswahili: a Kiswahili version is whole or absent (docs/content.md)
  contentTitleSwRequired: 'Add the Kiswahili title too, or leave every Kiswahili field blank',
  contentExcerptSwRequired: 'Add the Kiswahili summary too, or leave every Kiswahili field blank',
  contentBodySwRequired: 'Add the Kiswahili text too, or leave every Kiswahili field blank',
  contentAltSwRequired: 'Add the Kiswahili alt text too, or leave every Kiswahili field blank',
  contentDescriptionSwRequired: 'Add the Kiswahili caption too, or leave every Kiswahili field blank',
  // the manual M-Pesa code form answers only when payments are entered by hand (MPESA_MODE=manual)
  notManualMode: 'Pay with the M-Pesa prompt on this page.',
  /** The <title> of a missing event's 404 page, as its heading says it (page-messages/events.ts notFoundTitle). */
  eventNotFoundTitle: 'Event Not Found',
} as const;

export type ServerMessages = Catalogue<typeof serverMessages>;
