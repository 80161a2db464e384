import { MAX_PHOTO_BYTES, MAX_PUBLIC_PHOTO_BYTES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PHOTO_FORMATS } from './constants';
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

/**
 * Every text a public page shows, word for word: the client and the server both read these. Texts
 * only the server and the dashboard say are in server-messages.ts, so that the public pages do not
 * ship them (docs/i18n.md).
 */
export const messages = {
  idNumberRequired: 'ID Number is required',
  idNumberInvalid: 'ID Number must be 6 to 9 digits',
  fullNameRequired: 'Full Name is required',
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
  loginRequired: 'Please enter both username/email and password',
  loginUnexpected: 'An unexpected error occurred. Please try again.',
  accessDenied:
    "You don't have permission to access this area. Please contact your administrator if you believe this is an error.",
  contactSuccess: "Thank you for your message! We'll get back to you shortly.",
  contactFailure: 'Sorry, there was an error sending your message. Please try again.',
  /** Registration, to the ID number + phone pair on file: the person is the member. */
  alreadyMember: 'You are already a member. Renew your membership, or get your card again, below.',
  /**
   * Registration, to anyone else: the same help /renew gives, without saying whose ID number it is
   * or which phone is on file.
   */
  idNumberNotRegistrable:
    'This ID number cannot be registered again. If you registered before, renew or get your card again with the phone number you registered with.',
  paymentNotCompleted: 'Payment was not completed.',
  cardFailed: 'There was an error generating your membership card. Please try again.',
  serverError: 'Something went wrong on our side. Please try again.',

  // officials' accounts and passwords
  passwordTooShort: `The password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `The password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  passwordCurrentWrong: 'The current password is not correct',
  passwordMismatch: 'The two passwords do not match',
  passwordChanged: 'Your password has been changed.',
  usernameInvalid: 'Username must be 3 to 40 letters, digits, dots, dashes or underscores',
  roleRequired: 'Please select a role',

  // cards and their verification
  cardNumberInvalid: 'This is not a valid membership or leadership number.',

  // the public site
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
  paymentInitiateError: 'Failed to initiate payment.',
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
  manualAwaitingOfficial:
    'Your M-Pesa code is waiting for an official to verify it. Check again later: your card downloads here once it is confirmed.',

  // the membership lifecycle: renewals, "get my card again", the status filter and the import
  renewalSuspendedTitle: 'This membership is suspended',
  renewalSuspendedHelp: `A suspended membership cannot be renewed online. Please contact ${officeContact}: an official can tell you why and restore it.`,
  renewalEarlyTitle: 'Your membership is already paid',
  renewalEarlyQuestion: (date: string) =>
    `Your membership runs until ${date}. Renewing now adds another year after that date, for KSh 200. Do you want to add another year?`,
  renewalEarlyConfirm: 'Yes, add another year',
  renewalEarlyDecline: 'No, keep it as it is',
  renewalPaymentReceived: 'Payment received! Renewing your membership…',
  renewalComplete: 'Your membership is renewed. Your card is downloading.',
  codeInvalid: 'Enter the 6-digit code from the SMS.',

  // the officials' dashboard
  /** Counted words ("3 members") come formatted from src/shared/words.ts. */
  pageInvalid: 'Page must be a whole number from 1',
  pageSizeInvalid: `Page size must be a whole number from 1 to ${MAX_PAGE_SIZE}`,
  statusFilterInvalid: 'Status must be active or inactive',
  unknownChapter: 'Please select chapter',
  memberNotFound: 'Member not found',
  leaderNotFound: 'Leader not found',

  // photos: the server's checks and the browser's picker
  photoNotImage: 'Photo must be an image file',
  photoTooLarge: `Photo must be at most ${MAX_PHOTO_BYTES / MB} MB`,
  /** A photo over the public routes' bound as sent: in practice a large HEIC, which the browser cannot shrink. */
  photoTooLargeToSend: `This photo is too large to send as it is (HEIC photos cannot be made smaller in the browser): choose a JPEG, or a photo under ${MAX_PUBLIC_PHOTO_BYTES / MB} MB.`,
  photoTypeNotAccepted: `Photo must be a ${PHOTO_FORMAT_NAMES} image`,
  photoUnreadable: 'This photo could not be read. Please choose another one.',
  photoHelp: `${PHOTO_RULE} (large photos are made smaller before upload). It is printed on the card.`,
  receiptRequired: 'Enter the M-Pesa confirmation code (10 letters and digits) from the statement',

  // content officials publish: events, updates (achievements) and gallery photos (docs/content.md)

  // what the sanitiser took out of a story's Markdown, shown to the official who wrote it
  contentTooLong: 'Must be at most {max} characters',

  // the dashboard's Overview (src/shared/overview.ts)

  // limits that hold against many addresses, card verification and card links
  verifyHolderHidden:
    'The holder’s name is shown only when the QR code on the card is scanned. A typed number shows whether the card is valid.',

  // the audit trail: GET /api/audit's filters and the dashboard's Audit tab

  // members' data rights (docs/data-rights.md): download, correct, delete
  dataRightsNothingToChange: 'Please give a new e-mail address, photo or phone number.',
  dataRightsRejectReasonRequired: 'Please say why the request is rejected (the member will be told).',

  // donations and receipts (/donate, the receipt link; docs/donations.md)
  donation: {
    amountInvalid: (min: string, max: string) => `Enter a whole amount from KSh ${min} to KSh ${max}.`,
    nameTooLong: 'Please keep the name under 60 characters.',
    messageTooLong: 'Please keep the message under 280 characters.',
    listPubliclyRequired: 'Please choose whether your first name may appear on the thank-you list.',
    pageTitle: 'Donate',
    heading: 'Support Meru Youth Voice',
    intro: 'Every shilling funds our work with the youth of Meru County. You get an SMS receipt.',
    amountLabel: 'Amount (KSh)',
    quickPick: (amount: string) => `KSh ${amount}`,
    phoneLabel: 'M-Pesa phone number',
    phoneHint: 'We send it the prompt and the receipt, nothing else.',
    nameLabel: 'Your name (optional)',
    messageLabel: 'A message to the team (optional)',
    listPubliclyLabel: 'Show my first name and the amount on the thank-you list',
    submit: 'Donate with M-Pesa',
    waiting: 'Check your phone and enter your M-Pesa PIN.',
    thankYouHeading: 'Thank you!',
    thankYou: 'Received. Your SMS receipt is on its way.',
    unconfirmed: 'Not confirmed yet. If you paid, your SMS receipt will follow: do not pay again.',
    tryAgain: 'Try again',
    paybillHeading: 'Prefer the M-Pesa menu?',
    paybillSteps: 'Lipa na M-Pesa → Pay Bill → the numbers below → the amount → your PIN.',
    totalHeading: (year: number) => `Raised in ${year}`,
    donorsHeading: 'Thank you to',
    noDonorsYet: 'Be the first on the list this year.',
    anonymousDonor: 'A well-wisher',
    receiptNotFound: 'This receipt link is not valid.',
  },

  // Events: RSVP, the /rsvp/<token> page and check-in at the door (docs/events.md).
  rsvp: {
    closed: 'Sign-ups for this event are closed.',
    deadlinePassed: 'The deadline to sign up for this event has passed.',
    membersOnly: 'This event is for members. Give your membership number or ID number and the phone number on file.',
    notAMember: 'We could not find a valid membership with these details. Check the number and the phone on file.',
    memberIdRequired: 'Give your membership number or ID number',
    nameRequired: 'Please enter your name',
    alreadyOnList: 'You are already on the list for this event. To cancel, open the link in the SMS we sent you.',
    notFound: 'This sign-up was not found. Check the link in your SMS.',
    eventNotFound: 'Event not found',
    tooMany: 'Too many sign-ups. Please try again in a few minutes.',
    going: 'You are coming! We sent your code by SMS.',
    waiting: 'The event is full: you are on the waiting list. We will text you if a place frees up.',
    cancelled: 'Your place is cancelled. Thank you for letting us know.',
    imComing: "I'm coming",
    spacesLeft: (n: number) => (n === 1 ? '1 space left' : `${n} spaces left`),
    full: 'Full: new sign-ups join the waiting list',
    yourCode: 'Your code',
    cancelMyPlace: 'Cancel my place',
    showAtDoor: 'Show this code at the door, or your membership card.',
    capacityInvalid: 'Capacity must be a whole number from 1 to 100000',
    deadlineInvalid: 'The deadline must be a date and time',
    checkIn: {
      nothingToCheck: 'Scan a code, or type a membership number or RSVP code',
      unknownCard: 'This QR code is not one of our cards or RSVPs',
      guestNeedsNameAndPhone: 'A guest needs a name and a phone number',
      notFound: 'No member or RSVP matches',
    },
  },

  // SMS consent at registration (docs/campaigns.md): opt-in, the box unticked until the member ticks it.
  // Changing this wording means a new SMS_CONSENT_VERSION (shared/constants.ts).
  smsConsent: {
    label: 'Send me news and event invitations by SMS',
    hint: 'Optional. Messages about your own membership (your card, receipts, reminders) come either way; reply STOP to any news SMS to end them.',
  },

  // The events a member came to, on /my-card after the code (docs/events.md, docs/data-rights.md).
  myEvents: {
    title: 'Events I attended',
    intro: 'The events where you were checked in at the door, latest first.',
    none: 'You have not been checked in at any of our events yet. Sign up on an event’s page and show your card at the door.',
    loading: 'Loading your events…',
    checkedInAt: (time: string) => `checked in at ${time}`,
    seeEvents: 'See our events',
  },

  // Members' language and their preferences on /my-card (docs/member-language.md).
  memberLanguage: {
    languageInvalid: 'Choose English or Kiswahili.',
    smsChoiceInvalid: 'Choose whether we may send you messages.',
    heading: 'My preferences',
    intro: 'How Meru Youth Voice keeps in touch with you.',
    languageLegend: 'Language of your SMS and e-mails',
    english: 'English',
    kiswahili: 'Kiswahili',
    smsLegend: 'Messages from Meru Youth Voice',
    smsOn: 'On: send me news and event invitations',
    smsOff: 'Off',
    smsNote: 'Codes, receipts and renewal reminders always come. You can also reply STOP to any message.',
    emailLegend: 'E-mail',
    emailOnFile: (email: string) => `Your e-mail address: ${email}`,
    emailNone: 'You have no e-mail address with us.',
    emailNote: 'To add or change your e-mail address, use "Correct my details".',
    removeEmail: 'Remove my e-mail address',
    emailRemoved: 'Your e-mail address is removed.',
    loading: 'Loading your preferences...',
    save: 'Save my preferences',
    saving: 'Saving...',
    saved: 'Your preferences are saved.',
  },

  // The event page's "I'm coming" form, drawn by the server in the page's language (events/form-html.ts).
  rsvpForm: {
    signUpBy: (moment: string) => `Sign up by ${moment}.`,
    whoMembersOnly: 'For members: your membership number or ID number, and the phone number on file.',
    whoAll: 'Members: your membership number or ID number and the phone on file. Guests: your name and phone.',
    memberNumber: 'Membership number or ID number',
    memberNumberMembers: 'Membership number or ID number (members)',
    guestName: 'Your name (guests)',
    phoneNumber: 'Phone number',
  },
} as const;

/**
 * What every language's catalogue holds: the same keys, each a text, or a function of the same
 * parameters that gives one. A second language is one more file, `messages.<lang>.ts`, exporting
 * a `Messages` (the compiler names any key it lacks), added to `catalogueFor` (catalogue.ts).
 */
export type Catalogue<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends (...args: infer A) => string
      ? (...args: A) => string
      : Catalogue<T[K]>;
};
export type Messages = Catalogue<typeof messages>;
