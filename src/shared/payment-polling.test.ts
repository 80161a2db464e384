import { describe, expect, it } from 'vitest';
import { afterStatusCheck, type PollState } from './payment-polling';

const start: PollState = { retries: 0, checkErrors: 0 };

describe('payment polling (spec §4, §9)', () => {
  it('completes on 0 and fails on 1032, 1037 and other final codes', () => {
    expect(afterStatusCheck(start, { ResultCode: '0' })).toEqual({ kind: 'completed' });
    expect(afterStatusCheck(start, { ResultCode: '1032', ResultDesc: 'Request cancelled by user' })).toMatchObject({ kind: 'failed', resultCode: '1032' });
    expect(afterStatusCheck(start, { ResultCode: '1037' })).toMatchObject({ kind: 'failed', resultDesc: null });
    expect(afterStatusCheck(start, { ResultCode: '2001' })).toMatchObject({ kind: 'failed' });
  });

  it('keeps polling every 5 s while pending, and fails after more than 10 retries', () => {
    let state = start;
    for (let i = 0; i < 10; i++) {
      const decision = afterStatusCheck(state, { ResultCode: null });
      expect(decision).toMatchObject({ kind: 'continue', delayMs: 5_000 });
      if (decision.kind === 'continue') state = decision.state;
    }
    expect(afterStatusCheck(state, {})).toEqual({ kind: 'failed', reason: 'retries' });
  });

  it('fails after more than 5 check errors', () => {
    let state = start;
    for (let i = 0; i < 5; i++) {
      const decision = afterStatusCheck(state, 'error');
      expect(decision.kind).toBe('continue');
      if (decision.kind === 'continue') state = decision.state;
    }
    expect(afterStatusCheck(state, 'error')).toEqual({ kind: 'failed', reason: 'check-errors' });
  });
});
