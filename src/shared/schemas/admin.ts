/**
 * The officials' dashboard API: list queries, update bodies and the answers' shapes.
 * Inputs reuse the member/leader field schemas, so the product's messages come from one place.
 */
import { z } from './zod';
import { RECORD_STATUSES, MEMBER_PAYMENT_METHODS, MEMBER_PAYMENT_STATUSES } from '../constants';
import { messages } from '../messages';
import { serverMessages } from '../server-messages';
import { MEMBERSHIP_STATUSES } from '../membership';
import { MEMBER_LANGUAGES } from '../member-language';
import { leaderInputSchema, memberInputSchema } from './members';
import { pagingQuery } from './paging';

/** `?search=&page=&pageSize=&chapterId=&status=` of the members and leaders tables and exports. */
export const adminListQuerySchema = z.object({
  search: z.string().trim().max(100, { error: serverMessages.searchTooLong }).optional().default(''),
  ...pagingQuery,
  chapterId: z.uuid({ error: serverMessages.chapterFilterInvalid }).optional(),
  status: z.enum(RECORD_STATUSES, { error: messages.statusFilterInvalid }).optional(),
});
export type AdminListQuery = z.infer<typeof adminListQuerySchema>;

/** The members table adds `?membershipStatus=active|due|expired` (computed from the renewal date). */
export const memberListQuerySchema = adminListQuerySchema.extend({
  membershipStatus: z.enum(MEMBERSHIP_STATUSES, { error: serverMessages.membershipStatusFilterInvalid }).optional(),
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
const expectedUpdatedAt = z.iso.datetime({ offset: true, error: serverMessages.versionInvalid }).optional();

/** PUT /api/members (memberId plus the changed fields), or PUT /api/members/:id. */
export const memberUpdateSchema = memberInputSchema.partial().extend({
  memberId: z.uuid({ error: messages.memberNotFound }).optional(),
  expectedUpdatedAt,
});

export const leaderUpdateSchema = leaderInputSchema.partial().extend({
  leaderId: z.uuid({ error: messages.leaderNotFound }).optional(),
  expectedUpdatedAt,
});

export const memberDeleteSchema = z.object({ memberId: z.uuid({ error: messages.memberNotFound }) });
export const leaderDeleteSchema = z.object({ leaderId: z.uuid({ error: messages.leaderNotFound }) });

export const adminMemberSchema = z.object({
  id: z.string(),
  idNumber: z.string(),
  fullName: z.string(),
  /** Shown as 07…/01…; `phone` is the product's alias. */
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
  status: z.enum(RECORD_STATUSES),
  paymentStatus: z.enum(MEMBER_PAYMENT_STATUSES),
  paymentMethod: z.enum(MEMBER_PAYMENT_METHODS).nullable(),
  /** Agreed to promotional SMS (docs/campaigns.md); imported members have not. */
  smsConsent: z.boolean(),
  /** The language of the member's SMS and e-mails (docs/member-language.md). */
  language: z.enum(MEMBER_LANGUAGES),
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
  status: z.enum(RECORD_STATUSES),
  profileImage: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminLeader = z.infer<typeof adminLeaderSchema>;

/** The product's Statistics object. */
export const statsSchema = z.object({
  totalMembers: z.number().int(),
  /** Members who joined in the last calendar month. */
  newRegistrations: z.number().int(),
  /** Member records an official has not switched off (enabled), whatever their renewal date. */
  activeMembers: z.number().int(),
  /** Memberships valid today: the record enabled and the renewal date still ahead (src/shared/membership.ts). */
  validMembers: z.number().int(),
  totalChapters: z.number().int(),
  /** Active leader records (the Leaders tab's people), shown as the Leadership Team. */
  totalLeaders: z.number().int(),
  /** The same count under a name that says what it is. */
  activeLeaders: z.number().int(),
  /** Chapters whose leader is named (not blank, not the placeholder). */
  chaptersWithLeader: z.number().int(),
});
export type Stats = z.infer<typeof statsSchema>;

const notificationSchema = z.object({
  id: z.string(),
  kind: z.string(),
  message: z.string(),
  entityId: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
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
