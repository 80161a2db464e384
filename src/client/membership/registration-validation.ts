/** Step 1's validation with the shared registration schema (zod): loaded when the form is first used. */
import { registrationSchema, type RegistrationInput } from '../../shared/schemas/members';
import { firstErrorPerField } from '../../shared/form-errors';
import type { FieldErrors, RegistrationForm } from './registration-form';

/** The first error of each field, or null when the registration is valid. */
export function registrationErrors(input: RegistrationInput): FieldErrors | null {
  const result = registrationSchema.safeParse(input);
  if (result.success) return null;
  return firstErrorPerField<keyof RegistrationForm>(result.error.issues);
}
