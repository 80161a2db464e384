/** Overview cards: members due for renewal (30 days or fewer) and expired, from the members API. */
import { useQuery } from '@tanstack/react-query';
import { formatCount } from '../../../shared/words';
import { memberCountQuery } from '../queries';
import './lifecycle.css';

export function RenewalCounts() {
  const due = useQuery(memberCountQuery({ membershipStatus: 'due' })).data;
  const expired = useQuery(memberCountQuery({ membershipStatus: 'expired' })).data;
  if (due === undefined || expired === undefined) return null;
  return (
    <>
      <article className="adm-card adm-stat adm-stat-due">
        <div>
          <p className="adm-stat-label">Due for renewal</p>
          <p className="adm-stat-value">{formatCount(due)}</p>
          <p className="adm-stat-note">Renewal within 30 days</p>
        </div>
      </article>
      <article className="adm-card adm-stat adm-stat-expired">
        <div>
          <p className="adm-stat-label">Expired</p>
          <p className="adm-stat-value">{formatCount(expired)}</p>
          <p className="adm-stat-note">Renewal date passed</p>
        </div>
      </article>
    </>
  );
}
