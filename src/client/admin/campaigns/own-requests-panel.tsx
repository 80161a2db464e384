/**
 * The signed-in official's own requests still waiting for a second official (docs/finance.md,
 * "Two officials"): a refund, an unknown payment settled as paid, deleting a member who has paid,
 * a large campaign. Each says whether another official could approve it now ("add a treasurer to
 * approve" while nobody could), and the requester may withdraw it after confirming. Shown only
 * while something waits.
 */
import { useId } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { formatMomentShort } from '../../../shared/dates';
import { officialsMessages } from '../../../shared/officials-messages';
import { ownApprovalsQuery, withdrawApprovalMutation } from '../queries';
import { notify } from '../notices';
import './approvals.css';

const t = officialsMessages.ownRequests;

export function OwnRequestsPanel() {
  const id = useId();
  const own = useQuery(ownApprovalsQuery);
  const withdraw = useMutation({
    ...withdrawApprovalMutation,
    onSuccess: (answer) => notify(answer.message),
    onError: (e: Error) => notify(e.message, 'error'),
  });
  const items = own.data?.items ?? [];
  if (!items.length) return null;
  return (
    <section className="adm-panel" aria-labelledby={`${id}-title`}>
      <h2 className="adm-panel-title" id={`${id}-title`}>
        {t.title}
      </h2>
      <ul className="cmp-approvals">
        {items.map((item) => (
          <li key={item.id} className="cmp-approval">
            <p>{item.summary}</p>
            <p className="adm-help">{formatMomentShort(item.requestedAt)}</p>
            <p className={item.secondOfficial ? 'adm-help' : 'own-request-alone'} role={item.secondOfficial ? undefined : 'note'}>
              {item.secondOfficial ? t.waiting : t.noSecondOfficial}
            </p>
            {item.withdrawable ? (
              <div className="adm-row-actions">
                <button
                  type="button"
                  className="adm-btn"
                  disabled={withdraw.isPending}
                  onClick={() => {
                    if (window.confirm(t.withdrawQuestion(item.summary))) withdraw.mutate(item.id);
                  }}
                >
                  {t.withdraw}
                </button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
