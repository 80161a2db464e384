/** The members table's renewal cell: the date and the computed membership status. */
import { formatLongDate } from '../../../shared/dates';
import type { MembershipStatus } from '../../../shared/membership';
import { serverMessages } from '../../../shared/server-messages';
import './lifecycle.css';

const t = serverMessages.membershipStatus;

export function MembershipStatusCell({ renewalDate, status }: { renewalDate: string; status: MembershipStatus }) {
  return (
    <span className="adm-renewal" title={t.title}>
      <span>
        {t.renews} <span className="adm-nowrap">{formatLongDate(renewalDate)}</span>
      </span>
      <span className={`adm-ms adm-ms-${status}`}>{t.labels[status]}</span>
    </span>
  );
}
