/**
 * The officials' dashboard API (issue 7): list queries, update bodies and the answers' shapes.
 * Inputs reuse the member/leader field schemas, so the spec's messages come from one place.
 */
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants';
import { messages } from '../messages';
import { lifecycleMessages } from '../lifecycle-messages';
import { MEMBERSHIP_STATUSES } from '../membership';
import { chapterInputSchema } from './chapters';
import { leaderInputSchema, memberInputSchema } from './members';

const page = z.coerce.number({ error: messages.pageInvalid }).int({ error: messages.pageInvalid }).min(1, { error: messages.pageInvalid }).max(100_000, { error: messages.pageInvalid });
const pageSize = z.coerce
  .number({ error: messages.pageSizeInvalid })
  .int({ error: messages.pageSizeInvalid })
  .min(1, { error: messages.pageSizeInvalid })
  .max(MAX_PAGE_SIZE, { error: messages.pageSizeInvalid });

/** `?search=&page=&pageSize=&chapterId=&status=` of the members and leaders tables and exports. */
export const adminListQuerySchema = z.object({
  search: z.string().trim().max(100, { error: messages.searchTooLong }).optional().default(''),
  page: page.optional().default(1),
  pageSize: pageSize.optional().default(DEFAULT_PAGE_SIZE),
  chapterId: z.uuid({ error: messages.chapterFilterInvalid }).optional(),
  status: z.enum(['active', 'inactive'], { error: messages.statusFilterInvalid }).optional(),
});
export type AdminListQuery = z.infer<typeof adminListQuerySchema>;

/** The members table adds `?membershipStatus=active|due|expired` (computed from the renewal date). */
export const memberListQuerySchema = adminListQuerySchema.extend({
  membershipStatus: z.enum(MEMBERSHIP_STATUSES, { error: lifecycleMessages.membershipStatusFilterInvalid }).optional(),
});
export type MemberListQuery = z.infer<typeof memberListQuerySchema>;

export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** Any text fits the path; an id that is not a UUID simply names no record (404, not 400). */
export const idParamSchema = z.object({ id: z.string().max(100) });

/** Optimistic concurrency: the updatedAt the official's form was filled from. */
const expectedUpdatedAt = z.iso.datetime({ offset: true, error: messages.versionInvalid }).optional();

/** PUT /api/members (spec: "memberId plus changed fields"), or PUT /api/members/:id. */
export const memberUpdateSchema = memberInputSchema.partial().extend({
  memberId: z.uuid({ error: messages.memberNotFound }).optional(),
  expectedUpdatedAt,
});
export type MemberUpdate = z.input<typeof memberUpdateSchema>;

export const leaderUpdateSchema = leaderInputSchema.partial().extend({
  leaderId: z.uuid({ error: messages.leaderNotFound }).optional(),
  expectedUpdatedAt,
});
export type LeaderUpdate = z.input<typeof leaderUpdateSchema>;

export const memberDeleteSchema = z.object({ memberId: z.uuid({ error: messages.memberNotFound }) });
export const leaderDeleteSchema = z.object({ leaderId: z.uuid({ error: messages.leaderNotFound }) });

export const chapterUpdateSchema = chapterInputSchema;

export const adminMemberSchema = z.object({
  id: z.string(),
  idNumber: z.string(),
  fullName: z.string(),
  /** Shown as 07…/01…; `phone` is the spec's alias. */
  phoneNumber: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  gender: z.enum(['male', 'female', 'other']),
  chapter: z.string().nullable(),
  chapterId: z.string().nullable(),
  membershipNumber: z.string(),
  joinDate: z.string().nullable(),
  /** ISO date until which the membership runs; membershipStatus is computed from it (Nairobi today). */
  renewalDate: z.string(),
  membershipStatus: z.enum(MEMBERSHIP_STATUSES),
  status: z.enum(['active', 'inactive']),
  paymentStatus: z.enum(['paid', 'pending', 'unpaid']),
  paymentMethod: z.enum(['mpesa_stk', 'manual', 'admin']).nullable(),
  /** URL of the re-encoded photo (admins only), or null. */
  profileImage: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminMember = z.infer<typeof adminMemberSchema>;

export const adminLeaderSchema = z.object({
  id: z.string(),
  idNumber: z.string(),
  fullName: z.string(),
  phoneNumber: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  chapter: z.string().nullable(),
  chapterId: z.string().nullable(),
  position: z.string(),
  leadershipNumber: z.string(),
  joinDate: z.string(),
  status: z.enum(['active', 'inactive']),
  profileImage: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminLeader = z.infer<typeof adminLeaderSchema>;

/** The spec's Statistics object (§3). */
export const statsSchema = z.object({
  totalMembers: z.number().int(),
  newRegistrations: z.number().int(),
  activeMembers: z.number().int(),
  totalChapters: z.number().int(),
  /** Active leader records (the Leaders tab's people), shown as the Leadership Team. */
  totalLeaders: z.number().int(),
  /** The same count under a name that says what it is. */
  activeLeaders: z.number().int(),
  /** Chapters whose leader is named (not blank, not the placeholder). */
  chaptersWithLeader: z.number().int(),
});
export type Stats = z.infer<typeof statsSchema>;

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.string(),
  message: z.string(),
  entityId: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type NotificationItem = z.infer<typeof notificationSchema>;
export const notificationListSchema = z.object({ items: z.array(notificationSchema), unread: z.number().int() });
export type NotificationList = z.infer<typeof notificationListSchema>;

export const contactMessageItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type ContactMessageItem = z.infer<typeof contactMessageItemSchema>;
export const contactListQuerySchema = adminListQuerySchema.pick({ page: true, pageSize: true });
