/**
 * Members' deletion requests (docs/data-rights.md): open ones first with their deadline (30 days,
 * overdue ones marked), approve (anonymises the member, after a confirmation) or reject with a
 * reason the member is told. Chairman and vice-chairman only (access 'admin').
 */
import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { formatMomentShort } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
import type { DataRequest } from '../../../shared/schemas/data-rights';
import { notify } from '../notices';
import { dataRequestsQuery, decideDataRequestMutation } from '../queries';
import { Spinner } from '../ui';
import './lifecycle.css';
import { officialsMessages } from '../../../shared/officials-messages';

const t = officialsMessages.dataRequests;

export default function DataRequestsPanel() {
  const id = useId();
  const requests = useQuery(dataRequestsQuery);
  const [rejecting, setRejecting] = useState<DataRequest | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const decide = useMutation({
    ...decideDataRequestMutation,
    onSuccess: (_answer, { action }) => {
      notify(action === 'approve' ? t.approved : t.rejected);
      setRejecting(null);
      setReason('');
    },
    onError: (error) => {
      if (rejecting) setReasonError(error.message);
      else notify(error.message, 'error');
    },
  });
  const data = requests.data;

  const approve = (request: DataRequest) => {
    if (!window.confirm(t.approveQuestion(request.membershipNumber))) return;
    decide.mutate({ id: request.id, action: 'approve' });
  };
  const reject = (event: FormEvent) => {
    event.preventDefault();
    if (!rejecting) return;
    if (reason.trim().length < 3) return setReasonError(messages.dataRightsRejectReasonRequired);
    setReasonError(null);
    decide.mutate({ id: rejecting.id, action: 'reject', reason: reason.trim() });
  };

  return (
    <section className="adm-panel" aria-label={t.label}>
      <div className="adm-toolbar">
        <h2 className="adm-panel-title">{t.title}</h2>
        {data?.overdue ? <span className="adm-status adm-status-overdue">{t.overdue(data.overdue)}</span> : null}
      </div>
      <p className="adm-help">{t.intro}</p>
      {requests.error ? (
        <p className="adm-error" role="alert">
          {requests.error.message}
        </p>
      ) : null}
      {requests.isPending ? <Spinner label={t.loading} /> : null}
      {data && !data.items.length ? <p className="adm-empty">{t.none}</p> : null}
      {rejecting ? (
        <form className="adm-reject-form" onSubmit={reject} noValidate>
          <div className="adm-field">
            <label htmlFor={`${id}-reason`}>
              {t.reasonLabel} — {rejecting.membershipNumber}
            </label>
            <textarea
              id={`${id}-reason`}
              rows={3}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? `${id}-reason-error` : undefined}
            />
            {reasonError ? (
              <p className="adm-field-error" id={`${id}-reason-error`} role="alert">
                {reasonError}
              </p>
            ) : null}
          </div>
          <div className="adm-row-actions">
            <button type="submit" className="adm-btn adm-btn-danger" disabled={decide.isPending}>
              {t.confirmReject}
            </button>
            <button type="button" className="adm-btn" onClick={() => setRejecting(null)}>
              {t.cancel}
            </button>
          </div>
        </form>
      ) : null}
      {data?.items.length ? (
        <div className="adm-table-wrap">
          <table className="adm-table">
            <thead>
              <tr>
                <th scope="col">{t.received}</th>
                <th scope="col">{t.member}</th>
                <th scope="col">{t.due}</th>
                <th scope="col">{t.status}</th>
                <th scope="col">{t.actions}</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((request) => (
                <tr key={request.id} className={request.overdue ? 'adm-row-overdue' : undefined}>
                  <td data-label={t.received}>{formatMomentShort(request.createdAt)}</td>
                  <td data-label={t.member}>
                    {/* One child, so the phone layout (label beside value) keeps number and name together. */}
                    <span>
                      <strong>{request.membershipNumber}</strong>
                      <span className="adm-request-sub">
                        {request.fullName ?? (request.status === 'approved' ? t.anonymised : '')}
                      </span>
                    </span>
                  </td>
                  <td data-label={t.due}>
                    <span>
                      {formatMomentShort(request.dueBy)}
                      {request.overdue ? <span className="adm-status adm-status-overdue">{t.overdueTag}</span> : null}
                    </span>
                  </td>
                  <td data-label={t.status}>
                    <span>
                      {request.status}
                      {request.reason ? <span className="adm-request-sub">{request.reason}</span> : null}
                    </span>
                  </td>
                  <td data-label={t.actions}>
                    {request.status === 'pending' ? (
                      <div className="adm-row-actions">
                        <button
                          type="button"
                          className="adm-btn adm-btn-danger"
                          disabled={decide.isPending}
                          onClick={() => approve(request)}
                        >
                          {t.approve}
                        </button>
                        <button
                          type="button"
                          className="adm-btn"
                          disabled={decide.isPending}
                          onClick={() => {
                            setRejecting(request);
                            setReason('');
                            setReasonError(null);
                          }}
                        >
                          {t.reject}
                        </button>
                      </div>
                    ) : (
                      '—'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
