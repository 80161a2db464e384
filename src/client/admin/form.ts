/**
 * The dashboard forms' one rule for errors: react-hook-form validates with the shared zod schema
 * the API uses (the form's values turned into the body first), keeps the first message of each
 * field (src/shared/form-errors.ts), and puts the server's field errors on the same fields.
 */
import { toNestErrors } from '@hookform/resolvers';
import { get, type FieldErrors, type FieldValues, type Path, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../api';
import { firstErrorPerField } from '../../shared/form-errors';

/** Maps an error's path in the body ("details.partners.2") to the form field that shows it. */
export type FieldOf = (path: string) => string;
const samePath: FieldOf = (path) => path;

/** A resolver that checks `toBody(values)` with `schema`; the values themselves are what the form keeps. */
export function schemaResolver<F extends FieldValues>(
  schema: z.ZodType,
  toBody: (values: F) => unknown,
  fieldOf: FieldOf = samePath,
): Resolver<F> {
  return (values, _context, options) => {
    const parsed = schema.safeParse(toBody(values));
    if (parsed.success) return { values, errors: {} };
    const flat: FieldErrors = {};
    for (const [path, message] of Object.entries(firstErrorPerField(parsed.error.issues)))
      flat[fieldOf(path)] ??= { type: 'validate', message };
    return { values: {}, errors: toNestErrors(flat, options) };
  };
}

/** A field's message, wherever it sits in the nested errors. */
export const errorOf = <F extends FieldValues>(form: UseFormReturn<F>, name: Path<F>): string | undefined =>
  (get(form.formState.errors, name) as { message?: string } | undefined)?.message;

/** Puts a failed save's field errors on the form's fields; returns the message for the whole form. */
export function showServerErrors<F extends FieldValues>(form: UseFormReturn<F>, error: unknown, fieldOf = samePath): string {
  if (!(error instanceof ApiError)) return 'Something went wrong. Please try again.';
  for (const [path, message] of Object.entries(error.fields))
    form.setError(fieldOf(path) as Path<F>, { type: 'server', message });
  return error.message;
}

/** Splits a textarea into list items, one per line. */
export const linesOf = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
