/**
 * What a payment row carries in payments.draft, by its purpose. The database stores it as JSON,
 * so the server reads it back through these schemas (modules/payments draftOf), never by a cast.
 */
import { z } from './zod';
import { registrationSchema } from './members';

/**
 * registration: the member's own details as validated at step 1, with what the server resolved
 * before the prompt (the chapter's row, the re-encoded photo, the time and version of the consent),
 * everything needed to create the member when the payment completes, even if the browser is gone.
 * Derived from the form's schema, so a field's rule (canonical phone, trimmed name) lives once.
 */
export const registrationDraftSchema = registrationSchema
  .omit({ chapter: true, profileImage: true, consent: true, smsConsent: true })
  .extend({
    chapterId: z.string(),
    chapterName: z.string(),
    photoId: z.string().nullable(),
    consentAt: z.iso.datetime(),
    consentVersion: z.string(),
    /** Promotional SMS ticked at step 1 (absent in drafts stored before the box existed: not consented). */
    smsConsent: z.boolean().optional(),
    /** The SMS consent wording's version when `smsConsent` was ticked (its time is consentAt). */
    smsConsentVersion: z.string().nullable().optional(),
  });
export type RegistrationDraft = z.output<typeof registrationDraftSchema>;

/** renewal: the member's name, number and chapter when the prompt started, for the Payments tab. */
export const renewalDraftSchema = z.object({
  fullName: z.string(),
  membershipNumber: z.string(),
  chapterId: z.string().nullable(),
  chapterName: z.string().nullable(),
  /** The renewal date when the prompt started (the new one is computed at completion). */
  renewalDateBefore: z.iso.date(),
});
export type RenewalDraft = z.output<typeof renewalDraftSchema>;

/**
 * donation: what the donor chose to tell us (docs/donations.md). Only the first word of `name`
 * is ever shown publicly, and only when `listPublicly` is true. Kept with the payment row (no
 * table of its own): it is written in the same insert as the payment, erased with it, and a
 * paybill donation, which has no such details, is a donation all the same.
 */
export const donationDraftSchema = z.object({
  name: z.string().nullable(),
  message: z.string().nullable(),
  listPublicly: z.boolean(),
});
export type DonationDraft = z.output<typeof donationDraftSchema>;

/**
 * What a draft becomes once its personal data is removed (docs/data-rights.md): a deleted
 * member's payments keep the member number only, a registration that never completed keeps
 * nothing personal after 30 days. `fullName` holds a label, so lists that show a payer still read.
 */
export interface ErasedDraft {
  erased: true;
  fullName: string;
  membershipNumber: string | null;
  chapterId: string | null;
  chapterName: string | null;
}

/**
 * Any draft, as the column holds it. A registration draft stored before members had a language
 * has none: reading it through registrationDraftSchema gives English.
 */
export type StoredPaymentDraft = z.input<typeof registrationDraftSchema> | RenewalDraft | DonationDraft | ErasedDraft;
