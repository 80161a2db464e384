/**
 * Recognising database errors by their SQLSTATE. Drizzle wraps the driver's error (PGlite or
 * node-postgres) in its own, so the code is read from `cause` when there is one.
 */
const UNIQUE_VIOLATION = '23505';

/** A unique index refused the row; with `constraint`, only that index's refusal counts. */
export const isUniqueViolation = (error: unknown, constraint?: string): boolean => {
  const e = (error as { cause?: unknown })?.cause ?? error;
  const code = (e as { code?: string })?.code;
  const name = (e as { constraint?: string })?.constraint ?? '';
  return code === UNIQUE_VIOLATION && (!constraint || name === constraint);
};
