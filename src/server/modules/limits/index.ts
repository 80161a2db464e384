/** Attempt limits on look-ups and codes, kept in the database. No routes of its own. */
export { hashedKey, recordAttempt, sweepAttempts } from './attempts';
