/**
 * The verification of a card number as the /verify/<number> page shows it (rendered by the pages
 * module): the same rules, the same QR token and the same budgets as GET /api/verify/:number, so the
 * page is no way around what keeps anyone from walking the number space to harvest names.
 */
import type { Db } from '../../db/client';
import type { CardCheck } from '../../../shared/content-view';
import { serverMessages } from '../../../shared/server-messages';
import { cardNumberSchema } from '../../../shared/schemas/cards';
import type { CardLinks } from './links';
import { verifyCardNumber } from './service';
import { hitVerifyLimit } from './verify-limit';

export interface CardCheckAnswer {
  check: CardCheck;
  /** Set when the look-up was refused for too many from this address. */
  retryAfterSeconds?: number;
}

/** `token` is the QR code's: with it the answer names the holder, without it only valid / not valid. */
export async function checkCardNumber(
  db: Db,
  links: CardLinks,
  input: { number: string; token: string | undefined; ip: string; now: Date },
): Promise<CardCheckAnswer> {
  const { number, token, ip, now } = input;
  // Counted before validation, as the API does, so malformed look-ups spend the budget too.
  const { allowed, retryAfterSeconds } = await hitVerifyLimit(db, ip, now);
  if (!allowed) return { check: { outcome: 'error', message: serverMessages.cardVerifyRateLimited }, retryAfterSeconds };
  const parsed = cardNumberSchema.safeParse(number);
  if (!parsed.success) return { check: { outcome: 'invalid' } };
  const named = await links.checkVerifyToken(parsed.data, token);
  const card = await verifyCardNumber(db, parsed.data, now, named);
  return { check: card ? { outcome: 'found', card } : { outcome: 'unknown' } };
}
