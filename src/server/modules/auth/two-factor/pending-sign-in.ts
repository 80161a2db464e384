/**
 * Between the password and the code: a short-lived signed cookie says "this browser gave this
 * account's password a moment ago". It opens no session and no route but the code's
 * (`POST /api/auth/2fa/verify`, the only path it is sent to). Nothing is stored per cookie: the
 * signature (installation key of its own, lib/signer.ts) and the signed expiry are the proof.
 *
 * Value: `{userId}.{expiresMs}.{rememberMe 0|1}.{device nonce or -}.{nonce}.{signature}`. The
 * device nonce carries the device cookie the password step recognised (device-cookie.ts), so the
 * code's attempts are counted as that browser's, as the password's were.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../../db/client';
import { createSigner } from '../../../lib/signer';

export const PENDING_SIGN_IN_COOKIE = 'myv_2fa_pending';
/** Long enough to open the app and type a code, short enough to be no standing credential. */
const PENDING_LIFETIME_MS = 5 * 60_000;
const PENDING_PATH = '/api/auth/2fa/verify';
const SHAPE = /^([0-9a-f-]{36})\.(\d{1,15})\.([01])\.([A-Za-z0-9_-]{22}|-)\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

export interface PendingSignIn {
  userId: string;
  rememberMe: boolean;
  deviceNonce: string | undefined;
}

export function createPendingSignIns(db: Db, options: { secure: boolean }) {
  const { sign, verify } = createSigner(db, 'two_factor_pending_key', 'p');
  const cookieOptions = { path: PENDING_PATH, httpOnly: true, sameSite: 'strict', secure: options.secure } as const;
  return {
    async issue(reply: FastifyReply, pending: PendingSignIn, now: Date): Promise<void> {
      const expires = new Date(now.getTime() + PENDING_LIFETIME_MS);
      const payload = [
        pending.userId,
        expires.getTime(),
        pending.rememberMe ? '1' : '0',
        pending.deviceNonce ?? '-',
        randomBytes(16).toString('base64url'),
      ].join('.');
      reply.setCookie(PENDING_SIGN_IN_COOKIE, `${payload}.${await sign(payload)}`, { ...cookieOptions, expires });
    },
    /** The sign-in a cookie value carries, or null when absent, malformed, forged or expired. */
    async read(value: string | undefined, now: Date): Promise<PendingSignIn | null> {
      const match = value ? SHAPE.exec(value) : null;
      if (!match) return null;
      const [, userId, expires, remember, device, nonce, signature] = match as unknown as string[];
      if (!(await verify(`${userId}.${expires}.${remember}.${device}.${nonce}`, signature!))) return null;
      if (Number(expires) <= now.getTime()) return null;
      return { userId: userId!, rememberMe: remember === '1', deviceNonce: device === '-' ? undefined : device };
    },
    clear(reply: FastifyReply): void {
      reply.clearCookie(PENDING_SIGN_IN_COOKIE, cookieOptions);
    },
  };
}
