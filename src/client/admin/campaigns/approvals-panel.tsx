/**
 * Requests waiting for this official's approval (docs/campaigns.md, "Approvals"): any kind the
 * server lists (campaigns now), never the official's own. Reject asks for a reason.
 */
import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { formatMomentShort } from '../../../shared/dates';
import { approvalsQuery, decideApprovalMutation } from '../queries';
import { notify } from '../notices';
import './approvals.css';
import { officialsMessages } from '../../../shared/officials-messages';

const t = officialsMessages.approvals;

export function ApprovalsPanel() {
  const id = useId();
  const approvals = useQuery(approvalsQuery);
  const [rejecting, setRejecting] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const decide = useMutation({
    ...decideApprovalMutation,
    onSuccess: (_answer, { action }) => {
      notify(action === 'approve' ? t.approved : t.rejected);
      setRejecting(null);
      setReason('');
    },
    onError: (e: Error) => notify(e.message, 'error'),
  });
  const items = approvals.data?.items ?? [];
  const reject = (event: FormEvent) => {
    event.preventDefault();
    if (!rejecting) return;
    if (!reason.trim()) return notify(t.reasonRequired, 'error');
    decide.mutate({ id: rejecting, action: 'reject', reason: reason.trim() });
  };
  return (
    <section className="adm-panel" aria-labelledby={`${id}-title`}>
      <h2 className="adm-panel-title" id={`${id}-title`}>
        {t.title}
      </h2>
      {approvals.isSuccess && !items.length ? <p className="adm-empty">{t.none}</p> : null}
      <ul className="cmp-approvals">
        {items.map((item) => (
          <li key={item.id} className="cmp-approval">
            <p>{item.summary}</p>
            <p className="adm-help">{t.requestedBy(item.requestedBy, formatMomentShort(item.requestedAt))}</p>
            {rejecting === item.id ? (
              <form onSubmit={reject} className="adm-row-actions">
                <label htmlFor={`${id}-${item.id}`}>{t.reasonLabel}</label>
                <input id={`${id}-${item.id}`} value={reason} onChange={(e) => setReason(e.target.value)} />
                <button type="submit" className="adm-btn adm-btn-danger" disabled={decide.isPending}>
                  {t.reject}
                </button>
              </form>
            ) : (
              <div className="adm-row-actions">
                <button
                  type="button"
                  className="adm-btn adm-btn-primary"
                  disabled={decide.isPending}
                  onClick={() => decide.mutate({ id: item.id, action: 'approve' })}
                >
                  {t.approve}
                </button>
                <button type="button" className="adm-btn" onClick={() => setRejecting(item.id)}>
                  {t.reject}
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
