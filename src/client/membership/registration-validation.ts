/** Step 1's validation with the shared registration schema (zod): loaded when the form is first used. */
import { registrationSchema, type RegistrationInput } from '../../shared/schemas/members';
import { firstErrorPerField } from '../../shared/form-errors';

/**
 * The first error of each field, or null when the registration is valid. Keyed by the schema's
 * fields (the form has the same ones): this chunk imports nothing back from registration-form.ts.
 */
export function registrationErrors(input: RegistrationInput): Partial<Record<keyof RegistrationInput, string>> | null {
  const result = registrationSchema.safeParse(input);
  if (result.success) return null;
  return firstErrorPerField<keyof RegistrationInput>(result.error.issues);
}
