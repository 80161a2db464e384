/**
 * Recording the M-Pesa code of a payment that completed without one (STK Query confirmed it, and
 * its answer carries no code): the official copies it from the paybill statement, once. The
 * server checks the format, that no other payment holds the code, and audits it.
 */
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { paymentReceiptSchema, type PaymentSummary } from '../../shared/schemas/registration';
import { messages } from '../../shared/messages';
import { ApiError } from '../api';
import { recordReceiptMutation } from './queries';
import { ReceiptField, useReceiptForm } from './receipt-field';
import { officialsMessages } from '../../shared/officials-messages';

const t = officialsMessages.paymentsTab;

export function RecordReceipt({ payment, onRecorded }: { payment: PaymentSummary; onRecorded: (message: string) => void }) {
  const [open, setOpen] = useState(false);
  const form = useReceiptForm('');
  const record = useMutation({
    ...recordReceiptMutation,
    onSuccess(answer) {
      setOpen(false);
      onRecorded(answer.message);
    },
    onError: (error) =>
      form.setError('receipt', { type: 'server', message: error instanceof ApiError ? error.message : messages.loginUnexpected }),
  });
  // The schema's output is the code as the server keeps it (trimmed, in capitals).
  const save = form.handleSubmit((values) =>
    record.mutate({ id: payment.id, receipt: paymentReceiptSchema.parse(values).receipt }),
  );

  if (!open) {
    return (
      <button type="button" className="button button-outline button-small" onClick={() => setOpen(true)}>
        {t.record}
      </button>
    );
  }
  return (
    <form className="settle-payment" onSubmit={(event) => void save(event)} noValidate>
      <ReceiptField form={form} id={`receipt-${payment.id}`} />
      <div className="payments-actions">
        <button type="submit" className="button button-primary button-small" disabled={record.isPending}>
          {t.save}
        </button>
        <button type="button" className="button button-small" disabled={record.isPending} onClick={() => setOpen(false)}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
