/** Step 1's form state and its validation with the shared schema (spec §5 messages). */
import { registrationSchema, type RegistrationInput } from '../../shared/schemas/members';

export interface RegistrationForm {
  idNumber: string;
  fullName: string;
  phoneNumber: string;
  gender: '' | 'male' | 'female' | 'other';
  chapter: string;
  email: string;
  profileImage: string | null;
  consent: boolean;
}

export const emptyForm: RegistrationForm = {
  idNumber: '',
  fullName: '',
  phoneNumber: '',
  gender: '',
  chapter: '',
  email: '',
  profileImage: null,
  consent: false,
};

export type FieldErrors = Partial<Record<keyof RegistrationForm, string>>;

/** The first error of each field, or null when the form is valid. */
export function validateRegistration(form: RegistrationForm): FieldErrors | null {
  const result = registrationSchema.safeParse(toInput(form));
  if (result.success) return null;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0] as keyof RegistrationForm | undefined;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

/** What the API receives as `registration`. */
export function toInput(form: RegistrationForm): RegistrationInput {
  return {
    idNumber: form.idNumber,
    fullName: form.fullName,
    phoneNumber: form.phoneNumber,
    gender: form.gender as RegistrationInput['gender'],
    chapter: form.chapter,
    email: form.email || null,
    profileImage: form.profileImage,
    consent: form.consent as true,
  };
}
