/**
 * Step 1's form state. Its validation with the shared schema is in registration-validation.ts,
 * a chunk of its own: the schema library is not part of the page's first load.
 */
import type { RegistrationInput } from '../../shared/schemas/members';
import { languageOfLocale, type MemberLanguage } from '../../shared/member-language';
import { ACTIVE_LOCALE } from '../../shared/active-locale';

/**
 * The language the new member's SMS and e-mails are written in: the language of the page they
 * register on (docs/member-language.md). The Kiswahili build's ACTIVE_LOCALE is sw-KE, so a
 * registration on /sw/membership sends 'sw'.
 */
const REGISTRATION_LANGUAGE: MemberLanguage = languageOfLocale(ACTIVE_LOCALE);

export interface RegistrationForm {
  idNumber: string;
  fullName: string;
  phoneNumber: string;
  gender: '' | 'male' | 'female' | 'other';
  chapter: string;
  email: string;
  profileImage: string | null;
  consent: boolean;
  /** Promotional SMS: unticked until the visitor ticks it. */
  smsConsent: boolean;
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
  smsConsent: false,
};

export type FieldErrors = Partial<Record<keyof RegistrationForm, string>>;

/**
 * The first error of each field, or null when the form is valid. Loads the validation chunk on
 * first use; the page fetches it ahead as soon as the visitor starts on the form (`preloadValidation`).
 */
export async function validateRegistration(form: RegistrationForm): Promise<FieldErrors | null> {
  const { registrationErrors } = await import('./registration-validation');
  return registrationErrors(toInput(form));
}

export const preloadValidation = () => import('./registration-validation');

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
    smsConsent: form.smsConsent,
    language: REGISTRATION_LANGUAGE,
  };
}

const TEXT_FIELDS = ['idNumber', 'fullName', 'phoneNumber', 'email', 'chapter'] as const;

/** Step-1 fields from loosely typed values (a prerendered form's DOM, sessionStorage): strings and the two consent boxes only. */
export function fromTyped(values: Record<string, unknown>): Partial<RegistrationForm> {
  const patch: Partial<RegistrationForm> = {};
  for (const key of TEXT_FIELDS) if (typeof values[key] === 'string') patch[key] = values[key];
  if (values.gender === 'male' || values.gender === 'female' || values.gender === 'other' || values.gender === '')
    patch.gender = values.gender;
  if (typeof values.consent === 'boolean') patch.consent = values.consent;
  if (typeof values.smsConsent === 'boolean') patch.smsConsent = values.smsConsent;
  return patch;
}
