/**
 * Signed, expiring card download links for the member who just paid.
 *
 * The registration finaliser returns `/api/cards/{token}`; nobody can fetch someone else's
 * card by guessing ids because the token carries an HMAC over the member id and its expiry.
 * The signing key is generated once per installation and kept in the settings table, so no
 * configuration is needed and links survive restarts. Each app holds one CardLinks (app.cards),
 * which reads the key once; the free functions below read it on every call (tests, scripts).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client';
import { installationSecret } from '../../db/settings';

const KEY_SETTING = 'card_link_key';
/** Long enough to download again after a slow connection or a phone that lost the file. */
export const CARD_LINK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export type CardKind = 'member' | 'leader';

const loadKey = async (db: Db): Promise<Buffer> =>
  Buffer.from(await installationSecret(db, KEY_SETTING, () => randomBytes(32).toString('base64url')), 'base64url');

const sign = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

export interface CardLinkInput {
  kind: CardKind;
  id: string;
  now?: Date;
}

/** Issues and checks card links with this installation's key, read once. */
export interface CardLinks {
  /** A token for `/api/cards/{token}`: kind.id.expiresAtMs.signature */
  issueToken(input: CardLinkInput): Promise<string>;
  /** The URL path the browser downloads the card from. */
  issueUrl(input: CardLinkInput): Promise<string>;
  inspect(token: string, now?: Date): Promise<CardTokenCheck>;
  /** The token the QR code on a card carries next to its number (`/verify/{number}?t={token}`). */
  verifyToken(number: string): Promise<string>;
  /** Whether `token` is this number's QR token: only then does the verification name the holder. */
  checkVerifyToken(number: string, token: string | undefined): Promise<boolean>;
}

export function createCardLinks(db: Db): CardLinks {
  let key: Promise<Buffer> | null = null;
  const signingKey = () => (key ??= loadKey(db));
  const links: CardLinks = {
    async issueToken(input) {
      const expires = (input.now ?? new Date()).getTime() + CARD_LINK_LIFETIME_MS;
      const payload = `${input.kind === 'member' ? 'm' : 'l'}.${input.id}.${expires}`;
      return `${payload}.${sign(await signingKey(), payload)}`;
    },
    async issueUrl(input) {
      return `/api/cards/${await links.issueToken(input)}`;
    },
    inspect: async (token, now = new Date()) => inspectWithKey(await signingKey(), token, now),
    verifyToken: async (number) => verifyTokenWithKey(await signingKey(), number),
    async checkVerifyToken(number, token) {
      if (!token || !VERIFY_TOKEN_SHAPE.test(token)) return false;
      const expected = Buffer.from(verifyTokenWithKey(await signingKey(), number));
      return timingSafeEqual(Buffer.from(token), expected);
    },
  };
  return links;
}

export const issueCardToken = (db: Db, input: CardLinkInput): Promise<string> => createCardLinks(db).issueToken(input);
export const issueCardUrl = (db: Db, input: CardLinkInput): Promise<string> => createCardLinks(db).issueUrl(input);

/**
 * A card's QR token: an HMAC of its number, so whoever holds the printed card (or a photo of its
 * QR code) may see whose it is, while someone walking the number space learns only valid / not
 * valid. It never expires, as a printed card does not; "v:" keeps it apart from download links.
 * 128 bits are plenty against guessing and keep the QR code small enough to scan from a card.
 */
const verifyTokenWithKey = (key: Buffer, number: string) => sign(key, `v:${number}`).slice(0, 22);
const VERIFY_TOKEN_SHAPE = /^[A-Za-z0-9_-]{22}$/;

type CardTokenCheck = { ok: true; kind: CardKind; id: string } | { ok: false; reason: 'malformed' | 'forged' | 'expired' };

/**
 * Checks a token and says why it fails, so the download can answer "expired" (ask us for a new
 * link) apart from "not valid". The expiry is only trusted once the signature is.
 */
function inspectWithKey(key: Buffer, token: string, now: Date): CardTokenCheck {
  const match = /^([ml])\.([0-9a-f-]{36})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: 'malformed' };
  const [, kindCode, id, expires, signature] = match as unknown as [string, string, string, string, string];
  const expected = Buffer.from(sign(key, `${kindCode}.${id}.${expires}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'forged' };
  if (Number(expires) <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, kind: kindCode === 'm' ? 'member' : 'leader', id };
}
