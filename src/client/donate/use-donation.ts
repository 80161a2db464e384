/**
 * /donate's flow: one M-Pesa prompt for the amount the donor chose, then GET /api/mpesa/status
 * with the shared polling rules (the same hook and the same words as /membership and /renew).
 * There is nothing to finalise: the server thanks the donor by SMS when the payment completes.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { api, ApiError } from '../api';
import { messages } from '../../shared/messages';
import { ACTIVE_LOCALE } from '../../shared/active-locale';
import { languageOfLocale } from '../../shared/member-language';
import { PAYMENT_FIRST_CHECK_MS } from '../../shared/payment-polling';
import type { StkPushAnswer } from '../../shared/schemas/registration';
import { nextPromptAt, settledState } from '../membership/prompt-outcome';
import { useStatusPolling, type PollOutcome } from '../membership/use-status-polling';

type DonationPhase = 'idle' | 'processing' | 'awaiting_pin' | 'completed' | 'failed' | 'timeout';

export interface DonationBody {
  amount: string;
  phoneNumber: string;
  name: string;
  message: string;
  listPublicly: boolean;
}

export interface DonationState {
  phase: DonationPhase;
  message: string | null;
  checkoutRequestId: string | null;
  /** When a new prompt may be requested (epoch ms): one prompt per paying phone a minute. */
  retryAt: number | null;
  /** The server's words for a field it refused. */
  fields: Partial<Record<keyof DonationBody, string>>;
}

/** The donor's thank-you SMS and receipt speak the language of the page they give on (/sw/donate: Kiswahili). */
const DONATION_LANGUAGE = languageOfLocale(ACTIVE_LOCALE);

const initial: DonationState = { phase: 'idle', message: null, checkoutRequestId: null, retryAt: null, fields: {} };

export function useDonation() {
  const [state, setState] = useState<DonationState>(initial);
  const alive = useRef(true);
  const promptedAt = useRef<number | null>(null);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);
  const update = useCallback((patch: Partial<DonationState>) => {
    if (alive.current) setState((s) => ({ ...s, ...patch }));
  }, []);

  const settled = useCallback(
    (outcome: PollOutcome) => {
      if (!alive.current) return;
      const next = settledState(outcome, promptedAt.current, messages.donation.thankYou);
      update(outcome.kind === 'unconfirmed' ? { ...next, message: messages.donation.unconfirmed } : next);
    },
    [update],
  );
  const polling = useStatusPolling(settled);
  const { start: poll, stop: stopPolling } = polling;

  const donate = useCallback(
    async (body: DonationBody) => {
      stopPolling();
      update({ ...initial, phase: 'processing', message: messages.paymentProcessing });
      try {
        const answer = await api.post<StkPushAnswer>('/api/donations/stkpush', { ...body, language: DONATION_LANGUAGE });
        // The server stored the prompt before M-Pesa answered: refused or not, it counts for this phone.
        promptedAt.current = Date.now();
        if (answer.ResponseCode !== '0' || !answer.CheckoutRequestID) {
          return update({ phase: 'failed', message: messages.promptRefused, retryAt: nextPromptAt(promptedAt.current) });
        }
        update({ phase: 'awaiting_pin', message: messages.donation.waiting, checkoutRequestId: answer.CheckoutRequestID });
        poll(answer.CheckoutRequestID, PAYMENT_FIRST_CHECK_MS);
      } catch (error) {
        const text = error instanceof Error ? error.message : String(error);
        const limited = error instanceof ApiError && error.status === 429 && error.retryAfterMs !== null;
        const fields = error instanceof ApiError ? (error.fields as DonationState['fields']) : {};
        update({
          phase: Object.keys(fields).length ? 'idle' : 'failed',
          fields,
          message: Object.keys(fields).length
            ? null
            : error instanceof ApiError
              ? text
              : `${messages.paymentInitiateError} ${text}`,
          retryAt: limited ? Date.now() + error.retryAfterMs! : null,
        });
      }
    },
    [poll, stopPolling, update],
  );

  const checkAgain = useCallback(() => {
    if (!state.checkoutRequestId) return;
    update({ phase: 'awaiting_pin', message: messages.donation.waiting });
    poll(state.checkoutRequestId, 0);
  }, [poll, state.checkoutRequestId, update]);

  const reset = useCallback(() => {
    stopPolling();
    update(initial);
  }, [stopPolling, update]);

  return { state, reconnecting: polling.reconnecting, donate, checkAgain, reset };
}
