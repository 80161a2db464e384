/**
 * The one way to read a payment's draft: parsed by the schema of its purpose, so a draft that
 * is not what its purpose stores fails here, loudly, instead of as a missing field further on.
 */
import {
  registrationDraftSchema,
  renewalDraftSchema,
  type RegistrationDraft,
  type RenewalDraft,
} from '../../../shared/schemas/payment-drafts';
import type { z } from 'zod';

export type PaymentDraft = { purpose: 'registration'; draft: RegistrationDraft } | { purpose: 'renewal'; draft: RenewalDraft };

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
  }
}
