/**
 * The browser's payment polling (docs/payments-in-the-browser.md): first check 5 s after the
 * prompt is accepted, then every 5 s; "not confirmed yet" after more than 10 pending answers.
 * Result code 0 completes. Every final non-zero code (1032 cancelled, 1037 unreachable,
 * 1 insufficient funds, 2001 wrong PIN, …) means "not paid", so polling stops on any final code.
 *
 * A check that itself fails (network, 5xx) says nothing about the money: M-Pesa's callback may
 * complete the payment meanwhile. So check errors never end in "failed": the page says
 * "Reconnecting…" and keeps checking (5 s, then every 10 s) for about four minutes before it hands
 * over to "not confirmed yet", where the member asks the server again. The back-off stops at 10 s
 * because a phone on a weak network is back within seconds, and a member who has entered the PIN
 * must see the success within seconds of that, not half a minute later; the page also checks at
 * once when the browser comes back online or the tab becomes visible. A 503 with Retry-After is
 * the server saying "busy, come back then": it is waited out (within the same cap) and does not
 * count as an error.
 */
import {
  PAYMENT_CHECK_INTERVAL_MS,
  PAYMENT_FIRST_CHECK_MS,
  PAYMENT_MAX_CHECK_ERRORS,
  PAYMENT_MAX_RETRIES,
  PAYMENT_SUCCESS_CODE,
} from './constants';

export { PAYMENT_FIRST_CHECK_MS };

/** The longest wait between two checks after errors, and the longest Retry-After honoured. */
const PAYMENT_MAX_BACKOFF_MS = 10_000;
/** How many "busy, retry after" answers are waited out before handing over to "check again". */
export const PAYMENT_MAX_BUSY_ANSWERS = 20;

export interface PollState {
  retries: number;
  checkErrors: number;
  /** 503 answers with Retry-After waited out (optional so older callers need not set it). */
  busy?: number;
}

/** A failed check: `retryAfterMs` when the server answered 503 with a Retry-After header. */
interface CheckError {
  error: true;
  retryAfterMs?: number | null;
}

export type StatusAnswer = { ResultCode?: string | null; ResultDesc?: string | null; status?: string } | 'error' | CheckError;

export type PollDecision =
  | { kind: 'completed' }
  | { kind: 'failed'; reason: 'result'; resultCode: string; resultDesc: string | null }
  /** Polling stops but the payment may still complete: the member must be able to ask again, never to pay again. */
  | { kind: 'unconfirmed'; reason: 'retries' | 'check-errors' }
  | { kind: 'continue'; state: PollState; delayMs: number };

/** Exponential backoff after the n-th consecutive check error (n ≥ 1). */
export function backoffAfterErrors(n: number): number {
  return Math.min(PAYMENT_CHECK_INTERVAL_MS * 2 ** Math.max(0, n - 1), PAYMENT_MAX_BACKOFF_MS);
}

/** What to do after one status check: `answer` is the server's body, or an error when the check failed. */
export function afterStatusCheck(state: PollState, answer: StatusAnswer): PollDecision {
  if (answer === 'error' || 'error' in answer) {
    const retryAfterMs = typeof answer === 'object' ? answer.retryAfterMs : null;
    if (retryAfterMs !== null && retryAfterMs !== undefined && retryAfterMs >= 0) {
      const busy = (state.busy ?? 0) + 1;
      if (busy > PAYMENT_MAX_BUSY_ANSWERS) return { kind: 'unconfirmed', reason: 'check-errors' };
      return {
        kind: 'continue',
        state: { ...state, busy },
        delayMs: Math.min(Math.max(retryAfterMs, 1_000), PAYMENT_MAX_BACKOFF_MS),
      };
    }
    const checkErrors = state.checkErrors + 1;
    if (checkErrors > PAYMENT_MAX_CHECK_ERRORS) return { kind: 'unconfirmed', reason: 'check-errors' };
    return { kind: 'continue', state: { ...state, checkErrors }, delayMs: backoffAfterErrors(checkErrors) };
  }
  const code = answer.ResultCode;
  // Held for an official's review (a renewal for a suspended member): the money moved, so
  // polling ends as paid and the submit that follows tells the member what happens next.
  if (code === PAYMENT_SUCCESS_CODE || answer.status === 'review') return { kind: 'completed' };
  if (code !== undefined && code !== null && code !== '') {
    return { kind: 'failed', reason: 'result', resultCode: code, resultDesc: answer.ResultDesc ?? null };
  }
  const retries = state.retries + 1;
  if (retries > PAYMENT_MAX_RETRIES) return { kind: 'unconfirmed', reason: 'retries' };
  // A good answer ends an error streak: the next error starts the backoff from 5 s again.
  return { kind: 'continue', state: { ...state, retries, checkErrors: 0 }, delayMs: PAYMENT_CHECK_INTERVAL_MS };
}
