/**
 * Each payment purpose's effects, called from the one place a payment changes state
 * (payments/service.ts applyEvent), inside its transaction. Registration, renewal and donations only
 * start payments; what a completed or failed payment does is decided here.
 */
import type { Tx } from '../../../db/client';
import type { payments } from '../../../db/schema';
import { deletePhoto } from '../../photos';
import { notify } from '../../notifications';
import { serverMessages } from '../../../../shared/server-messages';
import { createMemberFromDraft } from './registration';
import { draftOf } from '../draft';
import { renewMembership } from './renewal';
import { thankDonor } from './donation';

export { textFailedUssdPrompt } from './ussd-prompt';

type PaymentRow = typeof payments.$inferSelect;

export interface CompletionEffect {
  /** The member the payment belongs to once completed (created or renewed). */
  memberId: string | null;
  /** A note for an official when the effect could not be applied (refund needed). */
  note?: string;
  /** The effect was withheld: the payment waits in `review` for an official (this is the note). */
  held?: string;
}

export async function onCompleted(tx: Tx, payment: PaymentRow, now: Date): Promise<CompletionEffect> {
  const typed = draftOf(payment);
  switch (typed.purpose) {
    case 'registration': {
      const created = await createMemberFromDraft(tx, typed.draft, { paymentMethod: payment.method, paymentId: payment.id, now });
      if ('duplicate' in created) {
        const what = created.duplicate === 'idNumber' ? 'ID number' : 'phone number';
        await notify(tx, {
          kind: 'payment_failed',
          message: `Duplicate payment (same ${what} as a member): refund needed`,
          entityId: payment.id,
        });
        return { memberId: payment.memberId, note: `Paid, but a member with this ${what} already exists: refund needed` };
      }
      return { memberId: created.memberId };
    }
    case 'renewal': {
      const renewed = await renewMembership(tx, payment.memberId, now, payment.id);
      if ('missing' in renewed) {
        await notify(tx, {
          kind: 'payment_failed',
          message: `Renewal paid for a member who no longer exists (ID ${payment.idNumber}): refund needed`,
          entityId: payment.id,
        });
        return { memberId: null, note: 'Paid, but the member no longer exists: refund needed' };
      }
      if ('suspended' in renewed) {
        await notify(tx, {
          kind: 'payment_review',
          message: `Renewal paid while member ${renewed.membershipNumber} is suspended: not renewed, needs review in the Payments tab`,
          entityId: payment.id,
        });
        return { memberId: renewed.memberId, held: serverMessages.paymentReviewMemberSuspended };
      }
      return { memberId: renewed.memberId };
    }
    case 'donation':
      await thankDonor(tx, payment, now);
      return { memberId: null };
  }
}

/** A payment that failed or was rejected: a registrant who never became a member keeps no photo with us. */
export async function onNotPaid(tx: Tx, payment: PaymentRow): Promise<void> {
  if (payment.purpose !== 'registration') return;
  const typed = draftOf(payment);
  if (typed.purpose === 'registration' && typed.draft.photoId) await deletePhoto(tx, typed.draft.photoId);
}
