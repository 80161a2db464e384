/**
 * /renew's flow: find the membership (ID number + phone on file), prompt, poll
 * /api/mpesa/status with the shared polling rules, then the idempotent submit that returns the
 * new date and the card link. The browser never decides that a payment happened: it asks.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { api, ApiError } from '../api';
import { messages } from '../../shared/messages';
import { ERROR_CODES } from '../../shared/error-codes';
import { PAYMENT_FIRST_CHECK_MS } from '../../shared/payment-polling';
import { loadRenewalValidation } from './load-validation';
import type { RenewalSubmitResponse } from '../../shared/schemas/renewals';
import { downloadCard } from '../membership/card-download';
import { nextPromptAt, settledState } from '../membership/prompt-outcome';
import { useStatusPolling, type PollOutcome } from '../membership/use-status-polling';

/** held: paid, but not renewed (the membership is suspended); an official will contact the member. */
type RenewalPhase = 'idle' | 'processing' | 'awaiting_pin' | 'completed' | 'held' | 'failed' | 'timeout';

export interface RenewalState {
  phase: RenewalPhase;
  message: string | null;
  checkoutRequestId: string | null;
  paymentId: string | null;
  result: RenewalSubmitResponse | null;
  submitting: boolean;
  /** Set when the card could not be fetched: the page says so and offers the download again. */
  cardError: string | null;
  /** When a new prompt may be requested (epoch ms): one prompt per paying phone a minute. */
  retryAt: number | null;
}

const initial: RenewalState = {
  phase: 'idle',
  message: null,
  checkoutRequestId: null,
  paymentId: null,
  result: null,
  submitting: false,
  cardError: null,
  retryAt: null,
};

export function useRenewal(who: { idNumber: string; phoneNumber: string } | null) {
  const [state, setState] = useState<RenewalState>(initial);
  /** The member said "yes, add another year" (asked only while most of the year is ahead). */
  const [earlyConfirmed, setEarlyConfirmed] = useState(false);
  const confirmEarly = useCallback(() => setEarlyConfirmed(true), []);
  const alive = useRef(true);
  /** When M-Pesa accepted this page's last prompt (epoch ms): the next one may go a minute later. */
  const promptedAt = useRef<number | null>(null);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const update = useCallback((patch: Partial<RenewalState>) => {
    if (alive.current) setState((s) => ({ ...s, ...patch }));
  }, []);

  /** Fetches the card; a failure is shown, never swallowed (the download button tries again). */
  const fetchCard = useCallback(
    async (cardUrl: string) => {
      update({ cardError: null });
      try {
        await downloadCard(cardUrl);
      } catch {
        update({ cardError: messages.cardFailed });
      }
    },
    [update],
  );

  const finalise = useCallback(
    async (body: { checkoutRequestId?: string; paymentId?: string }) => {
      update({ submitting: true });
      try {
        const result = await api.post<RenewalSubmitResponse>('/api/renewals/submit', body);
        update({ phase: 'completed', result, message: messages.renewalComplete, submitting: false });
        void fetchCard(result.cardUrl);
      } catch (error) {
        const text = error instanceof Error ? error.message : String(error);
        if (error instanceof ApiError && error.code === ERROR_CODES.renewalHeld)
          return update({ phase: 'held', submitting: false, message: text });
        update({ submitting: false, message: text });
      }
    },
    [update, fetchCard],
  );

  const settled = useCallback(
    (outcome: PollOutcome, checkoutRequestId: string) => {
      if (!alive.current) return;
      update(settledState(outcome, promptedAt.current, messages.renewalPaymentReceived));
      if (outcome.kind === 'completed') void finalise({ checkoutRequestId });
    },
    [finalise, update],
  );
  const polling = useStatusPolling(settled);
  const { start: poll, stop: stopPolling } = polling;

  const requestPrompt = useCallback(
    async (payPhoneNumber: string) => {
      if (!who) return;
      stopPolling();
      update({ ...initial, phase: 'processing', message: messages.paymentProcessing });
      try {
        const answer = (await loadRenewalValidation()).parseStkPushAnswer(
          await api.post('/api/renewals/stkpush', { ...who, payPhoneNumber, confirmEarlyRenewal: earlyConfirmed }),
        );
        // The server stored the prompt before M-Pesa answered: refused or not, it counts for this phone.
        promptedAt.current = Date.now();
        if (answer.ResponseCode !== '0' || !answer.CheckoutRequestID) {
          return update({ phase: 'failed', message: messages.promptRefused, retryAt: nextPromptAt(promptedAt.current) });
        }
        update({ phase: 'awaiting_pin', message: messages.paymentAwaitingPin, checkoutRequestId: answer.CheckoutRequestID });
        poll(answer.CheckoutRequestID, PAYMENT_FIRST_CHECK_MS);
      } catch (error) {
        const text = error instanceof Error ? error.message : String(error);
        const limited = error instanceof ApiError && error.status === 429 && error.retryAfterMs !== null;
        update({
          phase: 'failed',
          message: error instanceof ApiError ? text : `${messages.paymentInitiateError} ${text}`,
          retryAt: limited ? Date.now() + error.retryAfterMs! : null,
        });
      }
    },
    [earlyConfirmed, poll, stopPolling, update, who],
  );

  const checkAgain = useCallback(() => {
    if (!state.checkoutRequestId) return;
    update({ phase: 'awaiting_pin', message: messages.paymentAwaitingPin });
    poll(state.checkoutRequestId, 0);
  }, [poll, state.checkoutRequestId, update]);

  const submitManual = useCallback(
    async (mpesaCode: string): Promise<ApiError | null> => {
      if (!who) return null;
      update({ submitting: true, message: null });
      try {
        const answer = await api.post<{ paymentId: string; message: string }>('/api/renewals/manual', {
          ...who,
          mpesaCode,
          confirmEarlyRenewal: earlyConfirmed,
        });
        update({ submitting: false, phase: 'awaiting_pin', message: answer.message, paymentId: answer.paymentId });
        return null;
      } catch (error) {
        const apiError = error instanceof ApiError ? error : new ApiError(0, String(error));
        update({ submitting: false, message: apiError.message });
        return apiError;
      }
    },
    [earlyConfirmed, update, who],
  );

  return {
    state,
    reconnecting: polling.reconnecting,
    earlyConfirmed,
    confirmEarly,
    requestPrompt,
    checkAgain,
    finalise,
    submitManual,
    fetchCard,
  };
}
