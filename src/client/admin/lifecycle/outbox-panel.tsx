/** The SMS outbox: every message to members, queued / sent / failed, with the gateway's status. */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatMomentShort } from '../../../shared/dates';
import { outboxQuery, smsInboxQuery, testModeQuery } from '../queries';
import { SimulateReplyForm } from './simulate-reply-form';
import { Spinner } from '../ui';
import './lifecycle.css';
import { officialsMessages } from '../../../shared/officials-messages';

const t = officialsMessages.outbox;
const ti = officialsMessages.smsInbox;
const PAGE_SIZE = 50;
const STATUSES = ['queued', 'sending', 'sent', 'failed', 'skipped'] as const;

export default function OutboxPanel() {
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const outbox = useQuery(outboxQuery({ page, pageSize: PAGE_SIZE, status }));
  const inbox = useQuery(smsInboxQuery);
  // The form exists in SMS simulator mode only: on a live gateway, replies come from real phones.
  const simulator = useQuery(testModeQuery).data?.sms === true;
  const data = outbox.data;
  const error = outbox.error?.message;

  return (
    <section className="adm-panel" aria-label={t.label}>
      <div className="adm-toolbar">
        <h2 className="adm-panel-title">{t.title}</h2>
        <div className="adm-toolbar-actions">
          <label>
            {t.status}{' '}
            <select
              value={status}
              onChange={(e) => {
                setStatus(e.target.value);
                setPage(1);
              }}
            >
              <option value="">{t.all}</option>
              {STATUSES.map((s) => (
                <option key={s} value={s}>
                  {s} ({data?.counts[s] ?? 0})
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="adm-btn" onClick={() => void Promise.all([outbox.refetch(), inbox.refetch()])}>
            {t.refresh}
          </button>
        </div>
      </div>
      {error ? (
        <p className="adm-error" role="alert">
          {error}
        </p>
      ) : null}
      {outbox.isPending ? <Spinner label={t.loading} /> : null}
      <div className="adm-table-wrap">
        <table className="adm-table">
          <thead>
            <tr>
              <th scope="col">{t.created}</th>
              <th scope="col">{t.to}</th>
              <th scope="col">{t.message}</th>
              <th scope="col">{t.status}</th>
              <th scope="col">{t.gateway}</th>
            </tr>
          </thead>
          <tbody>
            {(data?.items ?? []).map((m) => (
              <tr key={m.id}>
                <td data-label={t.created}>{formatMomentShort(m.createdAt)}</td>
                <td data-label={t.to}>
                  {m.channel === 'email' ? '✉ ' : ''}
                  {m.recipient}
                </td>
                <td data-label={t.message} className="adm-outbox-text">
                  {m.text}
                </td>
                <td data-label={t.status}>
                  {m.status}
                  {m.attempts > 1 ? ` ${t.tries(m.attempts)}` : ''}
                </td>
                <td data-label={t.gateway}>
                  {m.gatewayStatus ?? m.lastError ?? '—'}
                  {m.delivery ? ` · ${m.delivery}` : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {data && data.items.length === 0 ? <p className="adm-empty">{t.empty}</p> : null}
      </div>
      {data && data.total > PAGE_SIZE ? (
        <div className="adm-lifecycle-actions">
          <button type="button" className="adm-btn" disabled={page === 1} onClick={() => setPage(page - 1)}>
            {t.previous}
          </button>
          <span>{t.page(page, Math.ceil(data.total / PAGE_SIZE))}</span>
          <button type="button" className="adm-btn" disabled={page * PAGE_SIZE >= data.total} onClick={() => setPage(page + 1)}>
            {t.next}
          </button>
        </div>
      ) : null}
      {simulator ? <SimulateReplyForm /> : null}
      <h3 className="adm-panel-title">{ti.title}</h3>
      {inbox.error ? (
        <p className="adm-error" role="alert">
          {inbox.error.message}
        </p>
      ) : null}
      <div className="adm-table-wrap">
        <table className="adm-table">
          <thead>
            <tr>
              <th scope="col">{ti.received}</th>
              <th scope="col">{ti.from}</th>
              <th scope="col">{ti.member}</th>
              <th scope="col">{t.message}</th>
            </tr>
          </thead>
          <tbody>
            {(inbox.data?.items ?? []).map((m) => (
              <tr key={m.id}>
                <td data-label={ti.received}>{formatMomentShort(m.receivedAt)}</td>
                <td data-label={ti.from}>{m.from}</td>
                <td data-label={ti.member}>{m.member ? `${m.member.fullName} (${m.member.membershipNumber})` : ti.noMember}</td>
                <td data-label={t.message} className="adm-outbox-text">
                  {m.text}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {inbox.data && inbox.data.items.length === 0 ? <p className="adm-empty">{ti.empty}</p> : null}
      </div>
    </section>
  );
}
