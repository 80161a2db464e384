/**
 * Recording the M-Pesa code of a payment that completed without one (STK Query confirmed it, and
 * its answer carries no code): the official copies it from the paybill statement, once. The
 * server checks the format, that no other payment holds the code, and audits it.
 */
import { useState } from 'react';
import type { PaymentSummary } from '../../shared/schemas/registration';
import { messages } from '../../shared/messages';
import { api, ApiError } from '../api';

const CODE = /^[A-Z0-9]{10}$/;

export function RecordReceipt({ payment, onRecorded }: { payment: PaymentSummary; onRecorded: (message: string) => void }) {
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async () => {
    const receipt = code.trim().toUpperCase();
    if (!CODE.test(receipt)) return setError(messages.receiptRequired);
    setBusy(true);
    setError(null);
    try {
      const answer = await api.post<{ message: string }>(`/api/payments/${payment.id}/receipt`, { receipt });
      setOpen(false);
      onRecorded(answer.message);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : messages.loginUnexpected);
    } finally {
      setBusy(false);
    }
  };

  if (!open) {
    return (
      <button type="button" className="button button-outline button-small" onClick={() => setOpen(true)}>
        Record code…
      </button>
    );
  }
  const inputId = `receipt-${payment.id}`;
  return (
    <div className="settle-payment">
      <label htmlFor={inputId}>M-Pesa code from the statement</label>
      <input
        id={inputId}
        value={code}
        maxLength={10}
        autoComplete="off"
        spellCheck={false}
        onChange={(e) => setCode(e.target.value)}
        aria-invalid={error ? true : undefined}
      />
      {error ? (
        <small className="settle-payment-error" role="alert">
          {error}
        </small>
      ) : null}
      <div className="payments-actions">
        <button type="button" className="button button-primary button-small" disabled={busy} onClick={() => void send()}>
          Save code
        </button>
        <button type="button" className="button button-small" disabled={busy} onClick={() => setOpen(false)}>
          Cancel
        </button>
      </div>
    </div>
  );
}
