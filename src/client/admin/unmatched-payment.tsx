/**
 * The exceptions queue's actions on one unmatched paybill payment (docs/paybill.md): assign it to
 * a member found by name, ID or membership number, record it as a donation, or mark it "to
 * refund" with a reason. The server audits each and refuses a payment already settled.
 */
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { PaymentSummary } from '../../shared/schemas/registration';
import { ApiError } from '../api';
import { paymentMembersQuery, settleUnmatchedMutation } from './queries';
import { useDebounced } from './use-debounced';
import { officialsMessages } from '../../shared/officials-messages';

/** The dashboard's labels (officials only, English: like the Payments tab's own); the server's messages come from the catalogue. */
const t = {
  ...officialsMessages.paybill,
  assignToMember: 'Assign to member',
  markDonation: 'Donation',
  markRefund: 'To refund',
  searchMember: 'Member (name, ID or membership number)',
  noMemberFound: 'No member found.',
  chooseMember: 'Choose a member from the list.',
  refundReason: 'Why is it to be refunded?',
  donationQuestion: (amount: number, receipt: string) =>
    `Record KSh ${amount} (${receipt}) as a donation? This cannot be undone.`,
  cancel: 'Cancel',
  save: 'Save',
  actionFailed: 'The payment could not be settled.',
};

type Mode = 'closed' | 'assign' | 'refund';

export function UnmatchedPayment({ payment, onSettled }: { payment: PaymentSummary; onSettled: (message: string) => void }) {
  const [mode, setMode] = useState<Mode>('closed');
  const [error, setError] = useState<string | null>(null);
  const settle = useMutation({
    ...settleUnmatchedMutation,
    onSuccess(answer) {
      setMode('closed');
      setError(null);
      onSettled(answer.message);
    },
    onError: (e) => setError(e instanceof ApiError ? e.message : t.actionFailed),
  });
  const donation = () => {
    if (!window.confirm(t.donationQuestion(payment.amount, payment.receipt ?? ''))) return;
    settle.mutate({ id: payment.id, decision: { kind: 'donation' } });
  };

  return (
    <div className="unmatched-payment">
      {mode === 'closed' ? (
        <div className="payments-actions">
          <button type="button" className="button button-primary button-small" onClick={() => setMode('assign')}>
            {t.assignToMember}
          </button>
          <button type="button" className="button button-outline button-small" disabled={settle.isPending} onClick={donation}>
            {t.markDonation}
          </button>
          <button type="button" className="button button-danger button-small" onClick={() => setMode('refund')}>
            {t.markRefund}
          </button>
        </div>
      ) : mode === 'assign' ? (
        <AssignForm
          busy={settle.isPending}
          onCancel={() => setMode('closed')}
          onAssign={(memberId) => settle.mutate({ id: payment.id, decision: { kind: 'assign', memberId } })}
        />
      ) : (
        <RefundForm
          busy={settle.isPending}
          onCancel={() => setMode('closed')}
          onRefund={(reason) => settle.mutate({ id: payment.id, decision: { kind: 'refund', reason } })}
        />
      )}
      {error ? (
        <small className="payments-error" role="alert">
          {error}
        </small>
      ) : null}
    </div>
  );
}

function AssignForm(props: { busy: boolean; onCancel: () => void; onAssign: (memberId: string) => void }) {
  const form = useForm<{ search: string; memberId: string }>({ defaultValues: { search: '', memberId: '' } });
  const search = useDebounced(useWatch({ control: form.control, name: 'search' }).trim());
  // The queue's own lookup (treasury), not the members' list: a treasurer has no members' tab.
  const found = useQuery({ ...paymentMembersQuery(search), enabled: search.length >= 2 });
  const submit = form.handleSubmit(({ memberId }) => {
    if (!memberId) {
      form.setError('memberId', { type: 'required', message: t.chooseMember });
      return;
    }
    props.onAssign(memberId);
  });
  const memberError = form.formState.errors.memberId?.message;
  return (
    <form className="settle-payment" onSubmit={(event) => void submit(event)} noValidate>
      <label>
        <span>{t.searchMember}</span>
        <input type="search" autoComplete="off" {...form.register('search')} />
      </label>
      {found.data ? (
        found.data.items.length === 0 ? (
          <small>{t.noMemberFound}</small>
        ) : (
          <fieldset className="unmatched-members">
            {found.data.items.map((m) => (
              <label key={m.id}>
                <input type="radio" value={m.id} {...form.register('memberId')} /> {m.fullName} · {m.membershipNumber} · ID{' '}
                {m.idNumber}
              </label>
            ))}
          </fieldset>
        )
      ) : null}
      {memberError ? (
        <small className="payments-error" role="alert">
          {memberError}
        </small>
      ) : null}
      <div className="payments-actions">
        <button type="submit" className="button button-primary button-small" disabled={props.busy}>
          {t.assignToMember}
        </button>
        <button type="button" className="button button-small" onClick={props.onCancel}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}

function RefundForm(props: { busy: boolean; onCancel: () => void; onRefund: (reason: string) => void }) {
  const form = useForm<{ reason: string }>({ defaultValues: { reason: '' } });
  const submit = form.handleSubmit(({ reason }) => props.onRefund(reason.trim()));
  const reasonError = form.formState.errors.reason?.message;
  return (
    <form className="settle-payment" onSubmit={(event) => void submit(event)} noValidate>
      <label>
        <span>{t.refundReason}</span>
        <input
          type="text"
          maxLength={500}
          aria-invalid={reasonError ? true : undefined}
          {...form.register('reason', { validate: (value) => value.trim().length > 0 || t.refundReasonRequired })}
        />
      </label>
      {reasonError ? (
        <small className="payments-error" role="alert">
          {reasonError}
        </small>
      ) : null}
      <div className="payments-actions">
        <button type="submit" className="button button-danger button-small" disabled={props.busy}>
          {t.save}
        </button>
        <button type="button" className="button button-small" onClick={props.onCancel}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
