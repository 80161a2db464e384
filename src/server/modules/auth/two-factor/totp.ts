/**
 * TOTP (RFC 6238) as every authenticator app computes it: SHA-1, 6 digits, 30-second steps, with
 * otpauth doing the arithmetic. A code of the step before or after the server's clock is accepted
 * too (a phone a few seconds off, a code typed as it changes); which step matched is returned so
 * the caller can refuse that step, and every earlier one, next time (no replay inside the window).
 */
import { Secret, TOTP } from 'otpauth';
import { identity } from '../../../../shared/identity';

const PERIOD_SECONDS = 30;
const DIGITS = 6;
/** Steps either side of now that are still accepted. */
const WINDOW = 1;
/** 160 bits, the size RFC 4226 recommends for the HMAC-SHA-1 key. */
const SECRET_BYTES = 20;

const totpFor = (secretBase32: string, account: string) =>
  new TOTP({
    issuer: identity.shortName,
    label: account,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });

/** A new random secret in base32, the form apps accept when typed. */
export const newTotpSecret = (): string => new Secret({ size: SECRET_BYTES }).base32;

/** The otpauth:// address a QR code carries: the issuer and account name tell the app what it is. */
export const totpUrl = (secretBase32: string, account: string): string => totpFor(secretBase32, account).toString();

/** The time-step a moment falls in. */
const totpStep = (at: Date): number => Math.floor(at.getTime() / 1000 / PERIOD_SECONDS);

/** The step whose code this is (within the window around `at`), or null when it matches none. */
export function matchTotp(secretBase32: string, code: string, at: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secretBase32, '').validate({ token: code, timestamp: at.getTime(), window: WINDOW });
  return delta === null ? null : totpStep(at) + delta;
}

/** The code of a moment: for tests and the benchmark, computed as an app would. */
export const totpCode = (secretBase32: string, at: Date): string =>
  totpFor(secretBase32, '').generate({ timestamp: at.getTime() });
