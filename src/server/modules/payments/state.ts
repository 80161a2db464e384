/**
 * The payment state machine (docs/decisions/0005-payment-state-machine.md), pure:
 *
 *   pending ──result 0, amount matches──► completed      (creates the member, same transaction)
 *   pending ──result ≠ 0──────────────► failed
 *   pending ──5 min, no answer─────────► unknown        (money may have moved: never "failed")
 *   unknown ──result from STK Query────► completed | failed
 *   pending|unknown ──result 0, wrong amount──► unknown + note (an official looks at it)
 *   pending (manual) ──official confirms──► completed;  ──official rejects──► rejected
 *   unknown (either method) ──official confirms with the M-Pesa code──► completed; ──rejects──► rejected
 *   pending|unknown ──result 0, but its effect is withheld──► review (applyEvent decides: a
 *        renewal paid for a member suspended at that moment is not applied; the money did move)
 *   review ──official confirms (the member reinstated)──► completed;  ──official rejects (refund)──► rejected
 *
 * completed, failed and rejected are final: a duplicate, late or out-of-order answer changes nothing.
 */
import type { PaymentStatus } from '../../../shared/constants';
import { messages } from '../../../shared/messages';

const FINAL_STATUSES: readonly PaymentStatus[] = ['completed', 'failed', 'rejected'];
/** A prompt with no answer after this long is `unknown`. */
export const PENDING_TIMEOUT_MS = 5 * 60 * 1000;

export type PaymentEvent =
  | { type: 'result'; resultCode: string; amount?: number | undefined }
  | { type: 'timeout' }
  | { type: 'official-confirm' }
  | { type: 'official-reject' };

export interface Transition {
  status: PaymentStatus;
  note?: string;
  createsMember: boolean;
}

/**
 * What an official may settle by hand: a manual payment awaiting verification, any payment
 * whose outcome is unknown (M-Pesa never answered, or the server stopped mid-prompt): the
 * official checks the paybill statement; and a paid one held for review.
 */
export const officialMaySettle = (current: { status: PaymentStatus; method: 'mpesa_stk' | 'manual' }): boolean =>
  current.status === 'unknown' || current.status === 'review' || (current.method === 'manual' && current.status === 'pending');

export function transition(
  current: { status: PaymentStatus; method: 'mpesa_stk' | 'manual'; amount: number },
  event: PaymentEvent,
): Transition | null {
  if (FINAL_STATUSES.includes(current.status)) return null;
  switch (event.type) {
    case 'result':
      // A payment held for review was paid: nothing M-Pesa says later changes that.
      if (current.method !== 'mpesa_stk' || current.status === 'review') return null;
      if (event.resultCode !== '0') return { status: 'failed', createsMember: false };
      if (event.amount !== undefined && event.amount !== current.amount) {
        if (current.status === 'unknown') return null;
        return {
          status: 'unknown',
          note: `Amount mismatch: M-Pesa reported KSh ${event.amount}, expected KSh ${current.amount}`,
          createsMember: false,
        };
      }
      return { status: 'completed', createsMember: true };
    case 'timeout':
      return current.status === 'pending' && current.method === 'mpesa_stk'
        ? { status: 'unknown', note: messages.paymentUnknownAfterQueries, createsMember: false }
        : null;
    case 'official-confirm':
      return officialMaySettle(current) ? { status: 'completed', createsMember: true } : null;
    case 'official-reject':
      return officialMaySettle(current) ? { status: 'rejected', createsMember: false } : null;
  }
}
