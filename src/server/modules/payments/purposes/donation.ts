/**
 * A donation's effect (docs/donations.md): the donor gets ONE thank-you SMS, with the receipt
 * number and the receipt link, queued in the transaction that completes the payment, so exactly
 * once whatever callbacks and queries arrive. Nothing else is ever sent to a donor's phone
 * (fundraising messages are marketing under the Data Protection Act): no member, no reminder.
 * A donation needs no member, so it creates none.
 */
import type { Tx } from '../../../db/client';
import { notify } from '../../notifications';
import { enqueueForDonor } from '../../sms';
import type { payments } from '../../../db/schema';

type PaymentRow = typeof payments.$inferSelect;

export async function thankDonor(tx: Tx, payment: PaymentRow, now: Date): Promise<void> {
  // A paybill payer's number reaches us masked (docs/paybill.md): there is no phone to thank, and
  // M-Pesa's own confirmation SMS already carries the receipt.
  if (payment.channel !== 'paybill')
    await enqueueForDonor(tx, {
      paymentId: payment.id,
      phoneNumber: payment.phoneNumber,
      amount: payment.amount,
      receipt: payment.mpesaReceiptNumber,
      // The language of the page they gave from: the thank-you and its receipt link are in it.
      language: payment.language ?? undefined,
      now,
    });
  await notify(tx, { kind: 'donation_received', message: `Donation of KSh ${payment.amount} received`, entityId: payment.id });
}
