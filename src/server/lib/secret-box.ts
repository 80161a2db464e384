/**
 * Encryption of small secrets the server must read back (an official's TOTP secret): AES-256-GCM
 * with a key made once per installation and kept in the settings table, its own key (a leak of
 * another installation key opens nothing here). A copy of one table alone (a stray export of
 * two_factor, a log of a row) gives no usable secret; a full backup holds the key too, which is
 * why backups are kept like the database itself (docs/two-factor.md).
 *
 * Stored form: v1.{iv}.{tag}.{ciphertext}, base64url; the purpose is bound as associated data, so
 * a value encrypted for one purpose does not decrypt for another.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { installationSecret } from '../db/settings';

export interface SecretBox {
  seal(plain: string): Promise<string>;
  /** The plain text, or null for a value this key and purpose did not seal. */
  open(sealed: string): Promise<string | null>;
}

export function createSecretBox(db: Db, keySetting: string, purpose: string): SecretBox {
  let key: Promise<Buffer> | null = null;
  const boxKey = () =>
    (key ??= installationSecret(db, keySetting, () => randomBytes(32).toString('base64url')).then((value) =>
      Buffer.from(value, 'base64url'),
    ));
  const aad = Buffer.from(purpose);
  return {
    async seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', await boxKey(), iv);
      cipher.setAAD(aad);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    async open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', await boxKey(), Buffer.from(iv, 'base64url'));
        decipher.setAAD(aad);
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
