/**
 * Field schemas shared by every form and route. They normalise: names are trimmed, e-mail is
 * trimmed and lower-cased, phones become the canonical 2547…/2541… form.
 */
import { z } from './zod';
import { GENDERS } from '../constants';
import { messages } from '../messages';
import { MAX_PHOTO_DATA_URL_LENGTH, MAX_PUBLIC_PHOTO_DATA_URL_LENGTH } from '../photo';
import { toCanonicalPhone } from '../phone';

/** A required text: blank after trimming counts as missing. */
export const requiredText = (message: string, max = 200) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: messages.contentTooLong.replace('{max}', String(max)) });

export const idNumber = requiredText(messages.idNumberRequired, 20).regex(/^\d{6,9}$/, {
  error: messages.idNumberInvalid,
});

export const fullName = requiredText(messages.fullNameRequired, 100);

/**
 * A phone as people write it (0712 345 678, +254712345678, 254712345678, 712345678): one rule,
 * toCanonicalPhone, decides, and the canonical 2547…/2541… form is what is stored and compared.
 */
const kenyanMobile = (schema: z.ZodString, message: string) =>
  schema.transform((value, ctx) => {
    const canonical = toCanonicalPhone(value);
    if (!canonical) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return canonical;
  });

/** The member's own phone: required, and a Kenyan mobile so M-Pesa and SMS can reach it. */
export const memberPhone = kenyanMobile(requiredText(messages.phoneRequired, 20), messages.phoneInvalid);

/** The phone that pays: a Kenyan mobile (Safaricom's 07…/01…), in any of the same forms. */
export const paymentPhone = kenyanMobile(
  z.string({ error: messages.paymentPhoneInvalid }).trim().max(20, { error: messages.paymentPhoneInvalid }),
  messages.paymentPhoneInvalid,
);

/** Optional e-mail: blank means none. */
export const optionalEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .optional()
  .nullable()
  .transform((value) => (value ? value : null))
  .pipe(z.email({ error: messages.emailInvalid }).nullable());

export const gender = (message: string) => z.enum(GENDERS, { error: message });

export const chapterName = (message: string) => requiredText(message, 100);

const photoDataUrlWithin = (maxLength: number, tooLarge: string) =>
  z
    .string()
    .max(maxLength, { error: tooLarge })
    .regex(/^data:image\/[a-z0-9.+-]+;base64,[A-Za-z0-9+/=\s]+$/i, { error: messages.photoNotImage });
/** A photo as the product's data URL, from an official's form. Its content is checked on the server (sharp), not trusted here. */
export const photoDataUrl = photoDataUrlWithin(MAX_PHOTO_DATA_URL_LENGTH, messages.photoTooLarge);
/** A photo as sent to the public registration routes: within MAX_PUBLIC_PHOTO_BYTES (constants.ts says why). */
export const publicPhotoDataUrl = photoDataUrlWithin(MAX_PUBLIC_PHOTO_DATA_URL_LENGTH, messages.photoTooLargeToSend);
