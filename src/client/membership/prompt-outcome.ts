/** What a member is told after an M-Pesa prompt, and when they may ask for the next one (registration and renewal). */
import { messages } from '../../shared/messages';
import { PROMPT_PHONE_WINDOW_MS } from '../../shared/constants';
import type { PollOutcome } from './use-status-polling';

/** Extra help for the result codes a member can fix (docs/payments-in-the-browser.md). */
function failureHint(code: string | null): string {
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

/** A prompt M-Pesa settled without payment: its words, and the help for the codes a member can fix. */
function failureMessage(outcome: { resultCode: string; resultDesc: string | null }): string {
  const desc = outcome.resultDesc || messages.paymentNotCompleted;
  return `${desc}. ${failureHint(outcome.resultCode)}`.replace('.. ', '. ');
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
