import { z } from './zod';
import { requiredText } from './fields';
import { messages } from '../messages';

/** Contact form: name, email, subject, message required; phone optional. */
export const contactMessageSchema = z.object({
  name: requiredText(messages.contactNameRequired, 100),
  email: z
    .string({ error: messages.emailInvalid })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: messages.emailInvalid })),
  phone: z
    .string()
    .trim()
    .max(20, { error: messages.contactPhoneTooLong })
    .optional()
    .nullable()
    .transform((value) => (value ? value : null)),
  subject: requiredText(messages.contactSubjectRequired, 150),
  message: requiredText(messages.contactMessageRequired, 5000),
  /** Honeypot: people leave it empty, bots fill it. */
  website: z.string().max(500).optional(),
});
