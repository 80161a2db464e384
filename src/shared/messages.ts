import {
  MAX_PHOTO_ASPECT_RATIO,
  MAX_PHOTO_BYTES,
  MAX_PHOTO_SIDE_PX,
  MAX_PUBLIC_PHOTO_BYTES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHOTO_FORMATS,
} from './constants';
import { MAX_PAGE_SIZE } from './paging';
import { identity } from './identity';

const MB = 1024 * 1024;
/** "JPEG, PNG, WebP, AVIF or HEIC": the photo rule's formats, as people read them. */
const PHOTO_FORMAT_NAMES = PHOTO_FORMATS.map((f) => f.name)
  .join(', ')
  .replace(/, ([^,]+)$/, ' or $1');
/** "JPEG, PNG, WebP, AVIF or HEIC, up to 25 MB": the photo rule in words, for every picture field. */
const PHOTO_RULE = `${PHOTO_FORMAT_NAMES}, up to ${MAX_PHOTO_BYTES / MB} MB`;

/** A wait as a countdown reads it: seconds within two minutes, then minutes, then hours and minutes (the caps per phone last hours). */
const waitInWords = (seconds: number): string => {
  if (seconds < 120) return `${seconds} s`;
  const minutes = Math.ceil(seconds / 60);
  return minutes < 120 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
};

/** How a member reaches the office when the site cannot help (suspension, no SMS arriving). */
const officeContact = `the MYV office on ${identity.phones[0]} or ${identity.email}`;

/** Every user-facing message, word for word. Client and server both read these. */
export const messages = {
  idNumberRequired: 'ID Number is required',
  idNumberInvalid: 'ID Number must be 6 to 9 digits',
  fullNameRequired: 'Full Name is required',
  fullNameTooLong: 'Full Name must be at most 100 characters',
  phoneRequired: 'Phone Number is required',
  phoneInvalid: 'Please enter a valid phone number (e.g., 0712345678)',
  genderRequired: 'Please select your gender',
  chapterRequired: 'Please select your chapter',
  adminGenderRequired: 'Please select gender',
  adminChapterRequired: 'Please select chapter',
  positionRequired: 'Please select position',
  emailInvalid: 'Please enter a valid email address',
  consentRequired: 'Please confirm that you agree to the privacy notice',
  paymentPhoneInvalid: 'Invalid phone number format. Use 07XXXXXXXX or 01XXXXXXXX format.',
  chapterNameRequired: 'Chapter name is required',
  loginRequired: 'Please enter both username/email and password',
  loginInvalid: 'Invalid username/email or password',
  loginUnexpected: 'An unexpected error occurred. Please try again.',
  loginLocked: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
  accessDenied:
    "You don't have permission to access this area. Please contact your administrator if you believe this is an error.",
  contactSuccess: "Thank you for your message! We'll get back to you shortly.",
  contactFailure: 'Sorry, there was an error sending your message. Please try again.',
  duplicateMember: 'A member with this ID number is already registered.',
  /** Registration, to the ID number + phone pair on file: the person is the member. */
  alreadyMember: 'You are already a member. Renew your membership, or get your card again, below.',
  /**
   * Registration, to anyone else: the same help /renew gives, without saying whose ID number it is
   * or which phone is on file.
   */
  idNumberNotRegistrable:
    'This ID number cannot be registered again. If you registered before, renew or get your card again with the phone number you registered with.',
  paymentRequired: 'Payment has not been completed for this registration.',
  paymentNotCompleted: 'Payment was not completed.',
  paymentCheckFailed: 'Failed to check payment status. Please contact support.',
  cardFailed: 'There was an error generating your membership card. Please try again.',
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
  serverError: 'Something went wrong on our side. Please try again.',
  // officials' accounts and passwords
  passwordChangeRequired: 'Please choose a new password before continuing.',
  passwordTooShort: `The password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `The password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  passwordCurrentWrong: 'The current password is not correct',
  passwordSameAsCurrent: 'The new password must be different from the current one',
  passwordMismatch: 'The two passwords do not match',
  passwordChanged: 'Your password has been changed.',
  usernameInvalid: 'Username must be 3 to 40 letters, digits, dots, dashes or underscores',
  roleRequired: 'Please select a role',
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
  cardNumberInvalid: 'This is not a valid membership or leadership number.',
  cardNumberUnknown: 'No card with this number was found.',
  cardVerifyRateLimited: 'Too many verification requests. Please wait a minute and try again.',
  // the public site
  contactNameRequired: 'Name is required',
  contactSubjectRequired: 'Subject is required',
  contactMessageRequired: 'Message is required',
  contactPhoneTooLong: 'Phone must be at most 20 characters',
  contactRateLimited: 'You have sent several messages in the last hour. Please wait a while and try again, or call us.',
  updateNotFoundTitle: 'Update Not Found',
  updateNotFoundText: "The update you're looking for doesn't exist or has been removed.",
  backToUpdates: 'Back to Updates',
  noAchievements: 'No achievements found',
  noEvents: 'No events found',
  eventsTitle: 'Events',
  upcomingEventsTitle: 'Upcoming events',
  pastEventsTitle: 'Past events',
  noUpcomingEvents: 'No upcoming events are planned yet. Check back soon, or see our past events below.',
  noUpcomingEventsHome: 'No upcoming events are planned yet. Check back soon.',
  noResultsHint: 'Try adjusting your search or filter criteria',
  noGalleryImages: 'No images found in this category.',
  // the public team page (/structure)
  teamTitle: 'Our Team',
  teamSubtitle: 'The elected leaders who serve Meru Youth Voice and its chapters.',
  teamEmptyTitle: 'Our leadership team is being updated',
  teamEmptyText:
    'The names of our chairperson, executive committee and chapter coordinators will appear here shortly. Until then, our office is happy to put you in touch with them.',
  teamEmptyAction: 'Contact us',
  // what membership costs: one fee per year, at joining and at each renewal (docs/membership.md)
  membershipFeeSubtitle: (organisation: string, fee: number) =>
    `Join ${organisation} for KSh ${fee} a year, paid by M-Pesa, and download your membership card at once.`,
  membershipFeeAnswer: (fee: number) =>
    `KSh ${fee} a year, paid by M-Pesa: when you join, and again each year when you renew. Your membership runs for one year from the day you pay.`,
  // registration and M-Pesa payment
  duplicateMemberPhone: 'A member with this phone number is already registered.',
  paymentInProgress:
    'A payment for this ID number is already in progress. Complete it on your phone or try again in a few minutes.',
  promptPhoneLimit: 'Please wait a minute before requesting another M-Pesa prompt to this phone.',
  promptIpLimit: 'Too many payment requests from your network. Please try again in a few minutes.',
  paymentInitiateFailed: 'Failed to initiate payment:',
  paymentInitiateError: 'Failed to initiate payment.',
  mpesaUnavailable: 'M-Pesa could not be reached. Please try again in a minute.',
  registrationCookieMissing: 'This registration was started in another browser. Please register again from this device.',
  paymentNotFound: 'We could not find this payment.',
  paymentAwaitingPin: 'Check your phone and enter your M-Pesa PIN to pay KSh 200.',
  paymentProcessing: 'Sending the M-Pesa prompt to your phone…',
  paymentReceived: 'Payment received! Completing your registration…',
  registrationComplete: 'Registration complete! Welcome to Meru Youth Voice. Your membership card is downloading.',
  paymentUnconfirmed:
    "We have not received M-Pesa's confirmation yet. If you entered your PIN, your registration completes automatically: check again in a minute.",
  paymentCheckUnreachable:
    'We could not reach our server to check your payment. If you entered your PIN, your registration is safe: check again in a minute.',
  /** While status checks fail: the connection, not the payment, is the problem. */
  paymentReconnecting:
    'Reconnecting… If you entered your PIN, your payment is safe: this page shows it as soon as the connection is back.',
  /** M-Pesa refused to send the prompt (e.g. the phone is busy with another M-Pesa request). */
  promptRefused:
    'M-Pesa could not send the prompt to this phone just now, usually because the phone is busy with another M-Pesa request. No money was taken. Wait a minute, then request a new prompt.',
  promptRetryIn: (seconds: number) => `You can request another prompt in ${waitInWords(seconds)}.`,
  submissionError: 'Error submitting data:',
  manualCodeInvalid: 'Enter the 10-character M-Pesa confirmation code from your SMS (e.g., SGL3ABC12X).',
  manualCodeUsed: 'This M-Pesa code has already been used.',
  manualSubmitted: 'Thank you! An official will verify your M-Pesa code and activate your membership.',
  manualAwaitingOfficial:
    'Your M-Pesa code is waiting for an official to verify it. Check again later: your card downloads here once it is confirmed.',
  paymentNotAwaitingVerification: 'Only payments awaiting verification can be confirmed or rejected.',
  paymentConfirmed: 'Payment confirmed and member registered.',
  paymentRejected: 'Payment rejected.',
  // the membership lifecycle: renewals, "get my card again", the status filter and the import
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
  // the dashboard's membership screens: the member dialog, the renewal cells and counts, the outbox, the import
  memberLifecycle: {
    title: 'Membership',
    renewalDate: 'Renewal date:',
    cash: 'Record cash renewal',
    cashQuestion: (fullName: string) => `Record a KSh 200 cash renewal for ${fullName}?`,
    renewedUntil: (message: string, date: string) => `${message} Renewed until ${date}.`,
    reminder: 'Send reminder now',
    loadFailed: 'Could not load payments and messages.',
    payments: 'Payments',
    noPayments: 'No payments recorded.',
    date: 'Date',
    paymentFor: 'For',
    method: 'Method',
    status: 'Status',
    receipt: 'Receipt',
    purposes: { registration: 'Registration', renewal: 'Renewal' },
    methodManual: 'Manual',
    methodMpesa: 'M-Pesa',
    messages: 'Messages',
    noMessages: 'No messages yet.',
    message: 'Message',
    byEmail: 'E-mail: ',
    bySms: 'SMS: ',
  },
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
  outbox: {
    label: 'SMS outbox',
    title: 'Messages to members',
    loading: 'Loading messages...',
    status: 'Status',
    all: 'All',
    refresh: 'Refresh',
    created: 'Created',
    to: 'To',
    message: 'Message',
    gateway: 'Gateway',
    tries: (attempts: number) => `(${attempts} tries)`,
    empty: 'No messages.',
    previous: 'Previous',
    next: 'Next',
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  },
  /** Counted words ("3 members") come formatted from src/shared/words.ts. */
  importPanel: {
    label: 'Import members',
    title: 'Import existing members',
    intro:
      'Save the spreadsheet as CSV (“CSV UTF-8” if Excel offers it) with a header row: ID Number, Full Name, Phone, Gender, Chapter, Join Date, and optionally Membership No., Email, Renewal Date. The members export imports as it is. Chapters by name (Imenti) or code (IM).',
    choose: 'Choose CSV file',
    check: 'Check file',
    import: 'Import',
    importN: (members: string) => `Import ${members}`,
    dateOrder: 'Dates like 4/3/2024 in this file are',
    dateOrders: { ask: 'not used (refuse them)', dayFirst: 'day first: 4 March 2024', monthFirst: 'month first: 3 April 2024' },
    ambiguous: 'This file has dates that read two ways: choose above how it writes them, then check again.',
    messaging: (sms: string, members: string, costKsh: string) =>
      `The next reminders run would send ${sms} to ${members} (renewal due soon or lapsed lately), about KSh ${costKsh}.`,
    quiet: 'Don’t message these members: no reminders until their next renewal',
    problems: 'Problems found',
    ready: (count: string) => `${count} ready`,
    more: (rows: string) => `and ${rows}`,
    row: 'Row',
    idNumber: 'ID Number',
    name: 'Name',
  },
  // the dashboard's Officials tab
  officials: {
    title: 'Officials',
    lead: 'Accounts that can sign in to this dashboard. Each role sees the tabs below and opens on the first; only the chairman adds officials and resets their passwords.',
    rolesCaption: 'What each role sees',
    rolesTabs: 'Dashboard tabs',
    loading: 'Loading officials...',
    tryAgain: 'Try again',
    official: 'Official',
    role: 'Role',
    status: 'Status',
    lastSignIn: 'Last sign-in',
    actions: 'Actions',
    you: '(you)',
    never: 'Never',
    statusDisabled: 'Disabled',
    statusTemporary: 'Temporary password',
    statusEnabled: 'Enabled',
    confirm: { disable: 'Disable and sign out?', enable: 'Enable?', 'reset-password': 'Reset password?' },
    yes: 'Yes',
    working: 'Working...',
    cancel: 'Cancel',
    resetPassword: 'Reset password',
    enable: 'Enable',
    disable: 'Disable',
    disabled: (username: string) => `${username} is disabled and signed out.`,
    enabled: (username: string) => `${username} is enabled again.`,
    temporaryFor: 'Temporary password for',
    temporaryHelp: 'Give it to them privately; it is shown only this once, and they choose their own at first sign-in.',
    temporaryLabel: 'Temporary password',
    copy: 'Copy',
    copied: 'Copied',
    done: 'Done',
    add: 'Add Official',
    adding: 'Adding...',
    formTitle: 'Add an official',
    username: 'Username*',
    email: 'Email*',
    roleField: 'Role*',
    rolePrompt: 'Select role',
    formHelp: 'A temporary password is generated and shown once; the official chooses their own at the first sign-in.',
  },
  // the dashboard's Payments tab: the officials' decisions on a payment
  paymentsTab: {
    loading: 'Loading payments…',
    loadFailed: 'Failed to load payments.',
    actionFailed: (action: string, reason: string) => `Failed to ${action} payment: ${reason}`,
    rejectCodeQuestion: (receipt: string, fullName: string) =>
      `Reject the M-Pesa code ${receipt} of ${fullName}? No member will be created.`,
    settledWithNumber: (message: string, membershipNumber: string) => `${message} Membership No. ${membershipNumber}.`,
    label: 'M-Pesa code from the statement',
    settle: 'Settle…',
    record: 'Record code…',
    save: 'Save code',
    confirm: 'Confirm',
    reject: 'Reject',
    cancel: 'Cancel',
    settleFailed: 'Could not settle the payment. Try again.',
    rejectQuestion: (fullName: string) => `Reject the payment of ${fullName}? No member will be created.`,
    rejectHeldQuestion: (fullName: string) => `Reject the payment of ${fullName}? The renewal is not applied: refund the payer.`,
    /** Kept on the payment as the reason it was rejected. */
    rejectReason: 'Not found on the paybill statement',
    rejectHeldReason: 'Member suspended: payment to be refunded',
  },
  // the officials' dashboard
  pageInvalid: 'Page must be a whole number from 1',
  pageSizeInvalid: `Page size must be a whole number from 1 to ${MAX_PAGE_SIZE}`,
  searchTooLong: 'Search must be at most 100 characters',
  chapterFilterInvalid: 'Unknown chapter filter',
  statusFilterInvalid: 'Status must be active or inactive',
  versionInvalid: 'expectedUpdatedAt must be a date-time',
  unknownChapter: 'Please select chapter',
  duplicateLeader: 'A leader with this ID number is already registered.',
  duplicateChapter: 'A chapter with this name already exists.',
  memberNotFound: 'Member not found',
  leaderNotFound: 'Leader not found',
  chapterNotFound: 'Chapter not found',
  messageNotFound: 'Message not found',
  photoNotFound: 'Photo not found',
  idRequired: 'Say which record to change (memberId or leaderId)',
  editConflict: 'Someone else changed this record while you were editing. Reload it and try again.',
  chapterInUse: 'This chapter still has members or leaders. Archive it instead, or move them to another chapter first.',
  chapterCodeInvalid: 'Chapter code must be two letters (A to Z)',
  chapterCodeReserved: 'GE is kept for members without a chapter; choose another code.',
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
  photoNotImage: 'Photo must be an image file',
  photoTooLarge: `Photo must be at most ${MAX_PHOTO_BYTES / MB} MB`,
  /** A photo over the public routes' bound as sent: in practice a large HEIC, which the browser cannot shrink. */
  photoTooLargeToSend: `This photo is too large to send as it is (HEIC photos cannot be made smaller in the browser): choose a JPEG, or a photo under ${MAX_PUBLIC_PHOTO_BYTES / MB} MB.`,
  photoTypeNotAccepted: `Photo must be a ${PHOTO_FORMAT_NAMES} image`,
  photoUnreadable: 'This photo could not be read. Please choose another one.',
  photoHelp: `${PHOTO_RULE} (large photos are made smaller before upload). It is printed on the card.`,
  photoTooManyPixels: 'Photo is too large: use a picture of at most {megapixels} megapixels',
  /** A picture too long or too narrow (header read), for every photo and content image field. */
  pictureBadShape: `Picture must be at most ${MAX_PHOTO_SIDE_PX.toLocaleString('en-GB')} pixels on each side and at most ${MAX_PHOTO_ASPECT_RATIO} times as long as it is wide`,
  /** Too many photos read for one address in the window (they are CPU work). */
  photoDecodeLimit: 'Too many photos were sent from this network in a short time. Please try again in a few minutes.',
  /** A photo whose decoding ran past its time. */
  photoTookTooLong: 'This photo took too long to read. Please choose a JPEG or a smaller photo.',
  receiptRequired: 'Enter the M-Pesa confirmation code (10 letters and digits) from the statement',
  paymentNotSettleable: 'Only pending manual payments and payments of unknown outcome can be settled.',
  // content officials publish: events, updates (achievements) and gallery photos (docs/content.md)
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
  contentImageRequired: 'Please choose an image',
  contentImageInvalid: `Image must be a ${PHOTO_FORMAT_NAMES} picture`,
  contentImageTooLarge: `Image must be at most ${MAX_PHOTO_BYTES / MB} MB`,
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
  contentTooLong: 'Must be at most {max} characters',
  contentVersionConflict: 'Someone else changed this item while you were editing. Reload it and try again.',
  eventNotFound: 'Event not found',
  updateNotFound: 'Update not found',
  galleryPhotoNotFound: 'Photo not found',
  mediaNotFound: 'Image not found',
  // the Payments tab
  receiptAlreadyRecorded: 'This payment already has its M-Pesa code.',
  receiptNotNeeded: 'Only a completed payment without an M-Pesa code can have one recorded.',
  receiptRecorded: 'M-Pesa code recorded.',
  // the dashboard's Overview (src/shared/overview.ts)
  overviewGrowth: (percent: number) => `+${percent}% vs. last month`,
  overviewJoinedThisMonth: (count: string) => `${count} joined in the last month`,
  overviewValidShare: (percent: number) => `${percent}% of all members`,
  overviewNoMembers: 'No members yet',
  overviewChaptersLed: (led: string, total: string) => `${led} of ${total} with a named leader`,
  // request bodies measured before they are parsed (src/server/json-body.ts)
  bodyTooComplex:
    'The request could not be read: it is not in the form this site sends (it nests too deeply or holds too many values).',
  // M-Pesa prompts: the caps per paying phone (src/server/modules/payments/prompt-rules.ts) and the member phone guard
  promptPhoneCap: (max: number, period: string, retryAt: string) =>
    `This phone has already been sent ${max} M-Pesa payment prompts in the last ${period}, the most we send to one phone. You can request another from ${retryAt}.`,
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
  verifyHolderHidden:
    'The holder’s name is shown only when the QR code on the card is scanned. A typed number shows whether the card is valid.',
  // the audit trail: GET /api/audit's filters and the dashboard's Audit tab
  auditDateInvalid: 'Dates must be real days written as YYYY-MM-DD',
  auditDateOrder: 'The end date must not be before the start date',
  auditFilterTooLong: 'A filter must be at most 100 characters',
  audit: {
    label: 'Audit trail',
    title: 'Who did what',
    intro: 'Every sign-in, change, export and card made by an official, newest first. Times are Nairobi time.',
    maskedNote: 'Names, ID numbers, phones and e-mail addresses are masked; only the chairman sees them in full.',
    official: 'Official',
    action: 'Action',
    record: 'Record',
    recordId: 'Record id',
    from: 'From',
    to: 'To',
    any: 'Any',
    apply: 'Filter',
    clear: 'Clear',
    exportCsv: 'Export CSV',
    loading: 'Loading the audit trail...',
    empty: 'Nothing recorded matches these filters.',
    time: 'Time',
    address: 'Address',
    changes: 'Change',
    system: 'system',
    unknownActor: 'not signed in',
    noun: 'row',
    /** The visible short id first: a spoken command names what the button shows. */
    recordHistory: (shortId: string, entity: string) => `${shortId}: show only this ${entity}'s history`,
  },
  // members' data rights (docs/data-rights.md): download, correct, delete
  dataRightsSessionEnded: 'For your safety this page has timed out. Please ask for a new code by SMS and enter it again.',
  dataRightsNothingToChange: 'Please give a new e-mail address, photo or phone number.',
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
  dataRightsRejectReasonRequired: 'Please say why the request is rejected (the member will be told).',
  dataRightsErasedName: 'Deleted at the member’s request',
  dataRightsNoEvents: 'None: we do not record which events members attend.',
  dataRequests: {
    label: 'Members’ data requests',
    title: 'Deletion requests',
    intro:
      'A member asked, after proving who they are by SMS code, to have their membership deleted. Approving removes their name, ID number, phone, e-mail and photo; payments stay with the membership number only. The law gives 30 days.',
    loading: 'Loading requests…',
    none: 'No requests yet.',
    overdue: (n: number) => `${n} overdue (older than 30 days)`,
    received: 'Received',
    member: 'Member',
    due: 'Answer by',
    status: 'Status',
    actions: 'Actions',
    approve: 'Approve and anonymise',
    reject: 'Reject',
    approveQuestion: (number: string) =>
      `Delete membership ${number}? The name, ID number, phone, e-mail and photo are removed for good and the member gets a final SMS.`,
    reasonLabel: 'Why is it rejected? (the member is told)',
    cancel: 'Cancel',
    confirmReject: 'Reject the request',
    approved: 'Approved: the member is anonymised and a final SMS is queued.',
    rejected: 'Rejected.',
    overdueTag: 'Overdue',
    anonymised: 'anonymised',
  },
} as const;

/**
 * What every language's catalogue holds: the same keys, each a text, or a function of the same
 * parameters that gives one. A second language is one more file, `messages.<lang>.ts`, exporting
 * a `Messages` (the compiler names any key it lacks), added to `catalogueFor` (catalogue.ts).
 */
type Catalogue<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends (...args: infer A) => string
      ? (...args: A) => string
      : Catalogue<T[K]>;
};
export type Messages = Catalogue<typeof messages>;
