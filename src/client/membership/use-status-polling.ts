/**
 * Asks GET /api/mpesa/status about one prompt until the shared polling rules
 * (src/shared/payment-polling.ts) settle it; used by /membership and /renew alike.
 *
 * Two things a phone on a weak network needs on top of the schedule: while checks fail the page
 * says "Reconnecting…" (`reconnecting`), and a check runs at once when the browser reports that
 * it is back online or the tab becomes visible again (the member switched to the M-Pesa prompt
 * and back), instead of waiting out the current delay.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { api, ApiError } from '../api';
import { afterStatusCheck, type PollDecision, type PollState, type StatusAnswer } from '../../shared/payment-polling';

/** How polling ended: anything but "keep going". */
export type PollOutcome = Exclude<PollDecision, { kind: 'continue' }>;

/** A failed status check as the polling rules see it: a 503 with Retry-After means "come back then". */
function asCheckError(error: unknown): StatusAnswer {
  if (error instanceof ApiError && error.status === 503 && error.retryAfterMs !== null)
    return { error: true, retryAfterMs: error.retryAfterMs };
  return { error: true };
}

interface Polling {
  checkoutRequestId: string;
  state: PollState;
  inFlight: boolean;
}

export function useStatusPolling(onOutcome: (outcome: PollOutcome, checkoutRequestId: string) => void) {
  const [reconnecting, setReconnecting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const current = useRef<Polling | null>(null);
  const outcome = useRef(onOutcome);
  useEffect(() => {
    outcome.current = onOutcome;
  }, [onOutcome]);

  /** The check itself, for the timer to call (a callback cannot name itself while it is being declared). */
  const nextCheck = useRef<() => Promise<void>>(async () => undefined);

  const clear = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };

  const check = useCallback(async () => {
    const polling = current.current;
    if (!polling || polling.inFlight) return;
    clear();
    polling.inFlight = true;
    let answer: StatusAnswer;
    try {
      answer = await api.get(`/api/mpesa/status?checkoutRequestId=${encodeURIComponent(polling.checkoutRequestId)}`);
    } catch (error) {
      answer = asCheckError(error);
    }
    polling.inFlight = false;
    // Stopped, or another prompt started, while this check was on its way.
    if (current.current !== polling) return;
    const decision = afterStatusCheck(polling.state, answer);
    if (decision.kind === 'continue') {
      polling.state = decision.state;
      setReconnecting(typeof answer === 'string' || 'error' in answer);
      timer.current = setTimeout(() => void nextCheck.current(), decision.delayMs);
      return;
    }
    current.current = null;
    setReconnecting(false);
    outcome.current(decision, polling.checkoutRequestId);
  }, []);
  useEffect(() => {
    nextCheck.current = check;
  }, [check]);

  /** Starts (or restarts) polling one prompt, the first check after `firstDelayMs`. */
  const start = useCallback(
    (checkoutRequestId: string, firstDelayMs: number) => {
      clear();
      current.current = { checkoutRequestId, state: { retries: 0, checkErrors: 0 }, inFlight: false };
      setReconnecting(false);
      timer.current = setTimeout(() => void check(), firstDelayMs);
    },
    [check],
  );

  const stop = useCallback(() => {
    clear();
    current.current = null;
    setReconnecting(false);
  }, []);

  useEffect(() => {
    const now = () => {
      if (document.visibilityState === 'visible') void check();
    };
    window.addEventListener('online', now);
    document.addEventListener('visibilitychange', now);
    return () => {
      window.removeEventListener('online', now);
      document.removeEventListener('visibilitychange', now);
      clear();
      current.current = null;
    };
  }, [check]);

  return { start, stop, reconnecting };
}
