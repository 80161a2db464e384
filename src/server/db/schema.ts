/**
 * The one database schema, used with PGlite (embedded default) and PostgreSQL alike.
 * snake_case columns, camelCase in code. Migrations are generated from this file
 * (`npm run db:generate`) and committed; never pushed.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  numeric,
  smallint,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  DEFAULT_CHAPTER_LEADER,
  GENDERS,
  MEMBER_PAYMENT_METHODS,
  MEMBER_PAYMENT_STATUSES,
  OUTBOX_STATUSES,
  PAYMENT_CHANNELS,
  PAYMENT_METHODS,
  PAYMENT_PURPOSES,
  PAYMENT_STATUSES,
  RECORD_STATUSES,
} from '../../shared/constants';
import { ROLES } from '../../shared/roles';
import { MEMBER_LANGUAGES } from '../../shared/member-language';
import { foldedSql } from './fold';
import type { StoredPaymentDraft } from '../../shared/schemas/payment-drafts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const chapters = pgTable(
  'chapters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /**
     * Two capital letters in membership and leadership numbers (IG, TI, IM, BU), one chapter
     * each: a number's code must name one chapter (docs/product-rules.md, "Chapters").
     */
    code: text('code').notNull(),
    leader: text('leader').notNull().default(DEFAULT_CHAPTER_LEADER),
    /** Set while the chapter is archived: hidden from the public pages and registration, members kept. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('chapters_name_lower_idx').on(sql`lower(${t.name})`),
    uniqueIndex('chapters_code_idx').on(t.code),
    check('chapters_code_format', sql`${t.code} ~ '^[A-Z]{2}$'`),
  ],
);

/** Re-encoded photos (never raw uploads), kept apart so member lists stay light. */
export const photos = pgTable('photos', {
  id: uuid('id').primaryKey().defaultRandom(),
  mimeType: text('mime_type').notNull(),
  data: bytea('data').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  createdAt: createdAt(),
});

export const members = pgTable(
  'members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idNumber: text('id_number').notNull(),
    fullName: text('full_name').notNull(),
    /** Canonical 2547…/2541…; shown as 07…/01…. */
    phoneNumber: text('phone_number').notNull(),
    email: text('email'),
    gender: text('gender', { enum: GENDERS }).notNull(),
    chapterId: uuid('chapter_id').references(() => chapters.id, { onDelete: 'restrict' }),
    membershipNumber: text('membership_number').notNull(),
    joinDate: date('join_date', { mode: 'string' }),
    /**
     * Until when the membership runs (docs/membership.md): join date + 1 year, moved on by each
     * paid renewal. The membership status (active / due / expired) is computed from it.
     */
    renewalDate: date('renewal_date', { mode: 'string' }).notNull(),
    paymentStatus: text('payment_status', { enum: MEMBER_PAYMENT_STATUSES }).notNull().default('unpaid'),
    paymentMethod: text('payment_method', { enum: MEMBER_PAYMENT_METHODS }),
    status: text('status', { enum: RECORD_STATUSES }).notNull().default('active'),
    photoId: uuid('photo_id').references(() => photos.id, { onDelete: 'set null' }),
    /** When and to which privacy-notice version the member consented (Data Protection Act 2019). */
    consentAt: timestamp('consent_at', { withTimezone: true }),
    consentVersion: text('consent_version'),
    /**
     * An official imported this member with "don't message these" (docs/membership.md): the
     * reminders job sends nothing while the renewal date is on or before this date, so a renewal
     * (which moves the date on) brings the reminders back.
     */
    remindersMutedThrough: date('reminders_muted_through', { mode: 'string' }),
    /**
     * Consent to promotional SMS (news, event invitations; docs/campaigns.md): opt-in only, with
     * when and to which wording. Members added before it was asked, or imported, have none.
     */
    smsConsent: boolean('sms_consent').notNull().default(false),
    smsConsentAt: timestamp('sms_consent_at', { withTimezone: true }),
    smsConsentVersion: text('sms_consent_version'),
    /** Said STOP (or an official marked it): no promotional message, whatever the consent. */
    smsOptedOut: boolean('sms_opted_out').notNull().default(false),
    /**
     * The language of the member's SMS and e-mails (docs/member-language.md): chosen at
     * registration (the page's language by default) or on /my-card; imported members read English.
     */
    language: text('language', { enum: MEMBER_LANGUAGES }).notNull().default('en'),
    /**
     * What the dashboard's search looks in (name, ID number, membership number, canonical phone),
     * folded (lower case, letter marks off: db/fold.ts) once on write; a trigram index covers it
     * (migration admin_search, remade by search_folds_marks).
     */
    searchText: text('search_text').generatedAlwaysAs((): SQL =>
      foldedSql(
        sql`${members.fullName} || ' ' || ${members.idNumber} || ' ' || ${members.membershipNumber} || ' ' || ${members.phoneNumber}`,
      ),
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('members_id_number_idx').on(t.idNumber),
    uniqueIndex('members_membership_number_idx').on(t.membershipNumber),
    // One member per phone, enforced here and not by a check before the insert (concurrent
    // registrations both passed such a check). phone_number is always canonical 2547…/2541….
    uniqueIndex('members_phone_number_idx').on(t.phoneNumber),
    index('members_chapter_idx').on(t.chapterId),
    index('members_created_at_idx').on(t.createdAt),
    // "New registrations" (joined within a month) counts a short range of this index.
    index('members_join_date_idx').on(t.joinDate),
    // The status filter and the reminders job read ranges of renewal dates.
    index('members_renewal_date_idx').on(t.renewalDate),
  ],
);

/**
 * Member counts per chapter, kept by triggers on members (migration admin_search) so the
 * dashboard's statistics and chapter badges never count 100 000 rows. chapter_key is the
 * chapter id as text, '' for members without a chapter.
 */
export const memberCounts = pgTable('member_counts', {
  chapterKey: text('chapter_key').primaryKey(),
  members: integer('members').notNull().default(0),
  active: integer('active').notNull().default(0),
});

export const leaders = pgTable(
  'leaders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idNumber: text('id_number').notNull(),
    fullName: text('full_name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    email: text('email'),
    chapterId: uuid('chapter_id').references(() => chapters.id, { onDelete: 'restrict' }),
    position: text('position').notNull(),
    leadershipNumber: text('leadership_number').notNull(),
    /** Appointment date. */
    joinDate: date('join_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: RECORD_STATUSES }).notNull().default('active'),
    photoId: uuid('photo_id').references(() => photos.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('leaders_id_number_idx').on(t.idNumber),
    uniqueIndex('leaders_leadership_number_idx').on(t.leadershipNumber),
  ],
);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    role: text('role', { enum: ROLES }).notNull(),
    /** scrypt$N$r$p$salt$hash — see modules/auth/password.ts. */
    passwordHash: text('password_hash').notNull(),
    disabled: boolean('disabled').notNull().default(false),
    /** Set by a chairman's reset or a new account: the next sign-in must choose a new password. */
    passwordTemporary: boolean('password_temporary').notNull().default(false),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /**
     * The one chapter a chapter coordinator works in (shared/roles.ts, isChapterRole); null for
     * every other role. A chapter with a coordinator cannot be deleted (restrict).
     */
    chapterId: uuid('chapter_id').references(() => chapters.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    // A chapter for the chapter-scoped role, and for no other: an account can never be half scoped.
    check('users_chapter_scope', sql`(${t.role} = 'chapter_coordinator') = (${t.chapterId} is not null)`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie's random token: a leaked table gives no usable session. */
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rememberMe: boolean('remember_me').notNull().default(false),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    /** Names the session in the official's list of signed-in devices (never the token or its hash). */
    id: uuid('id').notNull().defaultRandom(),
    /** Moved forward at most every few minutes (auth/sessions.ts), so reading it costs no write per request. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    index('sessions_expires_idx').on(t.expiresAt),
    uniqueIndex('sessions_id_idx').on(t.id),
  ],
);

/**
 * An official's TOTP authenticator (auth/two-factor/). Set up first (enabledAt null), enabled by
 * one correct code. The secret is stored encrypted (AES-256-GCM, installation key), never logged.
 */
export const twoFactor = pgTable('two_factor', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretEncrypted: text('secret_encrypted').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  /** The 30-second time-step of the last code accepted: a code is taken once, later steps only. */
  lastStep: integer('last_step'),
  createdAt: createdAt(),
});

/** Single-use recovery codes, stored as SHA-256 (each carries 80 random bits). */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.codeHash] })],
);

/**
 * One row per M-Pesa STK Push (or manual registration). The registration draft travels with
 * the payment so a confirmed payment can create its member even when the browser is gone.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    /**
     * What the payment is for; its effect on completion lives in modules/payments/purposes/:
     * registration creates the member from the draft, renewal moves the member's renewal date.
     */
    purpose: text('purpose', { enum: PAYMENT_PURPOSES }).notNull().default('registration'),
    /** pending → completed | failed | unknown (outcome not known: reconciliation settles it). */
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    /** stk (a prompt), paybill (paid from the M-Pesa menu: docs/paybill.md) or manual (manual mode). */
    channel: text('channel', { enum: PAYMENT_CHANNELS }).notNull().default('stk'),
    /** paybill: Daraja's confirmation (or pull row, or statement line) exactly as it arrived. */
    rawPayload: jsonb('raw_payload'),
    /** paybill: the payer's first name as M-Pesa gives it (the phone is masked, never a key). */
    payerFirstName: text('payer_first_name'),
    checkoutRequestId: text('checkout_request_id'),
    merchantRequestId: text('merchant_request_id'),
    phoneNumber: text('phone_number').notNull(),
    amount: integer('amount').notNull(),
    /** stk: MYV-{idNumber} as sent in the prompt; paybill: the account number the payer typed. */
    accountReference: text('account_reference').notNull(),
    resultCode: text('result_code'),
    resultDesc: text('result_desc'),
    mpesaReceiptNumber: text('mpesa_receipt_number'),
    /**
     * registration: the member's own details, as validated at step 1 (photo already re-encoded:
     * photoId). renewal: the member's name, number and chapter at the time, for the Payments tab.
     * Read by its purpose through draftOf (modules/payments), which parses it.
     */
    draft: jsonb('draft').$type<StoredPaymentDraft>().notNull(),
    idNumber: text('id_number').notNull(),
    /** registration: the member it created; renewal: the member renewed (set when the prompt starts). */
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'set null' }),
    /** SHA-256 of the httpOnly myv_registration cookie: only the browser that paid may finalise. */
    browserTokenHash: text('browser_token_hash'),
    /** Client IP at the prompt, for the per-network prompt limit. */
    ip: text('ip'),
    /** Why a payment needs an official's eye (amount mismatch, duplicate ID after payment, …). */
    note: text('note'),
    lastQueriedAt: timestamp('last_queried_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /**
     * The language of the page the payer paid from (a donation on /sw/donate: 'sw'), for what
     * they receive without being a member: the thank-you SMS and the receipt. Null when no page
     * said (paybill, older rows): a member's payment follows members.language, anyone else English.
     */
    language: text('language', { enum: MEMBER_LANGUAGES }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_checkout_request_idx').on(t.checkoutRequestId),
    uniqueIndex('payments_receipt_idx').on(t.mpesaReceiptNumber),
    index('payments_status_idx').on(t.status),
    // A paybill payer's partials, summed under a lock when the next one arrives.
    index('payments_partial_id_number_idx')
      .on(t.idNumber)
      .where(sql`${t.status} = 'partial'`),
    index('payments_id_number_idx').on(t.idNumber),
    index('payments_phone_created_idx').on(t.phoneNumber, t.createdAt),
    index('payments_ip_created_idx').on(t.ip, t.createdAt),
    // A member's payments (registration and renewals) in the dashboard.
    index('payments_member_created_idx').on(t.memberId, t.createdAt),
  ],
);

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  ip: text('ip'),
  emailedAt: timestamp('emailed_at', { withTimezone: true }),
  /** When an official first marked it read in the dashboard's Messages tab. */
  readAt: timestamp('read_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    message: text('message').notNull(),
    entityId: text('entity_id'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_created_idx').on(t.createdAt)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    username: text('username'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    ip: text('ip'),
    details: jsonb('details'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    // The Audit tab's filters, each newest first: by official, by action, and one record's history.
    index('audit_log_username_idx').on(t.username, t.createdAt),
    index('audit_log_action_idx').on(t.action, t.createdAt),
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.createdAt),
  ],
);

/** Server-side secrets generated once per installation (callback path token, card-link key). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * The one rate limiter's counters (lib/rate-limit.ts), one row per limit and subjects
 * (`<limit name>:<hash>…`: no ID number, phone or address in clear), counted in the database so a
 * limit holds across several server instances. A hit is one atomic upsert that increments and
 * reads in the same statement, so concurrent requests cannot all see the old count. One job
 * sweeps ended windows (jobs/rate-limit-sweep.ts).
 */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_counters_window_idx').on(t.windowStartedAt)],
);

/**
 * Messages to members (docs/sms.md): written in the same transaction as the event that causes
 * them and sent by the outbox worker with retries, so a gateway outage delays messages and loses
 * none. One row per channel (sms, email). The text is rendered when sent, from `params`; a
 * one-time code is removed from `params` once the message is sent or has failed.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    kind: text('kind', {
      enum: [
        'welcome',
        'renewal',
        'reminder_30',
        'reminder_7',
        'expiry',
        'card_code',
        'phone_code',
        'membership_deleted',
        'donation_thanks',
        'rsvp_going',
        'rsvp_waiting',
        'rsvp_promoted',
        'rsvp_reminder',
        'membership_number',
        'campaign',
        'ussd_payment_failed',
      ],
    }).notNull(),
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'cascade' }),
    /** The campaign an official sent this as (kind 'campaign'); null for automatic messages. */
    campaignId: uuid('campaign_id').references(() => campaigns.id, { onDelete: 'cascade' }),
    /** Canonical 2547…/2541… phone, or an e-mail address. */
    recipient: text('recipient').notNull(),
    params: jsonb('params').notNull(),
    /** queued → sending (claimed) → sent | failed (permanent) | skipped (channel off); back to queued to retry. */
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('queued'),
    /**
     * 0 goes first: one-time codes, welcomes and receipts someone is waiting for; 1: reminders,
     * which may wait behind them (modules/sms/outbox.ts decides per kind).
     */
    priority: smallint('priority').notNull().default(1),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** The gateway's answer for the recipient, e.g. "101 Success" or "403 InvalidPhoneNumber". */
    gatewayStatus: text('gateway_status'),
    gatewayMessageId: text('gateway_message_id'),
    /** What the gateway said it charged for this SMS when it accepted it (its answer's cost, in KES); null before, or for e-mail. */
    gatewayCostKes: numeric('gateway_cost_kes', { precision: 10, scale: 4 }),
    /**
     * The gateway's delivery report for a sent SMS (modules/sms/delivery.ts): Success, Failed,
     * Rejected (final) or Buffered / Sent / Submitted (still on its way); null until one arrives.
     */
    deliveryStatus: text('delivery_status'),
    /** Why a report said Failed or Rejected, in the gateway's words (e.g. AbsentSubscriber). */
    deliveryFailureReason: text('delivery_failure_reason'),
    deliveryReportedAt: timestamp('delivery_reported_at', { withTimezone: true }),
    /** At most one message per key (a reminder kind per member per renewal period). */
    dedupeKey: text('dedupe_key'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('outbox_dedupe_key_idx').on(t.dedupeKey),
    index('outbox_due_idx').on(t.status, t.priority, t.nextAttemptAt),
    index('outbox_created_idx').on(t.createdAt),
    index('outbox_member_idx').on(t.memberId),
    index('outbox_campaign_idx').on(t.campaignId, t.status),
    // Delivery reports name the message by the gateway's id.
    index('outbox_gateway_message_idx').on(t.gatewayMessageId),
  ],
);

/**
 * Messages officials send to a chosen group of members (docs/campaigns.md). The audience is kept
 * as the official defined it and as it resolved (member ids) when written; its outbox rows are
 * written with it, or when a second official approves it.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    audience: jsonb('audience').notNull(),
    /** The member ids the audience resolved to, after exclusions. */
    recipients: jsonb('recipients').$type<string[]>().notNull(),
    /** Left out and why (the preview's counts when written). */
    excluded: jsonb('excluded')
      .$type<{ optedOut: number; notConsented: number; noPhone: number; noEmail: number; inactive: number }>()
      .notNull(),
    text: text('text').notNull(),
    /** The same message in Kiswahili, optional: members whose language is 'sw' get it when present. */
    textSw: text('text_sw'),
    channel: text('channel', { enum: ['sms', 'email', 'both'] }).notNull(),
    kind: text('kind', { enum: ['promotional', 'transactional'] }).notNull(),
    /** Why a transactional campaign may go at once and to members who did not consent. */
    reason: text('reason'),
    sendAt: timestamp('send_at', { withTimezone: true }).notNull(),
    /** awaiting_approval → queued (rows written) | rejected; queued → cancelled. */
    status: text('status', { enum: ['awaiting_approval', 'queued', 'cancelled', 'rejected'] }).notNull(),
    parts: integer('parts').notNull(),
    encoding: text('encoding', { enum: ['GSM-7', 'UCS-2'] }).notNull(),
    /** Estimated cost in cents of a shilling (parts × SMS recipients × price per part). */
    estimatedCostCents: integer('estimated_cost_cents').notNull(),
    /**
     * The one chapter the audience is narrowed to (a chapter coordinator's always are), else null:
     * a coordinator lists, reads and cancels only its own chapter's campaigns (docs/officials.md).
     */
    chapterId: uuid('chapter_id').references(() => chapters.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('campaigns_created_idx').on(t.createdAt), index('campaigns_chapter_idx').on(t.chapterId, t.createdAt)],
);

/** Every change of a member's SMS consent or opt-out, with where it came from (docs/campaigns.md). */
export const smsPreferenceChanges = pgTable(
  'sms_preference_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** consent | withdraw (consent), opt_out | opt_in (STOP / START). */
    change: text('change', { enum: ['consent', 'withdraw', 'opt_out', 'opt_in'] }).notNull(),
    /** sms (a reply), official (dashboard), registration, member (self-service), my-card (the member's preferences there). */
    source: text('source', { enum: ['sms', 'official', 'registration', 'member', 'my-card'] }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sms_preference_changes_member_idx').on(t.memberId, t.at)],
);

/**
 * Decisions that need a second official (docs/campaigns.md, "Approvals"): any module registers a
 * kind; the official who asked can never decide their own.
 */
export const approvals = pgTable(
  'approvals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    subjectId: text('subject_id').notNull(),
    summary: text('summary').notNull(),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedByName: text('requested_by_name').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedByName: text('decided_by_name'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decision: text('decision', { enum: ['approved', 'rejected'] }),
    reason: text('reason'),
  },
  (t) => [
    // One open request per subject; a subject may be asked about again once its request was
    // decided or withdrawn (deleting a member who has paid, asked again after a withdrawal).
    uniqueIndex('approvals_subject_idx')
      .on(t.kind, t.subjectId)
      .where(sql`${t.decision} is null`),
    index('approvals_pending_idx').on(t.decision, t.requestedAt),
  ],
);

/**
 * One-time codes of "get my card again" (/my-card, docs/membership.md): stored as hashes only,
 * valid 10 minutes, ended by their use or by five wrong tries.
 */
export const cardCodes = pgTable(
  'card_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /**
     * Set on a code sent to a NEW phone the member asked to change to (docs/data-rights.md): the
     * code proves they hold that phone; the card flow never accepts such a code.
     */
    newPhone: text('new_phone'),
    createdAt: createdAt(),
  },
  (t) => [index('card_codes_member_created_idx').on(t.memberId, t.createdAt)],
);

/**
 * The background jobs' shared schedule. Whichever instance claims a job's row (FOR UPDATE SKIP
 * LOCKED, then moving next_run_at on) runs it for that cycle; the others skip it. `leaseUntil`
 * keeps a long run from being started twice and lets another instance take over after a crash.
 */
export const jobSchedule = pgTable('job_schedule', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  /** The last failure's message (no personal data: jobs log ids, never names or phones). */
  lastError: text('last_error'),
  runs: integer('runs').notNull().default(0),
  failures: integer('failures').notNull().default(0),
});

/**
 * Content officials publish (docs/content.md): events, updates (achievements) and gallery photos.
 * Bodies are Markdown as written plus the sanitised HTML rendered from them on write. A picture
 * is either an uploaded image (image_id, encoded into content_image_files) or, for the seeded
 * artwork of a new site, a path under /images (image_url with its intrinsic size).
 */
const contentImageColumns = () => ({
  imageId: uuid('image_id').references(() => contentImages.id, { onDelete: 'set null' }),
  imageUrl: text('image_url'),
  imageWidth: integer('image_width'),
  imageHeight: integer('image_height'),
  imageAlt: text('image_alt').notNull().default(''),
});

/**
 * A story's Kiswahili version (docs/i18n.md): all four null, or title, excerpt and body all given
 * (the rule is the input schema's); the body's HTML rendered and sanitised like the English one.
 */
const kiswahiliStoryColumns = () => ({
  titleSw: text('title_sw'),
  excerptSw: text('excerpt_sw'),
  bodySw: text('body_sw'),
  bodyHtmlSw: text('body_html_sw'),
});

export const contentEvents = pgTable(
  'content_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    /** 24-hour HH:MM, Nairobi time. */
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    location: text('location').notNull(),
    /** The place in Kiswahili, or null: the Kiswahili pages show the English one (outside the version's whole-or-absent rule). */
    locationSw: text('location_sw'),
    category: text('category', { enum: ['workshop', 'business', 'career', 'community', 'leadership', 'charity'] }).notNull(),
    excerpt: text('excerpt').notNull(),
    body: text('body').notNull(),
    bodyHtml: text('body_html').notNull(),
    ...kiswahiliStoryColumns(),
    ...contentImageColumns(),
    published: boolean('published').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('content_events_slug_idx').on(t.slug), index('content_events_published_date_idx').on(t.published, t.date)],
);

export const contentUpdates = pgTable(
  'content_updates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    category: text('category', { enum: ['community', 'health', 'education', 'charity', 'events'] }).notNull(),
    excerpt: text('excerpt').notNull(),
    impact: text('impact').notNull(),
    /** The impact line in Kiswahili, or null: the Kiswahili pages show the English one (as locationSw). */
    impactSw: text('impact_sw'),
    /** { location, participants, partners[], services[], outcomes[] } */
    details: jsonb('details')
      .$type<{ location: string; participants: string; partners: string[]; services: string[]; outcomes: string[] }>()
      .notNull(),
    body: text('body').notNull(),
    bodyHtml: text('body_html').notNull(),
    ...kiswahiliStoryColumns(),
    ...contentImageColumns(),
    published: boolean('published').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('content_updates_slug_idx').on(t.slug),
    index('content_updates_published_date_idx').on(t.published, t.date),
  ],
);

export const galleryPhotos = pgTable(
  'gallery_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...contentImageColumns(),
    alt: text('alt').notNull(),
    category: text('category', { enum: ['charity', 'meetings', 'events', 'outreach', 'workshops', 'leadership'] }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    description: text('description').notNull().default(''),
    /** The Kiswahili alt text and caption; null: the photo has no Kiswahili version. */
    altSw: text('alt_sw'),
    descriptionSw: text('description_sw'),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('gallery_photos_date_idx').on(t.date)],
);

/**
 * Every slug an event or update has had. The current one is also on the item; a request for an
 * older one (or a seeded item's old numeric id) is answered with a 301 to the current slug.
 * A slug stays reserved to its item, so an old link never starts pointing at another page.
 */
export const contentSlugs = pgTable(
  'content_slugs',
  {
    kind: text('kind', { enum: ['event', 'update'] }).notNull(),
    slug: text('slug').notNull(),
    itemId: uuid('item_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.slug] }), index('content_slugs_item_idx').on(t.itemId)],
);

/**
 * An uploaded picture, named by the hash of its bytes: the same upload twice is stored once.
 * The original is never kept; only its re-encoded files (content_image_files) are served.
 */
export const contentImages = pgTable(
  'content_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hash: text('hash').notNull(),
    /** Size of the largest encoded file, after the camera's rotation is applied. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('content_images_hash_idx').on(t.hash)],
);

/**
 * The encoded files of a picture (AVIF, WebP and JPEG at several widths, no metadata), in the
 * database so every instance behind a load balancer serves the same bytes. `name` is the URL
 * path segment: <hash>-<width>.<ext>; a name never changes content, so it is cached forever.
 */
export const contentImageFiles = pgTable(
  'content_image_files',
  {
    name: text('name').primaryKey(),
    imageId: uuid('image_id')
      .notNull()
      .references(() => contentImages.id, { onDelete: 'cascade' }),
    format: text('format', { enum: ['avif', 'webp', 'jpeg'] }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [index('content_image_files_image_idx').on(t.imageId)],
);

/**
 * One row: a number moved on by every write to what public pages show (content and chapters), so
 * each instance's page cache notices.
 */
export const contentRevision = pgTable('content_revision', {
  id: integer('id').primaryKey(),
  revision: integer('revision').notNull(),
  updatedAt: updatedAt(),
});

/**
 * What each write to the public pages' data invalidated, in order: other instances drop exactly
 * these tags from their page caches. `contentRevision` is the content revision seen after the
 * write, so a content change no row accounts for (a write whose instance died before logging it)
 * is noticed and answered by dropping every page. Old rows are pruned by the writer.
 */
export const pageInvalidations = pgTable('page_invalidations', {
  revision: integer('revision').primaryKey(),
  tags: text('tags').array().notNull(),
  contentRevision: integer('content_revision').notNull(),
  createdAt: createdAt(),
});

/**
 * Members' requests under the Data Protection Act (docs/data-rights.md): today only deletion.
 * The member number is copied in, so a handled request still says whose it was once the member
 * is anonymised; no name, ID number or phone is kept here.
 */
export const dataRequests = pgTable(
  'data_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'set null' }),
    membershipNumber: text('membership_number').notNull(),
    kind: text('kind', { enum: ['deletion'] }).notNull(),
    /** pending → approved (member anonymised) | rejected (with a reason). */
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    reason: text('reason'),
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('data_requests_status_created_idx').on(t.status, t.createdAt),
    // One open deletion request per member: asking twice files nothing new.
    uniqueIndex('data_requests_one_pending_idx')
      .on(t.memberId, t.kind)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * Whether and how people sign up for an event (docs/events.md). One row per event that officials
 * set up; no row means no RSVP. The row is also the lock every RSVP and cancellation of the event
 * takes (SELECT … FOR UPDATE), so the capacity is counted by one writer at a time.
 */
export const eventRsvpSettings = pgTable('event_rsvp_settings', {
  eventId: uuid('event_id')
    .primaryKey()
    .references(() => contentEvents.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  /** Places; null when there is no limit. */
  capacity: integer('capacity'),
  /** The last moment an RSVP is taken; null: until the event starts. */
  deadline: timestamp('deadline', { withTimezone: true }),
  membersOnly: boolean('members_only').notNull().default(false),
  updatedAt: updatedAt(),
});

/**
 * One sign-up for an event: a member (member_id set, name and phone copied from the record at the
 * time) or a guest (name and phone as given). going → cancelled; waiting → going (a place freed)
 * or cancelled. One active RSVP per phone per event: enforced by the partial unique index, so two
 * concurrent sign-ups of one person cannot both land.
 */
export const rsvps = pgTable(
  'rsvps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => contentEvents.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** Canonical 2547…/2541…. */
    phoneNumber: text('phone_number').notNull(),
    status: text('status', { enum: ['going', 'waiting', 'cancelled'] }).notNull(),
    /** Six characters without look-alikes (modules/events/codes.ts), unique within the event. */
    code: text('code').notNull(),
    /** The secret of the person's own page, /rsvp/<token>: 128 random bits. */
    token: text('token').notNull(),
    /** Order on the waiting list (a sequence: concurrent sign-ups never share a place). */
    position: integer('position').generatedAlwaysAsIdentity(),
    createdAt: createdAt(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Set when the waiting list moved this person up to going. */
    promotedAt: timestamp('promoted_at', { withTimezone: true }),
    /** The day-before reminder, once. */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    /**
     * The language of the page a guest signed up on, for their RSVP texts (confirmation, moved
     * up, reminder). A member's texts follow members.language instead. Null (older rows): English.
     */
    language: text('language', { enum: MEMBER_LANGUAGES }),
  },
  (t) => [
    uniqueIndex('rsvps_one_active_idx')
      .on(t.eventId, t.phoneNumber)
      .where(sql`${t.status} <> 'cancelled'`),
    uniqueIndex('rsvps_event_code_idx').on(t.eventId, t.code),
    uniqueIndex('rsvps_token_idx').on(t.token),
    index('rsvps_event_status_idx').on(t.eventId, t.status, t.position),
    index('rsvps_member_idx').on(t.memberId),
  ],
);

/**
 * Who came to an event. One row per person per event whatever the race (person_key unique within
 * the event: `m:<member id>` for a member, `p:<phone>` for a guest); a scan the browser replays
 * after being offline carries the same scan_id and is answered from its first row.
 */
export const eventCheckIns = pgTable(
  'event_check_ins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => contentEvents.id, { onDelete: 'cascade' }),
    personKey: text('person_key').notNull(),
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'set null' }),
    rsvpId: uuid('rsvp_id').references(() => rsvps.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    membershipNumber: text('membership_number'),
    chapterId: uuid('chapter_id').references(() => chapters.id, { onDelete: 'set null' }),
    /** What the door showed: admitted, expired (membership lapsed, still let in) or not_on_list (let in by an official). */
    result: text('result', { enum: ['admitted', 'expired', 'not_on_list'] }).notNull(),
    /** The id the scanning screen gave this scan, so a replay is recognised. */
    scanId: text('scan_id'),
    checkedInBy: uuid('checked_in_by').references(() => users.id, { onDelete: 'set null' }),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('event_check_ins_person_idx').on(t.eventId, t.personKey),
    uniqueIndex('event_check_ins_scan_idx').on(t.eventId, t.scanId),
    index('event_check_ins_member_idx').on(t.memberId),
  ],
);

/**
 * USSD sessions (modules/ussd, docs/ussd.md), one row per Africa's Talking sessionId, so whichever
 * instance gets the next screen carries on. `state` (the menu's place and what was typed: an ID
 * number, a name) is forgotten three minutes after the session started (set to null by a job and
 * ignored before that); the rest stays for the USSD report: which screen the caller saw last, what
 * the session achieved, and Africa's Talking's end-of-session notification. No phone number here.
 */
export const ussdSessions = pgTable(
  'ussd_sessions',
  {
    sessionId: text('session_id').primaryKey(),
    state: jsonb('state'),
    /** The `text` last answered and the answer given: a repeated request gets the same answer, and nothing runs twice. */
    lastText: text('last_text'),
    lastResponse: text('last_response'),
    /** Bumped by every answered screen: two requests racing on one session cannot both move it. */
    version: integer('version').notNull().default(0),
    /** The id of the last screen shown (where people drop out). */
    lastScreen: text('last_screen').notNull(),
    /** What the session achieved, when it achieved something (report). */
    outcome: text('outcome', {
      enum: ['membership_shown', 'lookup', 'renewal_prompted', 'number_sent', 'join_prompted', 'events', 'rsvp'],
    }),
    /** Africa's Talking's end-of-session notification. */
    endStatus: text('end_status'),
    endDurationMs: integer('end_duration_ms'),
    endHops: integer('end_hops'),
    endError: text('end_error'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('ussd_sessions_created_idx').on(t.createdAt)],
);

/** The language a phone chose on USSD, remembered for its next sessions; keyed by a hash of the phone (lib/rate-limit.ts hashedKey). */
export const ussdLanguages = pgTable('ussd_languages', {
  phoneKey: text('phone_key').primaryKey(),
  language: text('language', { enum: ['en', 'sw'] }).notNull(),
  updatedAt: updatedAt(),
});

/**
 * An M-Pesa prompt a USSD session started (modules/ussd/actions.ts), written before the prompt
 * goes out, so whenever M-Pesa says it failed (a callback, a status query, on any instance) the
 * caller is texted in the language the session's screens were in, with the code they dialled.
 * `token` is the payment's browser_token_hash (one USSD session, one prompt). No phone, no name.
 */
export const ussdPrompts = pgTable('ussd_prompts', {
  token: text('token').primaryKey(),
  language: text('language', { enum: ['en', 'sw'] }).notNull(),
  serviceCode: text('service_code').notNull(),
  createdAt: createdAt(),
});

/**
 * A money decision waiting for a second official (docs/finance.md): marking a payment "to refund"
 * or settling an `unknown` payment as paid. Its id is the approval's subject; what the first
 * official typed (the reason, the M-Pesa code) waits here until another official approves.
 * At most one open request per payment (the partial unique index), whichever instance files it.
 */
export const paymentRequests = pgTable(
  'payment_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['refund', 'settle'] }).notNull(),
    reason: text('reason'),
    receipt: text('receipt'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['pending', 'approved', 'rejected', 'withdrawn'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_requests_open_idx')
      .on(t.paymentId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * Texts members (or anyone) sent to our number, as the gateway posted them (modules/sms/inbound.ts).
 * STOP and START change the sender's opt-out; other texts wait in the dashboard's inbox. Stored
 * once per gateway id, so a repeated post changes nothing.
 */
export const smsInbound = pgTable(
  'sms_inbound',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The gateway's id of the message; at most one row each. */
    gatewayId: text('gateway_id').notNull(),
    /** Canonical 2547…/2541… phone when it reads as one, else the sender as given. */
    sender: text('sender').notNull(),
    /** Our shortcode or number it was sent to. */
    shortCode: text('short_code').notNull(),
    text: text('text').notNull(),
    linkId: text('link_id'),
    /** The member with this phone on file, if any (the newest when several). */
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'set null' }),
    /** What the text did: opt_out (STOP), opt_in (START), or nothing (message, for the inbox). */
    action: text('action', { enum: ['opt_out', 'opt_in', 'message'] }).notNull(),
    /** When the gateway says it was sent, as it wrote it. */
    sentAt: text('sent_at'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('sms_inbound_gateway_id_idx').on(t.gatewayId), index('sms_inbound_received_idx').on(t.receivedAt)],
);
