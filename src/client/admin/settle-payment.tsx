/**
 * Settling a payment whose outcome is unknown (M-Pesa never answered, or the server stopped
 * mid-prompt): the official checks the paybill statement, then confirms with the M-Pesa code
 * (10 letters and digits, unique) or rejects it. Also a paid payment held for review (a renewal
 * for a suspended member): confirming applies it once the member is reinstated, rejecting means
 * the money goes back to the payer. The server decides what may be settled.
 */
import { useState } from 'react';
import type { PaymentSummary } from '../../shared/schemas/registration';
import { messages } from '../../shared/messages';
import { api, ApiError } from '../api';

const CODE = /^[A-Z0-9]{10}$/;

export function SettlePayment({ payment, onSettled }: { payment: PaymentSummary; onSettled: (message: string) => void }) {
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState(payment.receipt ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (action: 'confirm' | 'reject') => {
    const receipt = code.trim().toUpperCase();
    if (action === 'confirm' && !CODE.test(receipt)) return setError(messages.receiptRequired);
    const held = payment.status === 'review';
    const question = held
      ? `Reject the payment of ${payment.fullName}? The renewal is not applied: refund the payer.`
      : `Reject the payment of ${payment.fullName}? No member will be created.`;
    if (action === 'reject' && !window.confirm(question)) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await api.post<{ message: string; membershipNumber: string | null }>(
        `/api/payments/${payment.id}/${action}`,
        action === 'confirm'
          ? { receipt }
          : { reason: held ? 'Member suspended: payment to be refunded' : 'Not found on the paybill statement' },
      );
      setOpen(false);
      onSettled(answer.membershipNumber ? `${answer.message} Membership No. ${answer.membershipNumber}.` : answer.message);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'Could not settle the payment. Try again.');
    } finally {
      setBusy(false);
    }
  };

  if (!open) {
    return (
      <button type="button" className="button button-outline button-small" onClick={() => setOpen(true)}>
        Settle…
      </button>
    );
  }
  const inputId = `settle-${payment.id}`;
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
        <button type="button" className="button button-primary button-small" disabled={busy} onClick={() => void send('confirm')}>
          Confirm
        </button>
        <button type="button" className="button button-danger button-small" disabled={busy} onClick={() => void send('reject')}>
          Reject
        </button>
        <button type="button" className="button button-small" disabled={busy} onClick={() => setOpen(false)}>
          Cancel
        </button>
      </div>
    </div>
  );
}
