/**
 * Step 2's payment flow (docs/payments-in-the-browser.md): pending → processing (button pressed)
 * → awaiting_pin (prompt accepted) → completed | failed | timeout, polling /api/mpesa/status with
 * the shared polling rules. On completion the registration is submitted automatically and the
 * card downloads.
 *
 * The browser never decides that a payment failed unless the server said so with a final result
 * code: check errors and silence end in "timeout" ("not confirmed yet — check again"), where the
 * only way forward is to ask the server again, never a second prompt.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { api, ApiError } from '../api';
import { messages } from '../../shared/messages';
import { ERROR_CODES } from '../../shared/error-codes';
import { PAYMENT_FIRST_CHECK_MS } from '../../shared/payment-polling';
import type { RegistrationInput } from '../../shared/schemas/members';
import type { SubmitMembershipResponse } from '../../shared/schemas/registration';
import { forgetRegistration, rememberCheckout } from './saved-registration';
import { useStatusPolling, type PollOutcome } from './use-status-polling';
import { downloadCard } from './card-download';
import { nextPromptAt, settledState } from './prompt-outcome';

type PaymentPhase = 'pending' | 'processing' | 'awaiting_pin' | 'completed' | 'failed' | 'timeout';

export interface PaymentState {
  phase: PaymentPhase;
  message: string | null;
  /** The raw answer of a refused prompt: shown to testers in the simulator and sandbox modes only. */
  debug: string | null;
  checkoutRequestId: string | null;
  /** Manual mode: the registration awaiting an official's verification. */
  paymentId: string | null;
  result: SubmitMembershipResponse | null;
  submitting: boolean;
  /**
   * When a new prompt may be requested (epoch ms): a minute after this page's last prompt (one
   * prompt per paying phone a minute), or when the limit's Retry-After says.
   */
  retryAt: number | null;
  /** The card download failed: the message, with a retry beside it. */
  cardError: string | null;
  downloading: boolean;
}

const initial: PaymentState = {
  phase: 'pending',
  message: null,
  debug: null,
  checkoutRequestId: null,
  paymentId: null,
  result: null,
  submitting: false,
  retryAt: null,
  cardError: null,
  downloading: false,
};

export function usePayment() {
  const [state, setState] = useState<PaymentState>(initial);
  const alive = useRef(true);
  /** The last prompt this browser started: asked about before any new prompt is offered. */
  const lastCheckout = useRef<string | null>(null);
  /** When M-Pesa accepted this page's last prompt (epoch ms): the next one may go a minute later. */
  const promptedAt = useRef<number | null>(null);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const update = useCallback((patch: Partial<PaymentState>) => {
    if (alive.current) setState((s) => ({ ...s, ...patch }));
  }, []);

  const download = useCallback(
    async (url: string) => {
      update({ downloading: true, cardError: null });
      try {
        await downloadCard(url);
        update({ downloading: false });
      } catch {
        update({ downloading: false, cardError: messages.cardFailed });
      }
    },
    [update],
  );

  const finalise = useCallback(
    async (body: { checkoutRequestId?: string; paymentId?: string }) => {
      update({ submitting: true });
      try {
        const result = await api.post<SubmitMembershipResponse>('/api/submit-membership', body);
        forgetRegistration();
        update({ phase: 'completed', result, message: messages.registrationComplete, submitting: false, retryAt: null });
        await download(result.cardUrl);
        return true;
      } catch (error) {
        const text = error instanceof Error ? error.message : String(error);
        update({ submitting: false, message: `${messages.submissionError} ${text}` });
        return false;
      }
    },
    [download, update],
  );

  const settled = useCallback(
    (outcome: PollOutcome, checkoutRequestId: string) => {
      if (!alive.current) return;
      update(settledState(outcome, promptedAt.current, messages.paymentReceived));
      if (outcome.kind === 'completed') void finalise({ checkoutRequestId });
    },
    [finalise, update],
  );
  const polling = useStatusPolling(settled);
  const { start: poll, stop: stopPolling } = polling;

  /** Picks up a prompt this browser started (after a reload, or when a new one is refused). */
  const resume = useCallback(
    (checkoutRequestId: string) => {
      lastCheckout.current = checkoutRequestId;
      update({ ...initial, phase: 'awaiting_pin', message: messages.paymentAwaitingPin, checkoutRequestId });
      poll(checkoutRequestId, 0);
    },
    [poll, update],
  );

  const requestPrompt = useCallback(
    async (paymentPhone: string, registration: RegistrationInput): Promise<ApiError | null> => {
      stopPolling();
      update({ ...initial, phase: 'processing', message: messages.paymentProcessing });
      try {
        // Loaded here, not at the top: /renew and /my-card use this module's card download, and the
        // schema library is not part of their first load.
        const { stkPushAnswerSchema } = await import('../../shared/schemas/registration');
        const answer = stkPushAnswerSchema.parse(
          await api.post('/api/mpesa/stkpush', {
            phoneNumber: paymentPhone,
            amount: 200,
            accountReference: `MYV-${registration.idNumber}`,
            transactionDesc: 'MYV Member',
            registration,
          }),
        );
        // The server stored the prompt before M-Pesa answered: refused or not, it counts for this phone.
        promptedAt.current = Date.now();
        if (answer.ResponseCode !== '0' || !answer.CheckoutRequestID) {
          update({
            phase: 'failed',
            message: messages.promptRefused,
            debug: JSON.stringify(answer),
            retryAt: nextPromptAt(promptedAt.current),
          });
          return null;
        }
        lastCheckout.current = answer.CheckoutRequestID;
        rememberCheckout(answer.CheckoutRequestID, registration.idNumber);
        update({ phase: 'awaiting_pin', message: messages.paymentAwaitingPin, checkoutRequestId: answer.CheckoutRequestID });
        poll(answer.CheckoutRequestID, PAYMENT_FIRST_CHECK_MS);
        return null;
      } catch (error) {
        // Already a member while this browser has a prompt of its own: that prompt was paid. Ask the server for it.
        if (
          error instanceof ApiError &&
          error.status === 409 &&
          error.code !== ERROR_CODES.memberPhoneInProgress &&
          lastCheckout.current &&
          (error.fields.idNumber || error.fields.phoneNumber)
        ) {
          resume(lastCheckout.current);
          return null;
        }
        const text = error instanceof Error ? error.message : String(error);
        const limited = error instanceof ApiError && error.status === 429 && error.retryAfterMs !== null;
        update({
          phase: 'failed',
          message: limited ? text : `${messages.paymentInitiateError} ${text}`,
          debug: error instanceof ApiError && !limited ? `${error.status} ${error.code}` : null,
          retryAt: limited ? Date.now() + error.retryAfterMs! : null,
        });
        return error instanceof ApiError ? error : null;
      }
    },
    [poll, resume, stopPolling, update],
  );

  /** "Check again" after the polling stopped: ask the server once more, with the same rules. */
  const checkAgain = useCallback(() => {
    if (state.checkoutRequestId) resume(state.checkoutRequestId);
  }, [resume, state.checkoutRequestId]);

  const submitManual = useCallback(
    async (registration: RegistrationInput, mpesaCode: string): Promise<ApiError | null> => {
      update({ submitting: true, message: null });
      try {
        const answer = await api.post<{ paymentId: string; message: string }>('/api/registrations/manual', {
          registration,
          mpesaCode,
        });
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

  /** Manual mode: has an official confirmed the code yet? Waiting is the normal answer, not an error. */
  const checkManual = useCallback(
    async (paymentId: string) => {
      update({ submitting: true });
      try {
        const result = await api.post<SubmitMembershipResponse>('/api/submit-membership', { paymentId });
        forgetRegistration();
        update({ phase: 'completed', result, message: messages.registrationComplete, submitting: false });
        await download(result.cardUrl);
      } catch (error) {
        const waiting = error instanceof ApiError && error.code === ERROR_CODES.paymentRequired;
        const text = error instanceof ApiError ? error.message : String(error);
        update({ submitting: false, message: waiting ? messages.manualAwaitingOfficial : `${messages.submissionError} ${text}` });
      }
    },
    [download, update],
  );

  const reset = useCallback(() => {
    stopPolling();
    update(initial);
  }, [stopPolling, update]);

  return {
    state,
    reconnecting: polling.reconnecting,
    requestPrompt,
    checkAgain,
    resume,
    finalise,
    submitManual,
    checkManual,
    download,
    reset,
  };
}
