/**
 * Device cookies: a browser an official has signed in from before is recognised, so guesses at
 * the account from elsewhere cannot lock them out (docs/decisions/0003-sign-in.md).
 *
 * After every successful sign-in the browser gets `myv_device` = `{userId}.{expiresMs}.{nonce}.{signature}`,
 * the signature being an HMAC over the user id, its expiry and a random nonce with a key generated once per
 * installation (settings table, like the card-link key, but its own: a leak of one does not
 * forge the other). The expiry is signed too, so a copied value stops working when the browser's
 * copy would have gone. Nothing is stored per cookie; the nonce makes each cookie its own, so its
 * attempts can be counted apart (throttle.ts). The cookie proves only "this browser once knew
 * this account's password": it never signs anyone in, it only exempts that account's sign-in
 * attempts from the account-wide ceiling. It is sent to the sign-in route only.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client';
import { createSigner } from '../../lib/signer';

export const DEVICE_COOKIE = 'myv_device';
/** Long enough that an official who signs in a few times a year keeps being recognised. */
export const DEVICE_COOKIE_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;
/** Only the sign-in route reads it, so no other request carries it. */
const DEVICE_COOKIE_PATH = '/api/auth/login';

const KEY_SETTING = 'device_cookie_key';
const SHAPE = /^([0-9a-f-]{36})\.(\d{1,15})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

/** A device cookie whose signature holds: the account it names and its own nonce. */
export interface KnownDevice {
  userId: string;
  nonce: string;
}

export interface DeviceCookies {
  /** Sets a fresh device cookie for this account (replacing any other in this browser). */
  issue(reply: FastifyReply, userId: string, now: Date): Promise<void>;
  /** The device a cookie value names, or null when it is absent, malformed, forged or expired. */
  read(value: string | undefined, now: Date): Promise<KnownDevice | null>;
}

export function createDeviceCookies(db: Db, options: { secure: boolean }): DeviceCookies {
  // "d:" keeps this MAC apart from anything else signed with the same construction.
  const { sign, verify } = createSigner(db, KEY_SETTING, 'd');

  return {
    async issue(reply, userId, now) {
      const expires = new Date(now.getTime() + DEVICE_COOKIE_LIFETIME_MS);
      const payload = `${userId}.${expires.getTime()}.${randomBytes(16).toString('base64url')}`;
      reply.setCookie(DEVICE_COOKIE, `${payload}.${await sign(payload)}`, {
        path: DEVICE_COOKIE_PATH,
        httpOnly: true,
        sameSite: 'lax',
        secure: options.secure,
        expires,
      });
    },
    async read(value, now) {
      const match = value ? SHAPE.exec(value) : null;
      if (!match) return null;
      const [, userId, expires, nonce, signature] = match as unknown as [string, string, string, string, string];
      if (!(await verify(`${userId}.${expires}.${nonce}`, signature))) return null;
      // The expiry is only trusted once the signature is.
      if (Number(expires) <= now.getTime()) return null;
      return { userId, nonce };
    },
  };
}
