/**
 * Sign-in throttling (docs/decisions/0003-sign-in.md), counted in the database (rate_counters)
 * so it holds across instances, with atomic counts so concurrency cannot overshoot:
 *
 *   account + address   5 attempts in 15 min, then 429: a guesser locks out only themselves
 *   address             20 attempts in 15 min, then 429: many names tried from one place
 *   account (anywhere)  above 10 in 15 min each attempt waits 0.5 s, doubling to 8 s: a
 *                       distributed guesser is slowed, the owner is never refused
 *   password change     5 wrong "current password" tries per official, counted apart from sign-in
 *
 * Every attempt is counted before the password is checked (so 20 simultaneous guesses cannot all
 * be checked); a success takes its own count back.
 */
import { AppError } from '../../errors';
import type { Db } from '../../db/client';
import { messages } from '../../../shared/messages';
import {
  LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP,
  LOGIN_MAX_FAILURES_PER_IP,
  LOGIN_MAX_SLOWDOWN_MS,
  LOGIN_SLOWDOWN_AFTER_ACCOUNT_FAILURES,
  LOGIN_THROTTLE_WINDOW_MS,
  PASSWORD_CHANGE_MAX_FAILURES,
} from '../../../shared/constants';
import { clear, clearPrefix, hit, release } from '../rate-limit';

const keys = (accountKey: string, ip: string) => ({
  pair: `signin:pair:${accountKey}|${ip}`,
  ip: `signin:ip:${ip}`,
  account: `signin:account:${accountKey}`,
});

const tooMany = (retryAfterSeconds: number) =>
  new AppError(429, 'too_many_attempts', messages.loginLocked, undefined, { 'Retry-After': String(retryAfterSeconds) });

/** How long an attempt waits when the account has had `count` attempts in the window. */
export function slowdownMs(count: number): number {
  const over = count - LOGIN_SLOWDOWN_AFTER_ACCOUNT_FAILURES;
  return over <= 0 ? 0 : Math.min(LOGIN_MAX_SLOWDOWN_MS, 500 * 2 ** Math.min(over - 1, 10));
}

/**
 * Counts one sign-in attempt; throws 429 when this address may not try (again) now, and waits
 * when the account as a whole has seen many failures.
 */
export async function countSignInAttempt(
  db: Db,
  accountKey: string,
  ip: string,
  now: Date,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<void> {
  const k = keys(accountKey, ip);
  const byIp = await hit(db, k.ip, LOGIN_THROTTLE_WINDOW_MS, now);
  if (byIp.count > LOGIN_MAX_FAILURES_PER_IP) throw tooMany(byIp.retryAfterSeconds);
  const byPair = await hit(db, k.pair, LOGIN_THROTTLE_WINDOW_MS, now);
  if (byPair.count > LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP) throw tooMany(byPair.retryAfterSeconds);
  const byAccount = await hit(db, k.account, LOGIN_THROTTLE_WINDOW_MS, now);
  const wait = slowdownMs(byAccount.count);
  if (wait > 0) await sleep(wait);
}

/** A successful sign-in: the attempt counted for it no longer counts. */
export async function signInSucceeded(db: Db, accountKey: string, ip: string): Promise<void> {
  const k = keys(accountKey, ip);
  await clear(db, k.pair);
  await release(db, k.ip);
  await release(db, k.account);
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
