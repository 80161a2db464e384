/**
 * Sign-in throttling (docs/decisions/0003-sign-in.md), counted by the one limiter (lib/rate-limit.ts,
 * numbers in lib/limits.ts) so it holds across instances, with atomic counts so concurrency cannot
 * overshoot:
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
import type { Db } from '../../db/client';
import { clientKey } from '../../lib/client-key';
import { LIMITS, SIGN_IN_DEVICE } from '../../lib/limits';
import { clear, clearStartingWith, hit, release, tooMany } from '../../lib/rate-limit';

const { sign_in_address: byAddress, sign_in_account_address: byPair, sign_in_account: byAccount } = LIMITS;

/** Which counter an attempt was counted on besides its address, so a success can take it back. */
export interface SignInCount {
  /** Set when the device cookie was counted instead of the account. */
  deviceNonce?: string;
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
  const address = clientKey(ip);
  const fromAddress = await hit(db, byAddress, [address], now);
  if (!fromAddress.allowed) throw tooMany(byAddress, fromAddress.retryAfterSeconds);
  const fromPair = await hit(db, byPair, [accountKey, address], now);
  if (!fromPair.allowed) throw tooMany(byPair, fromPair.retryAfterSeconds);
  if (deviceNonce) {
    const fromDevice = await hit(db, SIGN_IN_DEVICE, [deviceNonce], now);
    if (fromDevice.allowed) return { deviceNonce };
  }
  const forAccount = await hit(db, byAccount, [accountKey], now);
  if (!forAccount.allowed) throw tooMany(byAccount, forAccount.retryAfterSeconds);
  return {};
}

/** A successful sign-in: the attempt counted for it no longer counts. */
export async function signInSucceeded(db: Db, accountKey: string, ip: string, counted: SignInCount): Promise<void> {
  const address = clientKey(ip);
  await clear(db, byPair, [accountKey, address]);
  await release(db, byAddress, [address]);
  if (counted.deviceNonce) await release(db, SIGN_IN_DEVICE, [counted.deviceNonce]);
  else await release(db, byAccount, [accountKey]);
}

/** A chairman's reset: the account starts clean everywhere it is counted. */
export async function clearAccountFailures(db: Db, accountKey: string): Promise<void> {
  await clear(db, byAccount, [accountKey]);
  await clear(db, LIMITS.password_change, [accountKey]);
  await clearStartingWith(db, byPair, [accountKey]);
}

/** Counts one password-change attempt for this official (429 past the limit). */
export async function countPasswordChangeAttempt(db: Db, accountKey: string, now: Date): Promise<void> {
  const attempt = await hit(db, LIMITS.password_change, [accountKey], now);
  if (!attempt.allowed) throw tooMany(LIMITS.password_change, attempt.retryAfterSeconds);
}

export async function passwordChangeSucceeded(db: Db, accountKey: string): Promise<void> {
  await clear(db, LIMITS.password_change, [accountKey]);
}
