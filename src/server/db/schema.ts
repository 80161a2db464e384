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
  PAYMENT_METHODS,
  PAYMENT_PURPOSES,
  PAYMENT_STATUSES,
  RECORD_STATUSES,
} from '../../shared/constants';
import { ROLES } from '../../shared/roles';
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
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
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
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
    checkoutRequestId: text('checkout_request_id'),
    merchantRequestId: text('merchant_request_id'),
    phoneNumber: text('phone_number').notNull(),
    amount: integer('amount').notNull(),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_checkout_request_idx').on(t.checkoutRequestId),
    uniqueIndex('payments_receipt_idx').on(t.mpesaReceiptNumber),
    index('payments_status_idx').on(t.status),
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
      enum: ['welcome', 'renewal', 'reminder_30', 'reminder_7', 'expiry', 'card_code', 'phone_code', 'membership_deleted'],
    }).notNull(),
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'cascade' }),
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
    category: text('category', { enum: ['workshop', 'business', 'career', 'community', 'leadership', 'charity'] }).notNull(),
    excerpt: text('excerpt').notNull(),
    body: text('body').notNull(),
    bodyHtml: text('body_html').notNull(),
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
    /** { location, participants, partners[], services[], outcomes[] } */
    details: jsonb('details')
      .$type<{ location: string; participants: string; partners: string[]; services: string[]; outcomes: string[] }>()
      .notNull(),
    body: text('body').notNull(),
    bodyHtml: text('body_html').notNull(),
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
