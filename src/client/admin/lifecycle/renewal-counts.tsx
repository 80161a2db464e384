/** Overview cards: members due for renewal (30 days or fewer) and expired, from the members API. */
import { useEffect, useState } from 'react';
import { api } from '../../api';
import './lifecycle.css';

export function RenewalCounts() {
  const [counts, setCounts] = useState<{ due: number; expired: number } | null>(null);
  useEffect(() => {
    const total = (status: string) => api.get<{ total: number }>(`/api/members?membershipStatus=${status}&pageSize=1`).then((r) => r.total);
    Promise.all([total('due'), total('expired')]).then(([due, expired]) => setCounts({ due, expired }), () => undefined);
  }, []);
  if (!counts) return null;
  return (
    <>
      <article className="adm-card adm-stat adm-stat-due">
        <div>
          <p className="adm-stat-label">Due for renewal</p>
          <p className="adm-stat-value">{counts.due.toLocaleString('en-KE')}</p>
          <p className="adm-stat-note">Renewal within 30 days</p>
        </div>
      </article>
      <article className="adm-card adm-stat adm-stat-expired">
        <div>
          <p className="adm-stat-label">Expired</p>
          <p className="adm-stat-value">{counts.expired.toLocaleString('en-KE')}</p>
          <p className="adm-stat-note">Renewal date passed</p>
        </div>
      </article>
    </>
  );
}
