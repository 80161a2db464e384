/**
 * Event RSVPs and check-in at the door (docs/events.md): request bodies and answers, shared by the
 * public form, the dashboard's check-in screen and the server's routes.
 */
import { z } from './zod';
import { messages } from '../messages';
import { fullName, idNumber, memberPhone } from './fields';
import { cardNumberSchema } from './cards';
import { memberLanguage } from './members';

/** PUT /api/events/:id/rsvp-settings */
export const rsvpSettingsSchema = z.object({
  enabled: z.boolean(),
  capacity: z
    .number({ error: messages.rsvp.capacityInvalid })
    .int({ error: messages.rsvp.capacityInvalid })
    .min(1, { error: messages.rsvp.capacityInvalid })
    .max(100_000, { error: messages.rsvp.capacityInvalid })
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  /** An ISO moment (2026-12-04T18:00:00+03:00); absent or null: until the event starts. */
  deadline: z.iso
    .datetime({ offset: true, error: messages.rsvp.deadlineInvalid })
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  membersOnly: z.boolean(),
});
export type RsvpSettingsInput = z.infer<typeof rsvpSettingsSchema>;

export const rsvpSettingsViewSchema = z.object({
  enabled: z.boolean(),
  capacity: z.number().int().nullable(),
  deadline: z.string().nullable(),
  membersOnly: z.boolean(),
});
export type RsvpSettingsView = z.infer<typeof rsvpSettingsViewSchema>;

/** Blank form fields count as not given (the plain HTML form sends every field). */
const blankAsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/**
 * POST /api/events/:slug/rsvp. A member gives their membership number or ID number and the
 * phone on file; a guest gives a name and a phone. Which of the two the event accepts is the
 * server's check (members-only events).
 */
export const rsvpInputSchema = z
  .object({
    membershipNumber: z.preprocess(blankAsMissing, cardNumberSchema.optional()),
    idNumber: z.preprocess(blankAsMissing, idNumber.optional()),
    phoneNumber: memberPhone,
    name: z.preprocess(blankAsMissing, fullName.optional()),
    /** The language of the page signed up on: a guest's RSVP texts are in it (English when absent). */
    language: memberLanguage.optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.membershipNumber && !value.idNumber && !value.name) {
      ctx.addIssue({ code: 'custom', path: ['name'], message: messages.rsvp.nameRequired });
    }
  });
export type RsvpInput = z.infer<typeof rsvpInputSchema>;

const RSVP_STATUSES = ['going', 'waiting', 'cancelled'] as const;
export type RsvpStatus = (typeof RSVP_STATUSES)[number];

export const rsvpAnswerSchema = z.object({
  rsvp: z.object({ code: z.string(), status: z.enum(RSVP_STATUSES), token: z.string() }),
});

/** What anyone may know of an event's sign-ups: never who, only whether and how many places. */
export const rsvpAvailabilitySchema = z.object({
  enabled: z.boolean(),
  open: z.boolean(),
  /** Why it is not open: closed (RSVP off or the event has begun) or past the deadline. */
  closedReason: z.enum(['closed', 'deadline']).nullable(),
  membersOnly: z.boolean(),
  capacity: z.number().int().nullable(),
  spacesLeft: z.number().int().nullable(),
  deadline: z.string().nullable(),
});
export type RsvpAvailability = z.infer<typeof rsvpAvailabilitySchema>;

/**
 * POST /api/events/:id/check-in. One of `qr` (a scanned QR code's text, as the card or the RSVP
 * page holds it), `membershipNumber`, `code` (an RSVP code), or `guest` (a walk-in guest).
 * `scanId`: the scanning screen's id for this scan, so a replay after being offline is one check-in.
 * `admitAnyway`: the official lets in someone not on a members-only event's list.
 */
export const checkInInputSchema = z
  .object({
    qr: z.string().trim().min(1).max(500).optional(),
    membershipNumber: z.preprocess(blankAsMissing, cardNumberSchema.optional()),
    code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{6}$/, { error: messages.rsvp.checkIn.notFound })
      .optional(),
    guest: z.object({ name: fullName, phoneNumber: memberPhone }).optional(),
    scanId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,64}$/)
      .optional(),
    admitAnyway: z.boolean().optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.qr && !value.membershipNumber && !value.code && !value.guest) {
      ctx.addIssue({ code: 'custom', path: ['qr'], message: messages.rsvp.checkIn.nothingToCheck });
    }
  });
export type CheckInInput = z.infer<typeof checkInInputSchema>;

const CHECK_IN_RESULTS = ['admitted', 'expired', 'not_on_list', 'already'] as const;

export const checkInAnswerSchema = z.object({
  result: z.enum(CHECK_IN_RESULTS),
  person: z
    .object({
      name: z.string(),
      membershipNumber: z.string().nullable().optional(),
      chapter: z.string().nullable().optional(),
      /** For an expired membership: when it ran out. */
      renewalDate: z.string().nullable().optional(),
    })
    .nullable(),
  /** When the person was checked in (for "already": the first time); null when not let in. */
  checkedInAt: z.string().nullable(),
});
export type CheckInAnswer = z.infer<typeof checkInAnswerSchema>;

/** An event the Check-in tab offers. */
export const doorEventSchema = z.object({ id: z.string(), title: z.string(), date: z.string(), startTime: z.string() });
export type DoorEvent = z.infer<typeof doorEventSchema>;

export const checkInCountSchema = z.object({
  checkedIn: z.number().int(),
  members: z.number().int(),
  guests: z.number().int(),
  going: z.number().int(),
});
export type CheckInCount = z.infer<typeof checkInCountSchema>;

export const attendanceSchema = z.object({
  going: z.number().int(),
  waiting: z.number().int(),
  attended: z.number().int(),
  members: z.number().int(),
  guests: z.number().int(),
  noShows: z.number().int(),
  byChapter: z.array(z.object({ chapter: z.string(), attended: z.number().int() })),
});
export type Attendance = z.infer<typeof attendanceSchema>;

/** One RSVP as the check-in screen's name search shows it (officials only). */
export const rsvpListItemSchema = z.object({
  name: z.string(),
  code: z.string(),
  status: z.enum(RSVP_STATUSES),
  member: z.boolean(),
  checkedIn: z.boolean(),
});
export type RsvpListItem = z.infer<typeof rsvpListItemSchema>;

/** GET /api/attendance/months: people checked in per month (Nairobi), the last twelve, oldest first. */
export const attendanceMonthsSchema = z.object({
  months: z.array(
    z.object({
      /** YYYY-MM */
      month: z.string(),
      members: z.number().int(),
      guests: z.number().int(),
      /** Events with at least one check-in in the month. */
      events: z.number().int(),
    }),
  ),
});
export type AttendanceMonths = z.infer<typeof attendanceMonthsSchema>;

/** One event a member came to, as /my-card shows it after the code (POST /api/self-service/events). */
export const ownEventSchema = z.object({ slug: z.string(), title: z.string(), date: z.string(), checkedInAt: z.string() });
export type OwnEvent = z.infer<typeof ownEventSchema>;
