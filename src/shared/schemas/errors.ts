/**
 * The one error shape of every API answer: `{ "error": { "code", "message", "reason"?, "fields"? } }`.
 * `code` is one of src/shared/error-codes.ts (a plain string here, so an older client still reads
 * a newer server's codes). 4xx carry the product's message (src/shared/messages.ts); `fields` maps
 * a form field to its message. The server's error handler writes it, routes declare it for their
 * error statuses, and the browser's API client and the tests read it.
 */
import { z } from './zod';

export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** Which rule refused the request, when one code covers several (`rate_limited`). */
    reason: z.string().optional(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
