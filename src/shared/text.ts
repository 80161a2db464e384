/**
 * Text no form of ours can produce and PostgreSQL cannot store: the NUL character (text columns
 * refuse it) and UTF-16 surrogates without their pair (not valid Unicode; they break JSON and
 * UTF-8 encoders). Right-to-left marks, emoji and the like are ordinary text and pass.
 */
// eslint-disable-next-line no-control-regex -- finding the NUL character is the point
const UNSAFE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isUnsafeText = (value: string): boolean => UNSAFE_TEXT.test(value);

/** True when any string (value or key) anywhere in a parsed JSON value or query is unsafe. */
export function containsUnsafeText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return isUnsafeText(value);
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => containsUnsafeText(item, depth + 1));
  for (const [key, item] of Object.entries(value)) {
    if (isUnsafeText(key) || containsUnsafeText(item, depth + 1)) return true;
  }
  return false;
}
