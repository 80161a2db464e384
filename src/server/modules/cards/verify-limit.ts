/**
 * Rate limits of the public verification (the API and the /verify page share them): look-ups per
 * address (an IPv6 /64 is one address, see lib/client-key.ts), and a site-wide ceiling on all
 * addresses together, so that many addresses cannot walk the number space either. Only look-ups
 * an address was allowed count towards the ceiling: one address hammering spends its own budget,
 * not everyone's. Refused look-ups are answered at once with Retry-After.
 *
 * Counted by the one limiter (lib/rate-limit.ts; the numbers are in lib/limits.ts), so the limit
 * holds however many server instances share the load.
 */
import type { Db } from '../../db/client';
import { clientKey } from '../../lib/client-key';
import { LIMITS, type Limit } from '../../lib/limits';
import { hit } from '../../lib/rate-limit';

export const VERIFY_LIMIT_PER_MINUTE = LIMITS.card_verify_address.max;

/**
 * Counts one look-up from this address, then (when the address may) one towards the site-wide
 * ceiling: whether it is allowed, which limit refused it, and seconds until its window ends.
 * `limits`: other numbers, for tests.
 */
export async function hitVerifyLimit(
  db: Db,
  ip: string,
  now: Date,
  limits: { perAddress: number; site: number } = {
    perAddress: LIMITS.card_verify_address.max,
    site: LIMITS.card_verify_site.max,
  },
): Promise<{ allowed: boolean; limit: Limit; retryAfterSeconds: number }> {
  const byAddress = await hit(db, LIMITS.card_verify_address, [clientKey(ip)], now, limits.perAddress);
  if (!byAddress.allowed) return { ...byAddress, limit: LIMITS.card_verify_address };
  const site = await hit(db, LIMITS.card_verify_site, [], now, limits.site);
  return { ...site, limit: LIMITS.card_verify_site };
}
