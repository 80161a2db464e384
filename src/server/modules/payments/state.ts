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
 * Paybill money (channel paybill, docs/paybill.md) is already paid when we hear of it, so it
 * never fails. It enters as one of:
 *   pending ──its account number matched (member, kept draft, DONATE)──► completed   (same effects, same transaction)
 *   exception  (matches nobody) ──official assigns it / marks it a donation──► completed
 *                               ──official marks it "to refund" (reason)──► rejected
 *   partial    (below the fee, held on a member) ──the member's partials reach the fee──► completed
 *              (the payment that reaches the fee carries the effect; the held ones complete with it)
 *
 * completed, failed and rejected are final: a duplicate, late or out-of-order answer changes nothing.
 */
import type { PaymentChannel, PaymentStatus } from '../../../shared/constants';
import { serverMessages } from '../../../shared/server-messages';

const FINAL_STATUSES: readonly PaymentStatus[] = ['completed', 'failed', 'rejected'];
/** A prompt with no answer after this long is `unknown`. */
export const PENDING_TIMEOUT_MS = 5 * 60 * 1000;

export type PaymentEvent =
  | { type: 'result'; resultCode: string; amount?: number | undefined }
  | { type: 'timeout' }
  | { type: 'official-confirm' }
  | { type: 'official-reject' }
  | { type: 'paybill-matched' }
  /** An official settles an unmatched paybill payment: assigned or a donation, or to be refunded. */
  | { type: 'exception-settled'; refund: boolean }
  | { type: 'partials-reached' };

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
  current: { status: PaymentStatus; method: 'mpesa_stk' | 'manual'; amount: number; channel?: PaymentChannel },
  event: PaymentEvent,
): Transition | null {
  if (FINAL_STATUSES.includes(current.status)) return null;
  switch (event.type) {
    case 'paybill-matched':
      return current.channel === 'paybill' && current.status === 'pending' ? { status: 'completed', createsMember: true } : null;
    case 'exception-settled':
      if (current.status !== 'exception') return null;
      return event.refund ? { status: 'rejected', createsMember: false } : { status: 'completed', createsMember: true };
    case 'partials-reached':
      return current.status === 'partial' ? { status: 'completed', createsMember: false } : null;
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
        ? { status: 'unknown', note: serverMessages.paymentUnknownAfterQueries, createsMember: false }
        : null;
    case 'official-confirm':
      return officialMaySettle(current) ? { status: 'completed', createsMember: true } : null;
    case 'official-reject':
      return officialMaySettle(current) ? { status: 'rejected', createsMember: false } : null;
  }
}
