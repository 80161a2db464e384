/**
 * The dashboard's Payments tab (the admins' and the treasurer's): every M-Pesa prompt and manual
 * paybill payment with its amount, purpose and state, a filter and search with totals over
 * everything they match, a CSV export of the same rows, and the officials' decisions — confirm
 * or reject a manually entered M-Pesa code, ask M-Pesa again about a payment whose outcome is
 * unknown, record the code of a payment that completed without one.
 */
import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError } from '../api';
import { adminApi, type PaymentAction } from './admin-api';
import { SettlePayment, settledNotice } from './settle-payment';
import { RecordReceipt } from './record-receipt';
import { UnmatchedPayment } from './unmatched-payment';
import { PaybillTools } from './paybill-tools';
import { paymentsQuery, settlePaymentMutation } from './queries';
import { Spinner } from './ui';
import { useDebounced } from './use-debounced';
import { formatCount, plural } from '../../shared/words';
import { formatMomentShort } from '../../shared/dates';
import { serverMessages } from '../../shared/server-messages';
import type { PaymentStatus, PaymentSummary } from '../../shared/schemas/registration';
import './payments.css';
import { officialsMessages } from '../../shared/officials-messages';

const t = officialsMessages.paymentsTab;

const STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Pending',
  completed: 'Completed',
  failed: 'Failed',
  unknown: 'Unconfirmed',
  rejected: 'Rejected',
  review: 'Needs review',
  exception: 'Unmatched',
  partial: 'Partial (held)',
};
const PURPOSE_LABELS: Record<PaymentSummary['purpose'], string> = {
  registration: 'Registration',
  renewal: 'Renewal',
  donation: 'Donation',
};
const CHANNEL_LABELS: Record<PaymentSummary['channel'], string> = {
  stk: 'M-Pesa prompt',
  paybill: 'Paybill',
  manual: 'Paybill code',
};
const kes = (amount: number) => `KES ${formatCount(amount)}`;

const FILTERS: { value: '' | PaymentStatus; label: string }[] = [
  { value: '', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'unknown', label: 'Unconfirmed' },
  { value: 'review', label: 'Needs review' },
  { value: 'exception', label: 'Unmatched' },
  { value: 'partial', label: 'Partial (held)' },
  { value: 'completed', label: 'Completed' },
  { value: 'failed', label: 'Failed' },
  { value: 'rejected', label: 'Rejected' },
];

export default function PaymentsPanel() {
  const [status, setStatus] = useState<'' | PaymentStatus>('');
  const [method, setMethod] = useState<'' | 'mpesa_stk' | 'manual'>('');
  const [purpose, setPurpose] = useState<'' | PaymentSummary['purpose']>('');
  const [channel, setChannel] = useState<'' | PaymentSummary['channel']>('');
  const [search, setSearch] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const settledSearch = useDebounced(search.trim());
  const filter = { status, method, purpose, channel, search: settledSearch };
  const list = useQuery(paymentsQuery(filter));
  const data = list.data ?? null;
  const error = list.error ? (list.error instanceof ApiError ? list.error.message : t.loadFailed) : null;

  const settle = useMutation({
    ...settlePaymentMutation,
    onSuccess: (answer) => setNotice(settledNotice(answer)),
    onError: (e, { action }) => setNotice(t.actionFailed(action, e.message)),
  });
  const busyId = settle.isPending ? settle.variables.id : null;
  const act = (payment: PaymentSummary, action: PaymentAction) => {
    if (action === 'reject' && !window.confirm(t.rejectCodeQuestion(payment.receipt ?? '', payment.fullName))) return;
    settle.mutate({ id: payment.id, action });
  };

  return (
    <section className="payments-panel" aria-labelledby="payments-title">
      <div className="payments-head">
        <h2 id="payments-title">Payments</h2>
        <p className="payments-counts">
          {(['pending', 'unknown', 'review', 'exception', 'partial', 'completed', 'failed'] as const).map((s) => (
            <span key={s} className={`badge badge-${s}`}>
              {STATUS_LABELS[s]}: {data?.counts[s] ?? 0}
            </span>
          ))}
        </p>
      </div>

      <div className="payments-filters" role="search">
        <label>
          <span>Status</span>
          <select value={status} onChange={(e) => setStatus(e.target.value as '' | PaymentStatus)}>
            {FILTERS.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>Method</span>
          <select value={method} onChange={(e) => setMethod(e.target.value as '' | 'mpesa_stk' | 'manual')}>
            <option value="">All</option>
            <option value="mpesa_stk">M-Pesa prompt</option>
            <option value="manual">Paybill code</option>
          </select>
        </label>
        <label>
          <span>Purpose</span>
          <select value={purpose} onChange={(e) => setPurpose(e.target.value as '' | PaymentSummary['purpose'])}>
            <option value="">All</option>
            {(Object.keys(PURPOSE_LABELS) as PaymentSummary['purpose'][]).map((p) => (
              <option key={p} value={p}>
                {PURPOSE_LABELS[p]}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>Channel</span>
          <select value={channel} onChange={(e) => setChannel(e.target.value as '' | PaymentSummary['channel'])}>
            <option value="">All</option>
            {(Object.keys(CHANNEL_LABELS) as PaymentSummary['channel'][]).map((c) => (
              <option key={c} value={c}>
                {CHANNEL_LABELS[c]}
              </option>
            ))}
          </select>
        </label>
        <label className="payments-search">
          <span>Search</span>
          <input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Name, ID number, phone or M-Pesa code"
          />
        </label>
      </div>

      <PaybillTools onDone={setNotice} />

      {notice ? (
        <p className="payments-notice" role="status">
          {notice}
        </p>
      ) : null}
      {error ? (
        <p className="payments-error" role="alert">
          {error}
        </p>
      ) : null}
      {list.isPending ? <Spinner label={t.loading} /> : null}

      {data ? (
        <div className="payments-totals" aria-label="Totals for this filter">
          <p>
            <strong>{plural(data.total, 'payment')}</strong> · {kes(data.totals.amount)} asked ·{' '}
            <strong>{kes(data.totals.received)}</strong> received ({formatCount(data.totals.completed)} completed)
          </p>
          {/* The same filter as the list: the file holds what the official sees, every page of it. */}
          <a className="button button-outline button-small" href={adminApi.paymentsCsvUrl(filter)} download>
            Export CSV
          </a>
        </div>
      ) : null}
      {data ? (
        <div className="payments-table-wrap">
          <table className="payments-table">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Member</th>
                <th scope="col">Paid from</th>
                <th scope="col">Purpose</th>
                <th scope="col">Amount</th>
                <th scope="col">Method</th>
                <th scope="col">Status</th>
                <th scope="col">M-Pesa code</th>
                <th scope="col">Membership No.</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {data.items.length === 0 ? (
                <tr>
                  <td colSpan={10} className="payments-empty">
                    No payments found
                  </td>
                </tr>
              ) : (
                data.items.map((p) => (
                  <tr key={p.id}>
                    <td data-label="When">{formatMomentShort(p.createdAt)}</td>
                    <td data-label="Member">
                      {p.channel === 'paybill' && !p.idNumber ? (
                        <div>
                          <strong>{p.payerFirstName ?? '—'}</strong>
                          <br />
                          <small>Account typed: {p.accountReference}</small>
                        </div>
                      ) : (
                        <div>
                          <strong>{p.fullName}</strong>
                          <br />
                          <small>
                            ID {p.idNumber}
                            {p.chapter ? ` · ${p.chapter}` : ''}
                          </small>
                        </div>
                      )}
                    </td>
                    <td data-label="Paid from">{p.phoneNumber}</td>
                    <td data-label="Purpose">{PURPOSE_LABELS[p.purpose]}</td>
                    <td data-label="Amount" className="payments-amount">
                      {kes(p.amount)}
                    </td>
                    <td data-label="Method">{CHANNEL_LABELS[p.channel]}</td>
                    <td data-label="Status">
                      <div>
                        <span className={`badge badge-${p.status}`}>{STATUS_LABELS[p.status]}</span>
                        {p.resultDesc && p.status !== 'completed' && p.status !== 'review' ? (
                          <small className="payments-desc">{p.resultDesc}</small>
                        ) : null}
                        {p.note ? <small className="payments-note">{p.note}</small> : null}
                      </div>
                    </td>
                    <td data-label="M-Pesa code">
                      {p.receipt ?? (p.status === 'completed' ? <small>{serverMessages.receiptNotYetRecorded}</small> : '—')}
                    </td>
                    <td data-label="Membership No.">{p.membershipNumber ?? '—'}</td>
                    <td data-label="Actions">
                      <div className="payments-actions">
                        {p.method === 'manual' && p.status === 'pending' ? (
                          <>
                            <button
                              type="button"
                              className="button button-primary button-small"
                              disabled={busyId === p.id}
                              onClick={() => act(p, 'confirm')}
                            >
                              Confirm
                            </button>
                            <button
                              type="button"
                              className="button button-danger button-small"
                              disabled={busyId === p.id}
                              onClick={() => act(p, 'reject')}
                            >
                              Reject
                            </button>
                          </>
                        ) : null}
                        {p.method === 'mpesa_stk' && (p.status === 'pending' || p.status === 'unknown') && p.checkoutRequestId ? (
                          <button
                            type="button"
                            className="button button-outline button-small"
                            disabled={busyId === p.id}
                            onClick={() => act(p, 'query')}
                          >
                            Ask M-Pesa
                          </button>
                        ) : null}
                        {p.status === 'completed' ? (
                          <a
                            className="button button-outline button-small"
                            href={adminApi.paymentReceiptPdfUrl(p.id)}
                            download
                            aria-label={`Receipt (PDF) ${p.receipt ?? ''}`.trim()}
                          >
                            Receipt
                          </a>
                        ) : null}
                        {p.status === 'completed' && !p.receipt ? <RecordReceipt payment={p} onRecorded={setNotice} /> : null}
                        {p.status === 'exception' ? <UnmatchedPayment payment={p} onSettled={setNotice} /> : null}
                        {p.status === 'unknown' || p.status === 'review' ? (
                          <SettlePayment payment={p} onSettled={setNotice} />
                        ) : null}
                      </div>
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
          <p className="payments-footer">
            Showing {data.items.length} of {plural(data.total, 'payment')}
          </p>
        </div>
      ) : null}
    </section>
  );
}
