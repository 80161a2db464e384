/**
 * Every `error.code` the server answers (`{ "error": { "code", "message", "reason"?, "fields"? } }`),
 * in one list. `AppError` takes only these, so a misspelt code fails the typecheck, and the
 * browser compares against the same names (`error.code === ERROR_CODES.renewalHeld`). A code says
 * what a client may act on; the message is for people and may change. Codes never change once
 * shipped: clients and scripts compare them.
 */
export const ERROR_CODES = {
  // 400: the request itself
  /** A field (body, query, path) failed its schema or a rule of the form; `fields` names it. */
  validation: 'validation',
  /** A request the server cannot use and that no more specific code covers (`badRequest()`). */
  badRequest: 'bad_request',
  /** The body is not valid JSON. */
  invalidJson: 'invalid_json',
  /** Content-Type says JSON and the body is empty. */
  emptyBody: 'empty_body',
  /** The body's length does not match its Content-Length. */
  invalidContentLength: 'invalid_content_length',
  /** JSON nested or wide beyond what any form sends (refused before parsing). */
  bodyTooComplex: 'body_too_complex',
  /** Control or invisible characters where text is expected. */
  unsafeText: 'unsafe_text',
  /** A content image (events, updates, gallery) that is not a picture we accept. */
  invalidImage: 'invalid_image',
  /** A member's or leader's photo that is not a picture we accept. */
  invalidPhoto: 'invalid_photo',
  /** A chapter name that names no chapter. */
  unknownChapter: 'unknown_chapter',
  /** Changing a password: the current one given is wrong. */
  wrongPassword: 'wrong_password',
  /** Changing a password: the new one is the current one. */
  samePassword: 'same_password',
  /** The member CSV import found problems in the file, or nothing to import; nothing was written. */
  importRefused: 'import_refused',

  // 401, 402, 403: who is asking
  /** Sign-in: unknown user, wrong password or a disabled account (one answer for all three). */
  invalidCredentials: 'invalid_credentials',
  /** A signed-in route without a (valid) session. */
  unauthenticated: 'unauthenticated',
  /** `GET /api/auth/session` without a session: the public answer "nobody is signed in". */
  signedOut: 'signed_out',
  /** The official's role may not use this route. */
  forbidden: 'forbidden',
  /** A chapter coordinator naming another chapter in a record it adds or edits. */
  outsideChapter: 'outside_chapter',
  /** Signed in with a temporary password: only changing it is allowed. */
  passwordChangeRequired: 'password_change_required',
  /** An official whose role must use two-step sign-in and has not set it up: only /api/auth/* answers. */
  twoFactorSetupRequired: 'two_factor_setup_required',
  /** Two-step sign-in: the code (or recovery code) is wrong, or was already used. */
  twoFactorCodeWrong: 'two_factor_code_wrong',
  /** `POST /api/auth/2fa/verify` without a (valid, unexpired) password step first. */
  twoFactorPendingExpired: 'two_factor_pending_expired',
  /** A state-changing request from another site (Origin check). */
  badOrigin: 'bad_origin',
  /** A registration's payment asked about from a browser without its cookie. */
  registrationCookie: 'registration_cookie',
  /** A renewal's payment asked about from a browser without its cookie. */
  renewalCookie: 'renewal_cookie',
  /** The payment is not completed yet (the client keeps waiting). */
  paymentRequired: 'payment_required',
  /** The payment failed or was rejected: it will not complete. */
  paymentNotCompleted: 'payment_not_completed',
  /** A card link that was tampered with or made up. */
  cardLinkInvalid: 'card_link_invalid',
  /** A card of a suspended member. */
  cardSuspended: 'card_suspended',

  // 404, 410, 413, 415: what is asked for
  /** No such record, route or page. */
  notFound: 'not_found',
  /** A card download link past its lifetime. */
  cardLinkExpired: 'card_link_expired',
  /** The body is over the route's size limit. */
  bodyTooLarge: 'body_too_large',
  /** A body that is not JSON (forms, text). */
  unsupportedMediaType: 'unsupported_media_type',

  // 409: the state of things
  /** A clash that no more specific code covers: a duplicate, a record changed meanwhile (`conflict()`). */
  conflict: 'conflict',
  /** An edit of a member or leader that changed since the form loaded it. */
  editConflict: 'edit_conflict',
  /** Registering someone who is already a member (same ID number and phone). */
  alreadyMember: 'already_member',
  /** An RSVP from a phone already on the event's list (going or waiting). */
  alreadyOnList: 'already_on_list',
  /** Registering an ID number that a member already has (with another phone). */
  idNumberRegistered: 'id_number_registered',
  /** A prompt for this member's phone is already in progress. */
  memberPhoneInProgress: 'member_phone_in_progress',
  /** Renewing (or asking for a code for) a suspended member. */
  memberInactive: 'member_inactive',
  /** A renewal long before the renewal date, not confirmed by the member. */
  earlyRenewal: 'early_renewal',
  /** A renewal paid while the member was suspended: held for an official. */
  renewalHeld: 'renewal_held',
  /** An official confirms a held payment while its cause still stands. */
  stillHeld: 'still_held',
  /** An official settles a payment that is not waiting for them. */
  notAwaitingVerification: 'not_awaiting_verification',
  /** An M-Pesa code recorded for a payment that needs none. */
  receiptNotNeeded: 'receipt_not_needed',
  /** Two-step sign-in set up again while it is on. */
  twoFactorAlreadyEnabled: 'two_factor_already_enabled',
  /** Two-step sign-in confirmed without a set-up started, or turned off while it is off. */
  twoFactorNotEnabled: 'two_factor_not_enabled',
  /** Turning two-step sign-in off for a role that must use it. */
  twoFactorRequired: 'two_factor_required',
  /** An official disabling or resetting their own account. */
  ownAccount: 'own_account',
  /** An official approving or rejecting their own request: a second official must decide. */
  ownRequest: 'own_request',
  /** The M-Pesa prompt asked for while the site takes payments by paybill code only. */
  manualMode: 'manual_mode',
  /** A paybill code sent while the site pays by M-Pesa prompt. */
  notManualMode: 'not_manual_mode',
  /** The member CSV import clashed with members added between its check and its write; nothing was written. */
  importConflict: 'import_conflict',

  // 422: an RSVP the event does not take
  /** The event takes no sign-ups (RSVP off, or the event has begun). */
  rsvpClosed: 'rsvp_closed',
  /** The event's RSVP deadline has passed. */
  rsvpDeadlinePassed: 'rsvp_deadline_passed',
  /** A members-only event, and the details given are no valid member's. */
  rsvpMembersOnly: 'rsvp_members_only',

  // 429: too many
  /** Any limit on how often something may be done; `reason` says which, Retry-After when to retry. */
  rateLimited: 'rate_limited',

  // 5xx: our side
  /** An unexpected failure; the log has the details, the answer has none. */
  internal: 'internal',
  /** A card could not be drawn. */
  cardFailed: 'card_failed',
  /** The database is unreachable for a moment (Retry-After). */
  databaseUnavailable: 'database_unavailable',
  /** M-Pesa did not take the prompt. */
  mpesaUnavailable: 'mpesa_unavailable',
  /** The built-in SMS simulator did not get a simulated reply to the site (simulator mode only). */
  smsSimulatorUnavailable: 'sms_simulator_unavailable',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
