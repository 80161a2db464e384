/**
 * Random bearer tokens and their stored form, for the session cookie and the registration cookie
 * alike. A token is 256 random bits in base64url (43 characters); the database keeps only its
 * SHA-256, so a copy of the database gives nobody a usable cookie.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const newToken = (): string => randomBytes(32).toString('base64url');

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Whether a cookie value has the shape newToken() produces (anything else is replaced, never looked up). */
export const isWellFormedToken = (value: string | undefined): value is string => !!value && /^[A-Za-z0-9_-]{43}$/.test(value);

/** Whether `token` is the one whose hash was stored; compared in constant time. */
export function tokenMatchesHash(token: string | null | undefined, storedHash: string | null | undefined): boolean {
  if (!token || !storedHash) return false;
  const actual = Buffer.from(hashToken(token));
  const expected = Buffer.from(storedHash);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
