/** Overview cards: members due for renewal (30 days or fewer) and expired, from the members API. */
import { useQuery } from '@tanstack/react-query';
import { formatCount } from '../../../shared/words';
import { serverMessages } from '../../../shared/server-messages';
import { memberCountQuery } from '../queries';
import './lifecycle.css';

const t = serverMessages.renewalCounts;

export function RenewalCounts() {
  const due = useQuery(memberCountQuery({ membershipStatus: 'due' })).data;
  const expired = useQuery(memberCountQuery({ membershipStatus: 'expired' })).data;
  if (due === undefined || expired === undefined) return null;
  return (
    <>
      <article className="adm-card adm-stat adm-stat-due">
        <div>
          <p className="adm-stat-label">{t.due}</p>
          <p className="adm-stat-value">{formatCount(due)}</p>
          <p className="adm-stat-note">{t.dueNote}</p>
        </div>
      </article>
      <article className="adm-card adm-stat adm-stat-expired">
        <div>
          <p className="adm-stat-label">{t.expired}</p>
          <p className="adm-stat-value">{formatCount(expired)}</p>
          <p className="adm-stat-note">{t.expiredNote}</p>
        </div>
      </article>
    </>
  );
}
