/**
 * /renew's and /my-card's checks with the shared schemas (zod), the same rules and words the
 * server applies. A chunk of its own, loaded when a form is first submitted: the schema library
 * is not part of the pages' first load (the public JavaScript budget).
 */
import { firstErrorPerField } from '../../shared/form-errors';
import { paymentPhone } from '../../shared/schemas/fields';
import { mpesaCode, stkPushAnswerSchema, type StkPushAnswer } from '../../shared/schemas/registration';
import { memberLookupSchema, selfServiceVerifySchema } from '../../shared/schemas/renewals';

type Errors<K extends string> = Partial<Record<K, string>>;

/** The first error of each field of the ID number + phone on file lookup, or null when valid. */
function lookupErrors(input: { idNumber: string; phoneNumber: string }): Errors<'idNumber' | 'phoneNumber'> | null {
  const parsed = memberLookupSchema.safeParse(input);
  return parsed.success ? null : firstErrorPerField<'idNumber' | 'phoneNumber'>(parsed.error.issues);
}

/** The first error of each field of the ID number + texted code check, or null when valid. */
function verifyErrors(input: { idNumber: string; code: string }): Errors<'idNumber' | 'code'> | null {
  const parsed = selfServiceVerifySchema.safeParse(input);
  return parsed.success ? null : firstErrorPerField<'idNumber' | 'code'>(parsed.error.issues);
}

const isPaymentPhone = (value: string): boolean => paymentPhone.safeParse(value).success;

const isMpesaCode = (value: string): boolean => mpesaCode.safeParse(value).success;

const parseStkPushAnswer = (value: unknown): StkPushAnswer => stkPushAnswerSchema.parse(value);

export const renewalValidation = { lookupErrors, verifyErrors, isPaymentPhone, isMpesaCode, parseStkPushAnswer };
