/**
 * Step 2's payment flow (spec §4): pending → processing (button pressed) → awaiting_pin (prompt
 * accepted) → completed | failed, polling /api/mpesa/status with the shared polling rules.
 * On completion the registration is submitted automatically and the card downloads.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { api, ApiError } from '../api';
import { messages } from '../../shared/messages';
import { afterStatusCheck, PAYMENT_FIRST_CHECK_MS, type PollState } from '../../shared/payment-polling';
import type { RegistrationInput } from '../../shared/schemas/members';
import type { SubmitMembershipResponse } from '../../shared/schemas/registration';

export type PaymentPhase = 'pending' | 'processing' | 'awaiting_pin' | 'completed' | 'failed' | 'timeout';

export interface PaymentState {
  phase: PaymentPhase;
  message: string | null;
  /** The raw answer of a refused prompt (the spec's debug line). */
  debug: string | null;
  checkoutRequestId: string | null;
  /** Manual mode: the registration awaiting an official's verification. */
  paymentId: string | null;
  result: SubmitMembershipResponse | null;
  submitting: boolean;
}

interface StkAnswer {
  ResponseCode: string;
  ResponseDescription: string;
  CheckoutRequestID: string | null;
}

const initial: PaymentState = {
  phase: 'pending',
  message: null,
  debug: null,
  checkoutRequestId: null,
  paymentId: null,
  result: null,
  submitting: false,
};

/** Starts the card download in the same tab (the response is an attachment). */
export function downloadCard(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  link.download = '';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/** Extra help for the codes a member can fix (reference/daraja.md §6). */
export function failureHint(code: string | null): string {
  switch (code) {
    case '1032':
      return 'You cancelled the M-Pesa prompt. Request a new prompt when you are ready.';
    case '1037':
      return 'Your phone could not be reached. Make sure it is on and has network, dial *234# to refresh your SIM menu, then try again.';
    case '1':
      return 'Your M-Pesa balance is not enough. Top up and try again.';
    case '2001':
      return 'The M-Pesa PIN was wrong. Try again with the right PIN.';
    default:
      return 'You can request a new prompt and try again.';
  }
}

export function usePayment() {
  const [state, setState] = useState<PaymentState>(initial);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      if (timer.current) clearTimeout(timer.current);
    };
  }, []);

  const update = useCallback((patch: Partial<PaymentState>) => {
    if (alive.current) setState((s) => ({ ...s, ...patch }));
  }, []);

  const finalise = useCallback(
    async (body: { checkoutRequestId?: string; paymentId?: string }) => {
      update({ submitting: true });
      try {
        const result = await api.post<SubmitMembershipResponse>('/api/submit-membership', body);
        update({ phase: 'completed', result, message: messages.registrationComplete, submitting: false });
        downloadCard(result.cardUrl);
      } catch (error) {
        const text = error instanceof ApiError ? error.message : `Server returned ${(error as Error).message}`;
        update({ submitting: false, message: `${messages.submissionError} ${text}` });
      }
    },
    [update],
  );

  const poll = useCallback(
    (checkoutRequestId: string, pollState: PollState, delay: number) => {
      timer.current = setTimeout(async () => {
        let answer: { ResultCode?: string | null; ResultDesc?: string | null } | 'error';
        try {
          answer = await api.get(`/api/mpesa/status?checkoutRequestId=${encodeURIComponent(checkoutRequestId)}`);
        } catch {
          answer = 'error';
        }
        if (!alive.current) return;
        const decision = afterStatusCheck(pollState, answer);
        if (decision.kind === 'continue') return poll(checkoutRequestId, decision.state, decision.delayMs);
        if (decision.kind === 'completed') {
          update({ phase: 'completed', message: messages.paymentReceived });
          return finalise({ checkoutRequestId });
        }
        if (decision.reason === 'result') {
          const desc = decision.resultDesc || messages.paymentNotCompleted;
          return update({ phase: 'failed', message: `${desc}. ${failureHint(decision.resultCode)}`.replace('.. ', '. ') });
        }
        if (decision.reason === 'check-errors') return update({ phase: 'failed', message: messages.paymentCheckFailed });
        // Out of retries: money may still move, and the server settles it; say so honestly.
        return update({ phase: 'timeout', message: messages.paymentUnconfirmed });
      }, delay);
    },
    [finalise, update],
  );

  const requestPrompt = useCallback(
    async (paymentPhone: string, registration: RegistrationInput) => {
      if (timer.current) clearTimeout(timer.current);
      update({ ...initial, phase: 'processing', message: messages.paymentProcessing });
      try {
        const answer = await api.post<StkAnswer>('/api/mpesa/stkpush', {
          phoneNumber: paymentPhone,
          amount: 200,
          accountReference: `MYV-${registration.idNumber}`,
          transactionDesc: 'MYV Member',
          registration,
        });
        if (answer.ResponseCode !== '0' || !answer.CheckoutRequestID) {
          return update({
            phase: 'failed',
            message: `${messages.paymentInitiateFailed} ${answer.ResponseDescription}`,
            debug: JSON.stringify(answer),
          });
        }
        update({ phase: 'awaiting_pin', message: messages.paymentAwaitingPin, checkoutRequestId: answer.CheckoutRequestID });
        poll(answer.CheckoutRequestID, { retries: 0, checkErrors: 0 }, PAYMENT_FIRST_CHECK_MS);
      } catch (error) {
        const text = error instanceof Error ? error.message : String(error);
        update({ phase: 'failed', message: `${messages.paymentInitiateError} ${text}`, debug: error instanceof ApiError ? `${error.status} ${error.code}` : null });
      }
    },
    [poll, update],
  );

  /** "Check again" after the polling gave up: one more look, then the same decisions. */
  const checkAgain = useCallback(() => {
    if (!state.checkoutRequestId) return;
    update({ phase: 'awaiting_pin', message: messages.paymentAwaitingPin });
    poll(state.checkoutRequestId, { retries: 0, checkErrors: 0 }, 0);
  }, [poll, state.checkoutRequestId, update]);

  const submitManual = useCallback(
    async (registration: RegistrationInput, mpesaCode: string): Promise<ApiError | null> => {
      update({ submitting: true, message: null });
      try {
        const answer = await api.post<{ paymentId: string; message: string }>('/api/registrations/manual', { registration, mpesaCode });
        update({ submitting: false, phase: 'awaiting_pin', message: answer.message, paymentId: answer.paymentId });
        return null;
      } catch (error) {
        const apiError = error instanceof ApiError ? error : new ApiError(0, String(error));
        update({ submitting: false, message: `${messages.submissionError} ${apiError.message}` });
        return apiError;
      }
    },
    [update],
  );

  const reset = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    update(initial);
  }, [update]);

  return { state, requestPrompt, checkAgain, finalise, submitManual, reset };
}
