/**
 * The one rule for showing a form's zod issues: the first message of each field, keyed by its path
 * ("details.location" for a nested field), and "form" for an issue about the whole form.
 */
interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** Any field name when the form does not list its fields, else at most one message per listed field. */
type ErrorsOf<Field extends string> = string extends Field ? Record<string, string> : Partial<Record<Field | 'form', string>>;

export function firstErrorPerField<Field extends string = string>(issues: readonly Issue[]): ErrorsOf<Field> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[issue.path.map(String).join('.') || 'form'] ??= issue.message;
  return errors as ErrorsOf<Field>;
}
