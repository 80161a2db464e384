/**
 * Settling a payment whose outcome is unknown (M-Pesa never answered, or the server stopped
 * mid-prompt): the official checks the paybill statement, then confirms with the M-Pesa code
 * (10 letters and digits, unique) or rejects it. Also a paid payment held for review (a renewal
 * for a suspended member): confirming applies it once the member is reinstated, rejecting means
 * the money goes back to the payer. The server decides what may be settled.
 */
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { paymentReceiptSchema, type PaymentSummary } from '../../shared/schemas/registration';
import { ApiError } from '../api';
import { settlePaymentMutation } from './queries';
import { ReceiptField, useReceiptForm } from './receipt-field';
import { officialsMessages } from '../../shared/officials-messages';

const t = officialsMessages.paymentsTab;

/** The answer of confirming or rejecting, as the Payments tab shows it. */
export const settledNotice = (answer: { message: string; membershipNumber: string | null }) =>
  answer.membershipNumber ? t.settledWithNumber(answer.message, answer.membershipNumber) : answer.message;

export function SettlePayment({ payment, onSettled }: { payment: PaymentSummary; onSettled: (message: string) => void }) {
  const [open, setOpen] = useState(false);
  const form = useReceiptForm(payment.receipt ?? '');
  const settle = useMutation({
    ...settlePaymentMutation,
    onSuccess(answer) {
      setOpen(false);
      onSettled(settledNotice(answer));
    },
    onError: (error) =>
      form.setError('receipt', { type: 'server', message: error instanceof ApiError ? error.message : t.settleFailed }),
  });
  const held = payment.status === 'review';

  // Confirming needs the code (the schema's output: trimmed, in capitals); rejecting does not.
  const confirm = form.handleSubmit((values) =>
    settle.mutate({ id: payment.id, action: 'confirm', receipt: paymentReceiptSchema.parse(values).receipt }),
  );
  const reject = () => {
    if (!window.confirm(held ? t.rejectHeldQuestion(payment.fullName) : t.rejectQuestion(payment.fullName))) return;
    form.clearErrors();
    settle.mutate({ id: payment.id, action: 'reject', reason: held ? t.rejectHeldReason : t.rejectReason });
  };

  if (!open) {
    return (
      <button type="button" className="button button-outline button-small" onClick={() => setOpen(true)}>
        {t.settle}
      </button>
    );
  }
  return (
    <form className="settle-payment" onSubmit={(event) => void confirm(event)} noValidate>
      <ReceiptField form={form} id={`settle-${payment.id}`} />
      <div className="payments-actions">
        <button type="submit" className="button button-primary button-small" disabled={settle.isPending}>
          {t.confirm}
        </button>
        <button type="button" className="button button-danger button-small" disabled={settle.isPending} onClick={reject}>
          {t.reject}
        </button>
        <button type="button" className="button button-small" disabled={settle.isPending} onClick={() => setOpen(false)}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
