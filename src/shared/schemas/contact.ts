import { z } from 'zod';
import { requiredText } from './fields';

/** Contact form (spec §5): name, email, subject, message required; phone optional. */
export const contactMessageSchema = z.object({
  name: requiredText('Name is required', 100),
  email: z.string().trim().toLowerCase().pipe(z.email({ error: 'Please enter a valid email address' })),
  phone: z
    .string()
    .trim()
    .max(20, { error: 'Phone must be at most 20 characters' })
    .optional()
    .nullable()
    .transform((value) => (value ? value : null)),
  subject: requiredText('Subject is required', 150),
  message: requiredText('Message is required', 5000),
  /** Honeypot: people leave it empty, bots fill it. */
  website: z.string().max(500).optional(),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
