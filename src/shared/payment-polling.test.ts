import { describe, expect, it } from 'vitest';
import { PAYMENT_MAX_CHECK_ERRORS } from './constants';
import {
  afterStatusCheck,
  backoffAfterErrors,
  PAYMENT_MAX_BUSY_ANSWERS,
  type PollDecision,
  type PollState,
} from './payment-polling';

const start: PollState = { retries: 0, checkErrors: 0 };

const next = (decision: PollDecision): PollState => {
  if (decision.kind !== 'continue') throw new Error(`expected continue, got ${decision.kind}`);
  return decision.state;
};

describe('payment polling', () => {
  it('completes on 0 and fails on 1032, 1037 and other final codes', () => {
    expect(afterStatusCheck(start, { ResultCode: '0' })).toEqual({ kind: 'completed' });
    // Paid but held for an official (renewal of a suspended member): paid; the submit says the rest.
    expect(afterStatusCheck(start, { ResultCode: null, status: 'review' })).toEqual({ kind: 'completed' });
    expect(afterStatusCheck(start, { ResultCode: '1032', ResultDesc: 'Request cancelled by user' })).toMatchObject({
      kind: 'failed',
      resultCode: '1032',
    });
    expect(afterStatusCheck(start, { ResultCode: '1037' })).toMatchObject({ kind: 'failed', resultDesc: null });
    expect(afterStatusCheck(start, { ResultCode: '2001' })).toMatchObject({ kind: 'failed' });
  });

  it('keeps polling every 5 s while pending, then says "not confirmed yet" (never "failed") after more than 10', () => {
    let state = start;
    for (let i = 0; i < 10; i++) {
      const decision = afterStatusCheck(state, { ResultCode: null });
      expect(decision).toMatchObject({ kind: 'continue', delayMs: 5_000 });
      state = next(decision);
    }
    expect(afterStatusCheck(state, {})).toEqual({ kind: 'unconfirmed', reason: 'retries' });
  });

  it('backs off after check errors to at most 10 s for minutes, and never turns them into a failure', () => {
    let state = start;
    const delays: number[] = [];
    for (let i = 0; i < PAYMENT_MAX_CHECK_ERRORS; i++) {
      const decision = afterStatusCheck(state, 'error');
      expect(decision.kind).toBe('continue');
      if (decision.kind === 'continue') delays.push(decision.delayMs);
      state = next(decision);
    }
    expect(delays.slice(0, 4)).toEqual([5_000, 10_000, 10_000, 10_000]);
    expect(Math.max(...delays)).toBe(10_000);
    expect(delays.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(3.5 * 60_000);
    const last = afterStatusCheck(state, { error: true });
    expect(last).toEqual({ kind: 'unconfirmed', reason: 'check-errors' });
    expect(last.kind).not.toBe('failed');
  });

  it('after seven failed checks in a row the next check is at most 10 s away (a paid member sees it within seconds)', () => {
    let state = start;
    let waited = 0;
    for (let i = 0; i < 7; i++) {
      const decision = afterStatusCheck(state, 'error');
      if (decision.kind === 'continue') waited = decision.delayMs;
      state = next(decision);
    }
    expect(waited).toBeLessThanOrEqual(10_000);
    expect(afterStatusCheck(state, { ResultCode: '0' })).toEqual({ kind: 'completed' });
  });

  it('a good answer ends an error streak', () => {
    let state = next(afterStatusCheck(start, 'error'));
    state = next(afterStatusCheck(state, 'error'));
    state = next(afterStatusCheck(state, { ResultCode: null }));
    expect(afterStatusCheck(state, 'error')).toMatchObject({ kind: 'continue', delayMs: 5_000 });
    expect(backoffAfterErrors(1)).toBe(5_000);
    expect(backoffAfterErrors(50)).toBe(10_000);
  });

  it('waits out a 503 with Retry-After without counting it as an error, within bounds', () => {
    let state = start;
    const decision = afterStatusCheck(state, { error: true, retryAfterMs: 8_000 });
    expect(decision).toMatchObject({ kind: 'continue', delayMs: 8_000, state: { checkErrors: 0, busy: 1 } });
    expect(afterStatusCheck(state, { error: true, retryAfterMs: 3_600_000 })).toMatchObject({ delayMs: 10_000 });
    expect(afterStatusCheck(state, { error: true, retryAfterMs: 0 })).toMatchObject({ delayMs: 1_000 });
    for (let i = 0; i < PAYMENT_MAX_BUSY_ANSWERS; i++)
      state = next(afterStatusCheck(state, { error: true, retryAfterMs: 1_000 }));
    expect(afterStatusCheck(state, { error: true, retryAfterMs: 1_000 })).toEqual({
      kind: 'unconfirmed',
      reason: 'check-errors',
    });
  });
});
