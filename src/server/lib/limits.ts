/**
 * Every limit of the product, in one place: how many, in what window, and what the refused
 * person reads. A refusal is always 429 `rate_limited` with the limit's name as `reason` and a
 * Retry-After (tooMany in rate-limit.ts); the names are listed for clients in
 * src/shared/rate-limit-reasons.ts.
 *
 * Most limits are counted in the rate_counters table by lib/rate-limit.ts: a fixed window that
 * opens with the first hit of a key and lasts `windowMs` (not a window aligned to the clock, not a
 * sliding one). Some are counted from the records they are about, where the record is the thing
 * limited: prompts per paying phone from the payments table (payments/prompts.ts), codes per
 * member from card_codes (self-service), contact messages from contact_messages (contact). Those
 * windows slide: each record leaves the window on its own.
 *
 * Where the configuration can change a number (M-Pesa prompts, photo reads) the number here is
 * the default the configuration starts from.
 */
import { messages } from '../../shared/messages';
import { serverMessages } from '../../shared/server-messages';
import { ussdMessages } from '../../shared/ussd-messages';
import { phrase, type Phrase } from '../error-language';
import {
  LOGIN_ACCOUNT_WINDOW_MS,
  LOGIN_MAX_ATTEMPTS_PER_ACCOUNT,
  LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP,
  LOGIN_MAX_FAILURES_PER_IP,
  LOGIN_THROTTLE_WINDOW_MS,
  PASSWORD_CHANGE_MAX_FAILURES,
  PROMPT_PHONE_WINDOW_MS,
} from '../../shared/constants';
import type { RateLimitReason } from '../../shared/rate-limit-reasons';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** Named once: the messages of these two limits repeat their numbers. */
const PROMPTS_PER_PHONE_HOUR = 3;
const PROMPTS_PER_PHONE_DAY = 5;

/** When a refused request may try again, for a message that says so. */
export interface Wait {
  seconds: number;
  until: Date;
}

/** A count kept under a name: how many in what window. */
export interface Counter {
  name: string;
  max: number;
  windowMs: number;
}

/** A counter whose excess is refused: its name is the `reason` of the 429. */
export interface Limit extends Counter {
  name: RateLimitReason;
  /** What the refused person reads; some say when they may try again. */
  /** A text of a catalogue function is a phrase, so that it is said in the request's language (docs/i18n.md). */
  message: string | ((wait: Wait) => string | Phrase);
}

export const LIMITS = {
  // Sign-in (auth/throttle.ts, docs/decisions/0003-sign-in.md). Every attempt counts before the
  // password is checked; a success takes its own count back.
  /** Many names tried from one place. */
  sign_in_address: {
    name: 'sign_in_address',
    max: LOGIN_MAX_FAILURES_PER_IP,
    windowMs: LOGIN_THROTTLE_WINDOW_MS,
    message: serverMessages.loginLocked,
  },
  /** A guesser locks out only themselves. */
  sign_in_account_address: {
    name: 'sign_in_account_address',
    max: LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP,
    windowMs: LOGIN_THROTTLE_WINDOW_MS,
    message: serverMessages.loginLocked,
  },
  /** A guesser with many addresses gets no more guesses than one with a few. */
  sign_in_account: {
    name: 'sign_in_account',
    max: LOGIN_MAX_ATTEMPTS_PER_ACCOUNT,
    windowMs: LOGIN_ACCOUNT_WINDOW_MS,
    message: serverMessages.loginAccountLocked,
  },
  password_change: {
    name: 'password_change',
    max: PASSWORD_CHANGE_MAX_FAILURES,
    windowMs: LOGIN_THROTTLE_WINDOW_MS,
    message: serverMessages.loginLocked,
  },

  // Membership checks before registering (POST /api/registrations/check).
  registration_check_address: {
    name: 'registration_check_address',
    max: 20,
    windowMs: 10 * MINUTE_MS,
    message: serverMessages.registrationCheckLimit,
  },
  registration_check_id: {
    name: 'registration_check_id',
    max: 10,
    windowMs: HOUR_MS,
    message: serverMessages.registrationCheckLimit,
  },

  // Renewal look-ups by ID number and phone (POST /api/renewals/check): refused attempts count
  // too, so hammering a refused key keeps it refused to the end of its window.
  /** Enough for typos, too few to guess phone numbers. */
  renewal_lookup_id: {
    name: 'renewal_lookup_id',
    max: 10,
    windowMs: HOUR_MS,
    message: serverMessages.renewalTooManyChecks,
  },
  /** A cyber café or a family sharing one connection is not blocked. */
  renewal_lookup_address: {
    name: 'renewal_lookup_address',
    max: 60,
    windowMs: HOUR_MS,
    message: serverMessages.renewalTooManyChecks,
  },

  // "Get my card again" (/my-card): refused attempts count too, as for renewal look-ups.
  /** At least 20 an hour per network (a family or a cyber café): we allow 30. */
  card_code_address: { name: 'card_code_address', max: 30, windowMs: HOUR_MS, message: serverMessages.codeTooMany },
  card_code_try_address: {
    name: 'card_code_try_address',
    max: 60,
    windowMs: HOUR_MS,
    message: serverMessages.renewalTooManyChecks,
  },
  /** Counted from card_codes; told only to the matching ID number + phone pair. */
  card_code_member: {
    name: 'card_code_member',
    max: 3,
    windowMs: HOUR_MS,
    message: (wait: Wait) => phrase('codeMemberLimit', Math.ceil(wait.seconds / 60)),
  },

  // M-Pesa prompts (payments/prompts.ts, docs/product-rules.md "Prompt limits").
  /** Every attempt on a prompt route, refused ones too (config.mpesa.promptLimits.perIpPerTenMinutes). */
  prompt_address: { name: 'prompt_address', max: 30, windowMs: 10 * MINUTE_MS, message: serverMessages.promptIpLimit },
  /** Counted from payments, whatever the method: Daraja locks the subscriber anyway (config.mpesa.promptLimits.perPhonePerMinute). */
  prompt_phone_minute: {
    name: 'prompt_phone_minute',
    max: 1,
    windowMs: PROMPT_PHONE_WINDOW_MS,
    message: serverMessages.promptPhoneLimit,
  },
  /**
   * Counted from payments (STK prompts only), whatever the ID number and purpose: without a cap
   * anyone could send a PIN prompt to any phone once a minute, for ever.
   */
  prompt_phone_hour: {
    name: 'prompt_phone_hour',
    max: PROMPTS_PER_PHONE_HOUR,
    windowMs: HOUR_MS,
    message: (wait: Wait) => phrase('promptPhoneCap', PROMPTS_PER_PHONE_HOUR, 1, wait.until.toISOString()),
  },
  prompt_phone_day: {
    name: 'prompt_phone_day',
    max: PROMPTS_PER_PHONE_DAY,
    windowMs: 24 * HOUR_MS,
    message: (wait: Wait) => phrase('promptPhoneCap', PROMPTS_PER_PHONE_DAY, 24, wait.until.toISOString()),
  },

  // Cards.
  /** A member downloads their card a few times, a family or a cyber café a few cards. */
  card_download: { name: 'card_download', max: 30, windowMs: 10 * MINUTE_MS, message: serverMessages.cardDownloadRateLimited },
  /** The API and the /verify page share it. */
  card_verify_address: {
    name: 'card_verify_address',
    max: 30,
    windowMs: MINUTE_MS,
    message: serverMessages.cardVerifyRateLimited,
  },
  /**
   * All addresses together: far above a busy event's scanning, far below a harvest. Only look-ups
   * an address was allowed count here: one address hammering spends its own budget, not everyone's.
   */
  card_verify_site: { name: 'card_verify_site', max: 300, windowMs: MINUTE_MS, message: serverMessages.cardVerifyRateLimited },

  // Contact messages, counted from contact_messages. A cyber café or an office shares one
  // address: a ceiling per address alone would let one chatty visitor lock out everyone behind it.
  contact_sender: { name: 'contact_sender', max: 5, windowMs: HOUR_MS, message: serverMessages.contactRateLimited },
  contact_address: { name: 'contact_address', max: 30, windowMs: HOUR_MS, message: serverMessages.contactRateLimited },

  // Photos read per address (photos/decode-count.ts): the costliest thing a request can ask for.
  // Defaults of config.photoDecodesPerTenMinutes.
  photo_decode_public: {
    name: 'photo_decode_public',
    max: 30,
    windowMs: 10 * MINUTE_MS,
    message: serverMessages.photoDecodeLimit,
  },
  photo_decode_officials: {
    name: 'photo_decode_officials',
    max: 120,
    windowMs: 10 * MINUTE_MS,
    message: serverMessages.photoDecodeLimit,
  },

  // Event RSVPs (modules/events). A phone signs up for a few events; a cyber café or a youth
  // group's one phone signs up a few dozen people; a popular event fills at most this fast.
  rsvp_phone: { name: 'rsvp_phone', max: 5, windowMs: 10 * MINUTE_MS, message: messages.rsvp.tooMany },
  rsvp_address: { name: 'rsvp_address', max: 30, windowMs: 10 * MINUTE_MS, message: messages.rsvp.tooMany },
  rsvp_event: { name: 'rsvp_event', max: 120, windowMs: MINUTE_MS, message: messages.rsvp.tooMany },
  // USSD (modules/ussd, docs/ussd.md), per calling phone (hashed). A member needs a few sessions
  // to finish a job; a script dialling all day through a gateway does not get the database.
  ussd_sessions_phone: { name: 'ussd_sessions_phone', max: 20, windowMs: HOUR_MS, message: ussdMessages.en.tooManySessions },
  /** The number goes to the phone on file only, but each SMS costs the organisation money. */
  ussd_number_sms: { name: 'ussd_number_sms', max: 3, windowMs: HOUR_MS, message: ussdMessages.en.tooManyNumberSms },
} as const satisfies { [R in RateLimitReason]: Limit & { name: R } };

/**
 * Sign-in attempts from a browser that holds a device cookie for the account are counted here
 * instead of on the account's ceiling, and never refused by it: generous for one official's own
 * browser, small for a thief. Past it the browser is counted like any other.
 */
export const SIGN_IN_DEVICE: Counter = { name: 'sign_in_device', max: 10, windowMs: LOGIN_ACCOUNT_WINDOW_MS };

/**
 * SMS handed to the gateway, across every instance (sms/outbox.ts): a one-second window whose
 * max is the configuration's SMS_RATE_PER_SECOND (this 10 is its default). A send over it is put
 * back in the queue for the next second, not refused.
 */
export const SMS_SENDS: Counter = { name: 'sms_send', max: 10, windowMs: 1_000 };

/** No window is longer: rate_counters rows older than this are swept. */
export const LONGEST_WINDOW_MS = Math.max(SIGN_IN_DEVICE.windowMs, ...Object.values(LIMITS).map((limit) => limit.windowMs));
