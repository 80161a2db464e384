/**
 * The browser's payment polling (spec §4, §9): first check 5 s after the prompt is accepted,
 * then every 5 s; failed after more than 10 checks or more than 5 checks that themselves
 * errored; result code 0 completes. The spec names 1032 and 1037 as failures; every other
 * final non-zero code (1 insufficient funds, 2001 wrong PIN, …) is also "not paid" (Daraja §6),
 * so polling stops on any final code instead of waiting out the retries.
 */
import {
  PAYMENT_CHECK_INTERVAL_MS,
  PAYMENT_FIRST_CHECK_MS,
  PAYMENT_MAX_CHECK_ERRORS,
  PAYMENT_MAX_RETRIES,
  PAYMENT_SUCCESS_CODE,
} from './constants';

export { PAYMENT_CHECK_INTERVAL_MS, PAYMENT_FIRST_CHECK_MS, PAYMENT_MAX_CHECK_ERRORS, PAYMENT_MAX_RETRIES };

export interface PollState {
  retries: number;
  checkErrors: number;
}

export type PollDecision =
  | { kind: 'completed' }
  | { kind: 'failed'; reason: 'result'; resultCode: string; resultDesc: string | null }
  | { kind: 'failed'; reason: 'retries' | 'check-errors' }
  | { kind: 'continue'; state: PollState; delayMs: number };

/** What to do after one status check: `answer` is the server's body, or 'error' when the check failed. */
export function afterStatusCheck(
  state: PollState,
  answer: { ResultCode?: string | null; ResultDesc?: string | null } | 'error',
): PollDecision {
  if (answer === 'error') {
    const checkErrors = state.checkErrors + 1;
    if (checkErrors > PAYMENT_MAX_CHECK_ERRORS) return { kind: 'failed', reason: 'check-errors' };
    return nextRetry({ ...state, checkErrors });
  }
  const code = answer.ResultCode;
  if (code === PAYMENT_SUCCESS_CODE) return { kind: 'completed' };
  if (code !== undefined && code !== null && code !== '') {
    return { kind: 'failed', reason: 'result', resultCode: code, resultDesc: answer.ResultDesc ?? null };
  }
  return nextRetry(state);
}

function nextRetry(state: PollState): PollDecision {
  const retries = state.retries + 1;
  if (retries > PAYMENT_MAX_RETRIES) return { kind: 'failed', reason: 'retries' };
  return { kind: 'continue', state: { ...state, retries }, delayMs: PAYMENT_CHECK_INTERVAL_MS };
}
