/**
 * The verification of a card number as the /verify/<number> page shows it (rendered by the pages
 * module): the same rules and the same per-IP budget as GET /api/verify/:number, so the page is no
 * way around the limit that keeps anyone from walking the number space to harvest names.
 */
import type { Db } from '../../db/client';
import type { CardCheck } from '../../../shared/content-view';
import { messages } from '../../../shared/messages';
import { cardNumberSchema } from '../../../shared/schemas/cards';
import { verifyCardNumber } from './service';
import { hitVerifyLimit } from './verify-limit';

export interface CardCheckAnswer {
  check: CardCheck;
  /** Set when the look-up was refused for too many from this address. */
  retryAfterSeconds?: number;
}

export async function checkCardNumber(db: Db, number: string, ip: string, now: Date): Promise<CardCheckAnswer> {
  // Counted before validation, as the API does, so malformed look-ups spend the budget too.
  const { allowed, retryAfterSeconds } = await hitVerifyLimit(db, ip, now);
  if (!allowed) return { check: { outcome: 'error', message: messages.cardVerifyRateLimited }, retryAfterSeconds };
  const parsed = cardNumberSchema.safeParse(number);
  if (!parsed.success) return { check: { outcome: 'invalid' } };
  const card = await verifyCardNumber(db, parsed.data, now);
  return { check: card ? { outcome: 'found', card } : { outcome: 'unknown' } };
}
