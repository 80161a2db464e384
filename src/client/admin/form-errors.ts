/** Field errors from a shared zod schema, keyed by the first path segment (the form's field name). */
import type { z } from 'zod';

export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '_');
    errors[key] ??= issue.message;
  }
  return errors;
}
