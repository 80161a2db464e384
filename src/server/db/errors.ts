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

const FOREIGN_KEY_VIOLATION = '23503';

/** A foreign key refused the write (a row still points at the one being deleted). */
export const isForeignKeyViolation = (error: unknown): boolean => {
  const e = (error as { cause?: unknown })?.cause ?? error;
  return (e as { code?: string })?.code === FOREIGN_KEY_VIOLATION;
};
