/** What a member is told after an M-Pesa prompt, and when they may ask for the next one (registration and renewal). */
import { messages } from '../../shared/messages';
import { paymentMessages } from '../../shared/payment-messages';
import { PROMPT_PHONE_WINDOW_MS } from '../../shared/constants';
import type { PollOutcome } from './use-status-polling';

/** Extra help for the result codes a member can fix (docs/payments-in-the-browser.md). */
function failureHint(code: string | null): string {
  const help = paymentMessages.promptFailure;
  switch (code) {
    case '1032':
      return help.cancelled;
    case '1037':
      return help.unreachable;
    case '1':
      return help.balance;
    case '2001':
      return help.wrongPin;
    default:
      return help.other;
  }
}

/** A prompt M-Pesa settled without payment: its words, and the help for the codes a member can fix. */
function failureMessage(outcome: { resultCode: string; resultDesc: string | null }): string {
  return paymentMessages.promptFailure.message(
    outcome.resultDesc || messages.paymentNotCompleted,
    failureHint(outcome.resultCode),
  );
}

/** When this page may ask for the next prompt to the same phone, counted from when M-Pesa took the last one. */
export const nextPromptAt = (promptedAt: number | null): number | null =>
  promptedAt === null ? null : promptedAt + PROMPT_PHONE_WINDOW_MS;

/**
 * What the page shows once polling has settled a prompt (registration and renewal alike, but for
 * the words of "received"): paid, refused with the countdown to the next prompt, or unconfirmed.
 * A paid prompt is then finalised by the caller.
 */
export function settledState(outcome: PollOutcome, promptedAt: number | null, receivedMessage: string, now = Date.now()) {
  if (outcome.kind === 'completed') return { phase: 'completed', message: receivedMessage } as const;
  if (outcome.kind === 'failed') {
    // The refused prompt still counts for its phone: the countdown shows from the start, not after a refusal.
    const retryAt = nextPromptAt(promptedAt);
    return { phase: 'failed', message: failureMessage(outcome), retryAt: retryAt && retryAt > now ? retryAt : null } as const;
  }
  // Silence or check errors never mean "not paid": the money may still move and the server settles
  // it, so the member asks again, never pays again.
  return {
    phase: 'timeout',
    message: outcome.reason === 'check-errors' ? messages.paymentCheckUnreachable : messages.paymentUnconfirmed,
  } as const;
}
