/**
 * Every limit the product has, by name. A refused request always answers 429 with the one code
 * `rate_limited`; `reason` (one of these) says which rule refused it, so a client or a test can
 * tell them apart without reading the message. The numbers, windows and messages of each are in
 * src/server/lib/limits.ts.
 */
export const RATE_LIMIT_REASONS = [
  /** Sign-in attempts from one address, any account. */
  'sign_in_address',
  /** Sign-in attempts for one account from one address. */
  'sign_in_account_address',
  /** Sign-in attempts for one account from all addresses together. */
  'sign_in_account',
  /** Wrong "current password" tries of one signed-in official. */
  'password_change',
  /** Membership checks before registering, per address. */
  'registration_check_address',
  /** Membership checks before registering, per ID number from anywhere. */
  'registration_check_id',
  /** Renewal look-ups (ID number and phone), per ID number. */
  'renewal_lookup_id',
  /** Renewal look-ups, per address. */
  'renewal_lookup_address',
  /** "Get my card again" code requests, per address. */
  'card_code_address',
  /** "Get my card again" code tries, per address. */
  'card_code_try_address',
  /** Codes sent to one member. */
  'card_code_member',
  /** M-Pesa prompt attempts, per address. */
  'prompt_address',
  /** M-Pesa prompts to one paying phone: one a minute. */
  'prompt_phone_minute',
  /** M-Pesa prompts to one paying phone in an hour. */
  'prompt_phone_hour',
  /** M-Pesa prompts to one paying phone in 24 hours. */
  'prompt_phone_day',
  /** Card downloads by link, per address. */
  'card_download',
  /** Card verification look-ups, per address. */
  'card_verify_address',
  /** Card verification look-ups, all addresses together. */
  'card_verify_site',
  /** Contact messages from one sender (address and e-mail). */
  'contact_sender',
  /** Contact messages from one address. */
  'contact_address',
  /** Photos read for the public forms, per address. */
  'photo_decode_public',
  /** Photos read for the officials' forms, per address. */
  'photo_decode_officials',
  /** RSVPs from one phone. */
  'rsvp_phone',
  /** RSVPs from one address. */
  'rsvp_address',
  /** RSVPs to one event in a minute, from everyone. */
  'rsvp_event',
  /** USSD sessions started from one phone in an hour. */
  'ussd_sessions_phone',
  /** Membership numbers sent by SMS on request over USSD, per phone. */
  'ussd_number_sms',
] as const;

export type RateLimitReason = (typeof RATE_LIMIT_REASONS)[number];
