import { z } from './zod';
import { requiredText } from './fields';
import { messages } from '../messages';
import { serverMessages } from '../server-messages';

/** Contact form: name, email, subject, message required; phone optional. */
export const contactMessageSchema = z.object({
  name: requiredText(serverMessages.contactNameRequired, 100),
  email: z
    .string({ error: messages.emailInvalid })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: messages.emailInvalid })),
  phone: z
    .string()
    .trim()
    .max(20, { error: serverMessages.contactPhoneTooLong })
    .optional()
    .nullable()
    .transform((value) => (value ? value : null)),
  subject: requiredText(serverMessages.contactSubjectRequired, 150),
  message: requiredText(serverMessages.contactMessageRequired, 5000),
  /** Honeypot: people leave it empty, bots fill it. */
  website: z.string().max(500).optional(),
});
