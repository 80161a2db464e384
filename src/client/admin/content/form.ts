/** Field errors of a content form, from the shared zod schemas (the messages the API also sends). */
import type { z } from 'zod';
import { ApiError } from '../../api';
import { firstErrorPerField } from '../../../shared/form-errors';

export type FieldErrors = Record<string, string>;

/** Checks `values` with `schema`: null when valid, else the field errors. */
export function validate(schema: z.ZodType, values: unknown): FieldErrors | null {
  const result = schema.safeParse(values);
  return result.success ? null : firstErrorPerField(result.error.issues);
}

/** What a failed save shows: the server's field errors, or its message for the whole form. */
export function errorsOf(error: unknown): FieldErrors {
  if (error instanceof ApiError)
    return Object.keys(error.fields).length > 0 ? { ...error.fields, form: error.message } : { form: error.message };
  return { form: 'Something went wrong. Please try again.' };
}

/** Today in Kenya as YYYY-MM-DD (the default date of a new item). */
export const todayInNairobi = (): string => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' }).format(new Date());

/** Splits a textarea into list items, one per line. */
export const linesOf = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
