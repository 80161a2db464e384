/** The SMS outbox: every message to members, queued / sent / failed, with the gateway's status. */
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api';
import { formatMomentShort } from '../../../shared/dates';
import { keys } from '../queries';
import './lifecycle.css';

interface OutboxItem {
  id: string;
  channel: 'sms' | 'email';
  kind: string;
  recipient: string;
  text: string;
  status: string;
  attempts: number;
  gatewayStatus: string | null;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

export default function OutboxPanel() {
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const outbox = useQuery({
    queryKey: [...keys.outbox, { page, status }],
    queryFn: () =>
      api.get<{ items: OutboxItem[]; total: number; counts: Record<string, number> }>(
        `/api/outbox?page=${page}&pageSize=50${status ? `&status=${status}` : ''}`,
      ),
    placeholderData: keepPreviousData,
  });
  const data = outbox.data;
  const error = outbox.error?.message;
  const load = () => outbox.refetch();

  return (
    <section className="adm-panel" aria-label="SMS outbox">
      <div className="adm-toolbar">
        <h2 className="adm-panel-title">Messages to members</h2>
        <div className="adm-toolbar-actions">
          <label>
            Status{' '}
            <select
              value={status}
              onChange={(e) => {
                setStatus(e.target.value);
                setPage(1);
              }}
            >
              <option value="">All</option>
              {['queued', 'sending', 'sent', 'failed', 'skipped'].map((s) => (
                <option key={s} value={s}>
                  {s} ({data?.counts[s] ?? 0})
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="adm-btn" onClick={() => void load()}>
            Refresh
          </button>
        </div>
      </div>
      {error ? (
        <p className="adm-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="adm-table-wrap">
        <table className="adm-table">
          <thead>
            <tr>
              <th scope="col">Created</th>
              <th scope="col">To</th>
              <th scope="col">Message</th>
              <th scope="col">Status</th>
              <th scope="col">Gateway</th>
            </tr>
          </thead>
          <tbody>
            {(data?.items ?? []).map((m) => (
              <tr key={m.id}>
                <td data-label="Created">{formatMomentShort(m.createdAt)}</td>
                <td data-label="To">
                  {m.channel === 'email' ? '✉ ' : ''}
                  {m.recipient}
                </td>
                <td data-label="Message" className="adm-outbox-text">
                  {m.text}
                </td>
                <td data-label="Status">
                  {m.status}
                  {m.attempts > 1 ? ` (${m.attempts} tries)` : ''}
                </td>
                <td data-label="Gateway">{m.gatewayStatus ?? m.lastError ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {data && data.items.length === 0 ? <p className="adm-empty">No messages.</p> : null}
      </div>
      {data && data.total > 50 ? (
        <div className="adm-lifecycle-actions">
          <button type="button" className="adm-btn" disabled={page === 1} onClick={() => setPage(page - 1)}>
            Previous
          </button>
          <span>
            Page {page} of {Math.ceil(data.total / 50)}
          </span>
          <button type="button" className="adm-btn" disabled={page * 50 >= data.total} onClick={() => setPage(page + 1)}>
            Next
          </button>
        </div>
      ) : null}
    </section>
  );
}
