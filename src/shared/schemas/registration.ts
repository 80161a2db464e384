/**
 * The registration and payment API: request bodies shared by /membership and the
 * server routes, with the product's messages. The amount is never read from the browser.
 */
import { z } from './zod';
import { MPESA_MODES, PAYMENT_CHANNELS, PAYMENT_METHODS, PAYMENT_PURPOSES, PAYMENT_STATUSES } from '../constants';
import { messages } from '../messages';
import { pagingQuery } from './paging';
import { idNumber, memberPhone, paymentPhone } from './fields';
import { registrationSchema } from './members';

export const registrationCheckSchema = z.object({ idNumber, phoneNumber: memberPhone });

export const checkoutRequestId = z
  .string({ error: messages.paymentNotFound })
  .trim()
  .min(1, { error: messages.paymentNotFound })
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, { error: messages.paymentNotFound });

/** POST /api/mpesa/stkpush: the product's fields (amount, accountReference, transactionDesc are ignored) plus the draft. */
export const stkPushSchema = z.object({
  phoneNumber: paymentPhone,
  amount: z.unknown().optional(),
  accountReference: z.unknown().optional(),
  transactionDesc: z.unknown().optional(),
  registration: registrationSchema,
});

export const paymentStatusQuerySchema = z.object({ checkoutRequestId });

/** POST /api/submit-membership: other member-record fields may be present and are ignored. */
export const submitMembershipSchema = z
  .object({
    checkoutRequestId: checkoutRequestId.optional(),
    paymentId: z.uuid({ error: messages.paymentNotFound }).optional(),
  })
  .refine((value) => value.checkoutRequestId || value.paymentId, { error: messages.paymentNotFound });

/** An M-Pesa confirmation code as printed in the SMS: 10 letters and digits. */
export const mpesaCode = z
  .string({ error: messages.manualCodeInvalid })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{10}$/, { error: messages.manualCodeInvalid });

export const manualRegistrationSchema = z.object({ registration: registrationSchema, mpesaCode });

/** Kept for the dashboard's Payments tab, which imports the type from here. */
export type { PaymentStatus } from '../constants';

export const paymentListQuerySchema = z.object({
  status: z.enum(PAYMENT_STATUSES).optional(),
  method: z.enum(PAYMENT_METHODS).optional(),
  purpose: z.enum(PAYMENT_PURPOSES).optional(),
  channel: z.enum(PAYMENT_CHANNELS).optional(),
  /** One member's payments (registration and renewals). */
  memberId: z.uuid().optional(),
  search: z.string().trim().max(100).optional().default(''),
  ...pagingQuery,
});

/** An official settles a payment: the M-Pesa code from the statement (required for an `unknown` one). */
export const paymentConfirmSchema = z.object({
  receipt: z
    .string({ error: messages.receiptRequired })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{10}$/, { error: messages.receiptRequired })
    .optional(),
  reason: z.string().trim().max(300).optional(),
});

const paymentSummarySchema = z.object({
  id: z.string(),
  method: z.enum(PAYMENT_METHODS),
  purpose: z.enum(PAYMENT_PURPOSES),
  channel: z.enum(PAYMENT_CHANNELS),
  status: z.enum(PAYMENT_STATUSES),
  phoneNumber: z.string(),
  amount: z.number(),
  accountReference: z.string(),
  idNumber: z.string(),
  fullName: z.string(),
  chapter: z.string().nullable(),
  checkoutRequestId: z.string().nullable(),
  resultCode: z.string().nullable(),
  resultDesc: z.string().nullable(),
  receipt: z.string().nullable(),
  note: z.string().nullable(),
  membershipNumber: z.string().nullable(),
  memberId: z.string().nullable(),
  /** paybill: the payer's first name as M-Pesa gives it. */
  payerFirstName: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type PaymentSummary = z.infer<typeof paymentSummarySchema>;

export const paymentListSchema = z.object({
  items: z.array(paymentSummarySchema),
  total: z.number(),
  counts: z.record(z.string(), z.number()),
  /** Over every payment the filter matches, not only this page: KES asked, and KES received (completed). */
  totals: z.object({ amount: z.number(), received: z.number(), completed: z.number() }),
});

/** The export takes the list's filters, without paging: every payment they match. */
export const paymentExportQuerySchema = paymentListQuerySchema.omit({ page: true, pageSize: true });

/**
 * The M-Pesa code of a payment that completed without one (STK Query confirms a payment but
 * does not return its code): typed from the paybill statement, once.
 */
export const paymentReceiptSchema = z.object({
  receipt: z
    .string({ error: messages.receiptRequired })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{10}$/, { error: messages.receiptRequired }),
});
export type PaymentList = z.infer<typeof paymentListSchema>;

/**
 * The answer of POST /api/mpesa/stkpush and POST /api/renewals/stkpush, in Daraja's own STK Push
 * shape (docs/daraja.md, "STK Push answer"): ResponseCode "0" and a CheckoutRequestID when M-Pesa
 * accepted the prompt; otherwise Daraja's error code and message and no CheckoutRequestID.
 */
export const stkPushAnswerSchema = z.object({
  ResponseCode: z.string(),
  ResponseDescription: z.string(),
  CheckoutRequestID: z.string().nullable(),
});
export type StkPushAnswer = z.infer<typeof stkPushAnswerSchema>;

const simulatorOutcomeSchema = z.object({ suffix: z.string().nullable(), label: z.string() });

export const registrationOptionsSchema = z.object({
  chapters: z.array(z.string()),
  mode: z.enum(MPESA_MODES),
  fee: z.object({ registration: z.number(), processing: z.number(), total: z.number() }),
  paybill: z.string(),
  paybillAccount: z.string(),
  privacyNoticeVersion: z.string(),
  simulatorOutcomes: z.array(simulatorOutcomeSchema).nullable(),
});
export type RegistrationOptions = z.infer<typeof registrationOptionsSchema>;

const registeredMemberSchema = z.object({
  id: z.string(),
  membershipNumber: z.string(),
  fullName: z.string(),
  idNumber: z.string(),
  chapter: z.string().nullable(),
  joinDate: z.string().nullable(),
  paymentStatus: z.string(),
  paymentMethod: z.string().nullable(),
  status: z.string(),
});
export const submitMembershipResponseSchema = z.object({ member: registeredMemberSchema, cardUrl: z.string() });
export type SubmitMembershipResponse = z.infer<typeof submitMembershipResponseSchema>;
