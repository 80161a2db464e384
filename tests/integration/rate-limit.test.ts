/**
 * The one rate limiter (src/server/lib/rate-limit.ts) on a real database: PGlite here, PostgreSQL
 * in integration-pg, where concurrent hits really run on several connections at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/server/errors';
import { rateCounters } from '../../src/server/db/schema';
import { LIMITS, LONGEST_WINDOW_MS, type Counter } from '../../src/server/lib/limits';
import { clear, clearStartingWith, hashedKey, hit, release, sweepRateCounters, tooMany } from '../../src/server/lib/rate-limit';
import { RATE_LIMIT_REASONS } from '../../src/shared/rate-limit-reasons';
import { serverMessages } from '../../src/shared/server-messages';
import { createTestDatabase, type TestDatabase } from '../helpers/db';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const MINUTE = 60_000;
let counters = 0;
/** A counter of its own for each test, so no test sees another's counts. */
const counter = (max: number, windowMs = MINUTE): Counter => ({ name: `test_${++counters}`, max, windowMs });
const at = (ms: number) => new Date(Date.UTC(2026, 10, 25, 12) + ms);
const keys = async () => (await database.db.select().from(rateCounters)).map((row) => row.key);

describe('hit', () => {
  it('of N simultaneous hits with limit L, exactly L are allowed, each with its own count', async () => {
    const limit = counter(7);
    const results = await Promise.all(Array.from({ length: 40 }, () => hit(database.db, limit, ['10.1.1.1'], at(0))));
    expect(results.filter((r) => r.allowed)).toHaveLength(7);
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it('a window opens at the first hit and lasts the window; refused hits count but do not extend it', async () => {
    const limit = counter(2);
    const first = await hit(database.db, limit, ['a'], at(0));
    expect(first).toEqual({ allowed: true, count: 1, retryAfterSeconds: 60 });
    expect((await hit(database.db, limit, ['a'], at(10_000))).allowed).toBe(true);
    const refused = await hit(database.db, limit, ['a'], at(30_000));
    expect(refused).toEqual({ allowed: false, count: 3, retryAfterSeconds: 30 });
    // Hammering until the last moment of the window: still refused, the window ends as it would have.
    for (let i = 0; i < 5; i++) expect((await hit(database.db, limit, ['a'], at(59_000))).allowed).toBe(false);
    const next = await hit(database.db, limit, ['a'], at(MINUTE));
    expect(next).toEqual({ allowed: true, count: 1, retryAfterSeconds: 60 });
    // Other subjects are counted apart.
    expect((await hit(database.db, limit, ['b'], at(30_000))).count).toBe(1);
  });

  it('takes a configured maximum instead of the counter’s own', async () => {
    const limit = counter(1);
    expect((await hit(database.db, limit, ['x'], at(0), 3)).allowed).toBe(true);
    expect((await hit(database.db, limit, ['x'], at(0), 3)).allowed).toBe(true);
    expect((await hit(database.db, limit, ['x'], at(0), 3)).allowed).toBe(true);
    expect((await hit(database.db, limit, ['x'], at(0), 3)).allowed).toBe(false);
  });

  it('stores subjects only as hashes', async () => {
    const limit = counter(5);
    await hit(database.db, limit, ['12345678', '2001:db8::/64'], at(0));
    const stored = (await keys()).filter((key) => key.startsWith(`${limit.name}:`));
    expect(stored).toEqual([`${limit.name}:${hashedKey('12345678')}:${hashedKey('2001:db8::/64')}`]);
    expect(stored[0]).not.toContain('12345678');
    expect(hashedKey('12345678')).not.toBe(hashedKey('12345679'));
  });
});

describe('release and clear', () => {
  it('release takes one hit back, never below zero', async () => {
    const limit = counter(1);
    await hit(database.db, limit, ['r'], at(0));
    expect((await hit(database.db, limit, ['r'], at(1_000))).allowed).toBe(false);
    await release(database.db, limit, ['r']);
    await release(database.db, limit, ['r']);
    // 2 hits, 2 released: the next is the first again, in the same window.
    expect(await hit(database.db, limit, ['r'], at(2_000))).toMatchObject({ allowed: true, count: 1, retryAfterSeconds: 58 });
    for (let i = 0; i < 3; i++) await release(database.db, limit, ['r']);
    expect((await hit(database.db, limit, ['r'], at(3_000))).count).toBe(1);
    // Releasing a counter nobody hit does nothing.
    await release(database.db, limit, ['never']);
    expect((await keys()).some((key) => key.endsWith(hashedKey('never')))).toBe(false);
  });

  it('clear forgets one counter; clearStartingWith every counter of a first subject', async () => {
    const limit = counter(1);
    for (const subjects of [['acct', '10.0.0.1'], ['acct', '10.0.0.2'], ['other', '10.0.0.1'], ['acct']]) {
      await hit(database.db, limit, subjects, at(0));
      expect((await hit(database.db, limit, subjects, at(0))).allowed).toBe(false);
    }
    await clear(database.db, limit, ['acct']);
    expect((await hit(database.db, limit, ['acct'], at(0))).allowed).toBe(true);
    await clearStartingWith(database.db, limit, ['acct']);
    expect((await hit(database.db, limit, ['acct', '10.0.0.1'], at(0))).allowed).toBe(true);
    expect((await hit(database.db, limit, ['acct', '10.0.0.2'], at(0))).allowed).toBe(true);
    expect((await hit(database.db, limit, ['other', '10.0.0.1'], at(0))).allowed).toBe(false);
    // The counter of the subject alone is not one of "its" counters: the prefix ends at a separator.
    expect((await hit(database.db, limit, ['acct'], at(0))).allowed).toBe(false);
  });
});

describe('the sweep', () => {
  it('deletes counters older than the longest window and keeps the rest', async () => {
    const limit = counter(5);
    const now = at(10 * LONGEST_WINDOW_MS);
    await hit(database.db, limit, ['old'], new Date(now.getTime() - LONGEST_WINDOW_MS - 1_000));
    await hit(database.db, limit, ['recent'], new Date(now.getTime() - LONGEST_WINDOW_MS + 1_000));
    expect(await sweepRateCounters(database.db, now)).toBeGreaterThanOrEqual(1);
    const left = await keys();
    expect(left).toContain(`${limit.name}:${hashedKey('recent')}`);
    expect(left).not.toContain(`${limit.name}:${hashedKey('old')}`);
    expect(LONGEST_WINDOW_MS).toBe(24 * 60 * MINUTE);
  });
});

describe('tooMany', () => {
  it('is 429 rate_limited with the limit’s name as reason, its message and Retry-After', () => {
    const error = tooMany(LIMITS.card_verify_address, 12.2);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      statusCode: 429,
      code: 'rate_limited',
      reason: 'card_verify_address',
      message: LIMITS.card_verify_address.message,
      headers: { 'Retry-After': '13' },
      fields: undefined,
    });
  });

  it('a message that names the wait is told it; a field gets the message too', () => {
    const error = tooMany(LIMITS.card_code_member, 40 * 60, { field: 'phoneNumber' });
    expect(error.message).toBe(serverMessages.codeMemberLimit(40));
    expect(error.fields).toEqual({ phoneNumber: error.message });
    expect(error.headers).toEqual({ 'Retry-After': String(40 * 60) });
  });

  it('every reason clients may see has exactly one limit of that name', () => {
    expect(Object.keys(LIMITS).sort()).toEqual([...RATE_LIMIT_REASONS].sort());
    for (const [name, limit] of Object.entries(LIMITS)) {
      expect(limit.name).toBe(name);
      expect(limit.max).toBeGreaterThan(0);
    }
  });
});
