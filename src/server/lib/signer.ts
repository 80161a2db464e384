/**
 * HMAC-SHA256 signatures with a key made once per installation and kept in the settings table
 * (each use names its own setting, so a leak of one key forges nothing else). Used for values a
 * browser carries back and the server must trust without storing them: the device cookie, the
 * self-service session.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/client';
import { installationSecret } from '../db/settings';

export interface Signer {
  /** The signature of a payload (43 base64url characters). */
  sign(payload: string): Promise<string>;
  /** Whether a signature is this payload's, compared in constant time. */
  verify(payload: string, signature: string): Promise<boolean>;
}

/** `domain` is signed with every payload: it keeps one use's signatures from being valid for another. */
export function createSigner(db: Db, keySetting: string, domain: string): Signer {
  let key: Promise<Buffer> | null = null;
  const signingKey = () =>
    (key ??= installationSecret(db, keySetting, () => randomBytes(32).toString('base64url')).then((value) =>
      Buffer.from(value, 'base64url'),
    ));
  const sign = async (payload: string) =>
    createHmac('sha256', await signingKey())
      .update(`${domain}:${payload}`)
      .digest('base64url');
  return {
    sign,
    async verify(payload, signature) {
      const expected = Buffer.from(await sign(payload));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
