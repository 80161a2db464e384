/**
 * Sign-in throttling (docs/decisions/0003-sign-in.md), counted in the database (rate_counters)
 * so it holds across instances, with atomic counts so concurrency cannot overshoot:
 *
 *   account + address   5 attempts in 15 min, then 429: a guesser locks out only themselves
 *   address             20 attempts in 15 min, then 429: many names tried from one place
 *   account (anywhere)  30 attempts in an hour from all addresses together, then 429 until the
 *                       hour ends: a guesser with many addresses gets no more guesses than one
 *                       with a few. Refused at once (Retry-After), never held open sleeping: a
 *                       waiting request would tie up the server as surely as a checked one.
 *                       An attempt from a browser that holds a device cookie for the account
 *                       (device-cookie.ts) is not counted here and never refused by it, so
 *                       guessing from elsewhere cannot lock the official out of their own browser.
 *   device cookie       10 attempts an hour per device cookie, counted instead of the account:
 *                       past that, a stolen cookie is counted like any other browser.
 *   password change     5 wrong "current password" tries per official, counted apart from sign-in
 *
 * "Address" is the client key (an IPv6 /64 counts as one address, see lib/client-key.ts).
 * Every attempt is counted before the password is checked (so 20 simultaneous guesses cannot all
 * be checked); a success takes its own count back.
 */
import { AppError } from '../../errors';
import type { Db } from '../../db/client';
import { messages } from '../../../shared/messages';
import {
  LOGIN_ACCOUNT_WINDOW_MS,
  LOGIN_MAX_ATTEMPTS_PER_ACCOUNT,
  LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP,
  LOGIN_MAX_FAILURES_PER_IP,
  LOGIN_THROTTLE_WINDOW_MS,
  PASSWORD_CHANGE_MAX_FAILURES,
} from '../../../shared/constants';
import { clientKey } from '../../lib/client-key';
import { clear, clearPrefix, hit, release } from '../rate-limit';

const keys = (accountKey: string, ip: string) => ({
  pair: `signin:pair:${accountKey}|${clientKey(ip)}`,
  ip: `signin:ip:${clientKey(ip)}`,
  account: `signin:account:${accountKey}`,
});
const deviceKey = (nonce: string) => `signin:device:${nonce}`;

/** Generous for one official's own browser (typos, a forgotten password), small for a thief. */
const DEVICE_MAX_ATTEMPTS = 10;

const tooMany = (retryAfterSeconds: number, message: string = messages.loginLocked) =>
  new AppError(429, 'too_many_attempts', message, undefined, { 'Retry-After': String(retryAfterSeconds) });

/** Which counter an attempt was counted on besides its address, so a success can take it back. */
export interface SignInCount {
  ceilingKey: string;
}

/**
 * Counts one sign-in attempt; throws 429 when this address, or this account anywhere, may not try
 * (again) now. `deviceNonce`: the nonce of a valid device cookie naming this very account.
 */
export async function countSignInAttempt(
  db: Db,
  accountKey: string,
  ip: string,
  now: Date,
  deviceNonce?: string,
): Promise<SignInCount> {
  const k = keys(accountKey, ip);
  const byIp = await hit(db, k.ip, LOGIN_THROTTLE_WINDOW_MS, now);
  if (byIp.count > LOGIN_MAX_FAILURES_PER_IP) throw tooMany(byIp.retryAfterSeconds);
  const byPair = await hit(db, k.pair, LOGIN_THROTTLE_WINDOW_MS, now);
  if (byPair.count > LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP) throw tooMany(byPair.retryAfterSeconds);
  if (deviceNonce) {
    const byDevice = await hit(db, deviceKey(deviceNonce), LOGIN_ACCOUNT_WINDOW_MS, now);
    if (byDevice.count <= DEVICE_MAX_ATTEMPTS) return { ceilingKey: deviceKey(deviceNonce) };
  }
  const byAccount = await hit(db, k.account, LOGIN_ACCOUNT_WINDOW_MS, now);
  if (byAccount.count > LOGIN_MAX_ATTEMPTS_PER_ACCOUNT) throw tooMany(byAccount.retryAfterSeconds, messages.loginAccountLocked);
  return { ceilingKey: k.account };
}
/** A successful sign-in: the attempt counted for it no longer counts. */
export async function signInSucceeded(db: Db, accountKey: string, ip: string, counted: SignInCount): Promise<void> {
  const k = keys(accountKey, ip);
  await clear(db, k.pair);
  await release(db, k.ip);
  await release(db, counted.ceilingKey);
}

/** A chairman's reset: the account starts clean everywhere it is counted. */
export async function clearAccountFailures(db: Db, accountKey: string): Promise<void> {
  await clear(db, keys(accountKey, '').account);
  await clear(db, passwordChangeKey(accountKey));
  await clearPrefix(db, keys(accountKey, '').pair);
}

const passwordChangeKey = (accountKey: string) => `password-change:${accountKey}`;

/** Counts one password-change attempt for this official (429 past the limit). */
export async function countPasswordChangeAttempt(db: Db, accountKey: string, now: Date): Promise<void> {
  const attempt = await hit(db, passwordChangeKey(accountKey), LOGIN_THROTTLE_WINDOW_MS, now);
  if (attempt.count > PASSWORD_CHANGE_MAX_FAILURES) throw tooMany(attempt.retryAfterSeconds);
}

export async function passwordChangeSucceeded(db: Db, accountKey: string): Promise<void> {
  await clear(db, passwordChangeKey(accountKey));
}
