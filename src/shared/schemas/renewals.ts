/**
 * Renewal by M-Pesa (/renew) and "get my card again" (/my-card): request bodies and answers.
 * The member proves who they are with the ID number and the phone number on file.
 */
import { z } from './zod';
import { PUBLIC_MEMBERSHIP_STATUSES } from '../membership';
import { idNumber, memberPhone, paymentPhone } from './fields';
import { checkoutRequestId, mpesaCode } from './registration';
import { messages } from '../messages';

export const memberLookupSchema = z.object({ idNumber, phoneNumber: memberPhone });

/** The member's explicit "yes, add another year" when most of the current year is still ahead. */
const confirmEarlyRenewal = z.boolean().optional();

/** The paying phone may differ from the phone on file (a parent pays); same rules as registration. */
export const renewalStkPushSchema = memberLookupSchema.extend({ payPhoneNumber: paymentPhone, confirmEarlyRenewal });

export const renewalManualSchema = memberLookupSchema.extend({ mpesaCode, confirmEarlyRenewal });

export const renewalSubmitSchema = z
  .object({
    checkoutRequestId: checkoutRequestId.optional(),
    paymentId: z.uuid({ error: messages.paymentNotFound }).optional(),
  })
  .refine((value) => value.checkoutRequestId || value.paymentId, { error: messages.paymentNotFound });

/** What the member sees about their own membership. */
export const ownMembershipSchema = z.object({
  fullName: z.string(),
  membershipNumber: z.string(),
  chapter: z.string().nullable(),
  renewalDate: z.string(),
  /** active / due / expired, or suspended while officials have switched the membership off. */
  membershipStatus: z.enum(PUBLIC_MEMBERSHIP_STATUSES),
  /** Officials have switched the membership off: it cannot be renewed online, the office can help. */
  suspended: z.boolean(),
  /** Most of the year is still ahead: renewing now adds a second year, so the member confirms first. */
  earlyRenewal: z.boolean(),
});
export type OwnMembership = z.infer<typeof ownMembershipSchema>;

export const renewalCheckResponseSchema = z.object({ member: ownMembershipSchema });
export const renewalSubmitResponseSchema = z.object({
  member: ownMembershipSchema.pick({ membershipNumber: true, renewalDate: true, membershipStatus: true }),
  cardUrl: z.string(),
});
export type RenewalSubmitResponse = z.infer<typeof renewalSubmitResponseSchema>;

export const selfServiceVerifySchema = z.object({
  idNumber,
  code: z
    .string({ error: messages.codeInvalid })
    .trim()
    .regex(/^\d{6}$/, { error: messages.codeInvalid }),
});
export const selfServiceVerifyResponseSchema = z.object({ cardUrl: z.string(), member: ownMembershipSchema });
