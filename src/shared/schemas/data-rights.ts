/**
 * Members' data rights (docs/data-rights.md): download, correct, delete, and the officials'
 * handling of deletion requests. The member proves who they are with the one-time code of
 * /my-card; after a code the browser holds a short self-service cookie, so `code` is optional
 * on every action but the first.
 */
import { z } from './zod';
import { idNumber, memberPhone, publicPhotoDataUrl } from './fields';
import { messages } from '../messages';

const oneTimeCode = z
  .string({ error: messages.codeInvalid })
  .trim()
  .regex(/^\d{6}$/, { error: messages.codeInvalid });

/** Who is asking: the ID number, and the code unless this browser entered one a moment ago. */
export const dataRightsAuthSchema = z.object({ idNumber, code: oneTimeCode.optional() });

export const dataExportQuerySchema = z.object({ format: z.enum(['json', 'pdf']).default('json') });

/** "Correct my details": a new e-mail (blank removes it) and/or a new photo; the phone has its own two steps. */
export const detailsCorrectionSchema = dataRightsAuthSchema.extend({
  /** Absent: unchanged; blank: removed; otherwise the new address. */
  email: z
    .string({ error: messages.emailInvalid })
    .trim()
    .toLowerCase()
    .max(254, { error: messages.emailInvalid })
    .refine((value) => value === '' || z.email().safeParse(value).success, { error: messages.emailInvalid })
    .optional(),
  profileImage: publicPhotoDataUrl.optional(),
});

export const phoneChangeSchema = dataRightsAuthSchema.extend({ newPhone: memberPhone });
export const phoneConfirmSchema = dataRightsAuthSchema.extend({ newPhone: memberPhone, phoneCode: oneTimeCode });

const DATA_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** One deletion request as officials see it: the member's name only while the record still holds it. */
const dataRequestSchema = z.object({
  id: z.string(),
  kind: z.literal('deletion'),
  status: z.enum(DATA_REQUEST_STATUSES),
  membershipNumber: z.string(),
  fullName: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  /** Past the 30 days the law gives, still pending. */
  overdue: z.boolean(),
  dueBy: z.string(),
});
export type DataRequest = z.infer<typeof dataRequestSchema>;
export const dataRequestListSchema = z.object({ items: z.array(dataRequestSchema), overdue: z.number() });

export const dataRequestRejectSchema = z.object({
  reason: z
    .string({ error: messages.dataRightsRejectReasonRequired })
    .trim()
    .min(3, { error: messages.dataRightsRejectReasonRequired })
    .max(500),
});
