/**
 * Campaigns: messages officials send to a chosen group of members (docs/campaigns.md), and the
 * approvals a second official gives. The same schemas check the dashboard's form and the API.
 */
import { z } from './zod';
import { GENDERS } from '../constants';
import { MEMBERSHIP_STATUSES } from '../membership';
import { officialsMessages } from '../officials-messages';

const m = officialsMessages.campaigns;
/** Six GSM-7 parts: longer is a letter, not an SMS. */
const CAMPAIGN_TEXT_MAX = 918;
const MEMBERSHIP_NUMBERS_MAX = 5_000;
export const CAMPAIGN_CHANNELS = ['sms', 'email', 'both'] as const;
export const CAMPAIGN_KINDS = ['promotional', 'transactional'] as const;
export const CAMPAIGN_STATUSES = ['awaiting_approval', 'queued', 'sending', 'sent', 'cancelled', 'rejected'] as const;

const isoDate = z.iso.date({ error: m.dateInvalid });

const audienceSchema = z
  .object({
    chapters: z.array(z.string().trim().min(1).max(120)).max(100).optional(),
    membershipStatus: z.array(z.enum(MEMBERSHIP_STATUSES)).max(3).optional(),
    gender: z.array(z.enum(GENDERS)).max(3).optional(),
    joinedFrom: isoDate.optional(),
    joinedTo: isoDate.optional(),
    leadersOnly: z.boolean().optional(),
    membershipNumbers: z
      .array(z.string().trim().toUpperCase().min(1).max(40))
      .max(MEMBERSHIP_NUMBERS_MAX, { error: m.membershipNumbersTooMany(MEMBERSHIP_NUMBERS_MAX) })
      .optional(),
    /** Everyone who RSVPed to this event (going or on the waiting list): members only. */
    rsvpEventId: z.uuid({ error: officialsMessages.campaignsMore.unknownEvent }).optional(),
  })
  .strict()
  .refine((a) => !a.joinedFrom || !a.joinedTo || a.joinedFrom <= a.joinedTo, { error: m.joinedRange, path: ['joinedTo'] });
export type Audience = z.infer<typeof audienceSchema>;

const campaignText = z
  .string({ error: m.textRequired })
  .trim()
  .min(1, { error: m.textRequired })
  .max(CAMPAIGN_TEXT_MAX, { error: m.textTooLong(CAMPAIGN_TEXT_MAX) });

/** The optional Kiswahili text: blank means none (everyone gets the English). */
const campaignTextSw = z
  .string({ error: m.textRequired })
  .trim()
  .max(CAMPAIGN_TEXT_MAX, { error: m.textTooLong(CAMPAIGN_TEXT_MAX) })
  .transform((value) => value || undefined)
  .optional();

export const campaignPreviewSchema = z.object({
  audience: audienceSchema.default({}),
  text: campaignText,
  /** Sent instead of `text` to members whose language is Kiswahili (docs/member-language.md). */
  textSw: campaignTextSw,
  channel: z.enum(CAMPAIGN_CHANNELS).default('sms'),
  kind: z.enum(CAMPAIGN_KINDS).default('promotional'),
});
export type CampaignPreviewInput = z.infer<typeof campaignPreviewSchema>;

export const campaignCreateSchema = campaignPreviewSchema
  .extend({
    reason: z.string().trim().max(500).optional(),
    sendAt: z.iso.datetime({ offset: true, error: m.sendAtInvalid }).optional(),
  })
  .refine((c) => c.kind !== 'transactional' || (c.reason?.length ?? 0) >= 5, { error: m.reasonRequired, path: ['reason'] });
export type CampaignCreateInput = z.infer<typeof campaignCreateSchema>;

const excludedSchema = z.object({
  /** Everyone a promotional message leaves out: opted out, or never agreed (notConsented, a part of it). */
  optedOut: z.number(),
  notConsented: z.number(),
  noPhone: z.number(),
  noEmail: z.number(),
  inactive: z.number(),
});

export const campaignPreviewAnswerSchema = z.object({
  recipients: z.number(),
  excluded: excludedSchema,
  /** The most parts any recipient's SMS takes, and the encoding (UCS-2 when any recipient's needs it). */
  parts: z.number(),
  encoding: z.enum(['GSM-7', 'UCS-2']),
  /** The character that forced UCS-2, or null. */
  ucs2Character: z.string().nullable(),
  estimatedCostKes: z.number(),
  /** The text the first recipient reads (with the opt-out line when promotional), or null. */
  sample: z.string().nullable(),
  needsApproval: z.boolean(),
  /** Pasted membership numbers that match no member. */
  unknownMembershipNumbers: z.number(),
  /** With an RSVP filter: the event's RSVPs that are guests, not members (a campaign reaches members only). */
  rsvpGuests: z.number(),
  /**
   * With a Kiswahili text: how many recipients get it, the first one's text, and its SMS parts and
   * encoding (the most any of them takes); null without one. `sample` is then an English reader's.
   */
  kiswahili: z
    .object({
      recipients: z.number(),
      sample: z.string().nullable(),
      parts: z.number(),
      encoding: z.enum(['GSM-7', 'UCS-2']),
      ucs2Character: z.string().nullable(),
    })
    .nullable(),
});
export type CampaignPreview = z.infer<typeof campaignPreviewAnswerSchema>;

const campaignCountsSchema = z.object({
  queued: z.number(),
  sent: z.number(),
  delivered: z.number(),
  failed: z.number(),
  optedOut: z.number(),
  cancelled: z.number(),
});

export const campaignSchema = z.object({
  id: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  kind: z.enum(CAMPAIGN_KINDS),
  channel: z.enum(CAMPAIGN_CHANNELS),
  text: z.string(),
  textSw: z.string().nullable(),
  reason: z.string().nullable(),
  author: z.string(),
  recipients: z.number(),
  excluded: excludedSchema,
  parts: z.number(),
  encoding: z.enum(['GSM-7', 'UCS-2']),
  estimatedCostKes: z.number(),
  sendAt: z.string(),
  createdAt: z.string(),
  counts: campaignCountsSchema,
  /** What the gateway charged for the SMS it accepted (its answers' costs added up), in KES. */
  costChargedKes: z.number(),
  /** Failed messages grouped by the gateway's reason (e.g. AbsentSubscriber), most first. */
  failures: z.array(z.object({ reason: z.string(), count: z.number() })),
});
export type Campaign = z.infer<typeof campaignSchema>;

export const approvalRejectSchema = z.object({
  reason: z
    .string({ error: officialsMessages.approvals.reasonRequired })
    .trim()
    .min(1, { error: officialsMessages.approvals.reasonRequired })
    .max(500),
});

export const approvalItemSchema = z.object({
  id: z.string(),
  kind: z.string(),
  summary: z.string(),
  requestedBy: z.string(),
  requestedAt: z.string(),
});
export type ApprovalItem = z.infer<typeof approvalItemSchema>;

/**
 * One of the signed-in official's own requests still waiting (GET /api/approvals/mine): whether
 * another account could approve it now, and whether the requester may withdraw it here.
 */
export const ownApprovalSchema = approvalItemSchema.extend({ secondOfficial: z.boolean(), withdrawable: z.boolean() });
export type OwnApproval = z.infer<typeof ownApprovalSchema>;
/** GET /api/campaigns/events: the events an audience may name, with their RSVPs counted (not cancelled). */
export const campaignEventsSchema = z.object({
  events: z.array(z.object({ id: z.string(), title: z.string(), date: z.string(), rsvps: z.number() })),
});
export type CampaignEvent = z.infer<typeof campaignEventsSchema>['events'][number];
