/**
 * A prompt a USSD session started (docs/ussd.md) that M-Pesa says failed: the caller gets ONE
 * SMS in the language of the session's screens, saying what happened and that dialling the code
 * again tries again. Queued in the transaction that moves the payment to `failed`, under its row
 * lock, with the payment's dedupe key: exactly once, whatever callbacks, status queries and
 * instances report the same failure. Web prompts have no ussd_prompts row and are left alone
 * (the page shows the outcome).
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { members, ussdPrompts, type payments } from '../../../db/schema';
import type { UssdPaymentFailed } from '../../../../shared/ussd-messages';
import { enqueueSms } from '../../sms';

type PaymentRow = typeof payments.$inferSelect;

/** Daraja's STK result codes, as the caller would put them. */
function failureReason(resultCode: string): UssdPaymentFailed['reason'] {
  switch (resultCode) {
    case '1032':
      return 'cancelled';
    // 1037: the phone could not be reached or the prompt was not answered; 1019: it expired.
    case '1037':
    case '1019':
      return 'timeout';
    case '1':
      return 'funds';
    case '2001':
      return 'pin';
    default:
      return 'other';
  }
}

export async function textFailedUssdPrompt(tx: Tx, payment: PaymentRow, resultCode: string, now: Date): Promise<void> {
  if (!payment.browserTokenHash || payment.purpose === 'donation') return;
  const [prompt] = await tx.select().from(ussdPrompts).where(eq(ussdPrompts.token, payment.browserTokenHash)).limit(1);
  if (!prompt) return;
  // The caller: a join is paid from the calling phone; a renewal is asked for from the member's
  // phone on file (it may be paid from another), and members are texted on the phone on file only.
  let recipient = payment.phoneNumber;
  let memberId: string | null = null;
  if (payment.purpose === 'renewal') {
    if (!payment.memberId) return;
    const [member] = await tx
      .select({ id: members.id, phoneNumber: members.phoneNumber })
      .from(members)
      .where(eq(members.id, payment.memberId))
      .limit(1);
    if (!member) return;
    recipient = member.phoneNumber;
    memberId = member.id;
  }
  await enqueueSms(tx, {
    kind: 'ussd_payment_failed',
    recipient,
    memberId,
    params: {
      ussdPaymentFailed: {
        language: prompt.language,
        purpose: payment.purpose === 'renewal' ? 'renew' : 'join',
        reason: failureReason(resultCode),
        serviceCode: prompt.serviceCode,
      },
    },
    dedupeKey: `ussd_payment_failed:${payment.id}`,
    now,
  });
}
