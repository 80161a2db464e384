/**
 * The one way to read a payment's draft: parsed by the schema of its purpose, so a draft that
 * is not what its purpose stores fails here, loudly, instead of as a missing field further on.
 */
import {
  donationDraftSchema,
  registrationDraftSchema,
  renewalDraftSchema,
  type DonationDraft,
  type RegistrationDraft,
  type RenewalDraft,
  type StoredPaymentDraft,
} from '../../../shared/schemas/payment-drafts';
import { messages } from '../../../shared/messages';
import type { z } from 'zod';

export type PaymentDraft =
  | { purpose: 'registration'; draft: RegistrationDraft }
  | { purpose: 'renewal'; draft: RenewalDraft }
  | { purpose: 'donation'; draft: DonationDraft };

/** A stored draft that does not match its purpose: a defect or a hand-edited row, never the payer's fault. */
export class MalformedDraftError extends Error {
  constructor(paymentId: string, purpose: string, fields: string[]) {
    // Field names only: the draft holds a person's name, ID number and phone.
    super(`Payment ${paymentId}: its ${purpose} draft is malformed (${fields.join(', ') || 'not an object'})`);
    this.name = 'MalformedDraftError';
  }
}

export function draftOf(payment: { id: string; purpose: PaymentDraft['purpose']; draft: unknown }): PaymentDraft {
  const parse = <T>(schema: z.ZodType<T>): T => {
    const parsed = schema.safeParse(payment.draft);
    if (parsed.success) return parsed.data;
    const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.')).filter(Boolean))];
    throw new MalformedDraftError(payment.id, payment.purpose, fields);
  };
  switch (payment.purpose) {
    case 'registration':
      return { purpose: 'registration', draft: parse(registrationDraftSchema) };
    case 'renewal':
      return { purpose: 'renewal', draft: parse(renewalDraftSchema) };
    case 'donation':
      return { purpose: 'donation', draft: parse(donationDraftSchema) };
  }
}

/**
 * The payer's name as we know it, from any stored draft (erased ones included): the member's
 * name, or the name a donor gave; a donor who gave none is "A well-wisher" (in the words given:
 * a Kiswahili receipt says "Mtakia mema").
 */
export function payerNameOf(draft: StoredPaymentDraft, wellWisher: string = messages.donation.anonymousDonor): string {
  if ('fullName' in draft) return draft.fullName;
  return draft.name ?? wellWisher;
}

/** The chapter a stored draft names (registrations and renewals), if any. */
export const draftChapterName = (draft: StoredPaymentDraft): string | null => ('chapterName' in draft ? draft.chapterName : null);
