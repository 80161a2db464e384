/** Business constants (docs/product-rules.md), in one place. Times are milliseconds unless named otherwise. */

export const REGISTRATION_FEE_KES = 200;
export const PROCESSING_FEE_KES = 0;
export const TOTAL_FEE_KES = REGISTRATION_FEE_KES + PROCESSING_FEE_KES;

export const PAYMENT_FIRST_CHECK_MS = 5_000;
export const PAYMENT_CHECK_INTERVAL_MS = 5_000;
/** "Not confirmed yet, check again" after more than this many pending answers. */
export const PAYMENT_MAX_RETRIES = 10;
/**
 * "Not confirmed yet, check again" after more than this many consecutive checks that themselves
 * errored, waited out with backoff capped at 10 s (about four minutes): a check error never means "not paid".
 */
export const PAYMENT_MAX_CHECK_ERRORS = 24;
export const PAYMENT_SUCCESS_CODE = '0';
/**
 * One M-Pesa prompt per paying phone in this window (Daraja locks the subscriber while a prompt is
 * open anyway): the server refuses a second one, and the page counts down to the end of it.
 */
export const PROMPT_PHONE_WINDOW_MS = 60_000;

export const STEP_CHANGE_DELAY_MS = 300;
export const UPDATE_DETAIL_DELAY_MS = 500;
export const HEADER_SCROLL_THRESHOLD_PX = 50;
export const ANIMATION_VISIBILITY_THRESHOLD = 0.15;
export const RELATED_UPDATES_LIMIT = 2;
export const RECENT_MEMBERS_SHOWN = 5;
export const HERO_CAROUSEL_MS = 5_000;
export const TESTIMONIALS_CAROUSEL_MS = 6_000;
export const CAROUSEL_TRANSITION_MS = 350;
export const CAROUSEL_SWIPE_TOLERANCE_PX = 5;
export const SUCCESS_NOTICE_MS = 5_000;
export const NOTIFICATION_REFRESH_MS = 60_000;

export const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** "Remember me" keeps the session this long instead. */
export const REMEMBER_ME_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_COOKIE = 'myv_session';

export const DEFAULT_CHAPTER_LEADER = 'TBD';
export const MEMBERSHIP_RENEWAL_YEARS = 1;
export const LEADERSHIP_RENEWAL_YEARS = 3;
export const MEMBER_NUMBER_RANGE = { min: 1, max: 500 } as const;
export const LEADER_NUMBER_RANGE = { min: 1, max: 100 } as const;

export const CARD_SIZE_MM = { width: 85, height: 54 } as const;

/**
 * The one photo rule (docs/photos.md), for every picture a person uploads: the registration photo,
 * the officials' member and leader photos, and officials' pictures for events, updates and the
 * gallery. These formats, up to MAX_PHOTO_BYTES as picked: the forms' help text, the file
 * pickers, the browser's check and the server's check all read them from here.
 * `decodedAs` is the format sharp reports on the server (it reads AVIF and HEIC as HEIF);
 * `browserDecodes` false means the browser cannot shrink it, so it goes up as it is.
 */
export const PHOTO_FORMATS = [
  { name: 'JPEG', types: ['image/jpeg', 'image/pjpeg'], extensions: ['jpg', 'jpeg'], decodedAs: 'jpeg', browserDecodes: true },
  { name: 'PNG', types: ['image/png'], extensions: ['png'], decodedAs: 'png', browserDecodes: true },
  { name: 'WebP', types: ['image/webp'], extensions: ['webp'], decodedAs: 'webp', browserDecodes: true },
  { name: 'AVIF', types: ['image/avif'], extensions: ['avif'], decodedAs: 'heif', browserDecodes: true },
  {
    name: 'HEIC',
    types: ['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence'],
    extensions: ['heic', 'heif'],
    decodedAs: 'heif',
    browserDecodes: false,
  },
] as const;
/**
 * The largest picture file a person may pick, and the largest the server accepts: a phone's
 * camera photo is 5–12 MB, a 48–50 MP one up to about 25 MB. The browser shrinks what it can
 * decode before upload, so most uploads are far smaller; HEIC arrives as it is, and the public
 * routes take it only up to MAX_PUBLIC_PHOTO_BYTES.
 */
export const MAX_PHOTO_BYTES = 25 * 1024 * 1024;
/**
 * The largest photo the server accepts, as it arrives, from the public registration and renewal
 * routes (no account needed, so anyone can send it). A person may still pick up to
 * MAX_PHOTO_BYTES: the browser shrinks every kind it can decode to a JPEG of ~150 KB before
 * upload, so only HEIC (which the browser cannot shrink) comes near this bound, and must fit it.
 * Why not 25 MB: parsing a 6.8 MB JSON body stalls the event loop ~1.5 s and decoding a 2.9 MB
 * HEIC (WebAssembly, on the event loop) froze the whole server ~3.4 s; 25 MB from anyone would be
 * many times worse. The officials' signed-in forms keep MAX_PHOTO_BYTES.
 */
export const MAX_PUBLIC_PHOTO_BYTES = 5 * 1024 * 1024;
/**
 * Uploaded photos: at most this many pixels, read from the file's header before anything is
 * decoded (a small compressed file can claim a huge picture; decoding 7000 × 7000 costs about a
 * second of CPU). 24 MP covers a phone camera's usual 6000 × 4000.
 */
export const MAX_PHOTO_PIXELS = 24_000_000;
/**
 * Uploaded photos: at most this many pixels on either side, and at most this many times as long
 * as they are wide, also read from the header. The pixel cap alone lets through a 20,000,000 × 1
 * strip (a 20 KB PNG) that took half a gigabyte to re-encode. 16,384 is about twice the long side of a
 * 48 MP phone photo; 10:1 is wider than a phone's panorama once it fits in the pixel cap.
 */
export const MAX_PHOTO_SIDE_PX = 16_384;
export const MAX_PHOTO_ASPECT_RATIO = 10;

/** Defined in src/shared/paging.ts; re-exported until the dashboard's use-paged.ts imports it from there. */
export { DEFAULT_PAGE_SIZE } from './paging';

/**
 * Version of the privacy notice a registrant consents to; stored with each registration. The date
 * the notice last changed in what it says we keep or do (2026-11-26: event guests' details kept
 * 90 days), so a consent names the notice its member read.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-26';
/**
 * Version of the SMS consent wording at registration (messages.smsConsent.label), stored with a
 * member's consent (members.sms_consent_version): a new wording gets a new version, so a consent
 * can always be traced to the words the member ticked.
 */
export const SMS_CONSENT_VERSION = 'registration-2026-11';

export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];
/**
 * The English words of each stored gender ('other' is shown as "Prefer not to say"): the CSV
 * export writes them and the import reads them back, the dashboard shows them, and the English
 * registration form offers them (registration-messages.ts; its Kiswahili twin has its own).
 */
export const GENDER_LABELS: Record<Gender, string> = {
  male: 'Male',
  female: 'Female',
  other: 'Prefer not to say',
};

/** A member's or leader's record status, set by officials (apart from a membership's lifecycle). */
export const RECORD_STATUSES = ['active', 'inactive'] as const;
/**
 * How the dashboard names that switch: "Enabled"/"Disabled", never "Active", which is a
 * membership status (src/shared/membership.ts) shown in the same row.
 */
export const RECORD_STATUS_LABELS: Record<(typeof RECORD_STATUSES)[number], string> = { active: 'Enabled', inactive: 'Disabled' };
export const RECORD_STATUS_OPTIONS = RECORD_STATUSES.map((value) => ({ value, label: RECORD_STATUS_LABELS[value] }));
/** A member's fee: paid (by M-Pesa or settled by hand), pending, or unpaid (added by an official). */
export const MEMBER_PAYMENT_STATUSES = ['paid', 'pending', 'unpaid'] as const;
/** How a member came to be: their own M-Pesa prompt, a manual paybill payment, or an official. */
export const MEMBER_PAYMENT_METHODS = ['mpesa_stk', 'manual', 'admin'] as const;

/**
 * One payment row: pending → completed | failed | unknown (reconciliation settles it) | rejected;
 * review: paid, but its effect was withheld (a renewal for a suspended member) until an official decides;
 * exception: paybill money whose account number matches nobody, waiting for an official;
 * partial: paybill money below the fee, held on a member until their partials reach it.
 */
export const PAYMENT_STATUSES = [
  'pending',
  'completed',
  'failed',
  'unknown',
  'rejected',
  'review',
  'exception',
  'partial',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_METHODS = ['mpesa_stk', 'manual'] as const;
export const PAYMENT_PURPOSES = ['registration', 'renewal', 'donation'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/** A donation (docs/donations.md): whole shillings in this range, any phone, no membership needed. */
export const DONATION_MIN_KES = 10;
export const DONATION_MAX_KES = 150_000;
/** The /donate page's quick picks. */
export const DONATION_QUICK_PICKS_KES = [100, 500, 1_000] as const;
/** What a paybill donor types as the account number (and the STK prompt's AccountReference). */
export const DONATION_ACCOUNT = 'DONATE';
/** How many listed donors the public thank-you list shows. */
export const DONORS_LISTED = 10;

/**
 * How the money arrived: an STK prompt the site started, a paybill payment the payer made from
 * the M-Pesa menu (Daraja C2B, the pull API or a statement line), or manual mode's typed M-Pesa code.
 */
export const PAYMENT_CHANNELS = ['stk', 'paybill', 'manual'] as const;
export type PaymentChannel = (typeof PAYMENT_CHANNELS)[number];
/** An outgoing SMS or e-mail in the outbox. */
export const OUTBOX_STATUSES = ['queued', 'sending', 'sent', 'failed', 'skipped'] as const;

/** How the site talks to M-Pesa: the built-in simulator, Daraja's sandbox or production, or paybill by hand. */
export const MPESA_MODES = ['simulator', 'sandbox', 'production', 'manual'] as const;
/** @public For src/server/config.ts, which still declares its own list of modes. */
export type MpesaMode = (typeof MPESA_MODES)[number];

export const LEADER_POSITIONS = [
  'Chairperson',
  'Vice Chairperson',
  'Secretary General',
  'Administrative Secretary',
  'Vice Administrative Secretary',
  'Treasurer',
  'Program Coordinator',
  'Project Coordinator',
  'Discipline & Monitoring Committee Chair',
  'Discipline & Monitoring Committee Vice Chair',
  'Public Relations',
  'Communication Director',
  'Youth Empowerment & Giving Back',
  'MYV Advisor',
  'MYV Legal Advisor',
  'Head of Departments',
  'Regional Coordinator',
  'Sub county Leader',
  'Ward Leader',
  'Education Department',
  'Health Department',
  'ICT Department',
] as const;
export type LeaderPosition = (typeof LEADER_POSITIONS)[number];

// sign-in protection and officials' passwords
/** Failed sign-ins are counted over this window (per account and address, per address, per account). */
export const LOGIN_THROTTLE_WINDOW_MS = 15 * 60 * 1000;
/** This many failures for one account from one address block that address for that account: an attacker locks out only themselves. */
export const LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP = 5;
/** This many failures from one IP within the window block that IP (many names tried). */
export const LOGIN_MAX_FAILURES_PER_IP = 20;
/**
 * Sign-in attempts for one account from all addresses together within LOGIN_ACCOUNT_WINDOW_MS;
 * past it the account is refused (429) everywhere until the window ends: a guesser with many
 * addresses gets this many guesses an hour, not five per address. A chairman's reset clears it.
 */
export const LOGIN_MAX_ATTEMPTS_PER_ACCOUNT = 30;
export const LOGIN_ACCOUNT_WINDOW_MS = 60 * 60 * 1000;
/** Wrong "current password" tries on the password-change form, per official, within the window. */
export const PASSWORD_CHANGE_MAX_FAILURES = 5;
/** Officials' passwords: at least this long (ASVS 2.1.1), at most PASSWORD_MAX_LENGTH. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;
