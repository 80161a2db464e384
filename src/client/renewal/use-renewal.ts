/**
 * /renew's flow: find the membership (ID number + phone on file), prompt, poll
 * /api/mpesa/status with the shared polling rules, then the idempotent submit that returns the
 * new date and the card link. The browser never decides that a payment happened: it asks.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { api, ApiError } from '../api';
import { messages } from '../../shared/messages';
import { lifecycleMessages } from '../../shared/lifecycle-messages';
import { afterStatusCheck, PAYMENT_FIRST_CHECK_MS, type PollState } from '../../shared/payment-polling';
import { stkPushAnswerSchema } from '../../shared/schemas/registration';
import type { RenewalSubmitResponse } from '../../shared/schemas/renewals';
import { downloadCard, failureHint } from '../membership/use-payment';

type RenewalPhase = 'idle' | 'processing' | 'awaiting_pin' | 'completed' | 'failed' | 'timeout';

export interface RenewalState {
  phase: RenewalPhase;
  message: string | null;
  checkoutRequestId: string | null;
  paymentId: string | null;
  result: RenewalSubmitResponse | null;
  submitting: boolean;
  /** Set when the card could not be fetched: the page says so and offers the download again. */
  cardError: string | null;
}

const initial: RenewalState = {
  phase: 'idle',
  message: null,
  checkoutRequestId: null,
  paymentId: null,
  result: null,
  submitting: false,
  cardError: null,
};

export function useRenewal(who: { idNumber: string; phoneNumber: string } | null) {
  const [state, setState] = useState<RenewalState>(initial);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      if (timer.current) clearTimeout(timer.current);
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
        update({ phase: 'completed', result, message: lifecycleMessages.renewalComplete, submitting: false });
        void fetchCard(result.cardUrl);
      } catch (error) {
        const text = error instanceof Error ? error.message : String(error);
        update({ submitting: false, message: text });
      }
    },
    [update, fetchCard],
  );

  const poll = useCallback(
    (checkoutRequestId: string, firstState: PollState, firstDelay: number) => {
      // A plain inner function recurses for each further check; the callback itself stays stable.
      const schedule = (pollState: PollState, delay: number) => {
        timer.current = setTimeout(
          () =>
            void (async () => {
              let answer: { ResultCode?: string | null; ResultDesc?: string | null } | 'error';
              try {
                answer = await api.get(`/api/mpesa/status?checkoutRequestId=${encodeURIComponent(checkoutRequestId)}`);
              } catch {
                answer = 'error';
              }
              if (!alive.current) return;
              const decision = afterStatusCheck(pollState, answer);
              if (decision.kind === 'continue') return schedule(decision.state, decision.delayMs);
              if (decision.kind === 'completed') {
                update({ phase: 'completed', message: lifecycleMessages.renewalPaymentReceived });
                return finalise({ checkoutRequestId });
              }
              if (decision.reason === 'result') {
                const desc = decision.resultDesc || messages.paymentNotCompleted;
                return update({ phase: 'failed', message: `${desc}. ${failureHint(decision.resultCode)}`.replace('.. ', '. ') });
              }
              if (decision.reason === 'check-errors') return update({ phase: 'failed', message: messages.paymentCheckFailed });
              return update({ phase: 'timeout', message: messages.paymentUnconfirmed });
            })(),
          delay,
        );
      };
      schedule(firstState, firstDelay);
    },
    [finalise, update],
  );

  const requestPrompt = useCallback(
    async (payPhoneNumber: string) => {
      if (!who) return;
      if (timer.current) clearTimeout(timer.current);
      update({ ...initial, phase: 'processing', message: messages.paymentProcessing });
      try {
        const answer = stkPushAnswerSchema.parse(await api.post('/api/renewals/stkpush', { ...who, payPhoneNumber }));
        if (answer.ResponseCode !== '0' || !answer.CheckoutRequestID) {
          return update({ phase: 'failed', message: `${messages.paymentInitiateFailed} ${answer.ResponseDescription}` });
        }
        update({ phase: 'awaiting_pin', message: messages.paymentAwaitingPin, checkoutRequestId: answer.CheckoutRequestID });
        poll(answer.CheckoutRequestID, { retries: 0, checkErrors: 0 }, PAYMENT_FIRST_CHECK_MS);
      } catch (error) {
        const text = error instanceof Error ? error.message : String(error);
        update({ phase: 'failed', message: error instanceof ApiError ? text : `${messages.paymentInitiateError} ${text}` });
      }
    },
    [poll, update, who],
  );

  const checkAgain = useCallback(() => {
    if (!state.checkoutRequestId) return;
    update({ phase: 'awaiting_pin', message: messages.paymentAwaitingPin });
    poll(state.checkoutRequestId, { retries: 0, checkErrors: 0 }, 0);
  }, [poll, state.checkoutRequestId, update]);

  const submitManual = useCallback(
    async (mpesaCode: string): Promise<ApiError | null> => {
      if (!who) return null;
      update({ submitting: true, message: null });
      try {
        const answer = await api.post<{ paymentId: string; message: string }>('/api/renewals/manual', { ...who, mpesaCode });
        update({ submitting: false, phase: 'awaiting_pin', message: answer.message, paymentId: answer.paymentId });
        return null;
      } catch (error) {
        const apiError = error instanceof ApiError ? error : new ApiError(0, String(error));
        update({ submitting: false, message: apiError.message });
        return apiError;
      }
    },
    [update, who],
  );

  return { state, requestPrompt, checkAgain, finalise, submitManual, fetchCard };
}
