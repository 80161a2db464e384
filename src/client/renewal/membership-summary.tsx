/** A member's own membership at a glance: used by /renew and /my-card. */
import { formatLongDate } from '../../shared/dates';
import type { OwnMembership } from '../../shared/schemas/renewals';

const STATUS_TEXT = {
  active: { label: 'Active', note: (date: string) => `Your membership runs until ${date}.` },
  due: { label: 'Due for renewal', note: (date: string) => `Please renew before ${date}.` },
  expired: {
    label: 'Expired',
    note: (date: string) => `Your membership expired on ${date}. Renew to make your card valid again.`,
  },
} as const;

/** Officials' switch wins over the date: a suspended membership is never shown as active. */
const SUSPENDED = {
  label: 'Suspended',
  note: () => 'This membership has been suspended by the organisation, whatever its renewal date.',
};

export function MembershipSummary({ member }: { member: OwnMembership }) {
  const status = member.membershipStatus === 'suspended' ? SUSPENDED : STATUS_TEXT[member.membershipStatus];
  const date = formatLongDate(member.renewalDate);
  return (
    <div className="own-membership">
      <p className="own-name">{member.fullName}</p>
      <dl>
        <div>
          <dt>Membership No.</dt>
          <dd>{member.membershipNumber}</dd>
        </div>
        {member.chapter ? (
          <div>
            <dt>Chapter</dt>
            <dd>{member.chapter}</dd>
          </div>
        ) : null}
        <div>
          <dt>Renewal date</dt>
          <dd>{date}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <span className={`status-pill status-${member.membershipStatus}`}>{status.label}</span>
          </dd>
        </div>
      </dl>
      <p className="hint">{status.note(date)}</p>
    </div>
  );
}
