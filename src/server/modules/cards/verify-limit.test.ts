import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './verify-limit';

describe('verification rate limit', () => {
  it('allows the limit per window and key, then refuses until the window ends', () => {
    const limiter = createRateLimiter(3, 60_000);
    const t0 = 1_000_000;
    expect([1, 2, 3].map(() => limiter.hit('a', t0).allowed)).toEqual([true, true, true]);
    const refused = limiter.hit('a', t0 + 10_000);
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 50 });
    expect(limiter.hit('b', t0 + 10_000).allowed).toBe(true);
    expect(limiter.hit('a', t0 + 60_000).allowed).toBe(true);
  });
});
