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
import { formatMomentShort } from '../../shared/dates';
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
  message: string | ((wait: Wait) => string);
}

export const LIMITS = {
  // Sign-in (auth/throttle.ts, docs/decisions/0003-sign-in.md). Every attempt counts before the
  // password is checked; a success takes its own count back.
  /** Many names tried from one place. */
  sign_in_address: {
    name: 'sign_in_address',
    max: LOGIN_MAX_FAILURES_PER_IP,
    windowMs: LOGIN_THROTTLE_WINDOW_MS,
    message: messages.loginLocked,
  },
  /** A guesser locks out only themselves. */
  sign_in_account_address: {
    name: 'sign_in_account_address',
    max: LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP,
    windowMs: LOGIN_THROTTLE_WINDOW_MS,
    message: messages.loginLocked,
  },
  /** A guesser with many addresses gets no more guesses than one with a few. */
  sign_in_account: {
    name: 'sign_in_account',
    max: LOGIN_MAX_ATTEMPTS_PER_ACCOUNT,
    windowMs: LOGIN_ACCOUNT_WINDOW_MS,
    message: messages.loginAccountLocked,
  },
  password_change: {
    name: 'password_change',
    max: PASSWORD_CHANGE_MAX_FAILURES,
    windowMs: LOGIN_THROTTLE_WINDOW_MS,
    message: messages.loginLocked,
  },

  // Membership checks before registering (POST /api/registrations/check).
  registration_check_address: {
    name: 'registration_check_address',
    max: 20,
    windowMs: 10 * MINUTE_MS,
    message: messages.registrationCheckLimit,
  },
  registration_check_id: {
    name: 'registration_check_id',
    max: 10,
    windowMs: HOUR_MS,
    message: messages.registrationCheckLimit,
  },

  // Renewal look-ups by ID number and phone (POST /api/renewals/check): refused attempts count
  // too, so hammering a refused key keeps it refused to the end of its window.
  /** Enough for typos, too few to guess phone numbers. */
  renewal_lookup_id: {
    name: 'renewal_lookup_id',
    max: 10,
    windowMs: HOUR_MS,
    message: messages.renewalTooManyChecks,
  },
  /** A cyber café or a family sharing one connection is not blocked. */
  renewal_lookup_address: {
    name: 'renewal_lookup_address',
    max: 60,
    windowMs: HOUR_MS,
    message: messages.renewalTooManyChecks,
  },

  // "Get my card again" (/my-card): refused attempts count too, as for renewal look-ups.
  /** At least 20 an hour per network (a family or a cyber café): we allow 30. */
  card_code_address: { name: 'card_code_address', max: 30, windowMs: HOUR_MS, message: messages.codeTooMany },
  card_code_try_address: {
    name: 'card_code_try_address',
    max: 60,
    windowMs: HOUR_MS,
    message: messages.renewalTooManyChecks,
  },
  /** Counted from card_codes; told only to the matching ID number + phone pair. */
  card_code_member: {
    name: 'card_code_member',
    max: 3,
    windowMs: HOUR_MS,
    message: (wait: Wait) => messages.codeMemberLimit(Math.ceil(wait.seconds / 60)),
  },

  // M-Pesa prompts (payments/prompts.ts, docs/product-rules.md "Prompt limits").
  /** Every attempt on a prompt route, refused ones too (config.mpesa.promptLimits.perIpPerTenMinutes). */
  prompt_address: { name: 'prompt_address', max: 30, windowMs: 10 * MINUTE_MS, message: messages.promptIpLimit },
  /** Counted from payments, whatever the method: Daraja locks the subscriber anyway (config.mpesa.promptLimits.perPhonePerMinute). */
  prompt_phone_minute: {
    name: 'prompt_phone_minute',
    max: 1,
    windowMs: PROMPT_PHONE_WINDOW_MS,
    message: messages.promptPhoneLimit,
  },
  /**
   * Counted from payments (STK prompts only), whatever the ID number and purpose: without a cap
   * anyone could send a PIN prompt to any phone once a minute, for ever.
   */
  prompt_phone_hour: {
    name: 'prompt_phone_hour',
    max: PROMPTS_PER_PHONE_HOUR,
    windowMs: HOUR_MS,
    message: (wait: Wait) => messages.promptPhoneCap(PROMPTS_PER_PHONE_HOUR, 'hour', formatMomentShort(wait.until.toISOString())),
  },
  prompt_phone_day: {
    name: 'prompt_phone_day',
    max: PROMPTS_PER_PHONE_DAY,
    windowMs: 24 * HOUR_MS,
    message: (wait: Wait) =>
      messages.promptPhoneCap(PROMPTS_PER_PHONE_DAY, '24 hours', formatMomentShort(wait.until.toISOString())),
  },

  // Cards.
  /** A member downloads their card a few times, a family or a cyber café a few cards. */
  card_download: { name: 'card_download', max: 30, windowMs: 10 * MINUTE_MS, message: messages.cardDownloadRateLimited },
  /** The API and the /verify page share it. */
  card_verify_address: { name: 'card_verify_address', max: 30, windowMs: MINUTE_MS, message: messages.cardVerifyRateLimited },
  /**
   * All addresses together: far above a busy event's scanning, far below a harvest. Only look-ups
   * an address was allowed count here: one address hammering spends its own budget, not everyone's.
   */
  card_verify_site: { name: 'card_verify_site', max: 300, windowMs: MINUTE_MS, message: messages.cardVerifyRateLimited },

  // Contact messages, counted from contact_messages. A cyber café or an office shares one
  // address: a ceiling per address alone would let one chatty visitor lock out everyone behind it.
  contact_sender: { name: 'contact_sender', max: 5, windowMs: HOUR_MS, message: messages.contactRateLimited },
  contact_address: { name: 'contact_address', max: 30, windowMs: HOUR_MS, message: messages.contactRateLimited },

  // Photos read per address (photos/decode-count.ts): the costliest thing a request can ask for.
  // Defaults of config.photoDecodesPerTenMinutes.
  photo_decode_public: { name: 'photo_decode_public', max: 30, windowMs: 10 * MINUTE_MS, message: messages.photoDecodeLimit },
  photo_decode_officials: {
    name: 'photo_decode_officials',
    max: 120,
    windowMs: 10 * MINUTE_MS,
    message: messages.photoDecodeLimit,
  },
} as const satisfies { [R in RateLimitReason]: Limit & { name: R } };

/**
 * Sign-in attempts from a browser that holds a device cookie for the account are counted here
 * instead of on the account's ceiling, and never refused by it: generous for one official's own
 * browser, small for a thief. Past it the browser is counted like any other.
 */
export const SIGN_IN_DEVICE: Counter = { name: 'sign_in_device', max: 10, windowMs: LOGIN_ACCOUNT_WINDOW_MS };

/** No window is longer: rate_counters rows older than this are swept. */
export const LONGEST_WINDOW_MS = Math.max(SIGN_IN_DEVICE.windowMs, ...Object.values(LIMITS).map((limit) => limit.windowMs));
