import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { PROMPT_PHONE_WINDOW_MS } from '../../shared/constants';
import { settledState } from './prompt-outcome';

describe('settledState', () => {
  const now = 1_000_000;

  it('a paid prompt shows the caller’s words for “received”', () => {
    expect(settledState({ kind: 'completed' }, now, 'Renewal paid', now)).toEqual({
      phase: 'completed',
      message: 'Renewal paid',
    });
  });

  it('a refused prompt explains the code and counts down from when M-Pesa took the prompt', () => {
    const failed = settledState(
      { kind: 'failed', reason: 'result', resultCode: '1032', resultDesc: 'Request cancelled by user' },
      now - 1_000,
      'x',
      now,
    );
    expect(failed).toEqual({
      phase: 'failed',
      message: 'Request cancelled by user. You cancelled the M-Pesa prompt. Request a new prompt when you are ready.',
      retryAt: now - 1_000 + PROMPT_PHONE_WINDOW_MS,
    });
    // The window has passed already: no countdown.
    const later = settledState(
      { kind: 'failed', reason: 'result', resultCode: '1', resultDesc: null },
      now - PROMPT_PHONE_WINDOW_MS - 1,
      'x',
      now,
    );
    expect(later).toMatchObject({ phase: 'failed', retryAt: null });
  });

  it('silence and check errors say the payment is not confirmed, never that it failed', () => {
    expect(settledState({ kind: 'unconfirmed', reason: 'retries' }, now, 'x', now)).toEqual({
      phase: 'timeout',
      message: messages.paymentUnconfirmed,
    });
    expect(settledState({ kind: 'unconfirmed', reason: 'check-errors' }, now, 'x', now)).toEqual({
      phase: 'timeout',
      message: messages.paymentCheckUnreachable,
    });
  });
});
