/** The members table's renewal cell: the date and the computed membership status. */
import { formatLongDate } from '../../../shared/dates';
import type { MembershipStatus } from '../../../shared/membership';
import './lifecycle.css';

const MEMBERSHIP_STATUS_LABELS: Record<MembershipStatus, string> = { active: 'Active', due: 'Due', expired: 'Expired' };

export function MembershipStatusCell({ renewalDate, status }: { renewalDate: string; status: MembershipStatus }) {
  return (
    <span className="adm-renewal" title="Renewal date">
      <span>
        Renews <span className="adm-nowrap">{formatLongDate(renewalDate)}</span>
      </span>
      <span className={`adm-ms adm-ms-${status}`}>{MEMBERSHIP_STATUS_LABELS[status]}</span>
    </span>
  );
}
