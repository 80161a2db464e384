/**
 * Signed receipt links: `/r/{token}`, where the token is the payment's id (16 bytes) and the
 * first 6 bytes of an HMAC over it with this installation's receipt key, in base64url: 30
 * characters. Short on purpose: the link rides in the welcome, renewal and donation SMS, each of
 * which must stay one 160-character part (docs/donations.md). 48 bits of signature cannot be
 * guessed online (each try is an HTTP request), and the id alone (which officials see) opens
 * nothing. A receipt never expires, as a paper one does not.
 */
import { timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/client';
import { createSigner } from './signer';

export const RECEIPT_PATH_PREFIX = '/r/';
const KEY_SETTING = 'receipt_link_key';
const ID_CHARS = 22;
const SIGNATURE_CHARS = 8;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{30}$/;
const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const idToChars = (id: string): string => Buffer.from(id.replace(/-/g, ''), 'hex').toString('base64url');
function charsToId(chars: string): string | null {
  const hex = Buffer.from(chars, 'base64url').toString('hex');
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  // Only the canonical encoding: another spelling of the same bytes is not a second valid link.
  return UUID_SHAPE.test(id) && idToChars(id) === chars ? id : null;
}

export interface ReceiptLinks {
  /** The path of a payment's receipt (`/r/…`), for SMS and the page that thanks a donor. */
  pathFor(paymentId: string): Promise<string>;
  /** The payment id a token was signed for, or null (malformed or forged). */
  paymentIdOf(token: string): Promise<string | null>;
}

export function createReceiptLinks(db: Db): ReceiptLinks {
  const signer = createSigner(db, KEY_SETTING, 'receipt');
  const signatureOf = async (id: string) => (await signer.sign(id)).slice(0, SIGNATURE_CHARS);
  return {
    async pathFor(paymentId) {
      return `${RECEIPT_PATH_PREFIX}${idToChars(paymentId)}${await signatureOf(paymentId)}`;
    },
    async paymentIdOf(token) {
      if (!TOKEN_SHAPE.test(token)) return null;
      const id = charsToId(token.slice(0, ID_CHARS));
      if (!id) return null;
      const expected = Buffer.from(await signatureOf(id));
      const given = Buffer.from(token.slice(ID_CHARS));
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
    },
  };
}
